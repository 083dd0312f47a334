/**
 * Was broken: when the service refuses the key on a start or a follow-up (401 or 403), the message
 * never names the input the key came from, and for a 401 it gives the 403's causes.
 * src/service/round-trip.ts postFailure, `case 'refused'`, always uses WRITE_SCOPE: "Starting jobs
 * and sending messages need an admin key with write scope (a read-scoped key can only wait); check
 * also that it has not expired and that no IP allow-list excludes this runner." It names neither
 * `api-key` (the action) nor MINTLIFY_ADMIN_API_KEY / --api-key-file (the command line), nor that
 * the key may simply be the wrong one (another organization's, a typo). The same refusal while
 * waiting (src/report/verdict.ts, `case 'refused'`) does name them: "The service refused
 * MINTLIFY_ADMIN_API_KEY (HTTP 401 ...). Check that MINTLIFY_ADMIN_API_KEY holds an admin API key
 * (mint_...) of the organization that owns project ...".
 *
 * How a user meets it: the README's first example (`prompt:`), or `wait-for-agent-job start`, with
 * a key that is not the project's (copied from another organization's dashboard, a stale secret).
 * The service answers 401 "Invalid API key" (service-facts: "An expired key gets 401; a missing
 * scope or an IP allow-list mismatch gets 403"), and the user is sent to look for write scope and
 * IP allow-lists, with no word of which secret or variable to fix.
 *
 * Fails now (action, outcome `unauthorized`):
 *   ::error::The service refused to start the job (HTTP 401: Invalid API key). Starting jobs and
 *   sending messages need an admin key with write scope (a read-scoped key can only wait); check
 *   also that it has not expired and that no IP allow-list excludes this runner.
 * and the command line (exit 4) says the same, with "this machine".
 *
 * Now, as promised: README "Every input problem is reported at once, each naming its
 * input and the fix"; docs/cli.md exit 4: "the service refused the key, the project or the request
 * (a 4xx: fix what it names)", and "a message names the flag, `MINTLIFY_PROJECT_ID`,
 * `--api-key-file` or the JOB_ID argument the value came from". The refusal names `api-key` (the
 * action) or MINTLIFY_ADMIN_API_KEY (the command line), as the waiting path already does.
 */
import { describe, expect, it } from '@jest/globals';
import { runCli } from './helpers/cli.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService();
/** A key of the right shape that the project does not know: another organization's. */
const OTHER_ORGS_KEY = 'mint_otherOrganization0123456789';

describe('a start whose key the service refuses (HTTP 401)', () => {
  it("the action's error names the api-key input", async () => {
    const run = await sim.act({ prompt: 'Document the --dry-run flag.', 'api-key': OTHER_ORGS_KEY });
    expect(run.exitCode).toBe(1);
    expect(run.outputs.outcome).toBe('unauthorized');
    const [error] = run.annotations.filter((a) => a.command === 'error');
    expect(error?.message).toContain('HTTP 401');
    // Was: only write scope, expiry and IP allow-lists; no input named.
    expect(error?.message).toMatch(/\bapi-key\b/);
  });

  it("the command line's error names MINTLIFY_ADMIN_API_KEY", async () => {
    const args = ['start', '--prompt', 'Document the --dry-run flag.', '--base-url', sim.service().url];
    const ran = await runCli([...args, '--no-wait'], { MINTLIFY_ADMIN_API_KEY: OTHER_ORGS_KEY });
    expect(ran.code).toBe(4);
    const [line = ''] = ran.err.split('\n').filter((text) => text.startsWith('error'));
    expect(line).toContain('HTTP 401');
    // Was: "... need an admin key with write scope ...; check also ... excludes this machine."
    expect(line).toContain('MINTLIFY_ADMIN_API_KEY');
  });
});
