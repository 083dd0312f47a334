/**
 * Was broken: the api-key's bytes as decimal numbers are hidden only when the numbers are separated by
 * a comma or spaces on one line. The same bytes one per line, as every pretty-printed JSON writes a
 * Buffer (`JSON.stringify(value, null, 2)`: `"data": [\n    109,\n    105, ...`), or separated by
 * `;`, are shown whole: the DECIMAL_BYTES reading's separator (`[ \t]*,[ \t]*|[ \t]+`) takes no
 * line break, and no reading takes the white space out before it (src/output/redaction.ts).
 *
 * How a user meets it: a service that echoes the request's Authorization header as a
 * pretty-printed serialized Buffer in a job field (here `model`), or as bytes joined by `;` in an
 * error. The step hands the field to the `model` and `job` outputs (every later step has them) and
 * prints them in its log; the error goes to its annotation and summary. `Buffer.from([109,105,...])`
 * is the key.
 *
 * What should happen instead (SECURITY.md: the key is hidden "as decimal bytes (`[109,105,...]`, a
 * buffer as JSON)"; the guide: no secret, encoded in any way, on any surface): the key's decimal
 * bytes are hidden whatever white space or line breaks separate them.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

/** The key's bytes as a reader joins them back: decimal numbers, comma-separated. */
const BYTES = [...Buffer.from(DEMO_API_KEY)].join(',');

/**
 * Every surface of a run (the ::add-mask:: lines aside; annotations with the runner's %0A undone),
 * read as a person reads a number list: white space, escaped line breaks and the summary's
 * entities taken out, `;` read as a separator like `,`.
 */
function read(run: ActionRun): string {
  const text = [
    run.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n'),
    run.annotations.map((a) => a.message).join('\n'),
    run.stderr,
    ...Object.values(run.outputs),
    run.summary,
  ].join('\n');
  return text
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/\\+n|\s/g, '')
    .replace(/;/g, ',');
}

describe("the api-key's bytes in decimal, echoed by the service", () => {
  it('one per line (a pretty-printed serialized Buffer) are on no surface', async () => {
    const echoed = JSON.stringify({ authorization: Buffer.from(DEMO_API_KEY) }, null, 2);
    sim
      .service()
      .setJob('job-pretty', [
        { job: { status: 'completed', model: echoed, prLink: 'https://github.com/acme/docs/pull/42' } },
      ]);
    const run = await sim.act({ 'job-id': 'job-pretty' });
    expect(run.outputs.outcome).toBe('completed');
    // Fails: the `model` and `job` outputs and the log's `model:` line hold 109,\n 105,\n 110, ... whole.
    expect(read(run)).not.toContain(BYTES);
  });

  it("separated by ';' are on no surface", async () => {
    const echoed = [...Buffer.from(DEMO_API_KEY)].join(';');
    sim
      .service()
      .setJob('job-semicolon', [
        { http: 404, body: JSON.stringify({ error: `Job not found for key bytes ${echoed}` }) },
      ]);
    const run = await sim.act({ 'job-id': 'job-semicolon' });
    expect(run.outputs.outcome).toBe('not-found');
    // Fails: 109;105;110;116;95;... is shown as is.
    expect(read(run)).not.toContain(BYTES);
  });
});
