/**
 * Every run brings its pull request into step, whatever its event: proven on the bundled action.
 * A push's run is cancelled while pending (a comment's run joined the pull request's concurrency
 * group after it); the comment's run that replaced it is no command, a command below the
 * permission, `/DOCSIFY` or a `/docs` with no message. Each still tells the job the push, once, and
 * writes the new head's check run; a command queued earlier is sent first. A merge tells the job
 * a push it was not told. A fork's, a closed and a plain issue's comment owe nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import {
  commentEventEnv,
  eventFile,
  PR_REPOSITORY,
  pullRequestEnv,
  REPORT_TOKEN,
  reviewEventEnv,
} from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';
import { until } from './helpers/until.ts';

const sim = useSimulatedService({ activeReads: 1, startedPrLink: 'https://github.com/acme/docs/pull/101' });
const PROMPT = 'Document the changes of this pull request.';
const [HEAD1, HEAD2] = ['1', '2'].map((digit) => digit.repeat(40)) as [string, string];
const ISSUE = `${PR_REPOSITORY}#5`;

let github: SimGitHub;
let product: Record<string, unknown>;
let runId = 31_000;
afterEach(() => github.close());
beforeEach(async () => {
  runId += 20;
  product = {
    number: 5,
    state: 'open',
    draft: false,
    labels: [],
    user: { login: 'author' },
    head: { sha: HEAD1, repo: { full_name: PR_REPOSITORY } },
    base: { repo: { full_name: PR_REPOSITORY } },
    files: ['src/flag.ts'],
  };
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: { repository: PR_REPOSITORY, readable: ['acme/docs'], pullRequests: 'write', checks: 'write' },
    },
    collaborators: {
      lead: { permission: 'write', role_name: 'write' },
      reader: { permission: 'read', role_name: 'read' },
    },
    pulls: { [ISSUE]: product },
    comparisons: {
      [`${PR_REPOSITORY}:${HEAD1}...${HEAD2}`]: {
        commits: [{ sha: 'c'.repeat(40), message: 'Add the --flag option' }],
        files: ['src/flag.ts'],
      },
    },
  });
});

/** The one workflow of the README's first screen. */
const inputs = () =>
  sim.inputs({
    prompt: PROMPT,
    'follow-up-command': '/docs',
    'report-token': REPORT_TOKEN,
    'github-token': REPORT_TOKEN,
    'check-name': 'Docs',
  });

function opened(): Promise<ActionRun> {
  runId++;
  const pull_request = { ...product, head: { sha: HEAD1, repo: { full_name: PR_REPOSITORY } } };
  const env = pullRequestEnv(github.url, runId, { GITHUB_EVENT_PATH: eventFile({ action: 'opened', pull_request }) });
  return runAction(inputs(), { killAfterMs: 25_000, env });
}

/** A push to HEAD2 whose run was cancelled while pending: GitHub has the new head, the job was never told. */
function pushWhoseRunWasCancelled(): void {
  product.head = { sha: HEAD2, repo: { full_name: PR_REPOSITORY } };
}

function commentRun(body: string, login: string, where = { repository: PR_REPOSITORY, number: 5 }) {
  runId++;
  const { id } = github.addComment(`${where.repository}#${where.number}`, body, login);
  const env = commentEventEnv(github.url, runId, { id, body, login }, { GITHUB_WORKFLOW: 'Docs' }, where);
  return runAction(inputs(), { killAfterMs: 25_000, env });
}

const messages = (): string[] =>
  sim
    .requests()
    .filter((request) => request.method === 'POST' && request.url.endsWith('/message'))
    .map((request) => String((JSON.parse(request.body ?? '{}') as { prompt?: unknown }).prompt));
const checkRunsOn = (sha: string) => github.checkRuns.filter((run) => run.head_sha === sha && run.name === 'Docs');

