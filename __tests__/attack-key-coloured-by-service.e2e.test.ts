/**
 * Was broken: a key the service colours with terminal escape sequences (ANSI SGR: `ESC[1m`, `ESC[0m`)
 * between its characters is shown whole, a colour code between each two characters.
 * src/output/redaction.ts: the SPACE reading takes out a control character (ESC, U+001B) but not
 * the `[1m` that follows it, so the text reads `[1mmi[0mnt[1m_d...` and no piece of the key is
 * found in any reading. The log then shows ESC as `\u001b`, which leaves the key's characters two
 * by two between `\u001b[1m` and `\u001b[0m`.
 *
 * How a user meets it: a service, gateway or dev server whose error words are coloured for a
 * terminal (chalk, rich) and echo the Authorization header: `Job not found for key
 * ESC[1mmi ESC[0mnt ESC[1m_d ...`. Anyone who reads the step's log, annotation or job summary
 * drops the colour codes (as every terminal and the log viewer do) and has the admin key.
 *
 * Was: the error annotation is `... Job not found for key
 * \u001b[1mmi\u001b[0mnt\u001b[1m_d\u001b[0mem\u001b[1mo0\u001b[0m12...` and the summary's
 * paragraph the same; with the colour codes taken out, the key reads whole.
 *
 * Now, as promised: SECURITY.md, "What is secret": each secret is hidden also "split by
 * white space (U+0085 too), control characters, escaped white space (...) or characters that show
 * nothing". A colour sequence is a control character and characters a terminal never shows.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

/** The key, each two characters in bold then normal, as a coloured terminal message writes it. */
const COLOURED = DEMO_API_KEY.replace(/(..)/g, (pair, _p, at: number) => `\u001b[${at % 4 === 0 ? 1 : 0}m${pair}`);

/** Every surface of a run, the ::add-mask:: lines aside, with colour sequences taken out (raw or escaped). */
const surfaces = (run: ActionRun): string[] =>
  [
    ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
    ...run.stderr.split('\n'),
    JSON.stringify(run.outputs),
    ...run.summary.split('\n'),
  ].map((line) =>
    line
      .replace(/\u001b\[[0-9;]*m/g, '')
      .replace(/\\{1,2}u001b\[[0-9;]*m/g, '')
      .replace(/&#92;u001b&#91;[0-9;]*m/g, ''),
  );

describe('a key the service coloured', () => {
  it('is on no surface once the colours are drawn', async () => {
    sim
      .service()
      .setJob('job-coloured', [
        { http: 404, body: JSON.stringify({ error: `Job not found for key ${COLOURED}\u001b[0m` }) },
      ]);
    const run = await sim.act({ 'job-id': 'job-coloured' });
    expect(run.outputs.outcome).toBe('not-found');
    const piece = DEMO_API_KEY.slice(5, 17);
    expect(surfaces(run).filter((line) => line.includes(piece))).toEqual([]);
  });
});
