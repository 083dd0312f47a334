/**
 * Was broken: a piece of the admin key (a run of 12 of its characters, or its last eight) written
 * in two or three groups split by `-` (`4567-89ab-cdef`, `89ab-cdef`, as keys are shown "masked"
 * or for reading), in the service's words on a refused key (401/403) or a 5xx, is shown in the
 * action's log, error annotation and job summary, while the same piece split by spaces is hidden.
 *
 * Now, as promised: SECURITY.md, "What is secret": "a key's last eight characters ..., and any run
 * of 12 of its characters wherever it starts ... Each is hidden also ... between its characters or
 * groups of up to six by `-`, `.`, `_`, `:`, `,`, `;`, `/` or `|`".
 */
/**
 * src/output/redaction.ts takes those separators out (SPLIT) only from a text where it finds four
 * splits in a row (its `gate`), so a piece short enough to take fewer (a run of 12 in groups of
 * four, the key's end in two groups of four) is never joined, and no group alone is a piece. A
 * line that happens to hold four splits elsewhere (`127.0.0.1:8787`) hides it; one that does not,
 * such as the refusal of the key, shows it. A service or gateway that names the key it refused
 * by its end, grouped for reading ("key ...-4567-89ab-cdef is invalid"), hands that piece to every
 * reader of the run (every reader of a public repository's Actions log and summary).
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(90_000);
const sim = useSimulatedService();

/** The key's last twelve characters (a run of 12: a piece) and its last eight (its end: a piece). */
const RUN = DEMO_API_KEY.slice(-12); // 456789abcdef
const END = DEMO_API_KEY.slice(-8); // 89abcdef
const inFours = (text: string): string => text.match(/.{1,4}/g)?.join('-') ?? '';

/** Every surface of a run, the ::add-mask:: lines aside, the summary's entities read back. */
function surfaces(run: ActionRun): string {
  return [
    ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
    run.stderr,
    run.annotations.map((a) => `${a.properties.title ?? ''} ${a.message}`).join('\n'),
    JSON.stringify(run.outputs),
    run.summary.replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d))),
  ].join('\n');
}

/** The pieces a reader gets back by taking the hyphens out of what the run shows. */
const piecesShown = (run: ActionRun): string[] =>
  [RUN, END].filter((piece) => surfaces(run).replace(/-/g, '').includes(piece));

describe("a piece of the key in a few groups split by '-', in the service's words", () => {
  it('split by spaces instead, the same pieces are hidden (the promise holds for this shape)', async () => {
    const words = `invalid key mint_...${RUN.match(/.{1,4}/g)?.join(' ')}`;
    sim.service().setJob('job-spaces', [{ http: 401, body: JSON.stringify({ error: words }) }]);
    const run = await sim.act({ 'job-id': 'job-spaces' });
    expect(run.outputs.outcome).toBe('unauthorized');
    expect(surfaces(run).replace(/ /g, '')).not.toContain(RUN);
  });

  it('its last twelve characters in groups of four, on a refused key (401), are on no surface', async () => {
    const words = `invalid key mint_...-${inFours(RUN)}`; // ...-4567-89ab-cdef
    sim.service().setJob('job-run-401', [{ http: 401, body: JSON.stringify({ error: words }) }]);
    const run = await sim.act({ 'job-id': 'job-run-401' });
    expect(run.outputs.outcome).toBe('unauthorized');
    // Fails: the error annotation and the summary read "HTTP 401: invalid key mint_...-4567-89ab-cdef".
    expect(piecesShown(run)).toEqual([]);
  });

  it('its last eight characters in two groups, on a 403, are on no surface', async () => {
    const words = `key ending ${inFours(END)} may not read this project`; // 89ab-cdef
    sim.service().setJob('job-end-403', [{ http: 403, body: JSON.stringify({ error: words }) }]);
    const run = await sim.act({ 'job-id': 'job-end-403' });
    expect(run.outputs.outcome).toBe('unauthorized');
    expect(piecesShown(run)).toEqual([]);
  });

  it("its last twelve characters in groups of four, in a 5xx's words the step retries after, are on no surface", async () => {
    const words = `upstream rejected credential ${inFours(RUN)}`;
    sim
      .service()
      .setJob('job-run-500', [{ http: 500, body: JSON.stringify({ error: words }) }, { job: { status: 'completed' } }]);
    const run = await sim.act({ 'job-id': 'job-run-500' });
    expect(run.outputs.outcome).toBe('completed');
    // Fails: the log line "Request 1 failed: HTTP 500 (upstream rejected credential 4567-89ab-cdef)".
    expect(piecesShown(run)).toEqual([]);
  });
});
