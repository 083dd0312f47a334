/**
 * Was broken: when the service makes the job but answers the start with a 502, the step hands on
 * `started: false` and its summary's Job row says "not started", while its own error says the job
 * may have been started.
 *
 * Now, as promised: README "Outputs": "an output is empty when its value is unknown";
 * docs/endings.md: "start or message: ... 5xx | error: it may have been started; where to look; no
 * retry".
 */
/**
 * A gateway in front of the service (a load balancer, a proxy) hands the start on, the service
 * makes the job, and the gateway answers 502. The step rightly cannot tell whether a job was
 * started and says so in its error, but the `started` output says `false` (a job was certainly
 * not started) and the job summary's table says the job was "not started": a reader of the
 * summary, or a later step that branches on `started`, is told the opposite of what may be true,
 * and is led to start it again (a second job).
 */
import { describe, expect, it } from '@jest/globals';
import { isStart, useGateway } from './helpers/gateway.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService();

/** A gateway that answers every start 502 Bad Gateway, after the service acted on it. */
const gateway = useGateway(
  () => sim.service().url,
  (passed) => (isStart(passed) ? { status: 502, body: '{"error":"Bad Gateway"}' } : undefined),
);

describe('a start the service acted on, answered 502 by the gateway in front of it', () => {
  it('neither hands on started=false nor says "not started" while the job may have been started', async () => {
    const run = await sim.act({ prompt: 'Document the --dry-run flag.', 'base-url': gateway.url() });

    // The service did make the job: the start reached it once, and it is there to be read.
    const starts = sim.requests().filter((r) => r.method === 'POST');
    expect(starts).toHaveLength(1);
    const made = await fetch(`${sim.service().url}/v2/agent/${DEMO_PROJECT_ID}/job/job-started-1`, {
      headers: { authorization: `Bearer ${DEMO_API_KEY}` },
    });
    expect(made.status).toBe(200);
    // The step says so, rightly: it cannot tell, and it did not retry.
    expect(run.outputs.outcome).toBe('error');
    expect(run.summary).toContain('may have been started');

    // The summary's table does not say the job was not started.
    expect(run.summary).not.toMatch(/not started/);
    // Whether this step started a job is unknown: the output is empty, not "false".
    expect(run.outputs.started).toBe('');
  });
});
