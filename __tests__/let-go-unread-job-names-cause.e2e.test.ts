/**
 * Was broken: a `wait: sweep` push run whose read of the job meets a 502 queues the push and logs
 * "Job job-started-1 is busy, so nothing is sent now", never naming the 502: the fault is not in
 * the log at all.
 *
 * Now, as promised: docs/reliability.md: "Each fault is logged once, when it starts or changes,
 * with its cause"; the waiting step says it: "The status of job ... could not be read (...); the
 * follow-up is sent once a read says the job finished."
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(627_000);

describe("a let-go push run whose read of the job meets the service's 502", () => {
  it("says the job's status could not be read, and why, instead of calling the job busy", async () => {
    const opened = await w.prRun('opened', HEADS[0]);
    expect(opened.outputs.outcome).toBe('started');
    const job = opened.outputs['job-id'] ?? '';

    // Every read of the job answers 502 from now on.
    const service = w.sim.service();
    service.reset();
    service.setJob(job, [{ http: 502, body: '{"error":"Bad gateway"}' }]);

    const push = await w.prRun('synchronize', HEADS[1]);
    expect(push.exitCode).toBe(0);
    expect(push.outputs.outcome).toBe('started');
    expect(w.sim.requests().some((r) => r.method === 'GET' && r.url.endsWith(`/job/${job}`))).toBe(true);
    const log = (push.stdout + push.stderr)
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n');
    // Was: "Job job-started-1 is busy, so nothing is sent now: a sweep ... sends this follow-up once it is not";
    // nothing in the log says the service answered 502.
    expect(log).toMatch(/HTTP 502/);
  });
});
