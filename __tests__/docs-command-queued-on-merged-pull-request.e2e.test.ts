/**
 * Docs in the same repository, the runner let go: a `/docs` queued on the product pull request
 * while its job works, then the product pull request merged and its docs pull request merged.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { commentEventEnv, eventFile, PR_REPOSITORY, pullRequestEnv } from '../sim/pull-request.ts';
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

/** A /docs comment run on any pull request. */
function commentOn(pull: number, body: string, login = 'lead', extra: Record<string, string> = {}): Promise<ActionRun> {
  const id = github.addComment(`${PR_REPOSITORY}#${pull}`, body, login).id;
  const env = commentEventEnv(
    github.url,
    ++runId,
    { id, body, login },
    { GITHUB_WORKFLOW: 'Docs' },
    {
      repository: PR_REPOSITORY,
      number: pull,
    },
  );
  return actionRun(inputs(extra), env);
}

describe('a /docs queued on the product pull request, merged while its job worked', () => {
  // Was broken (a helper): the docs pull request merged, the job took no more follow-ups, and the
  // queued command was dropped with no answer (no reaction), while the check run and comment said
  // "the pull request's next push starts a new job": a merged pull request gets no push.
  it('is answered 😕, and the check run says a command on it starts a new job', async () => {
    await prRun(5, 'opened', HEAD1);
    serviceNow = 2 * MINUTE;
    await commentOn(5, '/docs also the flags');
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
