/**
 * Was broken: the admin key's start (ten characters past `mint_`) written in groups split by `-`
 * or `, `, as a service shows a key it refused, is on the step's log, error annotation and job
 * summary: the split reading also takes out the `_` of the public prefix, so the start no longer
 * reads as the key's start.
 *
 * Now, as promised: SECURITY.md, "What is secret": "its start, once it runs six characters past
 * the format's public prefix ... Each is hidden also ... between its characters or groups of up to
 * six by `-`, `.`, `_`, `:`, `,`, `;`, `/` or `|` (with white space beside them too: `mint_d,
 * emo012, ...`".
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(90_000);
const sim = useSimulatedService();

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

/** Where a reader gets the start back by taking the separators out of what the run shows: '' when nowhere. */
function shownAt(run: ActionRun): string {
  const joined = surfaces(run).replace(/[-,\s]/g, '');
  const at = joined.indexOf(START);
  return at < 0 ? '' : joined.slice(Math.max(0, at - 40), at + 20);
}

// mint_demo012345: ten characters past the public prefix, a piece of the key.
const START = DEMO_API_KEY.slice(0, 15);

describe("the key's start in groups, in the service's words on a refused key", () => {
  it('the same start unsplit is hidden (the promise holds for this piece)', async () => {
    sim
      .service()
      .setJob('job-start-whole', [{ http: 401, body: JSON.stringify({ error: `invalid key ${START}...` }) }]);
    const run = await sim.act({ 'job-id': 'job-start-whole' });
    expect(run.outputs.outcome).toBe('unauthorized');
    expect(shownAt(run)).toBe('');
  });

  it.each([
    ['split once by a hyphen', 'mint_demo-012345'],
    ['in groups of up to six, as SECURITY.md writes them', 'mint_d, emo012, 345'],
  ])('%s (%s): on no surface', async (_name, shown) => {
    const id = `job-start-${shown.length}`;
    sim.service().setJob(id, [{ http: 401, body: JSON.stringify({ error: `invalid key ${shown}...` }) }]);
    const run = await sim.act({ 'job-id': id });
    expect(run.outputs.outcome).toBe('unauthorized');
    // The groups joined are the key's first fifteen characters.
    expect(shown.replace(/[-,\s]/g, '')).toBe(START);
    // Fails: the annotation and summary read "HTTP 401: invalid key mint_demo-012345...".
    expect(shownAt(run)).toBe('');
  });
});
