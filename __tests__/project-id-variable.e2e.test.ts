/**
 * A newcomer's most likely project-id mistake. The README's setup: "**The secret**
 * `MINTLIFY_ADMIN_API_KEY` ... and **the variable** `MINTLIFY_PROJECT_ID` ... Settings, Secrets and
 * variables, Actions", and every recipe passes `project-id: ${{ vars.MINTLIFY_PROJECT_ID }}`. Stored
 * as a secret rather than a variable, misnamed, or not yet set in the docs repository (where
 * converse-on-docs-pull-request.yml needs it too), the expression is empty. The api-key's empty
 * value is explained ("An empty value usually means the secret is not defined for this repository
 * or environment"); the project-id's says only "pass it in the step's 'with:' block", which the
 * recipe already does: the message names no fix the user can act on (define the variable
 * MINTLIFY_PROJECT_ID; `vars`, not `secrets`). README: "Every input problem is reported at once,
 * each naming its input and the fix".
 */
import { describe, expect, it } from '@jest/globals';
import { runAction } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';

describe("the recipe's project-id: ${{ vars.MINTLIFY_PROJECT_ID }} with the variable not defined", () => {
  it('says the empty value usually means the variable is not defined, in the annotation and the summary', async () => {
    const run = await runAction(
      {
        'project-id': '',
        'api-key': DEMO_API_KEY,
        prompt: 'Document the --flag option.',
        'base-url': 'http://127.0.0.1:9',
      },
      { env: { GITHUB_EVENT_NAME: 'workflow_dispatch', GITHUB_REPOSITORY: 'acme/product' }, killAfterMs: 20_000 },
    );
    expect(run.exitCode).toBe(1);
    expect(run.outputs.outcome).toBe('error');
    const error = run.annotations.find((a) => a.command === 'error')?.message ?? '';
    const line = error.split('\n').find((l) => l.includes("'project-id'")) ?? '';
    expect(line).toContain("'project-id'");
    // The fix a user can act on: the variable is missing (or was made a secret), not the `with:` line.
    expect(line).toMatch(/variable/i);
    expect(line).toMatch(/not defined|not set|MINTLIFY_PROJECT_ID/);
    expect(run.summary).toMatch(/variable/i);
    expect(run.stdout.replace(/::add-mask::.*\n/g, '') + run.summary).not.toContain(DEMO_API_KEY);
  });
});
