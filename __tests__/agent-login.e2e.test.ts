/**
 * Docs in the same repository, a new user's `agent-login` without `[bot]`: `mintlify`, the name the
 * GitHub App shows, where the agent's pull requests are opened by `mintlify[bot]` (README: "the agent
 * then opens its docs pull requests there, as `mintlify[bot]`"). Compared in any case, with
 * `[bot]` optional (src/pull-request/docs-need.ts isAgentLogin), so the agent's own docs pull
 * request never starts a docs job for itself (billed jobs in a loop).
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { eventFile, PR_REPOSITORY, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(120_000);
const MINUTE = 60_000;
let serviceNow = 0;
const sim = useSimulatedService({
  now: () => serviceNow,
  jobDurationMs: 10 * MINUTE,
  startedPrLink: `https://github.com/${PR_REPOSITORY}/pull/6`,
});
const GITHUB_TOKEN = 'ghs_DnobDQCm7JUcKkHnVm5uMGonrNZGmwE';
const [HEAD1, DOCS1] = ['1', 'd'].map((c) => c.repeat(40)) as [string, string];
const AGENT = { login: 'mintlify[bot]', type: 'Bot' };

let github: SimGitHub;
let runId = 47_000;
afterEach(() => github.close());
beforeEach(async () => {
  serviceNow = 0;
  runId += 100;
  github = await startSimulatedGitHub({
    tokens: {
      [GITHUB_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write', actions: 'read' },
    },
    pulls: {
      [`${PR_REPOSITORY}#5`]: { number: 5, head: { sha: HEAD1 }, files: ['src/cli.ts'], user: { login: 'octocat' } },
      [`${PR_REPOSITORY}#6`]: { number: 6, state: 'open', head: { sha: DOCS1 }, files: ['docs/cli.mdx'], user: AGENT },
    },
  });
});

/** examples/docs-in-same-repository.yml's step, agent-login as the App's name, no paths (every change may need docs). */
function run(pull: number, action: string, head: string): Promise<ActionRun> {
  const pull_request = {
    number: pull,
    draft: false,
    labels: [],
    user: pull === 6 ? AGENT : { login: 'octocat', type: 'User' },
    head: { sha: head, repo: { full_name: PR_REPOSITORY } },
    base: { repo: { full_name: PR_REPOSITORY } },
  };
  const event = { action, pull_request, repository: { full_name: PR_REPOSITORY, default_branch: 'main' } };
  const env = pullRequestEnv(github.url, ++runId, { GITHUB_EVENT_PATH: eventFile(event) });
  const inputs = sim.inputs({
    prompt: 'Update the documentation for the changes in this pull request.',
    'follow-up-command': '/docs',
    wait: 'sweep',
    'check-name': 'Docs agent',
    'docs-pr-comment': 'true',
    'agent-login': 'mintlify',
    'report-token': GITHUB_TOKEN,
    'github-token': GITHUB_TOKEN,
    timeout: '60m',
  });
  return github.running(env, () => runAction(inputs, { killAfterMs: 25_000, env }));
}

const starts = () => sim.requests().filter((r) => r.method === 'POST' && r.url.endsWith('/job'));

describe("agent-login 'mintlify' (the App's name, without [bot])", () => {
  it("the agent's docs pull request (opened by mintlify[bot]) starts no job of its own", async () => {
    expect((await run(5, 'opened', HEAD1)).outputs.outcome).toBe('started');
    serviceNow = 11 * MINUTE;
    const docsOpened = await run(6, 'opened', DOCS1);
    // Today: outcome `started` and a second job (for docs pull request #6 itself); the log says
    // "docs/cli.mdx matches 'paths': the pull request needs docs." and nothing about agent-login.
    expect(docsOpened.outputs.outcome).not.toBe('started');
    expect(starts()).toHaveLength(1);
  });
});
