/**
 * Was broken: docs in the same repository (examples/docs-in-same-repository.yml, `wait: sweep`).
 * A review on the agent's docs pull request, the job free, is sent by the review's own run; the
 * service refuses it with a 429 whose `retry-after` (an hour: the project's 100 follow-ups an
 * hour are spent) is past what `timeout` leaves. The service certainly did not take it, and the
 * step says so ("The service did not act on the request ... run the workflow again once the limit
 * allows"), yet it writes the review's answer line "was not sent to the agent: rate-limited.",
 * which marks the review answered for good. No later run sends it: not the agent's next push to
 * the docs pull request (which sends "the oldest unanswered review"), not the sweep an hour later.
 * The review never reaches the agent, and the line on the pull request says nothing of what to do.
 * (The docs repository's setup: see badday6-review-429-rerun-sends-nothing.e2e.test.ts.)
 *
 * How a user meets it: the monorepo recipe; a busy hour on the project; a reviewer requests
 * changes on the agent's docs pull request; the follow-up is refused with 429. The reviewer sees
 * "not sent to the agent: rate-limited." and waits for the agent, which never hears of it.
 *
 * What should happen instead (docs/sweep.md: "A queued follow-up the service certainly did not
 * take (a 429, no answer) stays queued, its command unanswered, its check run in progress and the
 * label on: the next sweep sends it"; docs/pull-request.md, "Once, and in the order submitted":
 * "any other run of the docs pull request (the agent's push, ...) sends the oldest unanswered
 * review too"; docs/endings.md: "start or message: 429 until `timeout` ... the service did not act
 * on it"): a review the service did not take stays owed, and a later run (the agent's push, the
 * sweep once the limit allows) sends it, once.
 *
 * Now, as promised: the review's line says it "was not sent to the agent yet" and carries no
 * answer mark, so the review stays owed: the agent's next push sends it once, and the sweep after
 * finds it answered and sends nothing more (docs/pull-request.md, "Said where people look").
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { eventFile, PR_REPOSITORY, pullRequestEnv, reviewEventEnv } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(240_000);
const MINUTE = 60_000;
let serviceNow = 0;
/** The docs pull request each job opens in the same repository, as the test says: #6 unless told. */
const docsPullOf = new Map<string, number>();
const sim = useSimulatedService({
  now: () => serviceNow,
  jobDurationMs: 10 * MINUTE,
  startedPrLink: (id) => `https://github.com/${PR_REPOSITORY}/pull/${docsPullOf.get(id) ?? 6}`,
  repository: `https://github.com/${PR_REPOSITORY}`,
});
/** The workflow's own GITHUB_TOKEN: the one token of the setup. */
const GITHUB_TOKEN = 'ghs_DnobDQCm7JUcKkHnVm5uMGonrNZGmwE';
const [HEAD1, HEAD2, DOCS1, DOCS2] = ['1', '2', 'd', 'e'].map((c) => c.repeat(40)) as [
  string,
  string,
  string,
  string,
  string,
];
const LABEL = 'agent-job-pending';
const AGENT = { login: 'mintlify[bot]', type: 'Bot' };

