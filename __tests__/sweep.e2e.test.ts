/**
 * No idle runner, proven on the bundled action: a pull request's step with `wait: sweep` starts
 * the job and ends in seconds, leaving the check run in progress, a pending record and the
 * label; a sweep (`sweep: true`, on schedule) finishes each ended job as the waiting step would
 * have, once, whoever else meets it; what was queued while the job was busy is sent by the sweep.
 * The service's clock is the test's: a job ends when the test says so, never by the wall clock.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { execFileSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { eventFile, PR_REPOSITORY, PR_STEP, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { readCommentRecords } from '../src/pull-request/record.ts';
import { deadlinesPassed } from './helpers/deadlines-passed.ts';
import { useSimulatedService } from './helpers/simulated.ts';
import { once } from './helpers/until.ts';

jest.setTimeout(120_000);
let serviceNow = 0;
const sim = useSimulatedService({ now: () => serviceNow, jobDurationMs: 60_000 });
const PROMPT = 'Document the changes of this pull request.';
const [HEAD1, HEAD2] = ['1', '2'].map((digit) => digit.repeat(40)) as [string, string];
const LABEL = 'agent-job-pending';

let github: SimGitHub;
let pulls: Record<string, { number: number; head: { sha: string }; files: string[] }>;
let runId = 20_000;
afterEach(() => github.close());
beforeEach(async () => {
  serviceNow = 0;
  runId += 50;
  pulls = Object.fromEntries(
    [5, 6, 7].map((n) => [`${PR_REPOSITORY}#${n}`, { number: n, head: { sha: HEAD1 }, files: ['src/a.ts'] }]),
  );
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: {
        repository: PR_REPOSITORY,
        readable: ['acme/docs'],
        pullRequests: 'write',
        checks: 'write',
        actions: 'write',
      },
    },
    collaborators: { lead: { permission: 'write', role_name: 'write' } },
    pulls,
    comparisons: {
      [`${PR_REPOSITORY}:${HEAD1}...${HEAD2}`]: {
        commits: [{ sha: 'c'.repeat(40), message: 'Add the --flag option' }],
        files: ['src/flag.ts'],
      },
    },
  });
});

const stepInputs = (extra: Record<string, string> = {}) =>
  sim.inputs({
    prompt: PROMPT,
    wait: 'sweep',
    'check-name': 'Docs',
    'report-token': REPORT_TOKEN,
    'github-token': REPORT_TOKEN,
    'follow-up-command': '/docs',
    timeout: '30m',
    'poll-interval': '10s',
    ...extra,
  });

/** A run of the product workflow on a pull request event. */
function prRun(
  pull: number,
  action: string,
  head: string,
  extra: Record<string, string> = {},
  onStart?: (child: ChildProcess) => void,
): Promise<ActionRun> {
  runId++;
  const event = {
    action,
    pull_request: {
      number: pull,
      draft: false,
      labels: [],
      head: { sha: head, repo: { full_name: PR_REPOSITORY } },
      base: { repo: { full_name: PR_REPOSITORY } },
    },
    repository: { full_name: PR_REPOSITORY, default_branch: 'main' },
  };
  const env = pullRequestEnv(github.url, runId, { GITHUB_EVENT_PATH: eventFile(event) });
  return runAction(stepInputs(extra), { killAfterMs: 25_000, env, ...(onStart ? { onStart } : {}) });
}

/** A run of the sweep's workflow, on schedule. */
function sweep(
  extra: Record<string, string> = {},
  event = 'schedule',
  onStart?: (child: ChildProcess) => void,
): Promise<ActionRun> {
  runId++;
  const env = pullRequestEnv(github.url, runId, {
    GITHUB_EVENT_NAME: event,
    GITHUB_EVENT_PATH: eventFile({ repository: { full_name: PR_REPOSITORY, default_branch: 'main' } }),
    GITHUB_WORKFLOW: 'Sweep',
    GITHUB_JOB: 'sweep',
    GITHUB_ACTION: 'sweep',
  });
  const inputs = sim.inputs({ sweep: 'true', 'report-token': REPORT_TOKEN, 'github-token': REPORT_TOKEN, ...extra });
  return runAction(inputs, { killAfterMs: 25_000, env, ...(onStart ? { onStart } : {}) });
}

const checkRunsOf = (sha: string) => github.checkRuns.filter((run) => run.head_sha === sha && run.name === 'Docs');
const labelled = (pull: number): boolean => github.labels.get(`${PR_REPOSITORY}#${pull}`)?.has(LABEL) === true;
const commentOf = (pull: number) =>
  github.comments.find((c) => c.issue === `${PR_REPOSITORY}#${pull}` && c.body.includes('<!-- wait-for-agent-job'));
const servicePosts = () => sim.requests().filter((request) => request.method === 'POST');

/** A run of the product workflow on a `/docs` comment by lead on #5, written now. */
async function commandRun(body: string): Promise<{ id: number; run: ActionRun }> {
  const { id } = github.addComment(`${PR_REPOSITORY}#5`, body, 'lead');
  runId++;
  const event = {
    action: 'created',
    issue: { number: 5, pull_request: { url: `${github.url}/repos/${PR_REPOSITORY}/pulls/5` } },
    comment: { id, body, user: { login: 'lead', type: 'User' } },
    repository: { full_name: PR_REPOSITORY, default_branch: 'main' },
  };
  const env = pullRequestEnv(github.url, runId, {
    GITHUB_EVENT_NAME: 'issue_comment',
    GITHUB_EVENT_PATH: eventFile(event),
    GITHUB_ACTOR: 'lead',
  });
  return { id, run: await runAction(stepInputs(), { killAfterMs: 25_000, env }) };
}

const finishes = () =>
  github.requests.filter(
    (r) => r.method === 'PATCH' && /check-runs\/\d+$/.test(r.url) && JSON.stringify(r.body).includes('"conclusion"'),
  );

