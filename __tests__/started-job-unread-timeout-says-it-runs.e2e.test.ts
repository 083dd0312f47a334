/**
 * Was broken: when the step started a job (the service answered 201, active) and every read of it
 * then fails (503) until the time-out, the error says "Whether the job runs is unknown ... then
 * run the step again", and running it again starts a second job.
 *
 * Now, as promised: docs/endings.md, time-out: "when no status was ever read, what failed ..., or,
 * when the service took what was sent, that it did, that the job goes on running, and what a re-
 * run does"; README: "Never two jobs for one step."
 */
/**
 * The start goes through: the service answers 201 with the job, `active`, and the step says
 * "Started job job-started-1". Then the service's reads fail (503, a bad deploy behind the load
 * balancer) until the step's `timeout`. The step ends `timed-out`, and its error and summary say
 * "Whether the job runs is unknown: check 'base-url', the network and any proxy ..., then run the
 * step again." But the service took the prompt and the job runs; with no pull request there is
 * no record to resume from, so running the step again sends the prompt again and starts a second
 * job. The same time-out with no fault says what endings.md promises: "The job itself goes on
 * running ... Re-running the workflow sends the prompt again and starts a second job".
 */
import { describe, expect, it } from '@jest/globals';
import { useGateway } from './helpers/gateway.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService();

/** A load balancer in front of the service: starts reach it; every read of a job answers 503. */
const gateway = useGateway(
  () => sim.service().url,
  (passed) => (passed.method === 'GET' ? { status: 503, body: '{"error":"Service Unavailable"}' } : undefined),
);

describe('a job this step started, whose reads all fail until the time-out', () => {
  it('says the service took the prompt and that running again starts a second job, not that whether it runs is unknown', async () => {
    // A poll interval of 1 s within 3 s: at most a few failed reads, so the ending is always the time-out.
    const run = await sim.act({
      prompt: 'Document the --dry-run flag.',
      'base-url': gateway.url(),
      'poll-interval': '1s',
      timeout: '3s',
    });

    // The service took the prompt and answered with the job: this step started it.
    expect(sim.requests().filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(run.outputs.started).toBe('true');
    expect(run.outputs['job-id']).toBe('job-started-1');
    expect(run.outputs.outcome).toBe('timed-out');

    const error = run.annotations.find((a) => a.command === 'error')?.message ?? '';
    for (const said of [error, run.summary]) {
      // Not "unknown": the service said it runs.
      expect(said).not.toContain('Whether the job runs is unknown');
      // What a re-run does: with nowhere to keep a record, it sends the prompt again and starts a second job.
      expect(said).toMatch(/second job/);
    }
  });
});
