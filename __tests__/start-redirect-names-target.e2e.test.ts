/**
 * Was broken: a start answered with a redirect fails with "Set 'base-url' to the address that
 * answers directly.. Nothing was started. Fix what the service names and run the workflow again.":
 * a doubled full stop, no word of where the service redirected (the one address the user needs),
 * and "what the service names" when it named nothing; the same redirect on a read names the origin
 * it pointed to.
 *
 * Now, as promised: docs/endings.md: every annotation's "text says what happened and what to do
 * next"; README: "Every input problem is reported ..., each naming its input and the fix".
 */
/**
 * How a user meets it: `base-url: https://mintlify.com` (the site, not the API), or a gateway that
 * moved, answers the step's first request, the start (POST), with 301/308 to another address:
 *   ::error::Could not start the job: the service answered HTTP 308 (a redirect); a start is never
 *   sent twice, so it is not followed. Set 'base-url' to the address that answers directly..
 *   Nothing was started. Fix what the service names and run the workflow again.
 * The user is told to set base-url to "the address that answers directly" without being told
 * which one the service pointed to, and to fix "what the service names" though it named nothing.
 * A `job-id` step meeting the same redirect says "the service redirected to another origin
 * (https://...)"; a start does not.
 *
 * What should happen instead: the error names where the service redirected (its origin), so the
 * user knows what to check or set, reads as one sentence per stop, and does not send the user
 * looking for a service message that is not there. The command line says the same (exit 4).
 */
import { describe, expect, it, jest } from '@jest/globals';
import { runCli } from './helpers/cli.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const TARGET = 'https://api-eu.mintlify.test';
const sim = useSimulatedService({
  jobs: { moved: [{ http: 308, body: '', headers: { location: `${TARGET}/v2/agent/demo-project/job/moved` } }] },
});
const redirect = { http: 308, body: '', headers: { location: `${TARGET}/v2/agent/demo-project/job` } };

const errorsOf = (run: Awaited<ReturnType<typeof sim.act>>): string =>
  run.annotations
    .filter((a) => a.command === 'error')
    .map((a) => a.message)
    .join('\n');

describe('a start answered with a redirect', () => {
  it('the read of a job names where the service redirected (for comparison)', async () => {
    const run = await sim.act({ 'job-id': 'moved' });
    expect(run.outputs.outcome).toBe('error');
    expect(errorsOf(run)).toContain(TARGET);
  });

  it("the action's error names where the service redirected, with no doubled full stop", async () => {
    sim.service().failNextPost(redirect);
    const run = await sim.act({ prompt: 'Document the --dry-run flag.' });
    expect(run.outputs.outcome).toBe('error');
    const error = errorsOf(run);
    expect(error).toContain('redirect');
    expect(error).not.toContain('..');
    // The address the service pointed to: what the user checks before setting 'base-url'.
    expect(error).toContain(TARGET);
    // The service named nothing to fix: a 308 with no body.
    expect(error).not.toContain('Fix what the service names');
  });

  it("the command line's error says the same", async () => {
    sim.service().failNextPost(redirect);
    const ran = await runCli(['start', '--prompt', 'Document the --dry-run flag.', '--base-url', sim.service().url]);
    const error = ran.err
      .split('\n')
      .filter((line) => line.startsWith('error:'))
      .join('\n');
    expect(error).toContain('redirect');
    expect(error).not.toContain('..');
    expect(error).toContain(TARGET);
    expect(error).not.toContain('Fix what the service names');
  });
});
