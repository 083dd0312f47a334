/**
 * Was broken: a push's re-run (on-rerun: resume) whose earlier attempt sent the push's news waited
 * for that job again, even when the job failed after that attempt stopped waiting (it timed out,
 * or was cancelled): the re-run reported the same failure and never started a new job. Its record
 * could not say the job failed, as no attempt saw it end.
 *
 * Was: attempt 2 resumed the failed job (`resumed: true`), no new start.
 *
 * What should happen (action.yml, `on-rerun`: "after a failed job it sends again"): the re-run
 * reads the job; one that failed is gone, and the pull request gets a new job, as any run of it
 * would start one.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

/**
 * Each run's 'timeout': the push's runs out while its job is held, on purpose; the others' is not
 * what is tested. 3 s for all was too little on a loaded machine: the opened run read its job's end
 * with 0.5 s left, the push sent its message with 0.1 s left, and the re-run ran out before its
 * start (started: false).
 */
const timeout = { timeout: '30s' };
const w = useWorld(95_100, timeout);

describe('a push whose job failed after its run stopped waiting, re-run', () => {
  it('starts a new job instead of reporting the same failure', async () => {
    await w.start();
    expect((await w.opened()).outputs.outcome).toBe('completed');
    w.sim.service().holdJobs(true);
    w.sim.service().endLiveJobsAs('failed');
    w.push(HEADS[1]);
    timeout.timeout = '10s';
    const pushed = await w.synchronize().finally(() => (timeout.timeout = '30s'));
    expect(pushed.outputs.outcome).toBe('timed-out');
    expect(w.messages()).toHaveLength(1);
    // The job fails after the push's run stopped waiting: no record says so.
    w.sim.service().completeJob();
    w.sim.service().holdJobs(false);
    const again = await w.rerun('synchronize', w.runId, 2);
    expect(again.outputs.resumed).toBe('false');
    expect(again.outputs.started).toBe('true');
    expect(w.starts()).toHaveLength(2);
    expect(w.messages()).toHaveLength(1);
  });
});
