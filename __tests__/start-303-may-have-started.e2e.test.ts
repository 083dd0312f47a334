/**
 * Was broken: a start answered "303 See Other" after the service made the job (the POST-then-
 * redirect answer HTTP names for "done, see here") ends "Nothing was started", `started: false`
 * and "Job: not started", and tells the user to run the workflow again, which starts a second job.
 *
 * Now, as promised: README Outputs: `started` is "`false` otherwise; empty when its start's answer
 * was lost" and "an output is empty when its value is unknown"; docs/endings.md: a start the
 * service may have acted on says "it may have been started; where to look; no retry" (round-
 * trip.ts: a POST "is sent again only when the service certainly did not act on it").
 */
/**
 * How a user meets it: a gateway in front of the service (or a new API version) answers a POST
 * that created a resource the way RFC 9110 §15.4.4 describes: 303 See Other, with Location the
 * job's own URL. The step never follows a POST's redirect, rightly, but it classes every 3xx as
 * "rejected": "Could not start the job: the service answered HTTP 303 ...; Nothing was started",
 * `started` = false, the summary's Job row "not started", and "run the workflow again". A 303
 * says the request WAS processed: the job exists and runs, and running again starts a second one.
 *
 * What should happen instead: as for a 5xx after the service acted (acd0b89), the step says the
 * job may have been started and where to look, `started` is empty, and the summary does not say
 * "not started".
 */
import { describe, expect, it } from '@jest/globals';
import { isStart, useGateway } from './helpers/gateway.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService();

/** A gateway that answers a start the service took with 303 See Other to the job. */
const gateway = useGateway(
  () => sim.service().url,
  (passed) =>
    isStart(passed) && passed.status === 201
      ? { status: 303, headers: { location: `${passed.url}/${(JSON.parse(passed.body) as { id: string }).id}` } }
      : undefined,
);

describe('a start the service acted on, answered 303 See Other to the job', () => {
  it('never says nothing was started, nor hands on started=false', async () => {
    const run = await sim.act({ prompt: 'Document the --dry-run flag.', 'base-url': gateway.url() });

    // The service did make the job: the start reached it once, and it is there to be read.
    expect(sim.requests().filter((r) => r.method === 'POST')).toHaveLength(1);
    const made = await fetch(`${sim.service().url}/v2/agent/${DEMO_PROJECT_ID}/job/job-started-1`, {
      headers: { authorization: `Bearer ${DEMO_API_KEY}` },
    });
    expect(made.status).toBe(200);

    const errors = run.annotations.filter((a) => a.command === 'error').map((a) => a.message);
    expect({
      started: run.outputs.started,
      saysNothingStarted: errors.some((m) => m.includes('Nothing was started')),
      summaryNotStarted: /not started/.test(run.summary),
    }).toEqual({ started: '', saysNothingStarted: false, summaryNotStarted: false });
  });
});