describe('a comment that sends nothing still brings the pull request into step', () => {
  it.each([
    ['a comment that is no command', '/docs-site is down', 'reader'],
    ['a /docs below the permission', '/docs shorten the intro', 'reader'],
    ['/DOCSIFY, which startsWith lets through the workflow', '/DOCSIFY the intro', 'lead'],
    ['a /docs with no message', '/docs', 'lead'],
  ])('%s: the push is told once, and the new head gets its check run', async (_, body, login) => {
    expect((await opened()).outputs.outcome).toBe('completed');
    pushWhoseRunWasCancelled();
    const run = await commentRun(body, login);
    expect(run.exitCode).toBe(0);
    expect(run.outputs.outcome).toBe('completed');
    expect(run.log.join('\n')).toContain('No follow-up sent');
    expect(run.log.join('\n')).toContain('goes on as any other event of the pull request');
    expect(messages()).toHaveLength(1);
    expect(messages()[0]).toContain('Add the --flag option');
    expect(messages()[0]).not.toContain(body.split(' ').slice(1).join(' ') || '\u0000');
    expect(checkRunsOn(HEAD2)).toEqual([expect.objectContaining({ status: 'completed', conclusion: 'success' })]);
    // Told once: the next comment finds nothing new, and says so on the head's check run.
    const before = github.requests.length;
    const again = await commentRun('/docs-site is still down', 'reader');
    // What a comment with nothing to tell costs GITHUB_TOKEN's 1,000 requests an hour: 9 today, 11
    // with an earlier command on the pull request to look at; the comments are read three times
    // (one snapshot read once is the next step).
    expect(github.requests.length - before).toBeLessThanOrEqual(11);
    expect(again.outputs.outcome).toBe('nothing-new');
    expect(messages()).toHaveLength(1);
    // A run that decided nothing for the head leaves the turn's check run as it is: never a second one.
    expect(checkRunsOn(HEAD2)).toEqual([expect.objectContaining({ status: 'completed', conclusion: 'success' })]);
  });

  it('a command queued before the push is sent first, then the push, each once', async () => {
    await opened();
    const queued = github.addComment(ISSUE, '/docs mention the flag in the intro', 'lead');
    pushWhoseRunWasCancelled();
    const run = await commentRun('/docs-site is down', 'reader');
    expect(run.outputs.outcome).toBe('completed');
    expect(messages()).toHaveLength(1);
    expect(messages()[0]).toContain('mention the flag in the intro');
    expect(messages()[0]).toContain('Add the --flag option');
    expect(github.reactions.filter((r) => r.commentId === queued.id).map((r) => r.content)).toContain('rocket');
  });
});

describe("the head's check run has one owner: the turn that made it", () => {
  /** The one workflow with `wait: sweep`: the turn's check run stays in progress while the job works. */
  function run(env: Record<string, string>): Promise<ActionRun> {
    return runAction({ ...inputs(), wait: 'sweep' }, { killAfterMs: 25_000, env });
  }
  function openedLettingGo(): Promise<ActionRun> {
    runId++;
    const event = eventFile({ action: 'opened', pull_request: product });
    return run(pullRequestEnv(github.url, runId, { GITHUB_EVENT_PATH: event }));
  }
  function comment(body: string, login: string): Promise<ActionRun> {
    runId++;
    const { id } = github.addComment(ISSUE, body, login);
    return run(commentEventEnv(github.url, runId, { id, body, login }, { GITHUB_WORKFLOW: 'Docs' }));
  }
  function labelled(): Promise<ActionRun> {
    runId++;
    const event = eventFile({ action: 'labeled', label: { name: 'area/cli' }, pull_request: product });
    return run(pullRequestEnv(github.url, runId, { GITHUB_EVENT_PATH: event }));
  }

  it.each([
    ['a /docs below the permission', () => comment('/docs shorten the intro', 'reader')],
    ['a comment that is no command', () => comment('thanks, looks good', 'reader')],
    ['another label', labelled],
  ])("%s while the job works: nothing new, and the job's check run stays the only one", async (_, nothing) => {
    sim.service().holdJobs(true);
    try {
      expect((await openedLettingGo()).outputs.outcome).toBe('started');
      expect(checkRunsOn(HEAD1)).toEqual([expect.objectContaining({ status: 'in_progress' })]);
      const quiet = await nothing();
      expect(quiet.outputs.outcome).toBe('nothing-new');
      expect(quiet.log.join('\n')).toContain('which had nothing to do for the head, leaves it');
      // GitHub's required check reads the newest of the name: still the job's, in progress.
      expect(checkRunsOn(HEAD1)).toEqual([expect.objectContaining({ status: 'in_progress' })]);
      // Once the job ends, the next run finishes that one check run: the head never shows "Nothing new".
      sim.service().completeJob();
      await comment('any news?', 'reader');
      expect(checkRunsOn(HEAD1)).toEqual([expect.objectContaining({ status: 'completed', conclusion: 'success' })]);
    } finally {
      sim.service().holdJobs(false);
    }
  });
});

