/**
 * Was broken: the admin key upper-cased and base64-encoded, in a link's path
 * (`https://auth.example.com/v1/tokens/TUlOVF9ERU1P...`), is shown whole in the step's log, error
 * annotation and job summary.
 *
 * Now, as promised: SECURITY.md, "What is secret": "A key of a known format (`mint_`, ...) is
 * found in any case of its letters too ..., also once hexadecimal or base64 bytes (wrapped too)
 * are read back"; its base64 "any run of 16, at each of the three byte alignments, either
 * alphabet".
 */
/**
 * 8beabd6 reads a base64 run back as bytes (BASE64_RUN in src/output/redaction.ts), "read whole,
 * from its start". `/` is a base64 character, so in a link the run starts at the path before the
 * encoded key (`com/v1/tokens/`, 14 characters): read from there, every byte after it is shifted by
 * four bits and the key's bytes are never seen. The key as written is found there (its forms run at
 * every alignment); upper-cased (a gateway normalises header values), it is not.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

const UPPER_BASE64 = Buffer.from(DEMO_API_KEY.toUpperCase()).toString('base64url');
const LINK = `https://auth.example.com/v1/tokens/${UPPER_BASE64}`;

/** Every surface of a run, the ::add-mask:: lines aside. */
const surfaces = (run: ActionRun): string =>
  [
    ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
    run.stderr,
    run.annotations.map((a) => a.message).join('\n'),
    JSON.stringify(run.outputs),
    run.summary,
  ].join('\n');

describe('the key in upper case, base64-encoded in a link the service answers with', () => {
  it('is on no surface, nor any run of 16 of its base64', async () => {
    sim
      .service()
      .setJob('job-link-dump', [
        { http: 404, body: JSON.stringify({ error: `Job not found: credentials rejected by ${LINK}` }) },
      ]);
    const run = await sim.act({ 'job-id': 'job-link-dump' });
    expect(run.outputs.outcome).toBe('not-found');
    // The link's last segment reads back as the key up to its case.
    expect(Buffer.from(UPPER_BASE64, 'base64url').toString().toLowerCase()).toBe(DEMO_API_KEY);
    // `TUlOVF9ERU1PMDEy` is `MINT_DEMO012`: 12 of the key's characters.
    expect(surfaces(run)).not.toContain(UPPER_BASE64.slice(0, 16));
  });
});
