/**
 * Was broken: the api-key as a list of its byte values (a Node Buffer serialized as JSON) is shown whole.
 *
 * The guide's rule: no secret nor any piece of one, encoded in any way, ever appears in a log
 * line, an annotation or the summary; SECURITY.md names every byte of the service's answers
 * untrusted and hides the key's hexadecimal bytes, joined or split by `:`, `,`, `-`, `0x` or `\x`.
 * The same bytes in decimal are not read: `JSON.stringify(Buffer.from(key))` is
 * `{"type":"Buffer","data":[109,105,110,116,95,...]}`, which is what a Node service that logs or
 * echoes a raw header (`Buffer`, `Uint8Array`) sends back, and `Buffer.from([109,105,...])` is the key.
 *
 * How a user meets it: a service that answers a read with an error that echoes the request's
 * Authorization header as a serialized Buffer; the step's error annotation and its job summary
 * carry every byte of the key.
 *
 * What should happen instead: the key's bytes written as decimal numbers (comma or space
 * separated, as Buffer/Uint8Array JSON and byte dumps write them) are hidden, as its hex bytes are.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

const BYTES = [...Buffer.from(DEMO_API_KEY)].join(',');

/** Every line of every surface of a run, the ::add-mask:: lines aside. */
const lines = (run: ActionRun): string[] => [
  ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
  ...run.stderr.split('\n'),
  JSON.stringify(run.outputs),
  ...run.summary.split('\n'),
];

describe("the api-key's bytes as a serialized Buffer, in an error the service gives", () => {
  it('are on no surface', async () => {
    const echoed = JSON.stringify({ authorization: Buffer.from(DEMO_API_KEY) });
    sim.service().setJob('job-buffer', [{ http: 404, body: JSON.stringify({ error: `Job not found for ${echoed}` }) }]);
    const run = await sim.act({ 'job-id': 'job-buffer' });
    expect(run.outputs.outcome).toBe('not-found');
    // Fails: the ::error:: annotation and the summary's paragraph hold 109,105,110,116,95,100,...
    expect(lines(run).filter((line) => line.includes(BYTES))).toEqual([]);
  });
});
