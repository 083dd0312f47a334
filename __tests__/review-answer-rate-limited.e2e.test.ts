/**
 * Was broken: a review of the docs pull request that was sent to the agent is sent again by the next
 * run when GitHub rate-limits the line that answers it (a 403 secondary rate limit, the most
 * common one for comment creations, asking to wait 15 s, or a minute). In src/step/review-comment.ts `answer`,
 * the sent review's answer line (the only proof a review was sent: docs/pull-request.md, "A review
 * is _answered_ once the action's account wrote its line") is written on the short write budget
 * (`wire.write()`), so a rate limit longer than it is a warning and no line. A `/docs` command's
 * proof, its 🚀, is written on `recordSent` (90 s) exactly so that a rate limit cannot do this
 * (docs/pull-request.md, "The queue of commands": "The 🚀 that records a command as sent waits out
 * a rate limit (up to 90 s, as GitHub asks a minute): a send left unrecorded would be sent again
 * by the next run"); the review's line has no such wait.
 *
 * How a user meets it: the docs repository's workflow (`converse-on-docs-pull-request.yml`). A
 * reviewer requests changes on the agent's docs pull request; its run sends the review; GitHub
 * answers the line's POST with its secondary rate limit (several runs commenting at once). The
 * reviewer then adds a comment review: its run finds the first review "unanswered" and sends it
 * to the agent a second time, before the new one.
 *
 * Was: the first run warns "The line answering review 1003, which was sent, could not be
 * written on the pull request (GitHub kept limiting the rate (HTTP 403 ...); GitHub asked to wait
 * 15s, longer than the step has for it); a later run may send that review again", and the service
 * receives the first review's message twice.
 *
 * What should happen instead: docs/pull-request.md, "Reviews on the docs pull request": "Once, and
 * in the order submitted" and the "What holds" row "starts two runs for one review (...): the
 * review is sent once". The answer line of a sent review waits out a rate limit as the 🚀 does.
 *
 * (The setup is reviews.e2e.test.ts's; the docs repository's token has `actions: read`, as the
 * docs ask, so the reviews' lock the rate-limited run could not take off is free at once.)
 */
/**
 * Reviews on the docs pull request reach the agent, one follow-up per review, proven on the
 * bundled action: the product pull request's run starts the job and keeps the comment on the
 * docs pull request (`docs-pr-comment`); a review submitted there starts the docs repository's
 * workflow (`follow-up-command`, `on-review: send` by default), whose step reads the review and
 * its line comments, finds the job in that comment and sends the review as one message. The
 * product pull request's next run mirrors it: who reviewed, and which reviews went to the agent.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
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
let runId = 952_000;
/** The product pull request's run of the test; the docs repository's runs come after it. */
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
    {
      killAfterMs: 60_000,
      env,
    },
  );
}

const messages = (): string[] =>
  sim
    .requests()
    .filter((request) => request.method === 'POST' && request.url.endsWith('/message'))
    .map((request) => String((JSON.parse(request.body ?? '{}') as { prompt?: unknown }).prompt));
describe('a sent review whose answer line GitHub rate-limits', () => {
  it("is not sent again by the next review's run", async () => {
    await started();
    const first = submitted({ state: 'CHANGES_REQUESTED', login: 'lead', body: 'Tighten the flag docs.' });
    const firstRun = reviewRun(first);
    // Once the review went to the service, GitHub limits the rate of the line answering it.
    while (messages().length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    github.faults.push({
      method: 'POST',
      path: /\/repos\/acme\/docs\/issues\/101\/comments$/,
      status: 403,
      headers: { 'retry-after': '15' },
      body: { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' },
    });
    expect((await firstRun).outputs.outcome).toBe('completed');

    const second = submitted({ state: 'COMMENTED', login: 'lead', body: 'Also mention the default.' });
    await reviewRun(second);

    // Was: the first review twice, then the second.
    expect(messages().map((m) => m.split('\n')[0])).toEqual([
      'A review of the docs pull request by lead requests changes.',
      'A review of the docs pull request by lead comments.',
    ]);
  });
});
