/**
 * Was broken, with docs in the same repository (examples/docs-in-same-repository.yml, `wait:
 * sweep`): a turn queued on the agent's docs pull request while the job was busy, then that pull
 * request merged before the job ended.
 * - A queued review was dropped in silence: never sent (right: the job takes no more), but no line
 *   answered it, and its check run said the job's success.
 * - A queued `/docs` was answered "nothing was sent", but its check run said "completed with a pull
 *   request", success.
 * Now both are answered as not sent, and their check runs end neutral, "not sent", naming the way
 * on (a command on the product pull request). The service's clock is the test's.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';

import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { commentEventEnv, eventFile, PR_REPOSITORY, pullRequestEnv, reviewEventEnv } from '../sim/pull-request.ts';
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
const [HEAD1, HEAD2, DOCS1] = ['1', '2', 'd'].map((c) => c.repeat(40)) as [string, string, string];
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
  // A push's event names the head it replaced, as GitHub's does.
  const before = action === 'synchronize' ? { before: shown?.head.sha } : {};
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
  const event = { action, ...before, pull_request, repository: { full_name: PR_REPOSITORY, default_branch: 'main' } };
  const env = pullRequestEnv(github.url, ++runId, { GITHUB_EVENT_PATH: eventFile(event) });
  return actionRun(inputs(), env);
}

const messages = () => sim.requests().filter((r) => r.method === 'POST' && r.url.endsWith('/message'));
const labelled = (pull: number): boolean => github.labels.get(`${PR_REPOSITORY}#${pull}`)?.has(LABEL) === true;
const log = (run: ActionRun): string => run.log.join('\n');

function actionRun(inputs: Record<string, string>, env: Record<string, string>): Promise<ActionRun> {
  return github.running(env, () => runAction(inputs, { killAfterMs: 25_000, env }));
}
function sweepRun(): Promise<ActionRun> {
  const env = pullRequestEnv(github.url, ++runId, {
    GITHUB_EVENT_NAME: 'schedule',
    GITHUB_EVENT_PATH: eventFile({ repository: { full_name: PR_REPOSITORY, default_branch: 'main' } }),
  });
  const sweepInputs = sim.inputs({ sweep: 'true', 'report-token': GITHUB_TOKEN, 'github-token': GITHUB_TOKEN });
  return actionRun(sweepInputs, env);
}
/** A comment run on any pull request, with the author as GitHub names it. */
function commentOn(pull: number, body: string, author?: { login: string; type: string }): Promise<ActionRun> {
  const id = github.addComment(`${PR_REPOSITORY}#${pull}`, body, 'lead').id;
  const env = commentEventEnv(
    github.url,
    ++runId,
    { id, body, login: 'lead' },
    { GITHUB_WORKFLOW: 'Docs' },
    {
      repository: PR_REPOSITORY,
      number: pull,
      ...(author ? { author } : {}),
    },
  );
  return actionRun(inputs(), env);
}

describe('a turn queued on the docs pull request, which is merged before the job ends', () => {
  it('a queued /docs is answered as not sent, and its check run says so, neutral', async () => {
    await prRun(5, 'opened', HEAD1);
    serviceNow = 11 * MINUTE;
    await prRun(6, 'opened', DOCS1);
    await commentOn(6, '/docs add an example', AGENT);
    serviceNow = 12 * MINUTE;
    const queued = await commentOn(6, '/docs and a table', AGENT);
    expect(log(queued)).toContain('is busy, so nothing is sent now');
    const queuedCheck = github.checkRuns.at(-1)!;
    serviceNow = 13 * MINUTE;
    await prRun(6, 'closed', DOCS1, { merged: true, state: 'closed' });
    serviceNow = 30 * MINUTE;
    expect((await sweepRun()).exitCode).toBe(0);
    expect(messages().map((m) => String(m.body))).toEqual([expect.stringContaining('add an example')]);
    expect(github.comments.filter((c) => c.body.startsWith('lead: nothing was sent'))).toHaveLength(1);
    expect({
      conclusion: queuedCheck.conclusion,
      title: queuedCheck.output.title,
      next: (queuedCheck.output.summary ?? '') + (queuedCheck.output.text ?? ''),
    }).toEqual({
      conclusion: 'neutral',
      title: expect.stringContaining('not sent'),
      next: expect.stringContaining('comment /docs on the product pull request'),
    });
    expect(labelled(6)).toBe(false);
  });

  it('a queued review is answered on the docs pull request as not sent, and its check run says so', async () => {
    await prRun(5, 'opened', HEAD1);
    serviceNow = 11 * MINUTE;
    await prRun(6, 'opened', DOCS1);
    await commentOn(6, '/docs add an example', AGENT);
    serviceNow = 12 * MINUTE;
    const review = github.addReview(`${PR_REPOSITORY}#6`, {
      state: 'CHANGES_REQUESTED',
      login: 'lead',
      body: 'Shorter, please.',
    });
    const where = { repository: PR_REPOSITORY, number: 6, head: DOCS1 };
    const queued = await actionRun(
      inputs(),
      reviewEventEnv(github.url, ++runId, review, where, { GITHUB_WORKFLOW: 'Docs' }),
    );
    expect(log(queued)).toContain("a sweep (or this pull request's next run) sends this follow-up once it is not");
    const queuedCheck = github.checkRuns.at(-1)!;
    serviceNow = 13 * MINUTE;
    await prRun(6, 'closed', DOCS1, { merged: true, state: 'closed' });
    serviceNow = 30 * MINUTE;
    expect((await sweepRun()).exitCode).toBe(0);
    serviceNow = 50 * MINUTE;
    expect((await sweepRun()).exitCode).toBe(0);
    expect(messages()).toHaveLength(1);
    const answers = github.comments.filter(
      (c) => c.issue === `${PR_REPOSITORY}#6` && c.body.includes(`review ${review.id}`),
    );
    expect(answers.map((c) => c.body)).toEqual([expect.stringContaining('was not sent to the agent')]);
    expect({ conclusion: queuedCheck.conclusion, title: queuedCheck.output.title }).toEqual({
      conclusion: 'neutral',
      title: expect.stringContaining('not sent'),
    });
  });
});

