/**
 * Was broken: with the agent a managed (EMU) machine user (`agent-login: docs-bot_acme`, a `User`
 * account, the docs pull request's author), the agent's own review on its docs pull request (a
 * reply in a thread, which GitHub wraps in a COMMENTED review) is sent back to the agent as a
 * follow-up, and answered "went to the agent".
 *
 * Now, as promised: docs/pull-request.md, Reviews: "Not sent and not answered (the log says why):
 * ... the reviews of the action's own account and of the agent's (the docs pull request's
 * author)"; README `agent-login`: "the agent's account (`[bot]` optional)".
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(90_000);

const AGENT = 'docs-bot_acme';
const DOCS = 'acme/docs#101';
const sim = useSimulatedService({ activeReads: 1, startedPrLink: 'https://github.com/acme/docs/pull/101' });
const DOCS_APP_TOKEN = 'ghs_docsAppInstallationToken000001';
const DOCS_REPO_TOKEN = 'ghs_docsRepositoryWorkflowToken001';

let github: SimGitHub;
let runId = 771_000;
beforeEach(async () => {
  runId += 20;
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write' },
      [DOCS_APP_TOKEN]: { repository: 'acme/docs', pullRequests: 'write', login: 'docs-app[bot]' },
      [DOCS_REPO_TOKEN]: { repository: 'acme/docs', pullRequests: 'write', actions: 'read' },
    },
    // The agent's machine user pushes its branches: it has write access, as a person would.
    collaborators: {
      lead: { permission: 'write', role_name: 'write' },
      [AGENT]: { permission: 'write', role_name: 'write' },
    },
    pulls: {
      [DOCS]: {
        ...{ number: 101, state: 'open', draft: false, head: { sha: 'd'.repeat(40), ref: 'agent/job-started-1' } },
        user: { login: AGENT, type: 'User' },
      },
    },
  });
});
afterEach(() => github.close());

const productRun = (): Promise<ActionRun> =>
  runAction(
    sim.inputs({
      prompt: 'Document the new flag.',
      'report-token': REPORT_TOKEN,
      'docs-pr-comment': 'true',
      'github-token': DOCS_APP_TOKEN,
      'check-name': 'Docs',
      'agent-login': AGENT,
    }),
    { killAfterMs: 25_000, env: pullRequestEnv(github.url, runId) },
  );

/** The docs repository's run for a review, with the event GitHub sends: the pull request's author is the agent's User account. */
function reviewRun(review: ReturnType<SimGitHub['addReview']>): Promise<ActionRun> {
  const event = {
    action: 'submitted',
    review: { ...review, state: review.state.toLowerCase() },
    pull_request: {
      number: 101,
      head: { sha: 'd'.repeat(40), repo: { full_name: 'acme/docs' } },
      base: { repo: { full_name: 'acme/docs' } },
      user: { login: AGENT, type: 'User' },
    },
    repository: { full_name: 'acme/docs' },
  };
  const env = pullRequestEnv(github.url, runId + 1, {
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_EVENT_NAME: 'pull_request_review',
    GITHUB_EVENT_PATH: eventFile(event),
    GITHUB_WORKFLOW: 'Converse',
    GITHUB_ACTOR: AGENT,
  });
  return runAction(
    sim.inputs({
      'follow-up-command': '/docs',
      'report-token': DOCS_REPO_TOKEN,
      'github-token': '',
      'agent-login': AGENT,
    }),
    { killAfterMs: 60_000, env },
  );
}

const messages = (): string[] =>
  sim
    .requests()
    .filter((r) => r.method === 'POST' && r.url.endsWith('/message'))
    .map((r) => String((JSON.parse(r.body ?? '{}') as { prompt?: unknown }).prompt));

describe("the agent's own review on its docs pull request, the agent a managed machine user", () => {
  it('is not sent back to the agent', async () => {
    expect((await productRun()).outputs.outcome).toBe('completed');
    // The agent answers a reviewer in a thread: GitHub wraps the reply in a COMMENTED review by the agent.
    const review = github.addReview(DOCS, { state: 'COMMENTED', login: AGENT, body: '' }, [
      {
        path: 'docs/flags.md',
        line: 3,
        diff_hunk: '@@ -1,3 +1,3 @@\n a\n b\n+c',
        body: 'Done: I shortened the intro.',
      },
    ]);
    const run = await reviewRun(review);
    expect(run.exitCode).toBe(0);
    expect({ outcome: run.outputs.outcome, messages: messages() }).toEqual({ outcome: 'skipped', messages: [] });
    const answered = github.comments.filter((c) => c.issue === DOCS && c.body.includes('review-answered'));
    expect(answered).toEqual([]);
  });
});
