/**
 * Was broken: a review's run whose read of the job's docs-pr-comment meets GitHub 5xx (past its
 * retries) says "the job recorded on this pull request is not one whose docs pull request this is"
 * and ends as if the review were never for the agent, instead of saying GitHub failed and that the
 * next run sends it.
 *
 * Now, as promised: docs/pull-request.md "Bad days": "A review's line comments, the pull request's
 * reviews or comments that GitHub cannot list (5xx after its retries ...) send nothing now and
 * write no line: the log says so, and the next run on the pull request sends the review, once."
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub, type SimReviewInput } from '../sim/github-api.ts';
import { PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN, reviewEventEnv } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(90_000);

const DOCS = 'acme/docs#101';
const sim = useSimulatedService({ activeReads: 1, startedPrLink: 'https://github.com/acme/docs/pull/101' });
const DOCS_APP_TOKEN = 'ghs_docsAppInstallationToken000001';
const DOCS_REPO_TOKEN = 'ghs_docsRepositoryWorkflowToken001';

let github: SimGitHub;
let runId = 952_000;
let productRunId = runId;
beforeEach(async () => {
  runId += 20;
  productRunId = runId;
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write' },
      [DOCS_APP_TOKEN]: { repository: 'acme/docs', pullRequests: 'write', login: 'docs-app[bot]' },
      [DOCS_REPO_TOKEN]: { repository: 'acme/docs', pullRequests: 'write', actions: 'read' },
    },
    collaborators: { lead: { permission: 'write', role_name: 'write' } },
    pulls: {
      [DOCS]: {
        ...{ number: 101, state: 'open', draft: false, head: { sha: 'd'.repeat(40), ref: 'agent/job-started-1' } },
        user: { login: 'mintlify[bot]', type: 'Bot' },
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
    }),
    { killAfterMs: 25_000, env: pullRequestEnv(github.url, productRunId) },
  );

const submitted = (review: SimReviewInput) => github.addReview(DOCS, review);

function reviewRun(review: ReturnType<typeof submitted>): Promise<ActionRun> {
  runId++;
  const env = reviewEventEnv(github.url, runId, review, { repository: 'acme/docs', number: 101 });
  return runAction(sim.inputs({ 'follow-up-command': '/docs', 'report-token': DOCS_REPO_TOKEN, 'github-token': '' }), {
    killAfterMs: 60_000,
    env,
  });
}

const messages = (): string[] =>
  sim
    .requests()
    .filter((request) => request.method === 'POST' && request.url.endsWith('/message'))
    .map((request) => String((JSON.parse(request.body ?? '{}') as { prompt?: unknown }).prompt));

describe('a review whose run cannot read the docs-pr-comment (GitHub 502)', () => {
  it('says GitHub failed and that the next run sends it; the next run sends it once', async () => {
    const started = await productRun();
    expect(started.outputs.outcome).toBe('completed');
    const docsComment = github.comments.find((c) => c.issue === DOCS);
    expect(docsComment).toBeDefined();
    const review = submitted({ state: 'CHANGES_REQUESTED', login: 'lead', body: 'Fix the title.' });
    // Past the client's retries (four attempts): the read of that one comment fails for this run.
    github.faults.push({
      method: 'GET',
      path: new RegExp(`/issues/comments/${docsComment?.id}$`),
      status: 502,
      body: { message: 'Bad gateway' },
      times: 4,
    });
    const failed = await reviewRun(review);
    const log = failed.log.join('\n');
    expect(failed.exitCode).toBe(0);
    expect(messages()).toEqual([]);
    // Not a wrong reason: the job recorded here is the docs pull request's; GitHub only failed.
    expect(log).not.toContain('is not one whose docs pull request this is');
    expect(log).toContain(`Review ${review.id} is not sent yet`);
    // The next run on the pull request sends it, once.
    const later = submitted({ state: 'COMMENTED', login: 'lead', body: 'And shorten the intro.' });
    expect((await reviewRun(later)).outputs.outcome).toBe('completed');
    expect(messages()).toHaveLength(2);
    expect(messages()[0]).toContain('Fix the title.');
  });
});
