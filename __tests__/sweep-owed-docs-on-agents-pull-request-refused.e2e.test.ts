/**
 * Was broken: with docs in the same repository, a /docs queued on the agent's own docs pull
 * request while its job was busy, met by a sweep once that job failed, is never answered 😕: the
 * sweep says "its author's permission could not be read, or another run holds the reviews' lock"
 * (neither is so) and keeps it pending, label on, until the step's timeout.
 *
 * Now, as promised: docs/pull-request.md "Docs in the same repository": "once that job has ended
 * ..., a `/docs` there starts no job: it is answered 😕 with a reply that says to comment on the
 * product pull request"; docs/sweep.md: only "comments, or the permission of a command's author,
 * it cannot read keep every turn pending".
 */
import { afterEach, beforeEach, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { eventFile, PR_REPOSITORY, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(240_000);
const MINUTE = 60_000;
/** The service's clock is the test's: jobs last 10 minutes on it. */
let serviceNow = 0;
const sim = useSimulatedService({
  now: () => serviceNow,
  jobDurationMs: 10 * MINUTE,
  // Docs in the same repository: the agent's docs pull request is acme/product#6.
  startedPrLink: () => `https://github.com/${PR_REPOSITORY}/pull/6`,
  repository: `https://github.com/${PR_REPOSITORY}`,
});
/** The workflow's own GITHUB_TOKEN: the one token of the same-repository recipe. */
const GITHUB_TOKEN = 'ghs_theWorkflowsOwnGitHubToken00027';
const [HEAD1, DOCS1] = ['1', 'd'].map((c) => c.repeat(40)) as [string, string];
const AGENT = { login: 'mintlify[bot]', type: 'Bot' };
let github: SimGitHub;
let pulls: Record<string, { number: number; head: { sha: string } } & Record<string, unknown>>;
let runId = 71_000;
afterEach(() => github.close());
beforeEach(async () => {
  serviceNow = 0;
  runId += 100;
  // #5 is a person's product pull request; #6 the agent's docs pull request, beside it.
  pulls = {
    [`${PR_REPOSITORY}#5`]: { number: 5, head: { sha: HEAD1 }, files: ['src/cli.ts'], user: { login: 'octocat' } },
    [`${PR_REPOSITORY}#6`]: { number: 6, state: 'open', head: { sha: DOCS1 }, files: ['docs/cli.mdx'], user: AGENT },
  };
  github = await startSimulatedGitHub({
    tokens: { [GITHUB_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write', actions: 'read' } },
    collaborators: { lead: { permission: 'write', role_name: 'write' } },
    pulls,
  });
});

/** examples/docs-in-same-repository.yml's step: its prompt names the pull request of the event, as the recipe's expression does. */
const inputs = (pull: number) =>
  sim.inputs({
    prompt: `Update the documentation for the changes in pull request\nhttps://github.com/${PR_REPOSITORY}/pull/${pull}.`,
    'follow-up-command': '/docs',
    wait: 'sweep',
    'check-name': 'Docs agent',
    'docs-pr-comment': 'true',
    'on-review': 'send',
    paths: 'src/**',
    'report-token': GITHUB_TOKEN,
    'github-token': GITHUB_TOKEN,
    timeout: '60m',
  });

/** A pull_request run of the one workflow. */
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
  return github.running(env, () => runAction(inputs(pull), { killAfterMs: 25_000, env }));
}

const starts = () => sim.requests().filter((r) => r.method === 'POST' && r.url.endsWith('/job'));

function commandRun(pull: number, body: string) {
  const { id } = github.addComment(`${PR_REPOSITORY}#${pull}`, body, 'lead');
  const event = {
    action: 'created',
    issue: { number: pull, pull_request: { url: `${github.url}/repos/${PR_REPOSITORY}/pulls/${pull}` } },
    comment: { id, body, user: { login: 'lead', type: 'User' }, created_at: new Date(github.now()).toISOString() },
    repository: { full_name: PR_REPOSITORY, default_branch: 'main' },
  };
  const env = pullRequestEnv(github.url, ++runId, {
    GITHUB_EVENT_NAME: 'issue_comment',
    GITHUB_EVENT_PATH: eventFile(event),
    GITHUB_ACTOR: 'lead',
  });
  return github.running(env, () => runAction(inputs(pull), { killAfterMs: 25_000, env }));
}
function sweep() {
  const env = pullRequestEnv(github.url, ++runId, {
    GITHUB_EVENT_NAME: 'schedule',
    GITHUB_EVENT_PATH: eventFile({ repository: { full_name: PR_REPOSITORY, default_branch: 'main' } }),
    GITHUB_WORKFLOW: 'Sweep',
    GITHUB_JOB: 'sweep',
    GITHUB_ACTION: 'sweep',
  });
  const i = sim.inputs({ sweep: 'true', 'report-token': GITHUB_TOKEN, 'github-token': GITHUB_TOKEN });
  return github.running(env, () => runAction(i, { killAfterMs: 25_000, env }));
}

it("a sweep meeting a /docs queued on the agent's docs pull request after its job failed answers it, blaming nothing unread", async () => {
  expect((await prRun(5, 'opened', HEAD1)).outputs.outcome).toBe('started');
  serviceNow = 11 * MINUTE;
  // The agent opens #6; its run finishes the ended job and writes the job's comment there.
  expect((await prRun(6, 'opened', DOCS1)).outputs.outcome).toBe('nothing-new');
  // A writer's /docs on #6 goes to the job; a second one, while the job works on it, is queued.
  expect((await commandRun(6, '/docs first follow-up')).outputs.outcome).toBe('started');
  const queued = await commandRun(6, '/docs also document the --verbose flag');
  expect(queued.stdout).toMatch(/is busy, so nothing is sent now/);
  // The job fails; the hourly sweep comes.
  sim.service().endLiveJobsAs('failed');
  serviceNow = 30 * MINUTE;
  const swept = await sweep();
  const command = github.comments.find((c) => c.body === '/docs also document the --verbose flag')!;
  // Both could be read: the sweep must not say they could not.
  expect(swept.stdout).not.toMatch(/permission could not be read|holds the reviews. lock/);
  // No job was started for the agent's own pull request, and the command is answered as its own run would have.
  expect(starts()).toHaveLength(1);
  const mine = github.reactions.filter((r) => r.commentId === command.id).map((r) => r.content);
  expect(mine).toContain('confused');
  const replies = github.comments.filter(
    (c) => c.issue === `${PR_REPOSITORY}#6` && c.body.includes('nothing was sent'),
  );
  expect(replies.map((c) => c.body)).toEqual([expect.stringContaining('on the product pull request')]);
});
