/**
 * Was broken (a helper's same-repository trial, `wait: sweep`): a draft, the skip-label or any label
 * put on a pull request whose let-go job still works rewrote its comment to "No docs job yet: the
 * pull request is a draft" (or "Remove the label to start the job"), dropping the running job; and
 * with `on-push: new-job` every event that is no push (a person taking `agent-job-pending` off,
 * ready for review, a label) started another job on the same head. A draft or the label now leaves
 * the job working and its comment as it was; `new-job` starts a job only for a push, or for a head
 * no job was started for.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { eventFile, PR_REPOSITORY, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(600_000);
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
      [GITHUB_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write', actions: 'write' },
    },
    collaborators: { lead: { permission: 'write', role_name: 'write' } },
    pulls,
    comparisons: {
      [`${PR_REPOSITORY}:${HEAD1}...${HEAD2}`]: {
        commits: [{ sha: 'c'.repeat(40), message: 'Add the --dry-run flag' }],
        files: ['src/cli.ts'],
      },
      [`${PR_REPOSITORY}:${HEAD1}...${'a'.repeat(40)}`]: {
        commits: [{ sha: '9'.repeat(40), message: 'Fix a typo in the docs' }],
        files: ['docs/intro.mdx'],
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

/** The bundled action run as the workflow run `env` names, which the Actions API shows in progress meanwhile. */
function actionRun(inputs: Record<string, string>, env: Record<string, string>): Promise<ActionRun> {
  return github.running(env, () => runAction(inputs, { killAfterMs: 25_000, env }));
}

function ev(
  pull: number,
  action: string,
  head: string,
  pr: Record<string, unknown> = {},
  top: Record<string, unknown> = {},
  more: Record<string, string> = {},
): Promise<ActionRun> {
  const shown = pulls[`${PR_REPOSITORY}#${pull}`];
  const before = action === 'synchronize' ? { before: shown?.head.sha } : {};
  if (shown) Object.assign(shown, { head: { sha: head } }, pr);
  const pull_request = {
    number: pull,
    draft: false,
    labels: [],
    user: pull === 6 ? AGENT : { login: 'octocat', type: 'User' },
    head: { sha: head, repo: { full_name: PR_REPOSITORY } },
    base: { repo: { full_name: PR_REPOSITORY } },
    ...pr,
  };
  const event = {
    action,
    ...before,
    ...top,
    pull_request,
    repository: { full_name: PR_REPOSITORY, default_branch: 'main' },
  };
  const env = pullRequestEnv(github.url, ++runId, { GITHUB_EVENT_PATH: eventFile(event) });
  return actionRun(inputs({ 'skip-label': 'no-docs', ...more }), env);
}

const starts = () => sim.requests().filter((r) => r.method === 'POST' && r.url.endsWith('/job'));
const labelled = (pull: number): boolean => github.labels.get(`${PR_REPOSITORY}#${pull}`)?.has(LABEL) === true;
const inProgress = () => github.checkRuns.filter((r) => r.status === 'in_progress');
const commentHeading = () =>
  github.comments
    .find((c) => c.issue === `${PR_REPOSITORY}#5` && c.body.includes('<!-- wait-for-agent-job'))
    ?.body.split('\n')[0] ?? '';
const NEW_JOB = { 'on-push': 'new-job' };

describe("'on-push: new-job' on an event that is no push", () => {
  it('starts no second job when a person takes agent-job-pending off', async () => {
    await ev(5, 'opened', HEAD1, {}, {}, NEW_JOB);
    serviceNow = 2 * MINUTE;
    github.labels.get(`${PR_REPOSITORY}#5`)?.delete(LABEL);
    const run = await ev(5, 'unlabeled', HEAD1, { labels: [] }, { label: { name: LABEL } }, NEW_JOB);
    expect(run.outputs.outcome).toBe('nothing-new');
    expect(run.log.join('\n')).toMatch(/Job job-started-\d+ was started for this head already/);
    expect(labelled(5)).toBe(true);
    expect(starts()).toHaveLength(1);
    expect(inProgress()).toHaveLength(1);
  });

  it('starts none for a draft made ready, or a label, on the same head; the next push starts one', async () => {
    await ev(5, 'opened', HEAD1, {}, {}, NEW_JOB);
    serviceNow = 2 * MINUTE;
    await ev(5, 'converted_to_draft', HEAD1, { draft: true }, {}, NEW_JOB);
    await ev(5, 'ready_for_review', HEAD1, {}, {}, NEW_JOB);
    await ev(5, 'labeled', HEAD1, { labels: [{ name: 'bug' }] }, { label: { name: 'bug' } }, NEW_JOB);
    expect(starts()).toHaveLength(1);
    const pushed = await ev(5, 'synchronize', HEAD2, {}, {}, NEW_JOB);
    expect(pushed.outputs.outcome).toBe('started');
    expect(starts()).toHaveLength(2);
  });

  it('starts one for a head whose push run never came', async () => {
    await ev(5, 'opened', HEAD1, {}, {}, NEW_JOB);
    serviceNow = 2 * MINUTE;
    // The push to HEAD2 was cancelled while pending: the label's run finds its head untold.
    const run = await ev(5, 'labeled', HEAD2, { labels: [{ name: 'bug' }] }, { label: { name: 'bug' } }, NEW_JOB);
    expect(run.outputs.outcome).toBe('started');
    expect(run.log.join('\n')).toContain('No job was started for this head yet');
    expect(starts()).toHaveLength(2);
  });
});

