/**
 * The docs repository's recipe (examples/converse-on-docs-pull-request.yml, `github-token: ''`): a
 * review submitted on the agent's docs pull request after it was merged is not sent, and its line
 * says why and where to go on, as the same-repository recipe's does.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { commentEventEnv, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN, reviewEventEnv } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';
import { DOCS, DOCS_APP_TOKEN, DOCS_HEAD, DOCS_REPO_TOKEN } from './helpers/docs-review-world.ts';

jest.setTimeout(120_000);
const sim = useSimulatedService({ activeReads: 1, startedPrLink: 'https://github.com/acme/docs/pull/101' });
let pulls: Record<string, Record<string, unknown>> = {};
const w = {
  runId: 885_000,
  github: undefined as unknown as SimGitHub,
  productRun: () =>
    runAction(
      sim.inputs({
        prompt: 'Document the new flag.',
        'report-token': REPORT_TOKEN,
        'docs-pr-comment': 'true',
        'github-token': DOCS_APP_TOKEN,
        'check-name': 'Docs',
      }),
      { killAfterMs: 25_000, env: pullRequestEnv(w.github.url, w.runId) },
    ),
  docsInputs: () => sim.inputs({ 'follow-up-command': '/docs', 'report-token': DOCS_REPO_TOKEN, 'github-token': '' }),
  messages: (): string[] =>
    sim
      .requests()
      .filter((r) => r.method === 'POST' && r.url.endsWith('/message'))
      .map((r) => r.body ?? ''),
};
beforeEach(async () => {
  pulls = {
    [DOCS]: {
      ...{ number: 101, state: 'open', draft: false, head: { sha: DOCS_HEAD, ref: 'agent/job-started-1' } },
      user: { login: 'mintlify[bot]', type: 'Bot' },
    },
  };
  w.github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write' },
      [DOCS_APP_TOKEN]: { repository: 'acme/docs', pullRequests: 'write', login: 'docs-app[bot]' },
      [DOCS_REPO_TOKEN]: { repository: 'acme/docs', pullRequests: 'write', actions: 'read' },
    },
    collaborators: { lead: { permission: 'write', role_name: 'write' } },
    pulls,
  });
});
afterEach(() => w.github.close());

function reviewRun(review: ReturnType<SimGitHub['addReview']>): Promise<ActionRun> {
  w.runId++;
  const env = reviewEventEnv(w.github.url, w.runId, review, { repository: 'acme/docs', number: 101 });
  return w.github.running(env, () => runAction(w.docsInputs(), { killAfterMs: 60_000, env }));
}

describe('docs repository recipe: a review after the docs pull request was merged', () => {
  it('is not sent, and its line says why', async () => {
    expect((await w.productRun()).outputs.outcome).toBe('completed');
    Object.assign(pulls[DOCS]!, { state: 'closed', merged: true, merged_at: new Date().toISOString() });
    const review = w.github.addReview(DOCS, {
      state: 'CHANGES_REQUESTED',
      login: 'lead',
      body: 'Please add more examples.',
    });
    const run = await reviewRun(review);
    const lines = w.github.comments
      .filter((c) => c.issue === DOCS && c.body.includes('review-answered'))
      .map((c) => c.body);
    expect({ outcome: run.outputs.outcome, sent: w.messages().length, lines }).toEqual({
      outcome: 'skipped',
      sent: 0,
      lines: [expect.stringContaining('was not sent to the agent')],
    });
  });

  it('and a /docs command after it is not sent either', async () => {
    expect((await w.productRun()).outputs.outcome).toBe('completed');
    Object.assign(pulls[DOCS]!, { state: 'closed', merged: true, merged_at: new Date().toISOString() });
    const comment = w.github.addComment(DOCS, '/docs add more examples', 'lead');
    w.runId++;
    const env = commentEventEnv(
      w.github.url,
      w.runId,
      { ...comment, login: 'lead' },
      {},
      { repository: 'acme/docs', number: 101 },
    );
    const run = await w.github.running(env, () => runAction(w.docsInputs(), { killAfterMs: 60_000, env }));
    expect(w.messages()).toEqual([]);
    expect(run.outputs.outcome).not.toBe('completed');
  });
});
