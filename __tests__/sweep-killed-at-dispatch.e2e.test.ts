/**
 * Was broken: a sweep killed (SIGKILL, the runner lost) after it finished a `wait: sweep` job's turn
 * and before its `on-finish-dispatch` reached GitHub leaves the dispatch unsent for good. In
 * src/sweep/finish.ts `finishClaimed`, the turn is settled first (`finishPendingRun`: check run,
 * then the comment's record without its pending part) and only then `dispatch` is sent; nothing
 * records that a dispatch is still owed. The next sweep takes the dead run's claim over, finds no
 * pending turn, takes the label off, and sends nothing; the pull request's own next run neither.
 *
 * How a user meets it: `wait: sweep` with `on-finish-dispatch: review-after-sweep.yml` (the
 * README's review step after a sweep). The scheduled sweep's runner is lost (or the run is killed)
 * in the second between the comment's write and the dispatch. The review workflow never runs for
 * that job; no warning anywhere says so (the code's own warning "Send it by hand: gh workflow
 * run ..." is only said when a dispatch fails in a live run).
 *
 * Was: after the killed sweep, a second sweep and a `labeled` run of the pull request,
 * `dispatches` is still empty.
 *
 * What should happen instead: docs/sweep.md, the sweep "sends `on-finish-dispatch` once" for a
 * finished job; the brief's and docs' level-triggered promise: any run may be killed and the next
 * run finishes its work (docs/pull-request.md, "One workflow, one sender per pull request":
 * "Whatever a run was cancelled, timed out or died before doing, the next run of any kind does").
 * The code itself prefers a second dispatch to none ("a review sent twice is better than none").
 */
import { describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(470_000);

/** Holds the run's dispatch (GitHub never acts on it) and kills the run as it is sent. */
function killAtDispatch(child: ChildProcess): void {
  const from = w.github.requests.length;
  const never = new Promise(() => {});
  w.github.faults.push({ method: 'POST', path: /\/dispatches$/, status: 204, until: never, times: 100 });
  const timer = setInterval(() => {
    if (w.github.requests.slice(from).some((r) => r.method === 'POST' && /\/dispatches$/.test(r.url))) {
      clearInterval(timer);
      child.kill('SIGKILL');
    }
  }, 2);
  child.on('exit', () => clearInterval(timer));
}

describe('a sweep killed as it sends on-finish-dispatch', () => {
  it('leaves the dispatch to the next run, which sends it once', async () => {
    const step = { 'on-finish-dispatch': 'review-after-sweep.yml' };
    expect((await w.prRun('opened', HEADS[0], step)).outputs.outcome).toBe('started');
    w.clock.service = 70_000;
    const killed = await w.sweep({}, killAtDispatch);
    expect(killed.signal).toBe('SIGKILL');
    w.github.faults.length = 0;
    expect(w.github.dispatches).toHaveLength(0);
    // The turn was settled before the kill: the check run shows the job's ending.
    expect(w.checkRunsOf(HEADS[0]).map((run) => run.conclusion)).toEqual(['success']);

    // The next sweep, and the pull request's next run.
    await w.sweep();
    await w.prRun('labeled', HEADS[0], step, undefined, ['x']);

    // Was: [] — the review workflow is never dispatched for this job.
    expect(w.github.dispatches.map((d) => [d.workflow, d.inputs['job-id']])).toEqual([
      ['review-after-sweep.yml', 'job-started-1'],
    ]);
  });
});
