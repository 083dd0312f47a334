/**
 * Was broken: a review with no text and no line comments (GitHub makes one when a reviewer replies in
 * a thread and the reply is deleted, or submits "Comment" with nothing) gets a line written on the
 * docs pull request, "The review N by lead was not sent to the agent: it asks the agent for
 * nothing.", when a LATER review's run sends the earlier unanswered ones first. The earlier queue
 * (src/step/review-run.ts `queueOf.earlier`) judges each review with `reviewVerdict(other, 1, …)`,
 * i.e. as if it had one line comment, so an empty review counts as sendable; `prepare` then finds
 * it asks nothing and `takeEarlier` (src/step/review-comment.ts) answers it on the pull request
 * as a refusal.
 *
 * How a user meets it: on the agent's docs pull request a reviewer submits an empty "Comment"
 * review (or one whose only line comment was deleted), then a real review. The real review's run
 * writes two lines on the pull request, one of them a "not sent" notice about a review that asked
 * nothing; its own run, had it come, would have said nothing there (log only).
 *
 * Was: answers() holds two lines, the first "…was not sent to the agent: it asks the agent
 * for nothing."
 *
 * Now, as promised: docs/pull-request.md, Reviews: "Not sent and not answered (the log
 * says why): an approval, a dismissed or empty review, …"; and "a review with no text whose line
 * comments were deleted asks nothing and is passed over." Only the real review gets a line.
 */
import { afterEach, beforeEach, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub, type SimReviewComment, type SimReviewInput } from '../sim/github-api.ts';
import { PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN, reviewEventEnv } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

// Each run spaces its GitHub writes as GitHub asks (creations 3 s apart): a test of several runs takes a while.
jest.setTimeout(90_000);

const DOCS = 'acme/docs#101';
const sim = useSimulatedService({ activeReads: 1, startedPrLink: 'https://github.com/acme/docs/pull/101' });
const DOCS_APP_TOKEN = 'ghs_docsAppInstallationToken000001';
const DOCS_REPO_TOKEN = 'ghs_docsRepositoryWorkflowToken001';

let github: SimGitHub;
let runId = 83_000;
/** The product pull request's run of the test; the docs repository's runs come after it. */
let productRunId = runId;
beforeEach(async () => {
  runId += 20;
  productRunId = runId;
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write' },
      [DOCS_APP_TOKEN]: { repository: 'acme/docs', pullRequests: 'write', login: 'docs-app[bot]' },
      // actions: read, as the docs ask: a lock whose run ended is free at once.
      [DOCS_REPO_TOKEN]: { repository: 'acme/docs', pullRequests: 'write', actions: 'read' },
    },
    collaborators: {
      lead: { permission: 'write', role_name: 'write' },
      reader: { permission: 'read', role_name: 'read' },
    },
    pulls: {
      [DOCS]: {
        ...{ number: 101, state: 'open', draft: false, head: { sha: 'd'.repeat(40), ref: 'agent/job-started-1' } },
        user: { login: 'mintlify[bot]', type: 'Bot' },
      },
    },
  });
});
afterEach(() => github.close());

/** The product pull request's run (an attempt of it): its check run is `Docs`. */
const productRun = (attempt = 1): Promise<ActionRun> =>
  runAction(
    sim.inputs({
      prompt: 'Document the new flag.',
      'report-token': REPORT_TOKEN,
      'docs-pr-comment': 'true',
      'github-token': DOCS_APP_TOKEN,
      'check-name': 'Docs',
    }),
    { killAfterMs: 25_000, env: pullRequestEnv(github.url, productRunId, { GITHUB_RUN_ATTEMPT: String(attempt) }) },
  );

/** The product pull request's run: starts the job, and keeps its comment on the docs pull request. */
async function started(): Promise<string> {
  const run = await productRun();
  expect(run.outputs.outcome).toBe('completed');
  expect(github.comments.filter((c) => c.issue === DOCS)).toHaveLength(1);
  return run.outputs['job-id'] ?? '';
}

/** A review submitted on the docs pull request, without its run. */
const submitted = (review: SimReviewInput, lines: Array<Partial<SimReviewComment>> = []) =>
  github.addReview(DOCS, review, lines);

/** The docs repository's run for a review. */
function reviewRun(review: ReturnType<typeof submitted>, inputs: Record<string, string> = {}): Promise<ActionRun> {
  runId++;
  const env = reviewEventEnv(github.url, runId, review, { repository: 'acme/docs', number: 101 });
  return runAction(
    sim.inputs({ 'follow-up-command': '/docs', 'report-token': DOCS_REPO_TOKEN, 'github-token': '', ...inputs }),
    { killAfterMs: 60_000, env },
  );
}

const messages = (): string[] =>
  sim
    .requests()
    .filter((request) => request.method === 'POST' && request.url.endsWith('/message'))
    .map((request) => String((JSON.parse(request.body ?? '{}') as { prompt?: unknown }).prompt));
/** The action's lines on the docs pull request about reviews. */
const answers = (): string[] =>
  github.comments.filter((c) => c.issue === DOCS && c.body.includes('review-answered')).map((c) => c.body);

it("an earlier empty review is passed over by a later review's run, not answered on the pull request", async () => {
  const job = await started();
  const empty = submitted({ state: 'COMMENTED', login: 'lead', body: '' });
  const real = submitted({ state: 'COMMENTED', login: 'lead', body: 'Add an example.' });
  const run = await reviewRun(real);
  expect(run.outputs).toMatchObject({ outcome: 'completed', 'job-id': job });
  expect(messages()).toHaveLength(1);
  // Was: a second line, "The review <empty> by lead was not sent to the agent: it asks the agent for nothing."
  expect(answers().filter((line) => line.includes(`review-answered ${empty.id} `))).toEqual([]);
  expect(answers()).toEqual([expect.stringContaining(`review ${real.id}`)]);
});
