/**
 * Was broken: a sweep cancelled (SIGINT, as the runner cancels) while it finished a pending turn
 * settled the turn on its way out (the check run's and the comment's ending, written on the
 * cancel's own budget) but never sent `on-finish-dispatch`: its request took the cancelled
 * budget, and a settled record leaves no later run anything to dispatch. The window was wide: from
 * the finish's reads of the docs pull request to its comment write, not only the known SIGKILL
 * case between the comment write and the dispatch.
 *
 * Was: it warned "Workflow review.yml could not be dispatched for job job-started-1 (the time for
 * GitHub ran out); the job is finished, so no later run sends it"; the first job's dispatch never
 * went.
 *
 * What should happen (docs/sweep.md: the sweep "sends `on-finish-dispatch` once"): a finish that
 * settles its turn after a cancel dispatches it on a budget of its own, within the runner's grace.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { HEADS, useKillWorld } from './helpers/kill-world.ts';

const w = useKillWorld();
afterAll(() => w.github?.close());
const dispatch = { 'on-finish-dispatch': 'review.yml' };

describe('a sweep cancelled (SIGINT) right after its 8th request to GitHub, while it finishes a job', () => {
  it('the job is dispatched once all the same, by it or by the next run', async () => {
    await w.fresh();
    await w.prRun('opened', HEADS[0], dispatch);
    w.clock.service = 70_000; // the job has ended

    const cancelled = await w.sweep({}, { n: 8, mode: 'INT' });
    expect(w.lastStop.fired).toBe(true);
    // The SIGINT came as the finish read the job's docs pull request (after its claim).
    expect(w.lastStop.route).toBe('GET /repos/acme/docs/pulls/42');
    expect(cancelled.signal).toBeNull(); // it ended by itself, within the runner's grace
    expect(cancelled.stdout).not.toContain('could not be dispatched');
    expect(w.github.dispatches).toHaveLength(1);
    // On its way out it settled the turn: the check run is finished, no record pending.
    expect(w.inProgress()).toEqual([]);
    expect(w.pendingRecords()).toEqual([]);

    // The next runs of every kind: a workflow_dispatch sweep, a push, the schedule.
    w.clock.service = 75_000;
    await w.sweep({}, undefined, 'workflow_dispatch');
    w.clock.service = 80_000;
    await w.prRun('synchronize', HEADS[1], dispatch);
    for (const t of [200_000, 400_000, 800_000]) {
      w.clock.service = t;
      await w.sweep();
    }
    expect(w.messages().filter((m) => m.includes('Add the --flag option'))).toHaveLength(1);
    expect(w.labelled()).toBe(false);
    // One dispatch per finished job turn: the first job's, then the push turn's.
    const sent = w.github.dispatches.map((d) => `${d.workflow} ${String(d.inputs['head-sha']).slice(0, 4)}`);
    expect(sent).toEqual(['review.yml 1111', 'review.yml 2222']);
  });
});
