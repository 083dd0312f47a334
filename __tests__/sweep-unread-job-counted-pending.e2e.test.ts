/**
 * Was broken: when the service answers a sweep's read of a pending job with a 5xx, the sweep's
 * outputs drop that job: `pending-count` is 0, its `results` entry has no `job-id`, and the
 * summary's Job cell says "none", though the job is pending and the next sweep finishes it.
 *
 * Now, as promised: README outputs: `pending-count` "Jobs that did not end completed, failed or
 * archived; the four counts add up to all jobs"; docs/sweep.md: `results` "(one entry per pull
 * request: `pull-request`, `job-id`, `swept` ...)", `pending-count` "(still running or left)".
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(941_000);

describe("a sweep whose read of a pending job meets the service's 503", () => {
  it('still counts and names the job as pending in its outputs and summary', async () => {
    const opened = await w.prRun('opened', HEADS[0]);
    expect(opened.outputs.outcome).toBe('started');
    const job = opened.outputs['job-id'] ?? '';
    expect(job).toMatch(/^job-started-\d+$/);
    // The service has a bad minute: its read of that job answers 503.
    const service = w.sim.service();
    service.reset();
    service.setJob(job, [{ http: 503, body: '{"error":"Service Unavailable"}' }]);
    const sweep = await w.sweep();
    expect(sweep.exitCode).toBe(0);
    // Nothing was finished: the turn stays pending for the next sweep.
    expect(w.labelled()).toBe(true);
    expect(w.checkRunsOf(HEADS[0]).map((run) => run.status)).toEqual(['in_progress']);
    const results = JSON.parse(sweep.outputs.results ?? '[]') as Array<Record<string, unknown>>;
    expect(results).toEqual([expect.objectContaining({ 'pull-request': 5, 'job-id': job })]);
    // The four counts add up to all jobs: this one did not end, so it is pending.
    const counts = ['completed-count', 'failed-count', 'archived-count', 'pending-count'].map((name) =>
      Number(sweep.outputs[name]),
    );
    expect(counts).toEqual([0, 0, 0, 1]);
    expect(sweep.summary).toContain(job);
  });
});
