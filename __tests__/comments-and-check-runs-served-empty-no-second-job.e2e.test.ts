/**
 * Was broken (a helper, GitHub on a bad day): a push run whose reads of the comments came back
 * empty twice and whose read of the replaced head's check runs came back empty once took the pull
 * request for one with no job: "No job was started on this pull request by this action yet",
 * a second start sent, and the comment holding job 1's record (found again by the comment's own
 * look a moment later) written over with job 2's.
 *
 * What should happen instead: an empty list is doubt, never "no job" (as the comments are read
 * twice, comments-page-served-empty-no-second-job.e2e.test.ts): the replaced head's check runs,
 * read again, hold job 1's record, and the push is told to it. One job a pull request.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(7_110_000);

describe('a push run on a day GitHub serves the comments and the check runs empty', () => {
  it.each([1, 2])('comments empty twice, check runs empty %i time(s): no second job', async (checkRunsEmpty) => {
    await w.start();
    const opened = await w.opened();
    expect(opened.outputs.outcome).toBe('completed');
    w.push(HEADS[1]);
    w.github.faults.push({ method: 'GET', path: /\/issues\/5\/comments$/, status: 200, body: [], times: 2 });
    w.github.faults.push({
      method: 'GET',
      path: /\/check-runs$/,
      status: 200,
      body: { total_count: 0, check_runs: [] },
      times: checkRunsEmpty,
    });
    const push = await w.synchronize();
    expect(w.starts()).toHaveLength(1);
    expect(push.log.join('\n')).not.toContain('No job was started on this pull request');
    const ours = w.github.comments.filter((c) => c.body.includes('<!-- wait-for-agent-job'));
    expect(ours).toHaveLength(1);
    expect(push.outputs['job-id']).toBe(opened.outputs['job-id']);
    // Job 1's conversation, the push told as its follow-up.
    expect(ours[0]?.body).toContain('started the job');
    expect(ours[0]?.body).toContain('sent a follow-up');
    expect(w.github.checkRuns.filter((r) => r.status !== 'completed')).toEqual([]);
  });
});