describe('wait: sweep lets the runner go', () => {
  it('starts the job, leaves the check run in progress with a pending record and the label, and ends', async () => {
    const run = await prRun(5, 'opened', HEAD1);
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'started', started: 'true' });
    expect(run.outputs['job-id']).toMatch(/^job-started-\d+$/);
    expect(run.log.join('\n')).toContain("The runner is let go ('wait: sweep')");
    // One POST and no poll: the step does not wait.
    expect(sim.requests().map((r) => r.method)).toEqual(['POST']);
    expect(checkRunsOf(HEAD1)).toEqual([expect.objectContaining({ status: 'in_progress', conclusion: null })]);
    expect(labelled(5)).toBe(true);
    const kept = readCommentRecords(commentOf(5)?.body, PR_STEP, DEMO_API_KEY);
    expect(kept?.records[0]?.pending).toMatchObject({ check: 'Docs', sha: HEAD1, workflow: 'Docs', job: 'docs' });
    expect(run.summary).toContain('a sweep (or the pull request&#39;s next run) finishes the check run');
  });

  it('is refused on an event that is not about a pull request, by name', async () => {
    runId++;
    const env = pullRequestEnv(github.url, runId, { GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: eventFile({}) });
    const run = await runAction(stepInputs(), { killAfterMs: 25_000, env });
    expect(run.exitCode).toBe(1);
    expect(run.annotations.map((a) => a.message).join('\n')).toContain("'wait' is sweep, but this run's event (push)");
    expect(servicePosts()).toHaveLength(0);
  });

  it.each(['pull_request', 'push'])(
    "a sweep on a %s event is refused, naming the sweep's own workflow",
    async (event) => {
      const run = await sweep({}, event);
      expect(run.exitCode).toBe(1);
      expect(run.annotations.map((a) => a.message).join('\n')).toContain(
        `'sweep' is true, but this run's event is ${event}: a sweep runs in its own workflow`,
      );
      expect(github.requests).toHaveLength(0);
    },
  );

  it('a sweep that finds nothing pending says so in one read of GitHub', async () => {
    const run = await sweep();
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'completed', results: '[]', 'pending-count': '0' });
    expect(github.requests.map((r) => `${r.method} ${r.url.split('?')[0]}`)).toEqual([
      `GET /repos/${PR_REPOSITORY}/issues`,
    ]);
    expect(sim.requests()).toHaveLength(0);
  });
});

describe('a sweep finishes what ended, once', () => {
  it('finishes the one job of three that ended, as the waiting step would have', async () => {
    const six = (await prRun(6, 'opened', HEAD1)).outputs['job-id'];
    serviceNow = 50_000;
    const five = (await prRun(5, 'opened', HEAD1)).outputs['job-id'];
    const seven = (await prRun(7, 'opened', HEAD1)).outputs['job-id'];
    serviceNow = 65_000;
    const run = await sweep();
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'completed', 'completed-count': '1', 'pending-count': '2' });
    expect(JSON.parse(run.outputs.results ?? '[]')).toEqual([
      { 'pull-request': 5, 'job-id': five, swept: 'running' },
      { 'pull-request': 6, 'job-id': six, swept: 'finished', outcome: 'completed' },
      { 'pull-request': 7, 'job-id': seven, swept: 'running' },
    ]);
    const finished = github.checkRuns.find((r) => r.status === 'completed');
    expect(finished).toMatchObject({ conclusion: 'success' });
    expect(github.checkRuns.filter((r) => r.status === 'in_progress')).toHaveLength(2);
    expect(commentOf(6)?.body).toContain('completed');
    expect(readCommentRecords(commentOf(6)?.body, { ...PR_STEP, pull: 6 }, DEMO_API_KEY)?.records[0]?.pending).toBe(
      undefined,
    );
    expect([5, 6, 7].map(labelled)).toEqual([true, false, true]);
    // One read of each pending job.
    expect(sim.requests().filter((r) => r.method === 'GET')).toHaveLength(3);
  });

  it('two sweeps that meet finish the job and dispatch once', async () => {
    const job = (await prRun(5, 'opened', HEAD1, { 'on-finish-dispatch': 'docs-review.yml' })).outputs['job-id'];
    serviceNow = 61_000;
    github.workflowRuns.push(RUNNING_ELSEWHERE);
    const [a, b] = await Promise.all([sweep(), sweep()]);
    expect([a.exitCode, b.exitCode]).toEqual([0, 0]);
    expect(finishes()).toHaveLength(1);
    expect(github.dispatches).toEqual([
      {
        repository: PR_REPOSITORY,
        workflow: 'docs-review.yml',
        ref: 'main',
        inputs: {
          'job-id': job,
          outcome: 'completed',
          'pr-link': `https://github.com/acme/docs/pull/${100 + Number(job?.replace(/\D/g, ''))}`,
          'pull-request': '5',
          'head-sha': HEAD1,
        },
      },
    ]);
    expect(labelled(5)).toBe(false);
    // The claim is let go once the finish is written: nothing is left on the comment.
    expect(github.reactions.filter((r) => r.content === 'hooray')).toHaveLength(0);
  });

  it("a sweep and the pull request's next run that meet finish the job once", async () => {
    await prRun(5, 'opened', HEAD1);
    serviceNow = 61_000;
    github.workflowRuns.push(RUNNING_ELSEWHERE);
    const [swept, labelRun] = await Promise.all([sweep(), prRun(5, 'labeled', HEAD1)]);
    expect([swept.exitCode, labelRun.exitCode]).toEqual([0, 0]);
    const bySweep = swept.outputs.results?.includes('"swept":"finished"') === true;
    const byRun = labelRun.log.join('\n').includes('finished here');
    expect(Number(bySweep) + Number(byRun)).toBe(1);
    // The let-go step's own check run is concluded once; the label run keeps its own.
    const [letGo] = checkRunsOf(HEAD1);
    expect(letGo?.history.filter((write) => write.conclusion !== undefined)).toHaveLength(1);
  });

  it('leaves a live claim alone, and takes over one its run left 10 minutes ago', async () => {
    await prRun(5, 'opened', HEAD1);
    const comment = commentOf(5);
    if (!comment) throw new Error('no comment');
    const claim = { id: 99_001, commentId: comment.id, content: 'hooray', login: 'github-actions[bot]' };
    github.reactions.push({ ...claim, created_at: new Date(github.now()).toISOString() });
    // Its holder is alive: the Actions API lists it in progress.
    github.workflowRuns.push(RUNNING_ELSEWHERE);
    serviceNow = 61_000;
    const live = await sweep();
    expect(JSON.parse(live.outputs.results ?? '[]')).toEqual([expect.objectContaining({ swept: 'elsewhere' })]);
    expect(finishes()).toHaveLength(0);
    github.reactions[github.reactions.length - 1]!.created_at = new Date(github.now() - 11 * 60_000).toISOString();
    const dead = await sweep();
    expect(JSON.parse(dead.outputs.results ?? '[]')).toEqual([expect.objectContaining({ swept: 'finished' })]);
    expect(dead.log.join('\n')).toContain('its run died; this run takes it over');
    expect(finishes()).toHaveLength(1);
    expect(github.reactions.filter((r) => r.content === 'hooray')).toHaveLength(0);
  });

  it('finishes a job past its recorded deadline as timed out', async () => {
    const job = (await prRun(5, 'opened', HEAD1)).outputs['job-id'];
    deadlinesPassed(commentOf(5), github.now());
    const run = await sweep();
    expect(JSON.parse(run.outputs.results ?? '[]')).toEqual([
      { 'pull-request': 5, 'job-id': job, swept: 'finished', outcome: 'timed-out' },
    ]);
    expect(checkRunsOf(HEAD1)[0]).toMatchObject({ status: 'completed', conclusion: 'timed_out' });
    expect(labelled(5)).toBe(false);
  });

  it("takes nothing from a record that is not the action's, and takes the label off", async () => {
    const job = (await prRun(5, 'opened', HEAD1)).outputs['job-id'];
    const marker = /<!-- wait-for-agent-job[^>]*-->/.exec(commentOf(5)?.body ?? '')?.[0] ?? '';
    // Someone copies the marker onto pull request 6 and labels it.
    github.addComment(`${PR_REPOSITORY}#6`, `look\n${marker}`, 'mallory');
    github.labels.set(`${PR_REPOSITORY}#6`, new Set([LABEL]));
    serviceNow = 61_000;
    const run = await sweep();
    expect(JSON.parse(run.outputs.results ?? '[]')).toEqual([
      { 'pull-request': 5, 'job-id': job, swept: 'finished', outcome: 'completed' },
      { 'pull-request': 6, swept: 'none' },
    ]);
    expect(labelled(6)).toBe(false);
    expect(github.comments.filter((c) => c.issue === `${PR_REPOSITORY}#6`)).toHaveLength(1);
  });
});

