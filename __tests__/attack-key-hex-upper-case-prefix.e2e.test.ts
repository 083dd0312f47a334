/**
 * Was broken: a key's bytes dumped in upper-case hexadecimal with C's `0X` prefix (`0X6D, 0X69, ...`,
 * what `printf("%#X")` and Python's `hex(b).upper()` write) are shown whole. src/output/redaction.ts,
 * HEX_SEPARATOR takes out `0x` and `\x` before a byte only in lower case, while the bytes
 * themselves are matched in either case; `0X` is left between them and no run of the key's hex is
 * found.
 *
 * How a user meets it: the service (a debugging gateway, an error page) dumps the request's
 * Authorization header as bytes in an error body: `Unauthorized: token bytes 0X6D, 0X69, 0X6E, ...`.
 * Anyone who reads the step's log or summary decodes the admin key.
 *
 * Was: the error annotation, the log line and the job summary's paragraph hold the
 * `0X..` list of every byte of the key.
 *
 * Now, as promised: SECURITY.md, "What is secret": each secret is hidden in its
 * "hexadecimal (any run of 12 bytes, whole or its bytes split by `:`, `,`, `-`, `0x` or `\x`...)",
 * and redaction.ts says hex is matched in either case ("the trie folds it"): the same split in
 * upper case is the same bytes.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

const DUMP = [...Buffer.from(DEMO_API_KEY)].map((byte) => `0X${byte.toString(16).toUpperCase()}`).join(', ');

/** Every surface of a run, the ::add-mask:: lines aside. */
const surfaces = (run: ActionRun): string[] => [
  ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
  ...run.stderr.split('\n'),
  JSON.stringify(run.outputs),
  ...run.summary.split('\n'),
];

/** The key's bytes read back from every `0X..` run of a line (hex of 12 bytes of the key or more). */
const keyBytesIn = (line: string): boolean => {
  const hex = [...line.matchAll(/0X([0-9A-F]{2})/g)]
    .map((m) => m[1])
    .join('')
    .toLowerCase();
  return hex.includes(Buffer.from(DEMO_API_KEY.slice(5, 17)).toString('hex'));
};

describe("a key's bytes in upper-case 0X hexadecimal", () => {
  it('are on no surface', async () => {
    sim
      .service()
      .setJob('job-hex-dump', [{ http: 404, body: JSON.stringify({ error: `Job not found (token bytes ${DUMP})` }) }]);
    const run = await sim.act({ 'job-id': 'job-hex-dump' });
    expect(run.outputs.outcome).toBe('not-found');
    expect(surfaces(run).filter(keyBytesIn)).toEqual([]);
  });
});