let github: SimGitHub;
let pulls: Record<string, { number: number; head: { sha: string } } & Record<string, unknown>>;
let runId = 40_000;
afterEach(() => github.close());
beforeEach(async () => {
  serviceNow = 0;
  runId += 100;
  pulls = {
    [`${PR_REPOSITORY}#5`]: { number: 5, head: { sha: HEAD1 }, files: ['src/cli.ts'], user: { login: 'octocat' } },
    [`${PR_REPOSITORY}#7`]: { number: 7, head: { sha: HEAD1 }, files: ['src/api.ts'], user: { login: 'octocat' } },
    [`${PR_REPOSITORY}#6`]: { number: 6, state: 'open', head: { sha: DOCS1 }, files: ['docs/cli.mdx'], user: AGENT },
  };
  github = await startSimulatedGitHub({
    tokens: {
      [GITHUB_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write', actions: 'read' },
    },
    collaborators: { lead: { permission: 'write', role_name: 'write' } },
    pulls,
    comparisons: {
      [`${PR_REPOSITORY}:${HEAD1}...${HEAD2}`]: {
        commits: [{ sha: 'c'.repeat(40), message: 'Add the --dry-run flag' }],
        files: ['src/cli.ts'],
      },
    },
  });
});

/** The recipe's inputs, GITHUB_TOKEN for both tokens. */
const inputs = (extra: Record<string, string> = {}) =>
  sim.inputs({
    prompt: 'Update the documentation for the changes in this pull request.',
    'follow-up-command': '/docs',
    wait: 'sweep',
    'check-name': 'Docs agent',
    'docs-pr-comment': 'true',
    'on-review': 'send',
    paths: 'src/**',
    'report-token': GITHUB_TOKEN,
    'github-token': GITHUB_TOKEN,
    timeout: '60m',
    ...extra,
  });

/** A pull_request run of the one workflow: #5 and #7 are a person's, #6 the agent's. */
function prRun(pull: number, action: string, head: string, extra: Record<string, unknown> = {}): Promise<ActionRun> {
  const shown = pulls[`${PR_REPOSITORY}#${pull}`];
  if (shown) Object.assign(shown, { head: { sha: head } }, extra);
  const pull_request = {
    number: pull,
    draft: false,
    labels: [],
    user: pull === 6 ? AGENT : { login: 'octocat', type: 'User' },
    head: { sha: head, repo: { full_name: PR_REPOSITORY } },
    base: { repo: { full_name: PR_REPOSITORY } },
    ...extra,
  };
  const event = { action, pull_request, repository: { full_name: PR_REPOSITORY, default_branch: 'main' } };
  const env = pullRequestEnv(github.url, ++runId, { GITHUB_EVENT_PATH: eventFile(event) });
  return actionRun(inputs(), env);
}

/** A run of the same workflow on a review of #6 (a review submitted now, unless given). */
function reviewRun(
  review = github.addReview(`${PR_REPOSITORY}#6`, { state: 'CHANGES_REQUESTED', login: 'lead', body: 'Shorter.' }),
): Promise<ActionRun> {
  const where = { repository: PR_REPOSITORY, number: 6 };
  const env = reviewEventEnv(github.url, ++runId, review, where, { GITHUB_WORKFLOW: 'Docs' });
  return actionRun(inputs(), env);
}

const messages = () => sim.requests().filter((r) => r.method === 'POST' && r.url.endsWith('/message'));
const labelled = (pull: number): boolean => github.labels.get(`${PR_REPOSITORY}#${pull}`)?.has(LABEL) === true;

function actionRun(inputs: Record<string, string>, env: Record<string, string>): Promise<ActionRun> {
  return github.running(env, () => runAction(inputs, { killAfterMs: 25_000, env }));
}

/** A run of the same workflow's sweep job, on schedule. */
function sweepRun(): Promise<ActionRun> {
  const env = pullRequestEnv(github.url, ++runId, {
    GITHUB_EVENT_NAME: 'schedule',
    GITHUB_EVENT_PATH: eventFile({ repository: { full_name: PR_REPOSITORY, default_branch: 'main' } }),
  });
  const sweepInputs = sim.inputs({ sweep: 'true', 'report-token': GITHUB_TOKEN, 'github-token': GITHUB_TOKEN });
  return actionRun(sweepInputs, env);
}

describe("a review on the agent's docs pull request whose follow-up the service refused with 429", () => {
  it('is sent by a later run once the limit allows, once', async () => {
    const opened = await prRun(5, 'opened', HEAD1);
    expect(opened.outputs.outcome).toBe('started');
    serviceNow = 11 * MINUTE;
    await sweepRun();
    expect(labelled(5)).toBe(false);
    sim.service().failNextPost({
      http: 429,
      body: '{"error":"Rate limit exceeded: 100 per project per hour"}',
      headers: { 'retry-after': '3600' },
    });
    const own = await reviewRun();
    expect(own.outputs.outcome).toBe('error');
    expect(own.annotations.find((a) => a.command === 'error')?.message).toContain(
      'The service did not act on the request.',
    );
    // An hour later, the limit allows: the agent pushes to its docs pull request, and the schedule runs.
    serviceNow = 80 * MINUTE;
    expect((await prRun(6, 'synchronize', DOCS2)).exitCode).toBe(0);
    expect((await sweepRun()).exitCode).toBe(0);
    const sent = messages()
      .map((m) => String(m.body))
      .filter((body) => body.includes('Shorter.'));
    // The refused POST, and the one later run that sends it.
    expect(sent).toHaveLength(2);
  });
});