/** The claim (🎉) on pull request 5's comment, if any, and the run its record names. */
const hooray = () => github.reactions.filter((r) => r.content === 'hooray');
const claimNamed = () =>
  readCommentRecords(commentOf(5)?.body, PR_STEP, DEMO_API_KEY, true)?.records.find((r) => r.pending)?.pending?.claim;
/** How often the let-go step's check run was concluded (a write GitHub refused is not one). */
const concluded = () => checkRunsOf(HEAD1)[0]?.history.filter((write) => write.conclusion !== undefined).length ?? 0;
/**
 * A run the Actions API lists in progress while the test's concurrent runs (or a live claim's
 * holder) run: GitHub lists a running run so; the simulated GitHub lists only what a test gives it.
 */
const RUNNING_ELSEWHERE = { id: 777, path: '.github/workflows/sweep.yml', status: 'in_progress', event: 'schedule' };
const sweepRun = (id: number, status: string) => ({
  id,
  path: '.github/workflows/sweep.yml',
  status,
  event: 'schedule',
});

/** Resolves once the simulated GitHub has received a request that matches, after the first `after` requests. */
function whenAsked(method: string, path: RegExp, after: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      const asked = github.requests.slice(after);
      if (!asked.some((r) => r.method === method && path.test(r.url.split('?')[0] ?? ''))) return;
      clearInterval(timer);
      resolve();
    }, 10);
  });
}

