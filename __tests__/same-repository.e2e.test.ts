/**
 * Docs in the same repository (Mintlify's monorepo setting), proven on the bundled action: one
 * workflow (examples/docs-in-same-repository.yml) with one token, GITHUB_TOKEN as report-token and
 * github-token, serves the product pull request and the docs pull request the agent opens beside
 * it. The docs pull request never starts a job; with `wait: sweep` its own events (opened, the
 * agent's pushes) finish the product pull request's pending job once it has ended, with no sweep
 * run; a job not ended yet is left to the schedule. The service's clock is the test's.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { commentEventEnv, eventFile, PR_REPOSITORY, pullRequestEnv, reviewEventEnv } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';
import { until } from './helpers/until.ts';

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
const [HEAD1, HEAD2, DOCS1, DOCS2, DOCS3] = ['1', '2', 'd', 'e', 'f'].map((c) => c.repeat(40)) as [
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

/** A run of the same workflow on a comment on #6; `rerun`: that run's next attempt, on the same comment. */
function commentRun(body: string, rerun?: { commentId: number; runId: number; attempt: number }): Promise<ActionRun> {
  const id = rerun?.commentId ?? github.addComment(`${PR_REPOSITORY}#6`, body, 'lead').id;
  const comment = { id, body, login: 'lead' };
  const env = commentEventEnv(
    github.url,
    rerun?.runId ?? ++runId,
    comment,
    { GITHUB_WORKFLOW: 'Docs', GITHUB_RUN_ATTEMPT: String(rerun?.attempt ?? 1) },
    {
      repository: PR_REPOSITORY,
      number: 6,
    },
  );
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

const starts = () => sim.requests().filter((r) => r.method === 'POST' && r.url.endsWith('/job'));
const messages = () => sim.requests().filter((r) => r.method === 'POST' && r.url.endsWith('/message'));
const labelled = (pull: number): boolean => github.labels.get(`${PR_REPOSITORY}#${pull}`)?.has(LABEL) === true;
const checkOf = (sha: string) => github.checkRuns.find((run) => run.head_sha === sha && run.name === 'Docs agent');
const log = (run: ActionRun): string => run.log.join('\n');

describe("the agent's docs pull request finishes the product pull request's let-go job", () => {
  it('on a push of the agent after the job completed: no sweep run, the check run completed, the label off', async () => {
    const opened = await prRun(5, 'opened', HEAD1);
    expect(opened.outputs).toMatchObject({ outcome: 'started', started: 'true' });
    const job = opened.outputs['job-id'] ?? '';
    expect(checkOf(HEAD1)).toMatchObject({ status: 'in_progress' });
    expect(labelled(5)).toBe(true);
    serviceNow = 11 * MINUTE;
    const pushed = await prRun(6, 'synchronize', DOCS2);
    expect(pushed.exitCode).toBe(0);
    // The docs pull request starts nothing for itself...
    expect(pushed.outputs).toMatchObject({ outcome: 'nothing-new', started: 'false' });
    // ...and finished #5's job, as a sweep would have.
    expect(log(pushed)).toContain(`Job ${job} of pull request #5, whose docs pull request this is, had ended`);
    expect(checkOf(HEAD1)).toMatchObject({ status: 'completed', conclusion: 'success' });
    expect(labelled(5)).toBe(false);
    // The job's comment on the docs pull request (docs-pr-comment), written with GITHUB_TOKEN: /docs there finds the job.
    expect(github.comments.some((c) => c.issue === `${PR_REPOSITORY}#6` && c.body.includes('/docs'))).toBe(true);
    expect(starts()).toHaveLength(1);
    // No claim is left behind.
    expect(github.reactions.filter((r) => r.content === 'hooray')).toHaveLength(0);
  });

  it('opened before the job ended: nothing is finished, and the schedule (the fallback) finishes it', async () => {
    const job = (await prRun(5, 'opened', HEAD1)).outputs['job-id'];
    serviceNow = 5 * MINUTE;
    const early = await prRun(6, 'opened', DOCS1);
    expect(early.outputs.outcome).toBe('nothing-new');
    expect(log(early)).toContain('a job still running is finished by a later event here or by the schedule');
    expect(checkOf(HEAD1)).toMatchObject({ status: 'in_progress' });
    expect(labelled(5)).toBe(true);
    serviceNow = 11 * MINUTE;
    const env = pullRequestEnv(github.url, ++runId, {
      GITHUB_EVENT_NAME: 'schedule',
      GITHUB_EVENT_PATH: eventFile({ repository: { full_name: PR_REPOSITORY, default_branch: 'main' } }),
    });
    // The same workflow's sweep job: sweep: true and the tokens, nothing to start.
    const sweepInputs = sim.inputs({ sweep: 'true', 'report-token': GITHUB_TOKEN, 'github-token': GITHUB_TOKEN });
    const swept = await actionRun(sweepInputs, env);
    expect(JSON.parse(swept.outputs.results ?? '[]')).toEqual([
      { 'pull-request': 5, 'job-id': job, swept: 'finished', outcome: 'completed' },
    ]);
    expect(labelled(5)).toBe(false);
  });

  it("opened while the job works (no prLink yet), on the agent's branch: the job is left, and the log says whose", async () => {
    const job = (await prRun(5, 'opened', HEAD1)).outputs['job-id'] ?? '';
    serviceNow = 5 * MINUTE;
    const head = { sha: DOCS1, ref: `agent/${job}`, repo: { full_name: PR_REPOSITORY } };
    const early = await prRun(6, 'opened', DOCS1, { head });
    expect(early.outputs.outcome).toBe('nothing-new');
    expect(log(early)).toContain(`Job ${job} of pull request #5, whose docs pull request this is, is still running`);
    expect(checkOf(HEAD1)).toMatchObject({ status: 'in_progress' });
    expect(labelled(5)).toBe(true);
  });

  it("finishes only the job that opened it: another pull request's ended job is left to its own", async () => {
    const job = (await prRun(5, 'opened', HEAD1)).outputs['job-id'];
    // #7's job opens its own docs pull request, #8.
    docsPullOf.set((await prRun(7, 'opened', HEAD1)).outputs['job-id'] ?? '', 8);
    serviceNow = 11 * MINUTE;
    const pushed = await prRun(6, 'synchronize', DOCS2);
    expect(log(pushed)).toContain(`Job ${job} of pull request #5, whose docs pull request this is, had ended`);
    expect([labelled(5), labelled(7)]).toEqual([false, true]);
    expect(github.checkRuns.filter((run) => run.status === 'in_progress')).toHaveLength(1);
  });
});

describe('/docs on the docs pull request, its run re-run, then the agent pushes', () => {
  it("the re-run attempt's check run on the head the push replaced is finished there, not left in progress", async () => {
    await prRun(5, 'opened', HEAD1);
    serviceNow = 11 * MINUTE;
    await prRun(6, 'synchronize', DOCS2);
    const first = await commentRun('/docs add an example');
    const comment = github.comments.filter(
      (c) => c.issue === `${PR_REPOSITORY}#6` && c.body === '/docs add an example',
    );
    const rerun = { commentId: comment[0]?.id ?? 0, runId, attempt: 2 };
    const again = await commentRun('/docs add an example', rerun);
    expect([first.outputs.outcome, again.outputs.resumed]).toEqual(['started', 'true']);
    serviceNow = 25 * MINUTE;
    await prRun(6, 'synchronize', DOCS3);
    expect(messages()).toHaveLength(1);
    // The agent's push to its own pull request owes no job: its head's check run says so.
    expect(checkOf(DOCS3)).toMatchObject({ status: 'completed', conclusion: 'skipped' });
    // Attempt 2 wrote the turn's check run on the head the push replaced: the turn's finish ends it there.
    expect(github.checkRuns.filter((run) => run.status === 'in_progress')).toEqual([]);
    const onReplaced = github.checkRuns.filter((run) => run.head_sha === DOCS2 && run.name === 'Docs agent');
    expect(onReplaced.map((run) => run.conclusion)).toEqual(['skipped', 'success']);
  });
});

describe('the same-repository journey, with GITHUB_TOKEN alone', () => {
  it('opened, a push, the docs pull request opened and pushed, /docs and a review on it, merged: one job', async () => {
    const opened = await prRun(5, 'opened', HEAD1);
    expect(opened.outputs.outcome).toBe('started');
    const job = opened.outputs['job-id'];
    serviceNow = 2 * MINUTE;
    const push = await prRun(5, 'synchronize', HEAD2);
    expect(log(push)).toContain('is busy, so nothing is sent now');
    serviceNow = 9 * MINUTE;
    const docsOpened = await prRun(6, 'opened', DOCS1);
    expect(docsOpened.outputs.outcome).toBe('nothing-new');
    expect(labelled(5)).toBe(true);
    // The job ends; the agent pushes to its pull request: #5's job is finished, its queued push sent.
    serviceNow = 11 * MINUTE;
    const agentPush = await prRun(6, 'synchronize', DOCS2);
    expect(log(agentPush)).toContain(
      `whose docs pull request this is, had ended: finished here (completed), and what #5 had queued for it was sent as its follow-up`,
    );
    expect(checkOf(HEAD1)).toMatchObject({ status: 'completed', conclusion: 'success' });
    expect(messages()).toHaveLength(1);
    // The follow-up ends; the agent pushes again: the push's turn is finished, the label comes off.
    serviceNow = 22 * MINUTE;
    const second = await prRun(6, 'synchronize', DOCS3);
    expect(log(second)).toContain('had ended: finished here (completed).');
    expect(checkOf(HEAD2)).toMatchObject({ status: 'completed', conclusion: 'success' });
    expect(labelled(5)).toBe(false);
    // A /docs on the docs pull request reaches the job through the same workflow.
    const command = await commentRun('/docs make the intro shorter');
    expect(command.outputs).toMatchObject({ outcome: 'started', 'job-id': job });
    expect(messages()).toHaveLength(2);
    expect(labelled(6)).toBe(true);
    serviceNow = 33 * MINUTE;
    // The review's run finishes the command's turn first (its job ended), then sends the review.
    const review = await reviewRun();
    expect(review.outputs).toMatchObject({ outcome: 'started', 'job-id': job });
    expect(log(review)).toContain("This pull request's pending job");
    expect(messages()).toHaveLength(3);
    serviceNow = 55 * MINUTE;
    // Its merge's run finishes the review's turn: nothing is left in progress.
    const merged = await prRun(6, 'closed', DOCS3, { merged: true, state: 'closed' });
    expect(merged.outputs.outcome).toBe('nothing-new');
    const productMerged = await prRun(5, 'closed', HEAD2, { merged: true, state: 'closed' });
    expect(productMerged.exitCode).toBe(0);
    expect(starts()).toHaveLength(1);
    expect(github.checkRuns.filter((run) => run.status === 'in_progress')).toEqual([]);
    expect([5, 6].filter(labelled)).toEqual([]);
  });
});

/** The bundled action run as the workflow run `env` names, which the Actions API shows in progress meanwhile. */
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

describe('a review while the let-go job works', () => {
  it('is queued, and the sweep sends it once the job is not active, once, after the command before it', async () => {
    const job = (await prRun(5, 'opened', HEAD1)).outputs['job-id'];
    // The job ends; the sweep finishes it and keeps its comment on the docs pull request, where /docs finds it.
    serviceNow = 11 * MINUTE;
    await sweepRun();
    expect((await commentRun('/docs first: the intro')).outputs).toMatchObject({ outcome: 'started', 'job-id': job });
    expect(messages()).toHaveLength(1);
    // While the job works on it, a second command and a review are queued.
    serviceNow = 12 * MINUTE;
    const command = await commentRun('/docs second: an example');
    expect(log(command)).toContain('is busy, so nothing is sent now');
    const review = github.addReview(`${PR_REPOSITORY}#6`, {
      state: 'COMMENTED',
      login: 'lead',
      body: 'Then: shorter.',
    });
    const queued = await reviewRun(review);
    expect(queued.outputs).toMatchObject({ outcome: 'started', 'job-id': job });
    expect(log(queued)).toContain('is busy, so nothing is sent now');
    expect(messages()).toHaveLength(1);
    // Each sweep sends one queued turn once the job is not active, in the order queued.
    serviceNow = 25 * MINUTE;
    await sweepRun();
    expect(messages().map((m) => String(m.body))).toEqual([
      expect.stringContaining('first: the intro'),
      expect.stringContaining('second: an example'),
    ]);
    // The docs pull request's pushes are the agent's own: the command goes alone, with no news of them.
    expect(String(messages()[1]?.body)).not.toContain('rewritten');
    serviceNow = 40 * MINUTE;
    // Two sweeps at once: the one that takes the lease first is held before it names itself
    // there, until the other has asked for the lease (and, were it to take it, sent what it read).
    const lockComment = github.comments.find(
      (c) => c.issue === `${PR_REPOSITORY}#6` && c.body.includes('wait-for-agent-job'),
    );
    const record = `/repos/${PR_REPOSITORY}/issues/comments/${lockComment?.id}`;
    let letName = (): void => undefined;
    const naming = new Promise<void>((resolve) => (letName = resolve));
    github.faults.push({ method: 'PATCH', path: new RegExp(`^${record}$`), status: 200, until: naming });
    let ended = 0;
    const sweeps = [sweepRun(), sweepRun()].map((run) => run.finally(() => ended++));
    const since = (from: number, method: string, url: (u: string) => boolean): number =>
      github.requests.filter((r, at) => at >= from && r.method === method && url(r.url)).length;
    await until(() => since(0, 'PATCH', (u) => u === record) > 0 || ended > 0);
    const held = github.requests.length;
    const asks = (): number => since(held, 'POST', (u) => u.endsWith('/reactions'));
    const tookOver = (): boolean => since(held, 'DELETE', (u) => u.includes('/reactions/')) > 0;
    await until(() => (asks() >= 2 && !tookOver()) || messages().length >= 3 || ended > 0);
    letName();
    const swept = await Promise.all(sweeps);
    expect(messages()).toHaveLength(3);
    // The lease of a run in progress is never taken over: one holder at a time.
    expect(swept.map(log).join('\n')).not.toContain('takes it over');
    // The review went under the finish's own lease (one 🎉 a run): taken off once, at the end.
    expect(swept.map(log).join('\n')).not.toContain('could not be taken off');
    expect(github.reactions.filter((r) => r.content === 'hooray')).toEqual([]);
    expect(String(messages()[2]?.body)).toContain('Then: shorter.');
    const answers = github.comments.filter(
      (c) => c.issue === `${PR_REPOSITORY}#6` && c.body.includes('review-answered'),
    );
    expect(answers).toEqual([
      expect.objectContaining({ body: expect.stringContaining(`went to the agent (job ${job})`) }),
    ]);
    // A re-run of the review's run, and later sweeps, send nothing more.
    serviceNow = 55 * MINUTE;
    const again = await reviewRun(review);
    expect(log(again)).toContain(`review ${review.id} was answered already`);
    await sweepRun();
    expect(messages()).toHaveLength(3);
  });
});

describe('the docs pull request opened while its job still works', () => {
  // The agent opens it on its branch before the job ends: the service names no prLink yet.
  const onAgentsBranch = (job: string) => {
    const head = { sha: DOCS1, ref: `agent/${job}`, repo: { full_name: PR_REPOSITORY } };
    Object.assign(pulls[`${PR_REPOSITORY}#6`] ?? {}, { head });
    return { head };
  };
  const answered = () =>
    github.comments.filter((c) => c.issue === `${PR_REPOSITORY}#6` && c.body.includes('review-answered'));

  it('a review, its first event: queued for the job, and the sweep sends it once the job is not active', async () => {
    const job = (await prRun(5, 'opened', HEAD1)).outputs['job-id'] ?? '';
    serviceNow = 5 * MINUTE;
    onAgentsBranch(job);
    const queued = await reviewRun();
    expect(queued.outputs).toMatchObject({ outcome: 'started', 'job-id': job });
    expect(log(queued)).toContain('is busy, so nothing is sent now');
    expect(log(queued)).not.toContain('No review sent');
    expect(messages()).toHaveLength(0);
    serviceNow = 11 * MINUTE;
    await sweepRun();
    expect(messages().map((m) => String(m.body))).toEqual([expect.stringContaining('Shorter.')]);
    expect(answered()).toEqual([
      expect.objectContaining({ body: expect.stringContaining(`went to the agent (job ${job})`) }),
    ]);
    serviceNow = 25 * MINUTE;
    await sweepRun();
    expect(messages()).toHaveLength(1);
    expect(github.checkRuns.filter((run) => run.status === 'in_progress')).toEqual([]);
  });

  it('a /docs after its opened event: queued for the job, not refused, and sent once by the sweep', async () => {
    const job = (await prRun(5, 'opened', HEAD1)).outputs['job-id'] ?? '';
    serviceNow = 5 * MINUTE;
    const opened = await prRun(6, 'opened', DOCS1, onAgentsBranch(job));
    expect(opened.outputs.outcome).toBe('nothing-new');
    const command = await commentRun('/docs also document the --dry-run flag');
    expect(command.outputs).toMatchObject({ outcome: 'started', 'job-id': job });
    expect(log(command)).toContain('is busy, so nothing is sent now');
    const reactions = () => github.reactions.map((r) => r.content);
    expect(reactions()).not.toContain('confused');
    serviceNow = 11 * MINUTE;
    await sweepRun();
    serviceNow = 25 * MINUTE;
    await sweepRun();
    expect(messages().map((m) => String(m.body))).toEqual([expect.stringContaining('--dry-run flag')]);
    expect(reactions()).toEqual(expect.arrayContaining(['eyes', 'rocket']));
    expect(github.checkRuns.filter((run) => run.status === 'in_progress')).toEqual([]);
  });
});

describe('a review whose own run never came (cancelled while pending, or stopped)', () => {
  it("is sent by the docs pull request's next run of another event, once, oldest first, one a run", async () => {
    const job = (await prRun(5, 'opened', HEAD1)).outputs['job-id'];
    serviceNow = 11 * MINUTE;
    await sweepRun();
    // Two reviews whose runs never came: no run answered them.
    const first = github.addReview(`${PR_REPOSITORY}#6`, {
      state: 'COMMENTED',
      login: 'lead',
      body: 'First: shorter.',
    });
    const second = github.addReview(`${PR_REPOSITORY}#6`, {
      state: 'COMMENTED',
      login: 'lead',
      body: 'Then: a table.',
    });
    // The agent pushes to its docs pull request: that run sends the older review to the job.
    const pushed = await prRun(6, 'synchronize', DOCS2);
    expect(pushed.outputs).toMatchObject({ outcome: 'started', 'job-id': job });
    expect(log(pushed)).toContain(`Review ${first.id} of this pull request was not answered by its own run`);
    expect(messages().map((m) => String(m.body))).toEqual([expect.stringContaining('First: shorter.')]);
    const answers = () =>
      github.comments.filter((c) => c.issue === `${PR_REPOSITORY}#6` && c.body.includes('review-answered'));
    expect(answers()).toEqual([
      expect.objectContaining({
        body: expect.stringContaining(`review ${first.id} by lead went to the agent (job ${job})`),
      }),
    ]);
    // The job works on it: the next push queues the newer one, and the sweep sends it once the job is not active.
    serviceNow = 13 * MINUTE;
    const busy = await prRun(6, 'synchronize', DOCS3);
    expect(log(busy)).toContain('is busy, so nothing is sent now');
    serviceNow = 30 * MINUTE;
    await sweepRun();
    expect(messages().map((m) => String(m.body))).toEqual([
      expect.stringContaining('First: shorter.'),
      expect.stringContaining('Then: a table.'),
    ]);
    expect(answers()).toHaveLength(2);
    // Their own runs, should they come after all, and later events send nothing more.
    serviceNow = 45 * MINUTE;
    for (const review of [first, second])
      expect(log(await reviewRun(review))).toContain(`review ${review.id} was answered already`);
    await prRun(6, 'synchronize', DOCS1);
    expect(messages()).toHaveLength(2);
    expect(starts()).toHaveLength(1);
  });
});

describe('in the order written, with the runner let go', () => {
  it("a review's own run, the job free, sends the earlier review no run answered first, and queues its own behind it", async () => {
    const job = (await prRun(5, 'opened', HEAD1)).outputs['job-id'];
    serviceNow = 11 * MINUTE;
    await sweepRun();
    github.addReview(`${PR_REPOSITORY}#6`, { state: 'COMMENTED', login: 'lead', body: 'First: shorter.' });
    const second = github.addReview(`${PR_REPOSITORY}#6`, {
      state: 'COMMENTED',
      login: 'lead',
      body: 'Then: a table.',
    });
    const own = await reviewRun(second);
    expect(own.outputs).toMatchObject({ outcome: 'started', 'job-id': job });
    expect(messages().map((m) => String(m.body))).toEqual([expect.stringContaining('First: shorter.')]);
    serviceNow = 25 * MINUTE;
    await sweepRun();
    expect(messages().map((m) => String(m.body))).toEqual([
      expect.stringContaining('First: shorter.'),
      expect.stringContaining('Then: a table.'),
    ]);
    const answers = github.comments.filter(
      (c) => c.issue === `${PR_REPOSITORY}#6` && c.body.includes('review-answered'),
    );
    expect(answers).toHaveLength(2);
  });

  it('a review queued while the job was busy, an earlier one no run answered: the sweep sends the earlier first', async () => {
    await prRun(5, 'opened', HEAD1);
    serviceNow = 11 * MINUTE;
    await sweepRun();
    expect((await commentRun('/docs start: the intro')).outputs.outcome).toBe('started');
    serviceNow = 12 * MINUTE;
    github.addReview(`${PR_REPOSITORY}#6`, { state: 'COMMENTED', login: 'lead', body: 'First: shorter.' });
    const second = github.addReview(`${PR_REPOSITORY}#6`, {
      state: 'COMMENTED',
      login: 'lead',
      body: 'Then: a table.',
    });
    expect(log(await reviewRun(second))).toContain('is busy, so nothing is sent now');
    serviceNow = 25 * MINUTE;
    await sweepRun();
    serviceNow = 40 * MINUTE;
    await sweepRun();
    expect(messages().map((m) => String(m.body))).toEqual([
      expect.stringContaining('start: the intro'),
      expect.stringContaining('First: shorter.'),
      expect.stringContaining('Then: a table.'),
    ]);
  });

  it('a /docs command with an earlier command no run answered: the earlier goes first, this one behind it', async () => {
    const job = (await prRun(5, 'opened', HEAD1)).outputs['job-id'];
    serviceNow = 11 * MINUTE;
    await sweepRun();
    github.addComment(`${PR_REPOSITORY}#6`, '/docs first: the intro', 'lead');
    const own = await commentRun('/docs then: an example');
    expect(own.outputs).toMatchObject({ outcome: 'started', 'job-id': job });
    expect(messages().map((m) => String(m.body))).toEqual([expect.stringContaining('first: the intro')]);
    serviceNow = 25 * MINUTE;
    await sweepRun();
    expect(messages().map((m) => String(m.body))).toEqual([
      expect.stringContaining('first: the intro'),
      expect.stringContaining('then: an example'),
    ]);
  });
});

describe('an owed review on a bad day', () => {
  /** The job ended and the sweep kept its comment on the docs pull request, where the reviews' lock lives. */
  async function jobEnded(): Promise<string> {
    const job = (await prRun(5, 'opened', HEAD1)).outputs['job-id'] ?? '';
    serviceNow = 11 * MINUTE;
    await sweepRun();
    return job;
  }
  const answered = () =>
    github.comments.filter((c) => c.issue === `${PR_REPOSITORY}#6` && c.body.includes('review-answered'));

  it("its author's permission GitHub does not give: left unanswered, and the next run sends it", async () => {
    await jobEnded();
    github.addReview(`${PR_REPOSITORY}#6`, { state: 'COMMENTED', login: 'lead', body: 'Shorter.' });
    github.faults.push({ method: 'GET', path: /\/collaborators\/lead\/permission$/, status: 502, times: 12 });
    const first = await prRun(6, 'synchronize', DOCS2);
    expect(first.outputs.outcome).toBe('nothing-new');
    expect(log(first)).toContain('the permission of its author could not be read');
    expect([messages(), answered()]).toEqual([[], []]);
    github.faults.length = 0;
    const next = await prRun(6, 'synchronize', DOCS3);
    expect(next.outputs.outcome).toBe('started');
    expect(messages()).toEqual([expect.objectContaining({ body: expect.stringContaining('Shorter.') })]);
    expect(answered()).toHaveLength(1);
  });

  it('reviews whose line comments were deleted ask nothing: they neither block the one behind them nor cost a turn', async () => {
    await jobEnded();
    for (let n = 0; n < 25; n++)
      github.addReview(`${PR_REPOSITORY}#6`, { state: 'COMMENTED', login: 'lead', body: '' });
    github.addReview(`${PR_REPOSITORY}#6`, { state: 'COMMENTED', login: 'lead', body: 'A table, please.' });
    const pushed = await prRun(6, 'synchronize', DOCS2);
    expect(pushed.outputs.outcome).toBe('started');
    expect(messages()).toEqual([expect.objectContaining({ body: expect.stringContaining('A table, please.') })]);
    expect(log(pushed)).not.toContain('No review sent');
  });

  it("another run holding the reviews' lock: the push ends as it would have, and the review waits for the next run", async () => {
    await jobEnded();
    const lockComment = github.comments.find(
      (c) => c.issue === `${PR_REPOSITORY}#6` && c.body.includes('wait-for-agent-job'),
    );
    if (!lockComment) throw new Error('no comment on the docs pull request');
    github.reactions.push({
      id: 99_001,
      commentId: lockComment.id,
      content: 'hooray',
      login: 'github-actions[bot]',
      created_at: new Date(github.now()).toISOString(),
    });
    github.workflowRuns.push({
      id: 1,
      path: '.github/workflows/docs.yml',
      status: 'in_progress',
      event: 'pull_request_review',
    });
    github.addReview(`${PR_REPOSITORY}#6`, { state: 'COMMENTED', login: 'lead', body: 'Shorter.' });
    const pushed = await prRun(6, 'synchronize', DOCS2);
    expect(pushed.outputs.outcome).toBe('nothing-new');
    expect(log(pushed)).toContain("another run holds the reviews' lock now: the next run sends it");
    expect(messages()).toEqual([]);
    // The holder let go (or died): the next run sends it.
    github.reactions.splice(
      github.reactions.findIndex((r) => r.id === 99_001),
      1,
    );
    expect((await prRun(6, 'synchronize', DOCS3)).outputs.outcome).toBe('started');
    expect(messages()).toHaveLength(1);
  });

  it('an answer GitHub fails once is written again: the review is sent once, whatever runs next', async () => {
    await jobEnded();
    github.addReview(`${PR_REPOSITORY}#6`, { state: 'COMMENTED', login: 'lead', body: 'Shorter.' });
    github.faults.push({ method: 'POST', path: /\/issues\/6\/comments$/, status: 502, times: 1 });
    await prRun(6, 'synchronize', DOCS2);
    expect(answered()).toHaveLength(1);
    serviceNow = 30 * MINUTE;
    await sweepRun();
    await prRun(6, 'synchronize', DOCS3);
    expect(messages()).toHaveLength(1);
  });
});

describe('the demo, with no account', () => {
  it('plays the journey as plain text', () => {
    const demo = path.join(import.meta.dirname, '..', 'sim', 'demo.ts');
    const output = execFileSync(process.execPath, [demo, 'same-repository'], { encoding: 'utf8', timeout: 200_000 });
    expect(output).toContain('finished here');
    expect(output).toMatch(/Starts: 1\b/);
    // Each check run by its pull request and head; each outcome by the pull request it is for.
    expect(output).toContain('#5 1111111 success, #5 2222222 in_progress, #6 ddddddd skipped');
    expect(output).toContain('outcome for #6: nothing-new');
    expect(output).toContain('and what #5 had queued for it was sent as its follow-up');
    // A review whose run was cancelled is sent by the agent's next push.
    expect(output).toContain('was not answered by its own run');
    expect(output).toMatch(/follow-ups: 4\b/);
    expect(output).not.toMatch(/<[a-z/][^>]*>|&#?\w+;|[\u200b-\u200d\u2060\ufeff]/);
  });
});

describe('a /docs queued on the docs pull request, sent once the agent pushed there', () => {
  // Was broken: the queued turn's record named no head (a comment's event names none), so when the
  // agent's push moved the head and its run sent the command, the sent turn's check run went on the
  // new head and the queued one's, on the old head, stayed in progress for good (a helper's find).
  it("finishes the queued turn's check run on the head it was queued at", async () => {
    const job = (await prRun(5, 'opened', HEAD1)).outputs['job-id'] ?? '';
    const head = { sha: DOCS1, ref: `agent/${job}`, repo: { full_name: PR_REPOSITORY } };
    Object.assign(pulls[`${PR_REPOSITORY}#6`] ?? {}, { head });
    serviceNow = 11 * MINUTE;
    await prRun(6, 'opened', DOCS1, { head });
    await commentRun('/docs make the intro shorter');
    serviceNow = 13 * MINUTE;
    await commentRun('/docs and add a table');
    serviceNow = 24 * MINUTE;
    await prRun(6, 'synchronize', DOCS2, { head: { ...head, sha: DOCS2 } });
    serviceNow = 40 * MINUTE;
    await sweepRun();
    expect(messages()).toHaveLength(2);
    expect(github.checkRuns.filter((run) => run.status === 'in_progress')).toEqual([]);
    expect(github.checkRuns.filter((run) => run.head_sha === DOCS1 && run.conclusion === 'success')).not.toEqual([]);
  });
});
