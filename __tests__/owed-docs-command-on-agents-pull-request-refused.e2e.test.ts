/**
 * Was broken: with docs in the same repository, a `/docs` on the agent's docs pull request whose
 * own run never came (cancelled while pending) is sent by that docs pull request's merge run as a
 * NEW job, with the workflow's prompt naming the docs pull request itself, where the command's own
 * run would have refused it (😕, "comment on the product pull request").
 *
 * Now, as promised: docs/pull-request.md "Docs in the same repository": "One opened by `agent-
 * login` ... never starts a job for itself, from its very first event" and "once that job has
 * ended (its docs pull request merged or closed), a `/docs` there starts no job: it is answered 😕
 * with a reply that says to comment on the product pull request"; README `agent-login`: "a pull
 * request it opens (docs in the same repository) starts no job".
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
const promptOf = (r: { body?: string }): string => String((JSON.parse(r.body ?? '{}') as { prompt?: string }).prompt);

it("the merge run of the agent's docs pull request starts no job for a /docs left unsent there", async () => {
  // #5 opened: its job starts; the agent opens #6 and the job ends, which #6's run finishes.
  expect((await prRun(5, 'opened', HEAD1)).outputs.outcome).toBe('started');
  serviceNow = 11 * MINUTE;
  expect((await prRun(6, 'opened', DOCS1)).outputs.outcome).toBe('nothing-new');
  expect(starts()).toHaveLength(1);

  // A reviewer writes a /docs on #6; its run waits in #6's concurrency group and is cancelled
  // there (GitHub without queues keeps one pending run), so it never runs. #6 is merged meanwhile.
  const command = github.addComment(`${PR_REPOSITORY}#6`, '/docs also document the --verbose flag', 'lead');
  serviceNow = 12 * MINUTE;
  const merge = await prRun(6, 'closed', DOCS1, { merged: true, state: 'closed' });

  // The agent's docs pull request never starts a job for itself: the command is answered 😕, not sent as a new job.
  const prompts = starts().map(promptOf);
  expect({ jobsStarted: prompts.length, newJobFor6: prompts.some((p) => p.includes('/pull/6')) }).toEqual({
    jobsStarted: 1,
    newJobFor6: false,
  });
  expect(merge.outputs['job-id']).not.toBe('job-started-2');
  const mine = github.reactions.filter((r) => r.commentId === command.id).map((r) => r.content);
  expect(mine).not.toContain('rocket');
  // Answered as its own run would have: 😕, and a reply that says where to write it instead.
  expect(mine).toContain('confused');
  const replies = github.comments.filter(
    (c) => c.issue === `${PR_REPOSITORY}#6` && c.body.includes('nothing was sent'),
  );
  expect(replies.map((c) => c.body)).toEqual([expect.stringContaining('on the product pull request')]);
});
