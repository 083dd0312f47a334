/**
 * Was broken: a start that never reaches the service (connection refused, DNS failure) ends saying
 * only "The service did not act on the request. Run the workflow again once it answers." It never
 * names `base-url` (the action) or --base-url (the command line), though a wrong address is what a
 * new user's refused connection or unknown host almost always is, and running again changes
 * nothing. src/service/round-trip.ts postFailure (the `not-sent` / gave-up endings of a start or
 * message). The same fault while waiting does name it: `wait JOB` that times out with no status
 * read says "check --base-url, the network and any proxy between this machine and the service",
 * and `status` says "Check --base-url, the network and any proxy (HTTPS_PROXY, NO_PROXY)".
 *
 * How a user meets it: `base-url: http://localhost:8787` (the simulator's address from
 * docs/cli.md's "Try it by hand") left in a workflow or a CI variable, a port or host typo
 * (`https://api.mintify.com`), or a gateway address that is wrong; then the README's first
 * example (`prompt:`) or `wait-for-agent-job start`.
 *
 * Fails now (action, outcome `error`; the command line exits 5 with the same words):
 *   ::error::Could not start the job: connection refused (ECONNREFUSED), and the 2s left of
 *   'timeout' is too short to send it again. The service did not act on the request. Run the
 *   workflow again once it answers.
 *
 * Now, as promised: README "Every input problem is reported at once, each naming its
 * input and the fix"; docs/cli.md: exit 5 "the service could not be reached", "give a shorter
 * `--timeout` where a wrong `--base-url` should fail fast". The ending names base-url (and the
 * network and proxy) as the thing to check, as the waiting path and `status` already do.
 */
import { describe, expect, it } from '@jest/globals';
import { runCli } from './helpers/cli.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService();
/** Nothing listens on port 1 of this machine: every connection is refused at once. */
const NOWHERE = 'http://127.0.0.1:1';
/**
 * A pace as long as the timeout: after the first refusal no retry fits, so the step ends at once,
 * and a loaded machine has the whole minute to reach its first request.
 */
const ONE_TRY = { timeout: '60s', pollInterval: '60s' };

describe('a start to an address where no service answers', () => {
  it("the action's error names base-url", async () => {
    const run = await sim.act({
      prompt: 'Document the --dry-run flag.',
      'base-url': NOWHERE,
      timeout: ONE_TRY.timeout,
      'poll-interval': ONE_TRY.pollInterval,
    });
    expect(run.exitCode).toBe(1);
    const [error] = run.annotations.filter((a) => a.command === 'error');
    expect(error?.message).toContain('ECONNREFUSED');
    // Was: "... The service did not act on the request. Run the workflow again once it answers."
    expect(error?.message).toContain('base-url');
  });

  it("the command line's error names --base-url", async () => {
    const args = ['start', '--prompt', 'Document the --dry-run flag.', '--base-url', NOWHERE];
    const ran = await runCli([...args, '--timeout', ONE_TRY.timeout, '--poll-interval', ONE_TRY.pollInterval]);
    expect(ran.code).toBe(5);
    const [line = ''] = ran.err.split('\n').filter((text) => text.startsWith('error'));
    expect(line).toContain('ECONNREFUSED');
    expect(line).toContain('--base-url');
  });
});