/**
 * Was broken: a re-run (attempt 2) of a `/docs` run whose attempt 1 sent the command (🚀), after
 * the docs pull request was merged (the job ended): on the docs pull request it answered 😕 beside
 * the 🚀 with "nothing was sent"; on the product pull request it replied that the message "starts a
 * new job" (none started) and turned the job's completed report into "Skipped". Now the re-run sees
 * its earlier attempt's 🚀 and says nothing more on the pull request.
 */
describe('a re-run of a /docs run whose first attempt sent it, after the docs pull request merged', () => {
  const starts = () => sim.requests().filter((r) => r.method === 'POST' && r.url.endsWith('/job'));
  it.each([
    ['the docs pull request', 6, AGENT],
    ['the product pull request', 5, { login: 'octocat', type: 'User' }],
  ])('on %s: no reply, no 😕, no new job', async (_, pull, author) => {
    await prRun(5, 'opened', HEAD1);
    serviceNow = 11 * MINUTE;
    await prRun(6, 'opened', DOCS1);
    const id = github.addComment(`${PR_REPOSITORY}#${pull}`, '/docs add an example', 'lead').id;
    const commandRun = ++runId;
    const attempt = (n: number) =>
      commentEventEnv(
        github.url,
        commandRun,
        { id, body: '/docs add an example', login: 'lead' },
        { GITHUB_WORKFLOW: 'Docs', GITHUB_RUN_ATTEMPT: String(n) },
        { repository: PR_REPOSITORY, number: pull, author },
      );
    await actionRun(inputs(), attempt(1));
    expect(messages()).toHaveLength(1);
    serviceNow = 30 * MINUTE;
    await prRun(6, 'closed', DOCS1, { merged: true, state: 'closed' });
    const commentsBefore = github.comments.length;
    const again = await actionRun(inputs(), attempt(2));
    expect(again.exitCode).toBe(0);
    expect(log(again)).toContain('an earlier attempt of this run sent this command');
    expect({
      newComments: github.comments.slice(commentsBefore).map((c) => c.body),
      reactions: github.reactions.filter((r) => r.commentId === id).map((r) => r.content),
      starts: starts().length,
      messages: messages().length,
    }).toEqual({ newComments: [], reactions: ['eyes', 'rocket'], starts: 1, messages: 1 });
  });
});

describe('a /docs queued on the product pull request, merged while its job worked', () => {
  // Was broken (a helper): the docs pull request merged, the job took no more follow-ups, and the
  // queued command was dropped with no answer (no reaction), while the check run and comment said
  // "the pull request's next push starts a new job": a merged pull request gets no push.
  it('is answered 😕, and the check run says a command on it starts a new job', async () => {
    await prRun(5, 'opened', HEAD1);
    serviceNow = 2 * MINUTE;
    await commentOn(5, '/docs also the flags', { login: 'octocat', type: 'User' });
    serviceNow = 3 * MINUTE;
    await prRun(5, 'closed', HEAD1, { merged: true, state: 'closed' });
    serviceNow = 11 * MINUTE;
    await prRun(6, 'closed', DOCS1, { merged: true, state: 'closed' });
    serviceNow = 25 * MINUTE;
    await sweepRun();
    const queued = github.comments.find((c) => c.body === '/docs also the flags');
    expect(github.reactions.filter((r) => r.commentId === queued?.id).map((r) => r.content)).toContain('confused');
    expect(messages()).toHaveLength(0);
    const said = github.checkRuns.map((run) => JSON.stringify(run.output ?? {})).join('\n');
    expect(said).toContain('comment /docs on it with what to document to start one');
    expect(said).not.toContain('next push starts a new job');
    expect(github.checkRuns.filter((run) => run.status === 'in_progress')).toEqual([]);
  });
});
