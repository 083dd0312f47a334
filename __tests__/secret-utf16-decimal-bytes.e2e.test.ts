/**
 * Was broken: the api-key's UTF-16 bytes written as decimal numbers (`109,0,105,0,110,0,...`) are
 * shown whole. The redaction hides the key's UTF-16 base64 and hex (PowerShell's strings are
 * UTF-16), and its UTF-8 bytes in decimal; but the decimal reading (DECIMAL_BYTES in
 * src/output/redaction.ts) turns `109,0,105,0` into `m\0i\0`, which matches no form: no UTF-16
 * form is searched in decimal readings.
 *
 * How a user meets it: a service behind a Windows/.NET layer that echoes the caller's key as
 * `[System.Text.Encoding]::Unicode.GetBytes($key) -join ','` (or a serialized UTF-16 byte array) in
 * a job field. The step hands the field to the `model` and `job` outputs (every later step has
 * them) and prints it in its log; the job summary shows it too.
 *
 * What should happen instead (SECURITY.md: the key is hidden in "UTF-16 too" and "decimal bytes
 * (`[109,105,...]`, a buffer as JSON)"; the guide: no secret, encoded in any way, on any surface):
 * the key's UTF-16 bytes in decimal are hidden as its UTF-8 bytes in decimal are.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

const UTF16_BYTES = [...Buffer.from(DEMO_API_KEY, 'utf16le')].join(',');

/** Every surface of a run, the ::add-mask:: lines aside. */
function surfaces(run: ActionRun): string {
  return [
    run.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n'),
    run.annotations.map((a) => a.message).join('\n'),
    run.stderr,
    ...Object.values(run.outputs),
    run.summary.replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d))),
  ].join('\n');
}

describe("the api-key's UTF-16 bytes in decimal, echoed by the service", () => {
  it('are on no surface', async () => {
    sim
      .service()
      .setJob('job-utf16-decimal', [
        { job: { status: 'completed', model: UTF16_BYTES, prLink: 'https://github.com/acme/docs/pull/42' } },
      ]);
    const run = await sim.act({ 'job-id': 'job-utf16-decimal' });
    expect(run.outputs.outcome).toBe('completed');
    // Fails: the `model` output, the log's `model:` line and the summary hold 109,0,105,0,110,0,... whole.
    expect(surfaces(run)).not.toContain(UTF16_BYTES);
  });
});
