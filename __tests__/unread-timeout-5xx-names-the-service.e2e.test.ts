/**
 * A wait whose every read the service answers with a 5xx until the step's `timeout`: the service
 * was reached (the way to it works), so the ending's advice is to wait for the service, not to
 * check `base-url`, the network or a proxy, which is what a read that never reached it gets.
 * docs/endings.md, time-out: "what failed ... and what to do".
 */
import { describe, expect, it } from '@jest/globals';
import { useGateway } from './helpers/gateway.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService();

/** A load balancer in front of the service answering every read 503. */
const gateway = useGateway(
  () => sim.service().url,
  (passed) => (passed.method === 'GET' ? { status: 503, body: '{"error":"Service Unavailable"}' } : undefined),
);

describe('a wait whose every read the service answers 503 until the time-out', () => {
  it('says the service answered with errors and sends no one to check base-url or a proxy', async () => {
    sim.service().setJob('job-5xx', [{ job: { status: 'active' } }]);
    const run = await sim.act({ 'job-id': 'job-5xx', 'base-url': gateway.url(), 'poll-interval': '1s', timeout: '3s' });

    expect(run.outputs.outcome).toBe('timed-out');
    const error = run.annotations.find((a) => a.command === 'error')?.message ?? '';
    for (const said of [error, run.summary]) {
      expect(said).toContain('no status was ever read');
      expect(said).toContain('wait until the service answers without errors');
      expect(said).not.toMatch(/proxy/);
    }
  });
});
