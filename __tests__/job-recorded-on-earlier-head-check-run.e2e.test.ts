/**
 * Was broken: the job recorded only on the head's check run is found only by a run of the SAME head; a
 * push (a new head) starts a SECOND job.
 *
 * How a user meets it: GitHub has a bad few minutes while the opening run works: the action's
 * comment is created ("working on it") but every update of it answers 502, so the comment never
 * learns the job id; the job's signed record is kept on the head's check run only. The fix of
 * 3f592f7 makes findStartedJob read "the head's check run" when no comment records a start, but it
 * reads the check runs of the head the NEW run is on. The most common next event is a push
 * (`synchronize`): its head has no check run yet, so the run finds "no job" and starts another job
 * with the prompt: two jobs and two docs pull requests for one product pull request, breaking
 * "One job per pull request: a push tells it what changed" (README, docs/pull-request.md).
 *
 * What should happen instead: the job recorded on the earlier head's check run is found (the
 * action's comment exists and says a run is at work; the pull request's earlier heads, or the
 * comment's own head, are readable), the push is told to job-started-1, and no second job starts;
 * or, short of that, the run takes the doubt for doubt and starts nothing.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(93_500);

describe("the job recorded only on an earlier head's check run", () => {
  it('a push to the pull request finds it and starts no second job', async () => {
    await w.start();
    // Every update of the comment fails while the opening run works; its creation went through.
    w.github.faults.push({ method: 'PATCH', path: /\/issues\/comments\/\d+$/, status: 502, times: 100 });
    const opened = await w.opened();
    expect(opened.outputs.outcome).toBe('completed');
    expect(opened.outputs['job-id']).toBe('job-started-1');
    const [check] = w.checkRunsOn(HEADS[0]);
    expect(check?.external_id).toMatch(/^wait-for-agent-job\./);

    // GitHub is well again; the author pushes a commit that changes src/.
    w.github.faults.length = 0;
    w.push(HEADS[1]);
    // As GitHub lists a pull request's commits: every one pushed so far, oldest first.
    w.product.commits = [HEADS[0], HEADS[1]];
    const pushed = await w.synchronize();
    expect(pushed.outputs.outcome).toBeTruthy();
    expect({ starts: w.starts().length, jobId: pushed.outputs['job-id'] }).toEqual({
      starts: 1,
      jobId: 'job-started-1',
    });
  });
});
