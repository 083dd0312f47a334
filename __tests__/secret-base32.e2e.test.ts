/**
 * Was broken: the api-key in base32 is shown whole.
 *
 * The guide's rule: no secret nor any piece of one, encoded in any way, ever appears in a log
 * line, an annotation or the summary. SECURITY.md hides a secret as it reads once base64, hex,
 * percent-, \u- or entity-encoding is undone, but base32 (RFC 4648: TOTP secrets, DNS-safe ids,
 * many services' opaque tokens) is read by no decoder of src/output/redaction.ts:
 * `NVUW45C7MRSW23ZQGEZDGNBVGY3TQOLBMJRWIZLG` decodes to `mint_demo0123456789abcdef`.
 *
 * How a user meets it: a service (or a gateway before it) answers a read with an error that names
 * the caller by an encoding of its credential; the step's error annotation and the job summary
 * show the base32 of the key, which `base32 -d` turns back into the key.
 *
 * What should happen instead: the base32 of every secret (and of every run of it long enough to
 * be a piece, at each 5-byte alignment) is hidden, as its base64 is.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

/** RFC 4648 base32, without padding. */
function base32(bytes: Buffer): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...bytes].map((byte) => byte.toString(2).padStart(8, '0')).join('');
  let out = '';
  for (let at = 0; at < bits.length; at += 5) out += alphabet[parseInt(bits.slice(at, at + 5).padEnd(5, '0'), 2)];
  return out;
}
const BASE32 = base32(Buffer.from(DEMO_API_KEY));

/** Every line of every surface of a run, the ::add-mask:: lines aside. */
const lines = (run: ActionRun): string[] => [
  ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
  ...run.stderr.split('\n'),
  JSON.stringify(run.outputs),
  ...run.summary.split('\n'),
];

describe('the api-key in base32, in an error the service gives', () => {
  it('is on no surface', async () => {
    expect(Buffer.from(BASE32).length).toBe(40);
    sim.service().setJob('job-base32', [{ http: 404, body: JSON.stringify({ error: `no job for caller ${BASE32}` }) }]);
    const run = await sim.act({ 'job-id': 'job-base32' });
    expect(run.outputs.outcome).toBe('not-found');
    // Fails: the ::error:: annotation and the summary's paragraph hold the base32 of the key.
    expect(lines(run).filter((line) => line.includes(BASE32))).toEqual([]);
  });
});
