/**
 * Was broken: the admin key upper-cased by a service and dumped as its UTF-16 bytes in hexadecimal
 * (`4d0049004e005400...`) is shown whole in the step's log, error annotation and job summary.
 *
 * Now, as promised: SECURITY.md, "What is secret": the key is hidden as "hexadecimal (any run of
 * 12 bytes ... in either case; UTF-16 too ...)", and "A key of a known format (`mint_`, ...) is
 * found in any case of its letters too ..., also once hexadecimal or base64 bytes (wrapped too)
 * are read back".
 */
/**
 * 8beabd6 reads a hexadecimal run back as bytes (HEX_RUN in src/output/redaction.ts) so the key in
 * any case of its letters is found; but a UTF-16 dump reads back as `M\0I\0N\0T\0...`, which no form
 * matches (the UTF-16 forms are made from the key as written only). A .NET/PowerShell layer in front
 * of the service that upper-cases header values and dumps strings as UTF-16 bytes leaves the key,
 * up to its case, on every surface anyone with read access sees.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

const UPPER_UTF16_HEX = Buffer.from(DEMO_API_KEY.toUpperCase(), 'utf16le').toString('hex');

/** Every surface of a run, the ::add-mask:: lines aside. */
const surfaces = (run: ActionRun): string =>
  [
    ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
    run.stderr,
    run.annotations.map((a) => a.message).join('\n'),
    JSON.stringify(run.outputs),
    run.summary,
  ].join('\n');

describe('the key in upper case, its UTF-16 bytes dumped in hexadecimal by the service', () => {
  it('is on no surface, nor any run of 12 of its characters', async () => {
    sim
      .service()
      .setJob('job-utf16-dump', [
        { http: 404, body: JSON.stringify({ error: `Job not found (credentials ${UPPER_UTF16_HEX})` }) },
      ]);
    const run = await sim.act({ 'job-id': 'job-utf16-dump' });
    expect(run.outputs.outcome).toBe('not-found');
    // The dump reads back as the key up to its case.
    expect(Buffer.from(UPPER_UTF16_HEX, 'hex').toString('utf16le').toLowerCase()).toBe(DEMO_API_KEY);
    // A run of 12 of the key's characters: `MINT_DEMO012` (48 hex digits), from the dump's start.
    const piece = UPPER_UTF16_HEX.slice(0, 48);
    expect(surfaces(run)).not.toContain(piece);
  });
});