describe('a draft or the skip-label put on a pull request whose let-go job works', () => {
  it('keeps the comment on the running job, and ready for review tells it nothing new', async () => {
    await ev(5, 'opened', HEAD1);
    expect(commentHeading()).toContain('is running');
    serviceNow = 3 * MINUTE;
    const draft = await ev(5, 'converted_to_draft', HEAD1, { draft: true });
    expect(draft.outputs.outcome).toBe('draft');
    expect(draft.log.join('\n')).toMatch(
      /Job job-started-\d+ goes on: the pull request is a draft\. A draft starts no job; job job-started-\d+, which this pull request has already, goes on/,
    );
    expect(commentHeading()).toContain('is running');
    await ev(5, 'ready_for_review', HEAD1);
    expect(commentHeading()).toContain('is running');
    expect(starts()).toHaveLength(1);
    expect(inProgress()).toHaveLength(1);
  });

  it('keeps the comment on the running job when the skip-label is put on', async () => {
    await ev(5, 'opened', HEAD1);
    serviceNow = 3 * MINUTE;
    const run = await ev(5, 'labeled', HEAD1, { labels: [{ name: 'no-docs' }] }, { label: { name: 'no-docs' } });
    expect(run.outputs.outcome).toBe('skip-label');
    expect(commentHeading()).toContain('is running');
    expect(run.summary).not.toContain('Remove the label to start the job');
    expect(run.log.join('\n')).toMatch(/\('skip-label'\) starts no job; job job-started-\d+, which/);
    expect(inProgress()).toHaveLength(1);
  });
});

// Was broken (two helpers): once the job had ended, a draft, the skip-label or a push outside
// 'paths' rewrote the whole comment to that one heading, and the job and its docs pull request
// were gone from it for good, even once the label or the draft was undone.
describe('a draft or the skip-label on a pull request whose job has ended', () => {
  it('puts its heading atop the comment, which keeps the job; undone, the heading goes', async () => {
    await ev(5, 'opened', HEAD1);
    serviceNow = 11 * MINUTE;
    const body = () =>
      github.comments.find((c) => c.issue === `${PR_REPOSITORY}#5` && c.body.includes('<!-- wait-for-agent-job'))
        ?.body ?? '';
    const labelled = await ev(5, 'labeled', HEAD1, { labels: [{ name: 'no-docs' }] }, { label: { name: 'no-docs' } });
    expect(labelled.outputs.outcome).toBe('skip-label');
    expect(commentHeading()).toMatch(
      /^<h3>🏷️ Job job-started-\d+ is kept&#58; the pull request is labelled no-docs<\/h3>$/,
    );
    expect(body()).toMatch(/job-started-\d+/);
    const unlabelled = await ev(5, 'unlabeled', HEAD1, { labels: [] }, { label: { name: 'no-docs' } });
    expect(unlabelled.outputs.outcome).toBe('nothing-new');
    expect(body()).not.toContain('no-docs');
    expect(body()).toMatch(/job-started-\d+/);
    await ev(5, 'converted_to_draft', HEAD1, { draft: true });
    expect(commentHeading()).toMatch(/^<h3>📝 Job job-started-\d+ is kept&#58; the pull request is a draft<\/h3>$/);
    await ev(5, 'ready_for_review', HEAD1);
    expect(body()).not.toContain('draft');
  });
});
