/**
 * A newcomer's fork pull request, run through both recipes' jobs as the runner runs them. The
 * README's Outputs table: "`check-run-url` The check run this step keeps; empty when none was
 * written." A fork's (or Dependabot's) run writes the head's "Docs agent" check run `skipped`
 * (src/step/without-secrets.ts writeSkippedCheckRun), and the log says so, yet the step's
 * `check-run-url` output stays empty: a later step that links the check run (as the recipe's
 * "Where to look" step links `comment-url`) gets nothing, though the run wrote one. The run that
 * ends `no-docs-needed` sets it for the same `skipped` check run.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService();
const HEAD = '1'.repeat(40);
let github: SimGitHub;
afterEach(() => github.close());

async function forkPull(author = 'outsider'): Promise<Record<string, unknown>> {
  const pull = {
    number: 5,
    state: 'open',
    draft: false,
    labels: [],
    user: { login: author },
    files: ['src/a.ts'],
    head: { sha: HEAD, repo: { full_name: 'someone/product' } },
    base: { repo: { full_name: PR_REPOSITORY } },
  };
  github = await startSimulatedGitHub({
    tokens: { [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write' } },
    pulls: { [`${PR_REPOSITORY}#5`]: pull },
  });
  return pull;
}

const envOf = (event: string, pull: Record<string, unknown>, actor: string) =>
  pullRequestEnv(github.url, 9_900, {
    GITHUB_EVENT_NAME: event,
    GITHUB_EVENT_PATH: eventFile({ action: 'opened', pull_request: pull }),
    GITHUB_ACTOR: actor,
  });

describe("the check-run-url output of a run that writes the head's check run skipped", () => {
  it("the recipes' fork job (pull_request_target, check-name and follow-up-command only) sets check-run-url", async () => {
    const pull = await forkPull();
    // The fork job's `with:` and the defaults the runner fills in; no project-id, no api-key.
    const run = await runAction(
      { 'check-name': 'Docs agent', 'follow-up-command': '/docs', 'report-token': REPORT_TOKEN, wait: 'true' },
      { env: envOf('pull_request_target', pull, 'outsider'), killAfterMs: 25_000 },
    );
    expect(run.outputs.outcome).toBe('from-fork');
    const written = github.checkRuns.filter((c) => c.name === 'Docs agent' && c.head_sha === HEAD);
    expect(written).toEqual([expect.objectContaining({ conclusion: 'skipped' })]);
    expect(run.outputs['check-run-url']).toBe(written[0]?.html_url);
  });

  it("a fork's pull_request run without secrets (its token may write checks) sets check-run-url", async () => {
    const pull = await forkPull();
    const run = await runAction(
      sim.inputs({
        'api-key': '',
        prompt: 'Document the changes of this pull request.',
        'follow-up-command': '/docs',
        'check-name': 'Docs agent',
        'report-token': REPORT_TOKEN,
        'github-token': REPORT_TOKEN,
      }),
      { env: envOf('pull_request', pull, 'outsider'), killAfterMs: 25_000 },
    );
    expect(run.outputs.outcome).toBe('from-fork');
    const written = github.checkRuns.filter((c) => c.name === 'Docs agent' && c.head_sha === HEAD);
    expect(written).toHaveLength(1);
    expect(run.outputs['check-run-url']).toBe(written[0]?.html_url);
  });
});
