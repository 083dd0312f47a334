/**
 * Was broken: past a queued turn's deadline, a sweep that cannot read the job (every read a 502)
 * still sends the queued push's follow-up to it, though no read said the job had finished.
 *
 * Now, as promised: docs/reliability.md, "a status read before a follow-up that fails (a 5xx,
 * ...)": "no news: the follow-up is sent only after a read says the job has finished";
 * docs/sweep.md: the sweep "sends what was queued while the job was busy" once it is not.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(623_000);

describe('a queued push whose job the service will not answer for, past its deadline', () => {
  it('is not sent to a job no read said had finished', async () => {
    const opened = await w.prRun('opened', HEADS[0]);
    expect(opened.outputs.outcome).toBe('started');
    const job = opened.outputs['job-id'] ?? '';
    // The job is active: the push is queued, nothing sent.
    const push = await w.prRun('synchronize', HEADS[1]);
    expect(push.outputs.outcome).toBe('started');
    expect(w.messages()).toEqual([]);

    // From now on every read of the job answers 502 (the job may well still be working).
    const service = w.sim.service();
    service.reset();
    service.setJob(job, [{ http: 502, body: '{"error":"Bad gateway"}' }]);
    w.deadlinesPassed();

    const sweep = await w.sweep();
    expect(sweep.exitCode).toBe(0);
    const reads = w.sim.requests().filter((r) => r.method === 'GET' && r.url.endsWith(`/job/${job}`));
    expect(reads.length).toBeGreaterThan(0);
    // Was: the sweep logs "Sending a follow-up to job job-started-1 ..." and the service gets the push's news,
    // though every read of the job since the push answered 502.
    expect(w.messages()).toEqual([]);
  });
});
