/**
 * The wrong event: a newcomer copies the product recipe's step (docs-for-product-pull-requests.yml)
 * into a workflow `on: push` (or adds `push` beside `pull_request`, "so every commit gets docs").
 * `wait: sweep` on a push is refused with the event named ("this run's event (push) is not about a
 * pull request"), but the recipe's other pull-request-only inputs are dropped without a word:
 * `follow-up-command` (README: "a new pull request comment whose first line begins with it sends
 * the rest to the job"), `paths` and `skip-label` ("With `prompt`, on a pull request: ..."). Each
 * push then starts its own billed job, whatever files it changed, and the run is a green
 * `completed`: nothing says the recipe needs the `pull_request` event. README: "Every input
 * problem is reported at once, each naming its input and the fix".
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService({ activeReads: 1, startedPrLink: 'https://github.com/acme/docs/pull/101' });
let github: SimGitHub;
afterEach(() => github.close());

describe("the product recipe's step on a push", () => {
  it('warns that follow-up-command, paths and skip-label act only on pull request events, naming the event to use', async () => {
    github = await startSimulatedGitHub({
      tokens: {
        [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write', actions: 'read' },
      },
    });
    // A push that changes only the README: `paths: src/**` would have said no docs are needed.
    const env = pullRequestEnv(github.url, 71_001, {
      GITHUB_EVENT_NAME: 'push',
      GITHUB_REF: 'refs/heads/main',
      GITHUB_EVENT_PATH: eventFile({
        ref: 'refs/heads/main',
        after: 'b'.repeat(40),
        commits: [{ modified: ['README.md'] }],
      }),
    });
    const run = await runAction(
      sim.inputs({
        prompt: 'Update the documentation for the changes in pull request .',
        'follow-up-command': '/docs',
        'check-name': 'Docs agent',
        paths: 'src/**\n!src/**/*.test.ts',
        'skip-label': 'no-docs',
        'docs-pr-comment': 'true',
        'report-token': REPORT_TOKEN,
        'github-token': REPORT_TOKEN,
      }),
      { env, killAfterMs: 25_000 },
    );
    expect(run.exitCode).toBe(0);
    const said = run.annotations
      .filter((a) => a.command === 'warning' || a.command === 'error')
      .map((a) => a.message)
      .join('\n');
    expect(said).toMatch(/follow-up-command/);
    expect(said).toMatch(/paths/);
    expect(said).toMatch(/pull_request/);
    expect(run.stdout.replace(/::add-mask::.*\n/g, '') + run.summary).not.toContain(DEMO_API_KEY);
  });
});