describe('a claim is taken off on every path, and a dead run holds none', () => {
  const secondary = {
    message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
  };
  it.each([
    ['a 429 with retry-after', { status: 429, headers: { 'retry-after': '120' } }],
    ['a 429 without retry-after', { status: 429 }],
    ['a 403 secondary rate limit', { status: 403, body: secondary }],
  ])(
    'a finish GitHub rate-limits (%s) leaves its claim naming its run; the next sweep finishes at once once that run ended',
    async (_, fault) => {
      await prRun(5, 'opened', HEAD1);
      serviceNow = 61_000;
      github.faults.push({ method: 'PATCH', path: /\/check-runs\/\d+$/, ...fault });
      const limited = await sweep();
      const first = runId;
      expect(JSON.parse(limited.outputs.results ?? '[]')).toEqual([expect.objectContaining({ swept: 'unread' })]);
      // The rate limit that stopped the finish stops the claim's release too: it is left, and names its run.
      expect(hooray()).toHaveLength(1);
      expect(claimNamed()).toEqual({ run: String(first), attempt: 1, reaction: hooray()[0]?.id });
      expect(limited.log.join('\n')).toContain('it names this run');
      // The Actions API says that run ended; its claim is seconds old, far from the 10 minutes of the age rule.
      github.workflowRuns.push(sweepRun(first, 'completed'));
      const next = await sweep();
      expect(JSON.parse(next.outputs.results ?? '[]')).toEqual([expect.objectContaining({ swept: 'finished' })]);
      expect(next.log.join('\n')).toContain(
        `run ${first} (attempt 1), which holds it, has ended; this run takes it over`,
      );
      expect(checkRunsOf(HEAD1)[0]).toMatchObject({ status: 'completed', conclusion: 'success' });
      expect(concluded()).toBe(1);
      expect(hooray()).toHaveLength(0);
      expect(labelled(5)).toBe(false);
    },
  );

  it.each([
    ['a 429 with retry-after', { status: 429, headers: { 'retry-after': '120' } }],
    ['a 403 secondary rate limit', { status: 403, body: secondary }],
  ])(
    'a claim its run could not name (%s on the first write after it) is free once no other run is in progress',
    async (_, fault) => {
      await prRun(5, 'opened', HEAD1);
      serviceNow = 61_000;
      // The first write after the claim is the one that names it, in the comment's records.
      github.faults.push({ method: 'PATCH', path: /\/issues\/comments\/\d+$/, ...fault });
      const limited = await sweep();
      const first = runId;
      expect(hooray()).toHaveLength(1);
      expect(claimNamed()).toBeUndefined();
      // Another run in progress may be the one that made it: the claim is held, as before.
      github.workflowRuns.push({
        id: 99_001,
        path: '.github/workflows/other.yml',
        status: 'in_progress',
        event: 'push',
      });
      const held = await sweep();
      expect(JSON.parse(held.outputs.results ?? '[]')).not.toEqual([expect.objectContaining({ swept: 'finished' })]);
      expect(hooray()).toHaveLength(1);
      // None is: whoever made it has ended, named or not.
      github.workflowRuns.splice(0, github.workflowRuns.length, sweepRun(first, 'completed'));
      const next = await sweep();
      expect(JSON.parse(next.outputs.results ?? '[]')).toEqual([expect.objectContaining({ swept: 'finished' })]);
      expect(next.log.join('\n')).toContain('it names no run, and the Actions API lists no other run in progress');
      expect(checkRunsOf(HEAD1)[0]).toMatchObject({ status: 'completed', conclusion: 'success' });
      expect(concluded()).toBe(1);
      expect(labelled(5)).toBe(false);
      expect(limited.exitCode).not.toBeNull();
    },
  );

  it("the pull request's own next run finds a dead run's claim, and finishes the job before its own work", async () => {
    await prRun(5, 'opened', HEAD1);
    serviceNow = 61_000;
    github.faults.push({ method: 'PATCH', path: /\/check-runs\/\d+$/, status: 429, headers: { 'retry-after': '120' } });
    await sweep();
    github.workflowRuns.push(sweepRun(runId, 'completed'));
    expect(hooray()).toHaveLength(1);
    const next = await prRun(5, 'labeled', HEAD1);
    expect(next.exitCode).toBe(0);
    expect(next.log.join('\n')).toContain('which holds it, has ended; this run takes it over');
    expect(next.log.join('\n')).toContain('finished here');
    const [letGo] = checkRunsOf(HEAD1);
    expect(letGo).toMatchObject({ status: 'completed', conclusion: 'success' });
    expect(hooray()).toHaveLength(0);
  });

  it("a live holder's claim is respected until the Actions API says its run ended", async () => {
    await prRun(5, 'opened', HEAD1);
    serviceNow = 61_000;
    github.faults.push({ method: 'PATCH', path: /\/check-runs\/\d+$/, status: 429, headers: { 'retry-after': '120' } });
    await sweep();
    const holder = sweepRun(runId, 'in_progress');
    github.workflowRuns.push(holder);
    const meanwhile = await sweep();
    expect(JSON.parse(meanwhile.outputs.results ?? '[]')).toEqual([expect.objectContaining({ swept: 'elsewhere' })]);
    expect(meanwhile.log.join('\n')).toContain(`run ${holder.id} (attempt 1), still running: it finishes it`);
    expect(concluded()).toBe(0);
    expect(hooray()).toHaveLength(1);
    // A later attempt of the holder's run means the attempt that claimed ended.
    Object.assign(holder, { run_attempt: 2 });
    const after = await sweep();
    expect(JSON.parse(after.outputs.results ?? '[]')).toEqual([expect.objectContaining({ swept: 'finished' })]);
    expect(concluded()).toBe(1);
  });

  it('a claim whose run the Actions API cannot tell of (no actions: read) waits out the age rule', async () => {
    await prRun(5, 'opened', HEAD1);
    serviceNow = 61_000;
    github.faults.push({ method: 'PATCH', path: /\/check-runs\/\d+$/, status: 429, headers: { 'retry-after': '120' } });
    await sweep();
    github.workflowRuns.push(sweepRun(runId, 'completed'));
    github.faults.push({ method: 'GET', path: /\/actions\/runs\/\d+$/, status: 403, times: 10 });
    const blind = await sweep();
    expect(JSON.parse(blind.outputs.results ?? '[]')).toEqual([expect.objectContaining({ swept: 'elsewhere' })]);
    expect(blind.log.join('\n')).toContain('the report-token needs actions: read');
    github.faults.length = 0;
    hooray()[0]!.created_at = new Date(github.now() - 11 * 60_000).toISOString();
    const late = await sweep();
    expect(JSON.parse(late.outputs.results ?? '[]')).toEqual([expect.objectContaining({ swept: 'finished' })]);
  });

  it('a sweep cancelled under its claim takes the claim off, on a budget of its own', async () => {
    await prRun(5, 'opened', HEAD1);
    serviceNow = 61_000;
    // The comment's read again under the claim hangs; the cancel comes while it is in flight.
    const underClaim = /\/issues\/comments\/\d+$/;
    github.faults.push({ method: 'GET', path: underClaim, status: 500, delayMs: 20_000 });
    const before = github.requests.length;
    const cancelled = await sweep({}, 'schedule', (child) => {
      void whenAsked('GET', underClaim, before).then(() => child.kill('SIGINT'));
    });
    expect(cancelled.signal).toBe(null);
    expect(cancelled.outputs.outcome).toBeTruthy();
    // The pull request's budget ended with the cancel; the release had its own.
    expect(github.requests.slice(before).filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect(hooray()).toHaveLength(0);
    expect(labelled(5)).toBe(true);
    github.faults.length = 0;
    const next = await sweep();
    expect(JSON.parse(next.outputs.results ?? '[]')).toEqual([expect.objectContaining({ swept: 'finished' })]);
  });
});

describe('what was queued while the job was busy', () => {
  it('a push queues its news; the sweep sends it once the job ended, and the new turn is pending', async () => {
    const job = (await prRun(5, 'opened', HEAD1)).outputs['job-id'];
    pulls[`${PR_REPOSITORY}#5`]!.head.sha = HEAD2;
    const pushed = await prRun(5, 'synchronize', HEAD2);
    expect(pushed.outputs.outcome).toBe('started');
    expect(pushed.log.join('\n')).toContain('is busy, so nothing is sent now');
    expect(servicePosts()).toHaveLength(1);
    expect(checkRunsOf(HEAD2)).toEqual([expect.objectContaining({ status: 'in_progress' })]);
    serviceNow = 61_000;
    const first = await sweep();
    expect(JSON.parse(first.outputs.results ?? '[]')).toEqual([
      { 'pull-request': 5, 'job-id': job, swept: 'finished', outcome: 'completed' },
    ]);
    expect(servicePosts()).toHaveLength(2);
    expect(servicePosts()[1]?.body).toContain(`its head is now ${HEAD2}`);
    expect(checkRunsOf(HEAD1)[0]).toMatchObject({ conclusion: 'success' });
    expect(checkRunsOf(HEAD2)[0]).toMatchObject({ status: 'in_progress' });
    expect(labelled(5)).toBe(true);
    serviceNow = 200_000;
    await sweep();
    expect(checkRunsOf(HEAD2)[0]).toMatchObject({ conclusion: 'success' });
    expect(labelled(5)).toBe(false);
  });

  it.each([
    // Was: the queued push's check run said the job's success, for news never sent.
    ['labelled skip-label', { labels: [{ name: 'no-docs' }] }, 'is not sent', 'neutral'],
    ['marked a draft', { draft: true }, 'is not sent', 'neutral'],
    ['closed', { state: 'closed' }, 'nothing queued for job', 'success'],
  ])(
    'a push queued, then the pull request %s: the sweep reads it as it is now and sends nothing',
    async (_, now, said, queuedConclusion) => {
      const job = (await prRun(5, 'opened', HEAD1, { 'skip-label': 'no-docs' })).outputs['job-id'];
      pulls[`${PR_REPOSITORY}#5`]!.head.sha = HEAD2;
      expect((await prRun(5, 'synchronize', HEAD2, { 'skip-label': 'no-docs' })).log.join('\n')).toContain(
        'is busy, so nothing is sent now',
      );
      Object.assign(pulls[`${PR_REPOSITORY}#5`]!, now);
      serviceNow = 61_000;
      const swept = await sweep();
      expect(swept.log.join('\n')).toContain(`${said}`);
      // The job's own turn and the queued push's both finish with the job's state; nothing more is sent.
      expect(servicePosts()).toHaveLength(1);
      expect(checkRunsOf(HEAD1)[0]).toMatchObject({ conclusion: 'success' });
      expect(checkRunsOf(HEAD2)[0]).toMatchObject({ status: 'completed', conclusion: queuedConclusion });
      expect(labelled(5)).toBe(false);
      expect(job).toBeTruthy();
    },
  );

  it('a /docs command queued while the job was busy, then the pull request closed: the sweep still sends it', async () => {
    await prRun(5, 'opened', HEAD1);
    const { id, run } = await commandRun('/docs shorter intro');
    expect(run.log.join('\n')).toContain('is busy');
    Object.assign(pulls[`${PR_REPOSITORY}#5`]!, { state: 'closed', merged: true });
    serviceNow = 61_000;
    await sweep();
    const messages = servicePosts().filter((r) => r.url.endsWith('/message'));
    expect(messages.map((m) => String(m.body))).toEqual([expect.stringContaining('shorter intro')]);
    expect(github.reactions.filter((r) => r.commentId === id).map((r) => r.content)).toContain('rocket');
  });

  it('a pull request GitHub never shows again: what is queued waits, then is finished at its deadline', async () => {
    await prRun(5, 'opened', HEAD1);
    pulls[`${PR_REPOSITORY}#5`]!.head.sha = HEAD2;
    await prRun(5, 'synchronize', HEAD2);
    github.faults.push({ method: 'GET', path: /\/pulls\/5$/, status: 404, times: 1_000 });
    serviceNow = 61_000;
    const early = await sweep();
    expect(early.log.join('\n')).toContain('waits for the next look');
    expect(labelled(5)).toBe(true);
    // Past the step's 'timeout': the record is signed with the api-key, and the test, which holds it, moves it.
    deadlinesPassed(commentOf(5), github.now());
    const late = await sweep();
    expect(late.stdout).toContain("is finished with the job's state, nothing sent");
    expect(checkRunsOf(HEAD2)[0]).toMatchObject({ status: 'completed' });
    expect(labelled(5)).toBe(false);
    expect(servicePosts()).toHaveLength(1);
  });

  it("a queued command whose author's permission GitHub never gives: finished at its deadline, left for the next run", async () => {
    await prRun(5, 'opened', HEAD1);
    const { id, run } = await commandRun('/docs shorter intro');
    expect(run.log.join('\n')).toContain('is busy');
    github.faults.push({ method: 'GET', path: /\/collaborators\/lead\/permission$/, status: 502, times: 1_000 });
    serviceNow = 61_000;
    expect((await sweep()).log.join('\n')).toContain('cannot go now');
    expect(labelled(5)).toBe(true);
    deadlinesPassed(commentOf(5), github.now());
    expect((await sweep()).stdout).toContain('a command or review left unanswered is sent by the pull request');
    expect(labelled(5)).toBe(false);
    expect(github.checkRuns.filter((run) => run.status === 'in_progress')).toEqual([]);
    // Unanswered, not refused: GitHub answers again, and the pull request's next run sends it.
    expect(github.reactions.filter((r) => r.commentId === id && r.content !== 'eyes')).toEqual([]);
    github.faults.length = 0;
    await prRun(5, 'labeled', HEAD1);
    expect(
      servicePosts()
        .filter((r) => r.url.endsWith('/message'))
        .map((r) => String(r.body)),
    ).toEqual([expect.stringContaining('shorter intro')]);
  });

  it('a /docs command queued while the job was busy is sent by the sweep, once', async () => {
    await prRun(5, 'opened', HEAD1);
    const { id, run: commented } = await commandRun('/docs shorter intro');
    expect(commented.outputs.outcome).toBe('started');
    expect(servicePosts()).toHaveLength(1);
    serviceNow = 61_000;
    // Both sweeps are in progress, as the Actions API lists them: a claim not yet named is live.
    github.workflowRuns.push(RUNNING_ELSEWHERE);
    await Promise.all([sweep(), sweep()]);
    const messages = servicePosts().filter((r) => r.url.endsWith('/message'));
    expect(messages).toHaveLength(1);
    expect(messages[0]?.body).toContain('shorter intro');
    expect(github.reactions.filter((r) => r.commentId === id).map((r) => r.content)).toContain('rocket');
  });

  it('a push and a /docs command that queue at the same moment both keep their record, under the lease', async () => {
    await prRun(5, 'opened', HEAD1);
    pulls[`${PR_REPOSITORY}#5`]!.head.sha = HEAD2;
    github.workflowRuns.push(RUNNING_ELSEWHERE);
    // Each run read the comment before either wrote: without a lease, the second write drops the first's record.
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const commentWrites = /\/issues\/comments\/\d+$/;
    github.faults.push({ method: 'PATCH', path: commentWrites, status: 200, until: gate, times: 2 });
    const leaseAsked = (): number =>
      github.requests.filter(
        (r) =>
          r.method === 'POST' &&
          /\/issues\/comments\/\d+\/reactions$/.test(r.url) &&
          JSON.stringify(r.body).includes('hooray'),
      ).length;
    const writes = (): number =>
      github.requests.filter((r) => r.method === 'PATCH' && commentWrites.test(r.url)).length;
    const watch = setInterval(() => (writes() >= 2 || leaseAsked() >= 2) && release(), 20);
    const [pushed, commanded] = await Promise.all([prRun(5, 'synchronize', HEAD2), commandRun('/docs shorter intro')]);
    clearInterval(watch);
    const kept = readCommentRecords(commentOf(5)?.body, PR_STEP, DEMO_API_KEY);
    const queued = kept?.records.filter((record) => record.pending?.queued) ?? [];
    expect(queued.some((record) => record.pending?.comment === commanded.id)).toBe(true);
    if (commanded.run.outputs.outcome === 'started') {
      // Each run's own record (the push's run may have taken the unanswered command itself: both then name it).
      expect(pushed.outputs.outcome).toBe('started');
      expect(new Set(queued.map((record) => record.run)).size).toBe(2);
    } else {
      // On a busy machine the push's run may take the command before the command's own run does: then
      // the push's run queues both, and the command's run sends nothing; the sweeps below send it once.
      expect([pushed.outputs.outcome, commanded.run.outputs.outcome]).toEqual(['started', 'nothing-new']);
    }
    serviceNow = 61_000;
    await sweep();
    await sweep();
    const messages = servicePosts().filter((r) => r.url.endsWith('/message'));
    expect(messages.map((r) => String(r.body))).toEqual([expect.stringContaining('shorter intro')]);
    expect(messages[0]?.body).toContain(`its head is now ${HEAD2}`);
  });

  it('sends a queued /docs command by its comment: 21 commands of someone who may not are never read', async () => {
    await prRun(5, 'opened', HEAD1);
    const { run } = await commandRun('/docs shorter intro');
    expect(run.outputs.outcome).toBe('started');
    for (let i = 0; i < 21; i++) github.addComment(`${PR_REPOSITORY}#5`, `/docs spam ${i}`, 'mallory');
    serviceNow = 61_000;
    const before = github.requests.length;
    await sweep();
    const messages = servicePosts().filter((r) => r.url.endsWith('/message'));
    expect(messages.map((m) => String(m.body))).toEqual([expect.stringContaining('shorter intro')]);
    expect(github.requests.slice(before).filter((r) => r.url.includes('/permission'))).toHaveLength(1);
    expect(labelled(5)).toBe(true);
  });
});

describe('a comment flood', () => {
  it('finds and finishes the pending record from its first page, however many comments follow it', async () => {
    const job = (await prRun(5, 'opened', HEAD1)).outputs['job-id'];
    // Past GitHub's 10,000 a list reads to its end: the record and the finish must never need the whole list.
    for (let i = 0; i < 10_001; i++) github.addComment(`${PR_REPOSITORY}#5`, `+1 ${i}`, 'mallory');
    const before = github.requests.length;
    const running = await sweep();
    expect(JSON.parse(running.outputs.results ?? '[]')).toEqual([
      { 'pull-request': 5, 'job-id': job, swept: 'running' },
    ]);
    // The label's list, who the token is (once a sweep), and one page of comments.
    expect(github.requests.length - before).toBe(3);
    serviceNow = 61_000;
    const finishing = github.requests.length;
    const done = await sweep();
    expect(JSON.parse(done.outputs.results ?? '[]')).toEqual([
      { 'pull-request': 5, 'job-id': job, swept: 'finished', outcome: 'completed' },
    ]);
    expect(github.requests.length - finishing).toBeLessThan(20);
    expect(labelled(5)).toBe(false);
  });
});

describe('GitHub on a bad day, and the step as it was written', () => {
  it('a check run that cannot be written leaves the turn pending; the next sweep finishes it and dispatches once', async () => {
    await prRun(5, 'opened', HEAD1, { 'on-finish-dispatch': 'docs-review.yml' });
    serviceNow = 61_000;
    github.faults.push({ method: 'PATCH', path: /\/check-runs\/\d+$/, status: 500, times: 4 });
    const failed = await sweep();
    expect(JSON.parse(failed.outputs.results ?? '[]')).toEqual([expect.objectContaining({ swept: 'unread' })]);
    expect(failed.annotations.map((a) => a.message).join('\n')).toContain(
      'stays pending, and the next sweep finishes it',
    );
    expect(labelled(5)).toBe(true);
    expect(github.dispatches).toHaveLength(0);
    const again = await sweep();
    expect(JSON.parse(again.outputs.results ?? '[]')).toEqual([expect.objectContaining({ swept: 'finished' })]);
    expect(checkRunsOf(HEAD1)[0]).toMatchObject({ status: 'completed', conclusion: 'success' });
    expect(github.dispatches).toHaveLength(1);
    expect(labelled(5)).toBe(false);
  });

  it('a dispatch that meets a 502 is sent again', async () => {
    await prRun(5, 'opened', HEAD1, { 'on-finish-dispatch': 'docs-review.yml' });
    serviceNow = 61_000;
    github.faults.push({ method: 'POST', path: /dispatches$/, status: 502 });
    await sweep();
    expect(github.dispatches).toHaveLength(1);
  });

  it("judges the ending with the step's fail-on, not the sweep's", async () => {
    sim.service().endLiveJobsAs('failed');
    await prRun(5, 'opened', HEAD1, { 'fail-on': 'none' });
    serviceNow = 61_000;
    await sweep();
    expect(checkRunsOf(HEAD1)[0]).toMatchObject({ status: 'completed', conclusion: 'neutral' });
  });

  it('a re-run of a step whose job ended reports the ending, without letting go or dispatching again', async () => {
    await prRun(5, 'opened', HEAD1, { 'on-finish-dispatch': 'docs-review.yml' });
    const opened = runId;
    serviceNow = 61_000;
    await sweep();
    expect(github.dispatches).toHaveLength(1);
    const event = {
      action: 'opened',
      pull_request: {
        number: 5,
        draft: false,
        labels: [],
        head: { sha: HEAD1, repo: { full_name: PR_REPOSITORY } },
        base: { repo: { full_name: PR_REPOSITORY } },
      },
      repository: { full_name: PR_REPOSITORY, default_branch: 'main' },
    };
    const env = pullRequestEnv(github.url, opened, { GITHUB_EVENT_PATH: eventFile(event), GITHUB_RUN_ATTEMPT: '2' });
    const rerun = await runAction(stepInputs({ 'on-finish-dispatch': 'docs-review.yml' }), {
      killAfterMs: 25_000,
      env,
    });
    expect(rerun.outputs).toMatchObject({ outcome: 'completed', resumed: 'true' });
    expect(rerun.log.join('\n')).toContain('this re-run reports how it ended instead of letting go');
    expect(labelled(5)).toBe(false);
    expect(github.dispatches).toHaveLength(1);
    expect(checkRunsOf(HEAD1).every((run) => run.status === 'completed')).toBe(true);
  });

  it("keeps the label and warns when the sweep's api-key cannot verify the step's record", async () => {
    await prRun(5, 'opened', HEAD1);
    serviceNow = 61_000;
    const run = await sweep({ 'api-key': 'mint_anotherKey0123456789abcdef' });
    expect(JSON.parse(run.outputs.results ?? '[]')).toEqual([expect.objectContaining({ swept: 'unread' })]);
    expect(run.annotations.map((a) => a.message).join('\n')).toContain('Give the sweep the same api-key');
    expect(labelled(5)).toBe(true);
  });

  it.each([
    ['the comment', /\/issues\/5\/comments$/],
    ['the label', /\/issues\/5\/labels$/],
  ])('a cancel while %s hangs: the outputs and summary reach the runner within its grace', async (_what, path) => {
    github.faults.push({ method: 'POST', path, status: 500, delayMs: 20_000 });
    runId++;
    const event = { action: 'opened', pull_request: { number: 5, head: { sha: HEAD1 } } };
    const env = pullRequestEnv(github.url, runId, { GITHUB_EVENT_PATH: eventFile(event) });
    const run = await runAction(stepInputs(), {
      killAfterMs: 25_000,
      env,
      // The cancel comes once the write is in flight, and hangs.
      onStart: (child) => void whenAsked('POST', path, 0).then(() => child.kill('SIGINT')),
    });
    // The step ends by itself (the runner would send SIGTERM 7.5 s after SIGINT); a write that used
    // to hold it for its whole 30 s budget now ends with the cancel.
    expect(run.signal).toBe(null);
    expect(run.durationMs).toBeLessThan(20_000);
    expect(run.outputs.outcome).toBeTruthy();
    expect(run.summary).not.toBe('');
  });

  it('a record that cannot be written keeps the runner: the step waits for the job, as wait: true', async () => {
    github.faults.push({ method: 'POST', path: /\/issues\/5\/comments$/, status: 403, times: 10 });
    // The job ends once the step has said it keeps the runner, and so waits for it.
    let said = '';
    const run = await once(
      prRun(5, 'opened', HEAD1, { 'poll-interval': '200ms', timeout: '20s' }, (child) =>
        child.stdout?.on('data', (chunk: Buffer) => (said += chunk.toString())),
      ),
      () => said.includes('so this run does not let the runner go'),
      () => (serviceNow = 61_000),
    );
    expect(run.outputs.outcome).toBe('completed');
    expect(run.annotations.map((a) => a.message).join('\n')).toContain('so this run does not let the runner go');
    expect(labelled(5)).toBe(false);
    expect(checkRunsOf(HEAD1)[0]).toMatchObject({ status: 'completed', conclusion: 'success' });
  });
});

describe("the pull request's lease, attacked and on a bad day", () => {
  /**
   * The job started on #5, then a push whose run the runner cancels (concurrency:
   * cancel-in-progress) while it reads the records under the lease, the read hanging.
   */
  async function pushCancelledUnderLease(): Promise<{ pushed: ActionRun; before: number }> {
    await prRun(5, 'opened', HEAD1);
    pulls[`${PR_REPOSITORY}#5`]!.head.sha = HEAD2;
    const underLease = /\/issues\/comments\/\d+$/;
    github.faults.push({ method: 'GET', path: underLease, status: 500, delayMs: 20_000 });
    const before = github.requests.length;
    const pushed = await prRun(5, 'synchronize', HEAD2, {}, (child) => {
      void whenAsked('GET', underLease, before).then(() => child.kill('SIGINT'));
    });
    github.faults.length = 0;
    return { pushed, before };
  }

  it('a push run cancelled while it holds the lease takes its 🎉 off', async () => {
    const { pushed, before } = await pushCancelledUnderLease();
    expect(pushed.signal).toBe(null);
    expect(github.requests.slice(before).some((r) => r.method === 'POST' && /reactions$/.test(r.url))).toBe(true);
    // The cancelled run's lease must not outlive it.
    expect(hooray()).toHaveLength(0);
  });

  it('a cancelled let-go run leaves no 🎉 that holds the next sweep off', async () => {
    await pushCancelledUnderLease();
    // Another workflow of the repository is in progress, as in any busy repository.
    github.workflowRuns.push(RUNNING_ELSEWHERE);
    serviceNow = 61_000;
    const swept = await sweep();
    expect(JSON.parse(swept.outputs.results ?? '[]')).toEqual([expect.objectContaining({ swept: 'finished' })]);
  });

  it('a 🎉 GitHub made but answered 502 is not left on the comment to hold the sweep off', async () => {
    await prRun(5, 'opened', HEAD1);
    pulls[`${PR_REPOSITORY}#5`]!.head.sha = HEAD2;
    github.faults.push({ method: 'POST', path: /\/issues\/comments\/\d+\/reactions$/, status: 502, afterActing: true });
    const pushed = await prRun(5, 'synchronize', HEAD2);
    expect(pushed.outputs.outcome).toBe('started');
    github.workflowRuns.push(RUNNING_ELSEWHERE);
    serviceNow = 61_000;
    const swept = await sweep();
    expect(JSON.parse(swept.outputs.results ?? '[]')).toEqual([expect.objectContaining({ swept: 'finished' })]);
    expect(hooray()).toHaveLength(0);
  });

  it("a let-go step asks for the lease no longer than its 'timeout'", async () => {
    await prRun(5, 'opened', HEAD1);
    pulls[`${PR_REPOSITORY}#5`]!.head.sha = HEAD2;
    // A live holder: a 🎉 made just now while another run is in progress.
    const comment = commentOf(5);
    if (!comment) throw new Error('no comment');
    github.reactions.push({
      id: 99_001,
      commentId: comment.id,
      content: 'hooray',
      login: 'github-actions[bot]',
      created_at: new Date(github.now()).toISOString(),
    });
    github.workflowRuns.push(RUNNING_ELSEWHERE);
    const before = github.requests.length;
    const pushed = await prRun(5, 'synchronize', HEAD2, { timeout: '3s', 'poll-interval': '1s' });
    expect(pushed.exitCode).not.toBeNull();
    const asks = github.requests
      .slice(before)
      .filter(
        (r) => r.method === 'POST' && /reactions$/.test(r.url) && JSON.stringify(r.body).includes('hooray'),
      ).length;
    // Asked every 2 s, a step with 3 s in all has time for two asks at most.
    expect(asks).toBeLessThanOrEqual(2);
  });

  it('two sweeps, a push and a /docs command that all meet: one finish, one dispatch, both turns sent, no 🎉 left', async () => {
    await prRun(5, 'opened', HEAD1, { 'on-finish-dispatch': 'docs-review.yml' });
    pulls[`${PR_REPOSITORY}#5`]!.head.sha = HEAD2;
    github.workflowRuns.push(RUNNING_ELSEWHERE);
    serviceNow = 61_000;
    const runs = await Promise.all([
      sweep(),
      sweep(),
      prRun(5, 'synchronize', HEAD2, { 'on-finish-dispatch': 'docs-review.yml' }),
      commandRun('/docs shorter intro').then(({ run }) => run),
    ]);
    expect(runs.map((run) => run.exitCode)).toEqual([0, 0, 0, 0]);
    expect(finishes().length).toBeGreaterThanOrEqual(1);
    expect(github.dispatches).toHaveLength(1);
    expect(hooray()).toHaveLength(0);
    for (let i = 0; i < 4; i++) {
      serviceNow += 200_000;
      await sweep();
    }
    const sent = servicePosts()
      .filter((r) => r.url.endsWith('/message'))
      .map((r) => String(r.body));
    expect(sent.some((s) => s.includes('shorter intro'))).toBe(true);
    expect(sent.some((s) => s.includes(`its head is now ${HEAD2}`))).toBe(true);
    expect(github.checkRuns.filter((r) => r.status === 'in_progress')).toEqual([]);
    expect(hooray()).toHaveLength(0);
  });

  it('a turn recorded while a sweep waited for the lease is not finished with the job read before it', async () => {
    const job = (await prRun(5, 'opened', HEAD1)).outputs['job-id'];
    pulls[`${PR_REPOSITORY}#5`]!.head.sha = HEAD2;
    serviceNow = 61_000;
    // The sweep reads the first turn pending and the job ended; its ask for the lease waits.
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const asks = /\/issues\/comments\/\d+\/reactions$/;
    github.faults.push({ method: 'POST', path: asks, status: 200, until: gate });
    const before = github.requests.length;
    const swept = sweep();
    await whenAsked('POST', asks, before);
    // Meanwhile the push finishes that turn itself, tells the job its news and lets go again.
    const pushed = await prRun(5, 'synchronize', HEAD2);
    expect(pushed.outputs.outcome).toBe('started');
    expect(servicePosts().filter((r) => r.url.endsWith('/message'))).toHaveLength(1);
    release();
    expect(JSON.parse((await swept).outputs.results ?? '[]')).toEqual([
      { 'pull-request': 5, 'job-id': job, swept: 'running' },
    ]);
    expect(checkRunsOf(HEAD2)).toEqual([expect.objectContaining({ status: 'in_progress' })]);
    expect(hooray()).toHaveLength(0);
  });

  it("a 502 GitHub did not act on does not make another sweep's live lease this run's own", async () => {
    await prRun(5, 'opened', HEAD1, { 'on-finish-dispatch': 'docs-review.yml' });
    github.workflowRuns.push(RUNNING_ELSEWHERE);
    serviceNow = 61_000;
    // One sweep takes the lease; its naming write (its first write of the comment) hangs.
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const commentWrites = /\/issues\/comments\/\d+$/;
    github.faults.push({ method: 'PATCH', path: commentWrites, status: 200, until: gate });
    const before = github.requests.length;
    const first = sweep();
    await whenAsked('PATCH', commentWrites, before);
    // It took the lease 2 s before the other sweep asks (GitHub stamps whole seconds).
    hooray()[0]!.created_at = new Date(github.now() - 2_000).toISOString();
    // The other's ask gets a 502 GitHub did not act on: it asks again, and finds the first's lease.
    github.faults.push({ method: 'POST', path: /\/issues\/comments\/\d+\/reactions$/, status: 502 });
    const second = await sweep();
    release();
    const results = [await first, second].map((run) => JSON.parse(run.outputs.results ?? '[]')[0]?.swept);
    expect(results).toEqual(['finished', 'elsewhere']);
    expect(github.dispatches).toHaveLength(1);
    expect(finishes()).toHaveLength(1);
  });

  it("a 🎉 GitHub made behind two 502s in a row is still taken as the run's own, and taken off", async () => {
    await prRun(5, 'opened', HEAD1);
    pulls[`${PR_REPOSITORY}#5`]!.head.sha = HEAD2;
    const asks = /\/issues\/comments\/\d+\/reactions$/;
    github.faults.push({ method: 'POST', path: asks, status: 502, afterActing: true });
    github.faults.push({ method: 'POST', path: asks, status: 502 });
    expect((await prRun(5, 'synchronize', HEAD2)).outputs.outcome).toBe('started');
    github.workflowRuns.push(RUNNING_ELSEWHERE);
    serviceNow = 61_000;
    const swept = await sweep();
    expect(JSON.parse(swept.outputs.results ?? '[]')).toEqual([expect.objectContaining({ swept: 'finished' })]);
    expect(hooray()).toHaveLength(0);
  });

  it("an outsider's /docs comments and 🎉 reactions take no lease and hold nothing off", async () => {
    await prRun(5, 'opened', HEAD1);
    const comment = commentOf(5);
    if (!comment) throw new Error('no comment');
    // Other accounts' 🎉 on the action's comment, old and new.
    github.reactions.push({
      id: 99_001,
      commentId: comment.id,
      content: 'hooray',
      login: 'mallory',
      created_at: new Date(github.now()).toISOString(),
    });
    github.reactions.push({
      id: 99_002,
      commentId: comment.id,
      content: 'hooray',
      login: 'github-actions',
      created_at: new Date(github.now()).toISOString(),
    });
    github.workflowRuns.push(RUNNING_ELSEWHERE);
    const before = github.requests.length;
    const { id } = github.addComment(`${PR_REPOSITORY}#5`, '/docs rewrite everything', 'mallory');
    runId++;
    const event = {
      action: 'created',
      issue: { number: 5, pull_request: { url: `${github.url}/repos/${PR_REPOSITORY}/pulls/5` } },
      comment: { id, body: '/docs rewrite everything', user: { login: 'mallory', type: 'User' } },
      repository: { full_name: PR_REPOSITORY, default_branch: 'main' },
    };
    const env = pullRequestEnv(github.url, runId, {
      GITHUB_EVENT_NAME: 'issue_comment',
      GITHUB_EVENT_PATH: eventFile(event),
      GITHUB_ACTOR: 'mallory',
    });
    const outsider = await runAction(stepInputs(), { killAfterMs: 25_000, env });
    expect(outsider.outputs.outcome).toBe('nothing-new');
    expect(
      github.requests.slice(before).some((r) => r.method === 'POST' && JSON.stringify(r.body ?? '').includes('hooray')),
    ).toBe(false);
    serviceNow = 61_000;
    const swept = await sweep();
    expect(JSON.parse(swept.outputs.results ?? '[]')).toEqual([expect.objectContaining({ swept: 'finished' })]);
    expect(
      hooray()
        .map((r) => r.login)
        .sort(),
    ).toEqual(['github-actions', 'mallory']);
  });

  it('a push cancelled under the lease does not make the next push keep its runner', async () => {
    await pushCancelledUnderLease();
    github.workflowRuns.push(RUNNING_ELSEWHERE); // the CI of the same push
    const HEAD3 = '3'.repeat(40);
    pulls[`${PR_REPOSITORY}#5`]!.head.sha = HEAD3;
    let said = '';
    const next = await once(
      prRun(5, 'synchronize', HEAD3, { 'poll-interval': '200ms' }, (child) =>
        child.stdout?.on('data', (chunk: Buffer) => (said += chunk.toString())),
      ),
      () => said.includes('does not let the runner go'),
      () => (serviceNow = 400_000),
    );
    // The stray 🎉 of the cancelled run (named by no run, other runs in progress) holds it off for 10 minutes.
    expect(next.log.join('\n')).not.toContain("Another run held this pull request's lease");
    expect(next.annotations.map((a) => a.message).join('\n')).not.toContain('does not let the runner go');
  });

  it('a let-go record write is no finish: a push that meets it while the job has ended finishes the job itself', async () => {
    await prRun(5, 'opened', HEAD1);
    github.workflowRuns.push(RUNNING_ELSEWHERE);
    // A /docs command while the job is busy: its run queues and writes its record under the lease.
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const commentWrites = /\/issues\/comments\/\d+$/;
    github.faults.push({ method: 'PATCH', path: commentWrites, status: 200, until: gate });
    const before = github.requests.length;
    const commanded = commandRun('/docs shorter intro');
    await whenAsked('PATCH', commentWrites, before);
    // Meanwhile the job ends, and a push comes.
    serviceNow = 61_000;
    pulls[`${PR_REPOSITORY}#5`]!.head.sha = HEAD2;
    const pushAt = github.requests.length;
    const pushed = prRun(5, 'synchronize', HEAD2);
    await whenAsked('POST', /\/issues\/comments\/\d+\/reactions$/, pushAt);
    await whenAsked('GET', /\/actions\/runs$/, pushAt);
    release();
    const [push, command] = await Promise.all([pushed, commanded]);
    // The push waited out the command's record write, finished the ended job and sent what was
    // queued (the command, with the push's news): its own turn then had nothing new to tell.
    expect([push.outputs.outcome, command.run.outputs.outcome]).toEqual(['nothing-new', 'started']);
    const sent = servicePosts().filter((r) => r.url.endsWith('/message'));
    expect(sent).toHaveLength(1);
    expect(String(sent[0]?.body)).toContain('shorter intro');
    expect(String(sent[0]?.body)).toContain(`its head is now ${HEAD2}`);
    expect(hooray()).toHaveLength(0);
    expect(checkRunsOf(HEAD1)[0]).toMatchObject({ status: 'completed' });
    expect(push.log.join('\n')).not.toContain('Another run is finishing job');
  });
});

describe('the demo, with no account', () => {
  it('lets three pull requests go, queues a push, and four sweeps finish them, send the push and dispatch', () => {
    const demo = path.join(import.meta.dirname, '..', 'sim', 'demo.ts');
    const output = execFileSync(process.execPath, [demo, 'sweep'], { encoding: 'utf8', timeout: 150_000 });
    expect(output).toMatch(/minute 0: #5 opened: outcome started, job job-started-1, the step took \d+\.\d s/);
    expect(output).toContain('is busy, so nothing is sent now');
    expect(output).toMatch(/sweep at minute 6: nothing ended yet ===\n {2}#5: running/);
    expect(output).toContain('#5: finished completed');
    expect(output).toContain('labelled: none');
    expect(output).toContain(
      '#5 1111111 success, #6 6666666 in_progress, #7 7777777 in_progress, #5 2222222 in_progress',
    );
    expect(output).toContain('Starts: 3; follow-ups: 1.');
    expect(output.match(/review-after-sweep\.yml \(pull request \d, completed\)/g)).toHaveLength(4);
  }, 160_000);
});
