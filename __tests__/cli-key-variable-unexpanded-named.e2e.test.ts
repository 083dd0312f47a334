/**
 * Was broken: a MINTLIFY_ADMIN_API_KEY whose value is a reference to itself that the CI did not expand
 * (`$MINTLIFY_ADMIN_API_KEY`, `${MINTLIFY_ADMIN_API_KEY}`, or GitHub's
 * `${{ secrets.MINTLIFY_ADMIN_API_KEY }}` copied into another CI) is taken as the secret, and the
 * redaction (src/output/redaction.ts: every run of characters of a secret) then hides the
 * variable's own name in every message the command line says about it. src/inputs/secrets.ts
 * keyOfLine / stepSecrets and src/cli/main.ts earlyRedact special-case only a whole `.env` line
 * (`NAME=mint_...`, the fix behind cli-key-name-redacted.e2e.test.ts); a value that merely contains
 * the name is not.
 *
 * How a user meets it: CircleCI does not interpolate `environment:` values, so
 *   environment:
 *     MINTLIFY_ADMIN_API_KEY: $MINTLIFY_ADMIN_API_KEY
 * hands the command line the literal text `$MINTLIFY_ADMIN_API_KEY`; a Jenkins `environment { }`
 * block in single quotes does the same; a GitHub recipe's `${{ secrets.MINTLIFY_ADMIN_API_KEY }}`
 * pasted into a GitLab variable gives the expression itself.
 *
 * Was:
 *   `$MINTLIFY_ADMIN_API_KEY` (exit 4, after sending it to the service as the bearer):
 *     warning: *** does not start with 'mint_', ...; check that *** holds an admin API key.
 *     error: job-no-pr: the service refused the key (HTTP 401). Check that *** holds an admin API key ...
 *   `${{ secrets.MINTLIFY_ADMIN_API_KEY }}` (exit 3), on standard error and in --json's `error`:
 *     error: ***contains a space or line break, so it cannot be a key; set ***to the key alone.
 *   The same mistake with another name (`$MINTLIFY_KEY`) reads fine: "MINTLIFY_ADMIN_API_KEY does
 *   not start with 'mint_' ...".
 *
 * Now, as promised: README "Every input problem is reported at once, each naming its
 * input and the fix"; docs/cli.md exit 3 "bad usage or input: the message names the flag and the
 * fix" and "a message names the flag, `MINTLIFY_PROJECT_ID`, `--api-key-file` or the JOB_ID
 * argument the value came from". The messages name MINTLIFY_ADMIN_API_KEY (a value that is a
 * variable's name or an expression is no secret to hide), as the same mistake in
 * MINTLIFY_PROJECT_ID does ("MINTLIFY_PROJECT_ID is "${{ vars.MINTLIFY_PROJECT_ID }}", which is not
 * an id ...").
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

/** The lines a person reads: warnings and errors on standard error. */
const said = (err: string): string[] => err.split('\n').filter((line) => /^(warning|error):/.test(line));

describe('MINTLIFY_ADMIN_API_KEY left unexpanded by the CI', () => {
  it.each([['$MINTLIFY_ADMIN_API_KEY'], ['${MINTLIFY_ADMIN_API_KEY}']])(
    '%s: the messages name the variable, never *** in its place',
    async (value) => {
      const ran = await runCli(['status', 'job-no-pr', '--base-url', service.url], { MINTLIFY_ADMIN_API_KEY: value });
      const lines = said(ran.err);
      expect(lines.length).toBeGreaterThan(0);
      // Was: "warning: *** does not start with 'mint_' ...; check that *** holds an admin API key."
      expect(lines.filter((line) => line.includes('***'))).toEqual([]);
      expect(lines.join('\n')).toContain('MINTLIFY_ADMIN_API_KEY');
    },
  );

  it("GitHub's ${{ secrets.MINTLIFY_ADMIN_API_KEY }} pasted into another CI: refused in words a person can read", async () => {
    const ran = await runCli(['wait', 'job-no-pr', '--base-url', service.url, '--json'], {
      MINTLIFY_ADMIN_API_KEY: '${{ secrets.MINTLIFY_ADMIN_API_KEY }}',
    });
    expect(ran.code).toBe(3);
    const [line = ''] = said(ran.err).filter((text) => text.startsWith('error'));
    // Was: "error: ***contains a space or line break, so it cannot be a key; set ***to the key alone."
    expect(line).toContain('MINTLIFY_ADMIN_API_KEY');
    expect(line).not.toContain('***');
    const json = JSON.parse(ran.out) as { error: string; 'exit-code': number };
    expect(json['exit-code']).toBe(3);
    expect(json.error).toContain('MINTLIFY_ADMIN_API_KEY');
    expect(json.error).not.toContain('***');
  });
});
