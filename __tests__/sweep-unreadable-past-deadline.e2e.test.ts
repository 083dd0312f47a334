/**
 * Was broken: a `wait: sweep` job that the service will not answer for (every read of it a 5xx) is
 * never finished, even long past its recorded deadline: each sweep reports it `unread` and leaves
 * the check run `in_progress` and the `agent-job-pending` label on, forever. A required check
 * (`Docs`) then blocks the pull request with no end.
 *
 * How a user meets it: the pull request's step (`wait: sweep`, `timeout: 30m`) starts the job and
 * lets the runner go. The service then answers every read of that job with HTTP 500 (a bug for
 * that one job: "Transient failures are real", service-facts.md). The deadline passes; every
 * scheduled sweep reads the job once, gets 500, and leaves it for "the next sweep", which does
 * the same. A step that waited (`wait: true`) would have ended at the same deadline, `timed-out`,
 * saying no status could be read.
 *
 * What should happen instead (docs/sweep.md: "Still `active` and before its deadline: left for the
 * next sweep; otherwise (... or past its deadline: `timed-out`) claims the finish"; README: "the
 * next sweep or run finishes the report"): once its deadline has passed, a sweep finishes the
 * turn as the waiting step would have, `timed-out`, so the check run leaves `in_progress`.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(171_000);

describe('a let-go job the service never answers for', () => {
  it('is finished timed out by a sweep once its deadline has passed', async () => {
    const opened = await w.prRun('opened', HEADS[0]);
    expect(opened.outputs.outcome).toBe('started');
    const job = opened.outputs['job-id'] ?? '';
    expect(job).toMatch(/^job-started-\d+$/);
    expect(w.checkRunsOf(HEADS[0]).map((run) => run.status)).toEqual(['in_progress']);

    // From now on every read of that job answers HTTP 500.
    const service = w.sim.service();
    service.reset();
    service.setJob(job, [{ http: 500, body: '{"error":"Internal Server Error"}' }]);
    w.deadlinesPassed();

    const first = await w.sweep();
    expect(first.exitCode).toBe(0);
    // The job was read (and failed) at least once.
    expect(w.sim.requests().some((r) => r.method === 'GET' && r.url.endsWith(`/job/${job}`))).toBe(true);
    const second = await w.sweep();
    expect(second.exitCode).toBe(0);

    // Past its deadline, the turn is finished as the waiting step would have ended: timed out.
    expect(w.checkRunsOf(HEADS[0]).map((run) => run.status)).toEqual(['completed']);
    expect(w.checkRunsOf(HEADS[0])[0]).toMatchObject({ conclusion: 'timed_out' });
    expect(w.labelled()).toBe(false);
  });
});
