/**
 * Was broken: when no comment records a start, a failed read of the head's check runs is taken for
 * "no job", and the run starts a SECOND job.
 *
 * How a user meets it: the opening run's comment updates all failed (GitHub 502s), so the job's
 * signed record is kept on the head's check run only (the case 3f592f7 fixed). On the next event of
 * the same head (a label), GitHub answers the check-run listing with a 502 on every try. The
 * comment list was read fine; findStartedJob's check-run fallback gets no answer and returns "no
 * start", so the run logs "No job was started on this pull request by this action yet" and starts
 * another job with the prompt: two jobs, two docs pull requests. docs/pull-request.md promises
 * "Comments that cannot be read, or a record the api-key cannot verify, are never taken for 'no
 * job'"; a record store (the check run) that cannot be read is the same doubt, and comment.ts's own
 * rule says "A comment this action cannot read could hold the record: then nothing is known, never
 * 'no job'".
 *
 * What should happen instead: a check-run read that fails where the job may be recorded is doubt:
 * the run warns, starts nothing and ends `nothing-new` (the next event or a re-run tries again).
 */
import { describe, expect, it } from '@jest/globals';
import { useWorld } from './helpers/attack-world.ts';

const w = useWorld(95_500);

describe("the head's check runs unreadable where the job is recorded", () => {
  it('the next run takes the failed read for doubt and starts no second job', async () => {
    await w.start();
    // Every update of the comment fails while the opening run works; its creation went through.
    w.github.faults.push({ method: 'PATCH', path: /\/issues\/comments\/\d+$/, status: 502, times: 100 });
    const opened = await w.opened();
    expect(opened.outputs.outcome).toBe('completed');
    expect(opened.outputs['job-id']).toBe('job-started-1');
    expect(w.github.checkRuns[0]?.external_id).toMatch(/^wait-for-agent-job\./);

    // GitHub is well again, but for the listing of the head's check runs.
    w.github.faults.length = 0;
    w.github.faults.push({ method: 'GET', path: /\/commits\/[0-9a-f]{40}\/check-runs$/, status: 502, times: 1000 });
    const labelled = await w.prEvent('labeled');
    expect(labelled.outputs.outcome).toBeTruthy();
    expect({ starts: w.starts().length, jobId: labelled.outputs['job-id'] ?? '' }).toEqual({
      starts: 1,
      jobId: expect.not.stringMatching(/job-started-2/),
    });
  });
});
