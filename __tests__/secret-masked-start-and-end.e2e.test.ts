/**
 * Was broken: the api-key's end is never hidden when it is shorter than 12 characters, so a line that
 * shows the key "masked" as services do (its start and its end) gives away almost all of it.
 *
 * The guide's rule: no piece of a secret a reader could use appears on any surface. The redaction
 * (src/output/redaction.ts) hides a key's start once it runs 6 characters past `mint_`, but a run
 * anywhere else, the key's end included, only from 12 characters on. Each piece is judged alone:
 * `mint_demo0…56789abcdef` is 5 characters of the start and 11 of the end, neither a piece by
 * itself, and together 16 of the 20 secret characters of `mint_demo0123456789abcdef`: the 4 left
 * are 36^4 (1.7 million) guesses, which a reader tries against the API in minutes (reading a job
 * has no documented rate limit). An end is as telling as a start: "key ending in …" is how
 * services name a key, so an end should be hidden from the same 6 characters a start is.
 *
 * How a user meets it: the service answers a read with an error that names the key it was given
 * the way dashboards show keys (first and last characters); the step's error annotation and the
 * job summary show both.
 *
 * What should happen instead: the key's end is hidden like its start (from 6 characters), so no
 * line shows more than a few of the key's secret characters.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

const START = DEMO_API_KEY.slice(0, 'mint_'.length + 5); // mint_demo0: 5 past the prefix, not a piece
const END = DEMO_API_KEY.slice(-11); // 56789abcdef: 11, not a run of 12

/** Every line of every surface of a run, the ::add-mask:: lines aside. */
const lines = (run: ActionRun): string[] => [
  ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
  ...run.stderr.split('\n'),
  JSON.stringify(run.outputs),
  ...run.summary.split('\n'),
];

describe('the api-key named by its start and its end, in an error the service gives', () => {
  it('is not shown with 16 of its 20 secret characters', async () => {
    sim
      .service()
      .setJob('job-masked', [{ http: 404, body: JSON.stringify({ error: `Job not found for key ${START}…${END}` }) }]);
    const run = await sim.act({ 'job-id': 'job-masked' });
    expect(run.outputs.outcome).toBe('not-found');
    // Fails: the ::error:: annotation and the summary's paragraph hold "mint_demo0…56789abcdef".
    expect(lines(run).filter((line) => line.includes(END))).toEqual([]);
  });
});
