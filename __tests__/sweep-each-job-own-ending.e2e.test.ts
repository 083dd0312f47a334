/**
 * Was broken: a sweep finishes every pending turn of a pull request with the state of ONE job, the
 * newest pending record's, even when the older pending turns started another job.
 *
 * How a user meets it: `wait: sweep` with `on-push: new-job` (a documented choice: "starts a new
 * job on every push"). The pull request is opened (job A, let go), then pushed while A still
 * works (job B, let go). The comment now holds two pending records, one per job. B ends first.
 * The sweep reads only B (`finishPullRequest` reads `pendingRuns[0].record.jobs[0]`), then
 * `finishClaimed` finishes A's turn too with B's read: A's check run on the first head is
 * concluded `success` titled "Agent job <B> completed", and A's record is settled, so nothing
 * ever reports A (still active, and later failed or completed as it may).
 *
 * What should happen (docs/sweep.md, "finishes each pending turn ... as that step"): each pending
 * turn is judged by its own job. A's check run stays in progress while A is active, and is
 * concluded with A's own ending when A ends.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(410_000);

describe('a sweep with two pending turns of two different jobs (on-push: new-job)', () => {
  it("does not conclude the older job's check run with the newer job's ending", async () => {
    // Job A: started at service time 0, active for 60 s.
    const opened = await w.prRun('opened', HEADS[0], { 'on-push': 'new-job' });
    const jobA = opened.outputs['job-id']!;
    // Job B: started "earlier" on the service's clock, so it ends first (at 10 s).
    w.clock.service = -50_000;
    const pushed = await w.prRun('synchronize', HEADS[1], { 'on-push': 'new-job' });
    const jobB = pushed.outputs['job-id']!;
    expect(jobB).not.toBe(jobA);
    expect(w.records().filter((r) => r.pending)).toHaveLength(2);

    // At 20 s B has ended, A is still active.
    w.clock.service = 20_000;
    const first = await w.sweep();

    const [checkA] = w.checkRunsOf(HEADS[0]);
    // It was: ['completed', 'Agent job <B> completed with a pull request'].
    expect([checkA?.status, checkA?.output.title]).toEqual(['in_progress', expect.stringContaining(jobA)]);
    // B's turn is finished; A's stays pending, and so does the label that brings the next sweep.
    expect(w.checkRunsOf(HEADS[1]).map((r) => r.status)).toEqual(['completed']);
    expect(first.outputs.results).toContain(jobB);
    expect(w.labelled()).toBe(true);

    // Once A has ended too, the next sweep finishes its turn with A's own ending and takes the label off.
    w.clock.service = 120_000;
    await w.sweep();
    const [endedA] = w.checkRunsOf(HEADS[0]);
    expect([endedA?.status, endedA?.output.title]).toEqual(['completed', expect.stringContaining(jobA)]);
    expect(w.labelled()).toBe(false);
  });
});