describe('a head whose check runs GitHub will not list', () => {
  it('a run with nothing to do writes none on the doubt, and warns that a required check waits', async () => {
    expect((await opened()).outputs.outcome).toBe('completed');
    pushWhoseRunWasCancelled();
    // The push is told by the next run; the run after it has nothing to do for HEAD2, whose list fails.
    expect((await commentRun('/docs-site is down', 'reader')).outputs.outcome).toBe('completed');
    const before = checkRunsOn(HEAD2).length;
    github.faults.push({ method: 'GET', path: /\/commits\/2{40}\/check-runs$/, status: 500, times: 20 });
    const run = await commentRun('thanks', 'reader');
    expect(run.outputs.outcome).toBe('nothing-new');
    expect(run.annotations.map((a) => a.message).join('\n')).toMatch(
      /No check run is written: the head's 'Docs' check runs could not be read .*a required 'Docs' check waits for the pull request's next run/,
    );
    expect(checkRunsOn(HEAD2)).toHaveLength(before);
  });
});

describe("a check run whose run was killed is finished by the head's next run", () => {
  it('SIGKILL leaves it in progress; a comment with nothing to do finishes it, saying so, and makes no second one', async () => {
    // actions: read, as the recipes grant: the step asks GitHub whether the run that holds it ended.
    await github.close();
    github = await startSimulatedGitHub({
      tokens: {
        [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write', actions: 'read' },
      },
      collaborators: { reader: { permission: 'read', role_name: 'read' } },
      pulls: { [ISSUE]: product },
    });
    sim.service().holdJobs(true);
    try {
      runId++;
      const killed = runId;
      const event = eventFile({ action: 'opened', pull_request: product });
      const env = pullRequestEnv(github.url, killed, { GITHUB_EVENT_PATH: event });
      const opened = await runAction(inputs(), {
        killAfterMs: 25_000,
        env,
        // Killed once both surfaces hold the job's id: its record is there for the next run.
        onStart: (child) =>
          void until(
            () =>
              checkRunsOn(HEAD1).some((c) => c.status === 'in_progress' && (c.output.summary ?? '').includes('job-')) &&
              github.comments.some((c) => c.body.includes('job-')),
          ).then(() => child.kill('SIGKILL')),
      });
      expect(opened.signal).toBe('SIGKILL');
      github.workflowRuns.push({
        id: killed,
        path: '.github/workflows/docs.yml',
        status: 'completed',
        event: 'pull_request',
      });
      sim.service().completeJob();
      const run = await commentRun('thanks, looks good', 'reader');
      // The killed turn recorded no ending: this run reports the job's, in that turn's check run.
      expect(run.outputs.outcome).toBe('completed');
      expect(github.comments.find((c) => c.issue === ISSUE)?.body).toContain('Completed');
      expect(run.log.join('\n')).toContain(
        `left in progress by workflow run ${killed}, which has ended: this run finishes it`,
      );
      expect(checkRunsOn(HEAD1)).toEqual([expect.objectContaining({ status: 'completed', conclusion: 'success' })]);
    } finally {
      sim.service().holdJobs(false);
    }
  });
});

describe('a merge brings the job into step with what was merged', () => {
  function merged(): Promise<ActionRun> {
    runId++;
    Object.assign(product, { state: 'closed', merged: true });
    const pull_request = { ...product, merged: true, state: 'closed' };
    const env = pullRequestEnv(github.url, runId, { GITHUB_EVENT_PATH: eventFile({ action: 'closed', pull_request }) });
    return runAction(inputs(), { killAfterMs: 25_000, env });
  }

  it('a push whose run was cancelled is told once by the close, with a queued command, and the head gets its check run', async () => {
    expect((await opened()).outputs.outcome).toBe('completed');
    const queued = github.addComment(ISSUE, '/docs mention the flag in the intro', 'lead');
    pushWhoseRunWasCancelled();
    const run = await merged();
    expect(run.exitCode).toBe(0);
    expect(run.outputs.outcome).toBe('completed');
    expect(messages()).toHaveLength(1);
    expect(messages()[0]).toContain('Add the --flag option');
    expect(messages()[0]).toContain('mention the flag in the intro');
    expect(github.reactions.filter((r) => r.commentId === queued.id).map((r) => r.content)).toContain('rocket');
    expect(checkRunsOn(HEAD2)).toEqual([expect.objectContaining({ status: 'completed', conclusion: 'success' })]);
    // The job's comment says the pull request was merged, atop what the follow-up wrote.
    const comment = github.comments.find((c) => c.issue === ISSUE && c.body.includes('This pull request was merged'));
    expect(comment).toBeDefined();
    // Told once: a re-run of the close finds the head told, and sends nothing.
    const again = await merged();
    expect(again.exitCode).toBe(0);
    expect(messages()).toHaveLength(1);
  });

  it('a merge whose head the job was told sends nothing, and writes no check run', async () => {
    expect((await opened()).outputs.outcome).toBe('completed');
    const run = await merged();
    expect(run.outputs.outcome).toBe('nothing-new');
    expect(messages()).toEqual([]);
    expect(checkRunsOn(HEAD1)).toHaveLength(1);
  });
});

describe('a review of the product pull request (pull_request_review listed in the one workflow)', () => {
  it('is not sent to the docs agent, and still brings the pull request into step', async () => {
    expect((await opened()).outputs.outcome).toBe('completed');
    pushWhoseRunWasCancelled();
    runId++;
    const review = github.addReview(ISSUE, { state: 'CHANGES_REQUESTED', login: 'lead', body: 'Rename this.' });
    const env = reviewEventEnv(github.url, runId, review, { repository: PR_REPOSITORY, number: 5, author: 'author' });
    const run = await runAction(inputs(), { killAfterMs: 25_000, env });
    expect(run.outputs.outcome).toBe('completed');
    expect(run.log.join('\n')).toContain('a review of the product pull request is not sent to the docs agent');
    expect(messages()).toHaveLength(1);
    expect(messages()[0]).toContain('Add the --flag option');
    expect(messages()[0]).not.toContain('Rename this.');
    expect(checkRunsOn(HEAD2)).toEqual([expect.objectContaining({ status: 'completed', conclusion: 'success' })]);
  });
});

describe('what may tell a job does not widen', () => {
  it.each([
    ['a closed pull request', { state: 'closed' }],
    ['a fork', { head: { sha: HEAD2, repo: { full_name: 'someone/product' } } }],
    ["Dependabot's", { user: { login: 'dependabot[bot]' } }],
    ["Dependabot's, its login in another case", { user: { login: 'Dependabot[bot]' } }],
    ['an answer for another pull request', { number: 6 }],
  ])('%s: a comment that is no command owes nothing and ends skipped', async (_, change) => {
    await opened();
    pushWhoseRunWasCancelled();
    Object.assign(product, change);
    const run = await commentRun('/docs-site is down', 'reader');
    expect(run.outputs.outcome).toBe('skipped');
    expect(messages()).toEqual([]);
    expect(checkRunsOn(HEAD2)).toEqual([]);
  });

  it("a plain issue's comment reads nothing", async () => {
    runId++;
    const body = '/docs-site is down';
    const { id } = github.addComment(`${PR_REPOSITORY}#7`, body, 'reader');
    const env = commentEventEnv(github.url, runId, { id, body, login: 'reader' }, { GITHUB_WORKFLOW: 'Docs' });
    const event = { action: 'created', issue: { number: 7 }, comment: { id, body, user: { login: 'reader' } } };
    const run = await runAction(inputs(), {
      killAfterMs: 25_000,
      env: { ...env, GITHUB_EVENT_PATH: eventFile(event) },
    });
    expect(run.outputs.outcome).toBe('skipped');
    expect(github.requests).toEqual([]);
  });
});
