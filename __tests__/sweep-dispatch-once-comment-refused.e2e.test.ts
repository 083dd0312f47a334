/**
 * Was broken (6d89cf5, reverted): a sweep whose finishing comment write GitHub refuses (a 502, a secondary rate limit)
 * now sends `on-finish-dispatch` twice. Since 6d89cf5, src/sweep/finish.ts `finishClaimed` passes
 * the dispatch as the turn's `afterCheck` (src/pull-request/surfaces.ts `inOrder`): it is sent once
 * the check run is written and before the comment settles the turn. When that comment write then
 * fails, the turn stays pending (`unwritten`), nothing records that the dispatch went, and the next
 * sweep finishes the turn again and dispatches again. Before 6d89cf5 a refused comment write left
 * the dispatch to the next sweep, which sent it once.
 *
 * How a user meets it: `wait: sweep` with `on-finish-dispatch: review-after-sweep.yml`. The sweep
 * that finishes the job meets a GitHub bad day on one PATCH of the comment (502s for that run);
 * the next sweep succeeds. The review workflow is dispatched twice for one job: two reviews.
 *
 * Was: `dispatches` holds two entries for job-started-1 (one from each sweep). The same test
 * passes on e052ac6, the commit before 6d89cf5 (one dispatch, sent by the second sweep).
 *
 * What should happen instead: docs/sweep.md step 5, the sweep "sends `on-finish-dispatch` once";
 * "Two sweeps, or a sweep and the pull request's next run, that meet finish a job and dispatch
 * once". The only double the docs allow is a sweep killed between the dispatch and the comment;
 * a refused write is not a kill (the live run knows it dispatched and can record it, e.g. on the
 * check run it wrote, or by writing the comment again).
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(471_000);

describe('a sweep whose finishing comment write is refused', () => {
  it('dispatches on-finish-dispatch once over both sweeps', async () => {
    const step = { 'on-finish-dispatch': 'review-after-sweep.yml' };
    expect((await w.prRun('opened', HEADS[0], step)).outputs.outcome).toBe('started');
    w.clock.service = 70_000;
    // The claim's naming goes through; every later comment write of this sweep answers 502.
    const write = /\/issues\/comments\/\d+$/;
    w.github.faults.push({ method: 'PATCH', path: write, status: 200, until: Promise.resolve(), times: 1 });
    w.github.faults.push({ method: 'PATCH', path: write, status: 502, body: { message: 'Bad gateway' }, times: 100 });
    const first = await w.sweep();
    w.github.faults.length = 0;
    expect(first.exitCode).toBe(0);
    // The turn is still pending: the comment could not settle it.
    expect(w.records().some((r) => r.pending)).toBe(true);

    const second = await w.sweep();
    expect(second.exitCode).toBe(0);
    expect(w.records().some((r) => r.pending)).toBe(false);
    // Was: two dispatches, one from each sweep.
    expect(w.github.dispatches.map((d) => [d.workflow, d.inputs['job-id']])).toEqual([
      ['review-after-sweep.yml', 'job-started-1'],
    ]);
  });
});
