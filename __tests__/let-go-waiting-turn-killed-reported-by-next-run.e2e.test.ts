/**
 * Was broken (a helper's trial of GitHub on a bad day): a `wait: sweep` step whose check-run write
 * GitHub failed every try waits for its job itself, as documented (no sweep would finish a turn
 * with no record), and takes the label off. Killed while it waited (SIGKILL), it left its check run
 * in progress and the comment "⏳ … is running"; the job then ended. No sweep looks (the label is
 * off), and the pull request's next run said "Nothing new for job …": only a `wait: true` step's
 * runs reported a turn that recorded no ending. A `wait: sweep` step's turn that waited is reported
 * the same way: its outputs, the comment, its check run and its dispatch.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

jest.setTimeout(300_000);
// Jobs stay active until the test ends them: what each run meets is set by the test, not by time.
const w = useSweepWorld(7_970_000, {}, { holdJobs: true });
const step = { 'on-finish-dispatch': 'review-after-sweep.yml', 'poll-interval': '100ms' };

/**
 * SIGKILL once the step waits for its job itself: it has read it, and its record on the comment no
 * longer asks a sweep to finish the turn (the job stays active, so the moment does not matter).
 */
function killWhileWaiting(child: ChildProcess): void {
  // The service outlives a test: only this run's reads of a job count.
  const jobReads = () =>
    w.sim.requests().filter((r) => r.method === 'GET' && /\/job\/job-started-\d+$/.test(r.url.split('?')[0] ?? ''))
      .length;
  const before = jobReads();
  const look = setInterval(() => {
    const reads = jobReads() - before;
    const records = w.records();
    if (reads >= 1 && records.length > 0 && records.every((record) => record.pending === undefined)) {
      clearInterval(look);
      child.kill('SIGKILL');
    }
  }, 10);
  child.on('exit', () => clearInterval(look));
}

describe('a let-go step that waits for its job itself, killed while it waits', () => {
  it("is reported by the pull request's next run once the job ended", async () => {
    w.github.faults.push({ method: 'PATCH', path: /\/check-runs\/\d+$/, status: 500, times: 4 });
    const killed = await w.prRun('opened', HEADS[0], step, killWhileWaiting);
    expect(killed.signal).toBe('SIGKILL');
    expect(killed.stdout).toContain('so this run does not let the runner go');
    expect(w.labelled()).toBe(false);

    w.sim.service().completeJob('job-started-1');
    await w.sweep();
    const next = await w.prRun('labeled', HEADS[0], step);
    expect(next.stdout).toContain('recorded no ending though its run has ended');
    // Not a re-run: a later run reporting an earlier turn (a regression hunter found "this re-run").
    expect(next.stdout).toContain('this run reports how it ended instead of letting go');
    expect(next.outputs).toMatchObject({ outcome: 'completed', 'job-id': 'job-started-1' });
    expect(w.commentOf()?.body).toContain('Completed');
    expect(w.commentOf()?.body).not.toContain('is running');
    expect(w.checkRunsOf(HEADS[0]).map((run) => [run.status, run.conclusion])).toEqual([['completed', 'success']]);
    expect(w.github.dispatches.map((d) => [d.inputs['job-id'], d.inputs.outcome])).toEqual([
      ['job-started-1', 'completed'],
    ]);
    expect(w.starts()).toHaveLength(1);

    const again = await w.prRun('labeled', HEADS[0], step);
    expect(again.outputs.outcome).toBe('nothing-new');
    expect(w.github.dispatches).toHaveLength(1);
  });

  // Was broken: met while the job still worked, the next run said "Nothing new" (neutral) and wrote no
  // record, so no sweep looked (the label was off): the job's end and its dispatch were never reported.
  it("is let go again by the pull request's next run while the job works, and the sweep reports it", async () => {
    w.github.faults.push({ method: 'PATCH', path: /\/check-runs\/\d+$/, status: 500, times: 4 });
    const killed = await w.prRun('opened', HEADS[0], step, killWhileWaiting);
    expect(killed.signal).toBe('SIGKILL');
    expect(killed.stdout).toContain('so this run does not let the runner go');
    expect(w.labelled()).toBe(false);
    // The service's jobs outlive a test: this one is the one the killed run recorded.
    const job = String(w.records()[0]?.jobs[0]);

    const next = await w.prRun('labeled', HEADS[0], step);
    expect(next.stdout).toContain('recorded no ending though its run has ended');
    expect(next.stdout).toContain("The runner is let go ('wait: sweep')");
    expect(next.outputs.outcome).not.toBe('nothing-new');
    expect(w.labelled()).toBe(true);
    expect(w.checkRunsOf(HEADS[0]).map((run) => run.status)).toEqual(['in_progress']);
    expect(w.github.dispatches).toHaveLength(0);

    w.sim.service().completeJob(job);
    await w.sweep();
    expect(w.checkRunsOf(HEADS[0]).map((run) => [run.status, run.conclusion])).toEqual([['completed', 'success']]);
    expect(w.commentOf()?.body).toContain('Completed');
    expect(w.commentOf()?.body).not.toContain('is running');
    expect(w.github.dispatches.map((d) => [d.inputs['job-id'], d.inputs.outcome])).toEqual([[job, 'completed']]);
    expect(w.starts()).toHaveLength(1);
  });
});
