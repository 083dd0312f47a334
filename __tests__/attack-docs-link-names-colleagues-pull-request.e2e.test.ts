/**
 * Was broken: with docs in the same repository, a job's prLink naming a colleague's product pull
 * request (#7: head `feature-7`, not the job's branch `source.ref`; not opened by the agent) was
 * taken for the job's docs pull request: `docs-pr-comment` wrote the job's signed record there with
 * `github-token`, and #7's own runs then read it as a docs pull request ("its pushes are the
 * agent's own"): no job of its own, and its required check passed with the other job's success.
 * Only the close checked the head.
 *
 * Now one rule (src/step/docs-pull-request.ts `onAnotherBranch`) serves every reader that acts on
 * the link as the job's: the look-up (no details handed on, one warning), the docs comment (not
 * written), the push's read of whether it was merged, and the close. docs/pull-request.md: "only
 * the job's own is touched: ... one whose head is not the agent's branch is neither told nor
 * closed". On the bundled action; the simulated service ends a job by its reads (no wall clock).
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { eventFile, PR_REPOSITORY, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(120_000);
/** Every job's prLink names #7, a colleague's product pull request; source.ref stays the job's own `agent/<id>`. */
const sim = useSimulatedService({
  activeReads: 1,
  startedPrLink: `https://github.com/${PR_REPOSITORY}/pull/7`,
  repository: `https://github.com/${PR_REPOSITORY}`,
});
const GITHUB_TOKEN = 'ghs_DnobDQCm7JUcKkHnVm5uMGonrNZGmwE';
const HEAD5 = '5'.repeat(40);
const HEAD7 = '7'.repeat(40);
const AUTHORS: Record<number, string> = { 5: 'octocat', 7: 'hubot' };
let github: SimGitHub;
let runId = 52_000;
let pulls: Record<string, Record<string, unknown>>;
afterEach(() => github.close());
beforeEach(async () => {
  pulls = {
    [`${PR_REPOSITORY}#5`]: {
      ...{ number: 5, state: 'open', head: { sha: HEAD5, ref: 'feature-5' } },
      ...{ files: ['src/cli.ts'], user: { login: AUTHORS[5] } },
    },
    [`${PR_REPOSITORY}#7`]: {
      ...{ number: 7, state: 'open', draft: true, head: { sha: HEAD7, ref: 'feature-7' } },
      ...{ files: ['src/api.ts'], user: { login: AUTHORS[7], type: 'User' } },
    },
  };
  github = await startSimulatedGitHub({
    tokens: { [GITHUB_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write', actions: 'read' } },
    pulls,
  });
});

/** The recipe's step (docs in the same repository), waiting for the job. */
const inputs = () =>
  sim.inputs({
    prompt: 'Update the documentation for the changes in this pull request.',
    'follow-up-command': '/docs',
    'check-name': 'Docs agent',
    'docs-pr-comment': 'true',
    paths: 'src/**',
    'report-token': GITHUB_TOKEN,
    'github-token': GITHUB_TOKEN,
    timeout: '60s',
  });

function prRun(
  pull: number,
  action: string,
  head: string,
  draft = false,
  extra: Record<string, string> = {},
): Promise<ActionRun> {
  Object.assign(pulls[`${PR_REPOSITORY}#${pull}`] ?? {}, { draft });
  const pull_request = {
    ...{ number: pull, draft, labels: [], user: { login: AUTHORS[pull], type: 'User' } },
    head: { sha: head, ref: `feature-${pull}`, repo: { full_name: PR_REPOSITORY } },
    base: { repo: { full_name: PR_REPOSITORY } },
  };
  const event = { action, pull_request, repository: { full_name: PR_REPOSITORY, default_branch: 'main' } };
  return runAction(
    { ...inputs(), ...extra },
    {
      killAfterMs: 60_000,
      env: pullRequestEnv(github.url, ++runId, { GITHUB_EVENT_PATH: eventFile(event) }),
    },
  );
}

const starts = () => sim.requests().filter((r) => r.method === 'POST' && r.url.endsWith('/job'));

describe("a prLink naming a colleague's product pull request in the same repository", () => {
  it('is not taken for the docs pull request: no job record written there, and that pull request starts its own job', async () => {
    // #7 is a draft: no job yet, no comment.
    expect((await prRun(7, 'opened', HEAD7, true)).outputs.outcome).toBe('draft');
    const opened = await prRun(5, 'opened', HEAD5);
    expect(opened.outputs.outcome).toBe('completed');
    const job = opened.outputs['job-id'] ?? '';
    expect(opened.outputs.ref).toBe(`agent/${job}`);
    // #7's head is feature-7, not the job's branch, and the agent did not open it: not the job's.
    const onSeven = github.comments.filter((c) => c.issue === `${PR_REPOSITORY}#7`);
    expect(onSeven.filter((c) => c.body.includes(`Agent job ${job}`))).toEqual([]);
    // Nor is it mirrored on #5's comment as the job's docs pull request (its reviews are not read).
    expect(github.requests.filter((r) => /\/pulls\/7\/reviews/.test(r.url))).toEqual([]);
    // #7 is ready for review: it has no job of its own, so it starts one.
    const ready = await prRun(7, 'ready_for_review', HEAD7);
    expect(ready.log.join('\n')).not.toContain(`This is job ${job}'s docs pull request`);
    expect(ready.outputs.outcome).not.toBe('nothing-new');
    expect(starts()).toHaveLength(2);
  });
});

/**
 * Was broken: the service's answer names #7 and #7's own branch as the job's (`source.ref:
 * feature-7`). Both are its answer, untrusted, so the branch proved nothing: the action wrote the
 * job's record on the colleague's #7, and `on-close: close-docs` closed #7 when #5 closed. Now a
 * pull request a person opened is never the agent's docs pull request.
 */
describe("a job that names a colleague's pull request and its branch as its own", () => {
  it('writes nothing on it and never closes it', async () => {
    const JOB = { id: 'job-x', source: { repository: `https://github.com/${PR_REPOSITORY}`, ref: 'feature-7' } };
    const link = `https://github.com/${PR_REPOSITORY}/pull/7`;
    sim
      .service()
      .setJob('job-x', [{ job: { ...JOB, status: 'active' } }, { job: { ...JOB, status: 'completed', prLink: link } }]);
    sim.service().failNextPost({ http: 201, body: JSON.stringify({ ...JOB, status: 'active' }) });
    const opened = await prRun(5, 'opened', HEAD5, false, { 'on-close': 'close-docs' });
    expect(opened.outputs.outcome).toBe('completed');
    expect(opened.stdout).toContain("it was opened by hubot, a person, not by the agent ('agent-login')");
    Object.assign(pulls[`${PR_REPOSITORY}#5`] ?? {}, { state: 'closed', merged: false });
    const closed = await prRun(5, 'closed', HEAD5, false, { 'on-close': 'close-docs' });
    expect(closed.exitCode).toBe(0);
    expect({
      writesOnSeven: github.requests
        .filter((r) => /\/(pulls|issues)\/7\b/.test(r.url) && r.method !== 'GET')
        .map((r) => `${r.method} ${r.url}`),
      state: pulls[`${PR_REPOSITORY}#7`]?.state,
    }).toEqual({ writesOnSeven: [], state: 'open' });
  });
});

/**
 * Was broken (a helper's attack): the rule above asked only whether a person opened the pull
 * request. The service naming Dependabot's pull request and branch as the job's got the job's
 * record written there, its check passed as the job's docs pull request, and `close-docs` closed
 * it. Now only a pull request `agent-login` opened is the job's: another app's is not either.
 */
describe("a job that names another app's pull request (Dependabot's) and its branch as its own", () => {
  it('writes nothing on it, never closes it, and says which account to name', async () => {
    const branch = 'dependabot/npm_and_yarn/lodash-4.17.21';
    Object.assign(pulls[`${PR_REPOSITORY}#7`] ?? {}, {
      head: { sha: HEAD7, ref: branch },
      user: { login: 'dependabot[bot]', type: 'Bot' },
    });
    const JOB = { id: 'job-x', source: { repository: `https://github.com/${PR_REPOSITORY}`, ref: branch } };
    const link = `https://github.com/${PR_REPOSITORY}/pull/7`;
    sim
      .service()
      .setJob('job-x', [{ job: { ...JOB, status: 'active' } }, { job: { ...JOB, status: 'completed', prLink: link } }]);
    sim.service().failNextPost({ http: 201, body: JSON.stringify({ ...JOB, status: 'active' }) });
    const opened = await prRun(5, 'opened', HEAD5, false, { 'on-close': 'close-docs' });
    expect(opened.outputs.outcome).toBe('completed');
    expect(opened.stdout).toContain(
      "it was opened by dependabot[bot], not by the agent's account (if dependabot[bot] opens the agent's docs pull requests, name it in 'agent-login')",
    );
    Object.assign(pulls[`${PR_REPOSITORY}#5`] ?? {}, { state: 'closed', merged: false });
    const closed = await prRun(5, 'closed', HEAD5, false, { 'on-close': 'close-docs' });
    expect(closed.exitCode).toBe(0);
    expect({
      writesOnSeven: github.requests
        .filter((r) => /\/(pulls|issues)\/7\b/.test(r.url) && r.method !== 'GET')
        .map((r) => `${r.method} ${r.url}`),
      state: pulls[`${PR_REPOSITORY}#7`]?.state,
    }).toEqual({ writesOnSeven: [], state: 'open' });
  });
});

/**
 * Was broken (a helper, attacking the rule above): one failed read of the named pull request (a
 * 502) left its author unknown, and unknown passed for the agent's: the job's record was written
 * on Dependabot's #7 (its next run then took it for the job's docs pull request), and the close
 * told #7 of it. A pull request whose author could not be read for now is written nothing; a
 * later run, reading it, decides.
 */
describe("another app's pull request the job names, while GitHub cannot read it", () => {
  it('is written nothing, on the finish and on the close, and later still not', async () => {
    const branch = 'dependabot/npm_and_yarn/lodash-4.17.21';
    Object.assign(pulls[`${PR_REPOSITORY}#7`] ?? {}, {
      head: { sha: HEAD7, ref: branch },
      user: { login: 'dependabot[bot]', type: 'Bot' },
    });
    const JOB = { id: 'job-x', source: { repository: `https://github.com/${PR_REPOSITORY}`, ref: branch } };
    const link = `https://github.com/${PR_REPOSITORY}/pull/7`;
    sim
      .service()
      .setJob('job-x', [{ job: { ...JOB, status: 'active' } }, { job: { ...JOB, status: 'completed', prLink: link } }]);
    sim.service().failNextPost({ http: 201, body: JSON.stringify({ ...JOB, status: 'active' }) });
    const unreadable = { method: 'GET', path: /\/pulls\/7$/, status: 502, times: 1_000 };
    github.faults.push(unreadable);
    const opened = await prRun(5, 'opened', HEAD5, false, { 'on-close': 'close-docs' });
    expect(opened.outputs.outcome).toBe('completed');
    expect(opened.stdout).toContain('who opened it could not be read');
    Object.assign(pulls[`${PR_REPOSITORY}#5`] ?? {}, { state: 'closed', merged: false });
    const closed = await prRun(5, 'closed', HEAD5, false, { 'on-close': 'close-docs' });
    expect(closed.exitCode).toBe(0);
    expect(closed.stdout).toMatch(/acme\/product#7 is not closed \(on-close: close-docs\), nor told of the close/);
    const writesOnSeven = () =>
      github.requests
        .filter((r) => /\/(pulls|issues)\/7\b/.test(r.url) && r.method !== 'GET')
        .map((r) => `${r.method} ${r.url}`);
    expect(writesOnSeven()).toEqual([]);
    // GitHub answers again: the re-run reads who opened it, and still writes nothing there.
    github.faults.splice(github.faults.indexOf(unreadable), 1);
    const again = await prRun(5, 'closed', HEAD5, false, { 'on-close': 'close-docs' });
    expect(again.exitCode).toBe(0);
    expect({ writes: writesOnSeven(), state: pulls[`${PR_REPOSITORY}#7`]?.state }).toEqual({
      writes: [],
      state: 'open',
    });
  });
});
