/**
 * Was broken: a `/docs` on the agent's merged docs pull request, in a run where GitHub answers the
 * read of that pull request 502, starts a new job for the docs pull request itself: commandHead
 * takes the unread facts for "not the agent's own" and the refusal of 83d8b0d never applies.
 *
 * Now, as promised: docs/pull-request.md "once that job has ended (its docs pull request merged or
 * closed), a `/docs` there starts no job: it is answered 😕"; README `agent-login`: "a pull request
 * it opens (docs in the same repository) starts no job".
 */
import { afterEach, beforeEach, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { commentEventEnv, eventFile, PR_REPOSITORY, pullRequestEnv } from '../sim/pull-request.ts';
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
const GITHUB_TOKEN = 'ghs_DnobDQCm7JUcKkHnVm5uMGonrNZGmwE';
const [HEAD1, HEAD2, DOCS1] = ['1', '2', 'd'].map((c) => c.repeat(40)) as [string, string, string];
const AGENT = { login: 'mintlify[bot]', type: 'Bot' };
let github: SimGitHub;
let pulls: Record<string, { number: number; head: { sha: string } } & Record<string, unknown>>;
let runId = 47_000;
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
    comparisons: {
      [`${PR_REPOSITORY}:${HEAD1}...${HEAD2}`]: {
        commits: [{ sha: 'c'.repeat(40), message: 'Add the --dry-run flag' }],
        files: ['src/cli.ts'],
      },
    },
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
  return actionRun(inputs(pull), env);
}

/** An issue_comment run of the same workflow, on a comment by someone with write access. */
function commentRun(pull: number, body: string, login = 'lead'): Promise<ActionRun> {
  const written = github.addComment(`${PR_REPOSITORY}#${pull}`, body, login);
  const where = { repository: PR_REPOSITORY, number: pull };
  const env = commentEventEnv(github.url, ++runId, { id: written.id, body, login }, { GITHUB_WORKFLOW: 'Docs' }, where);
  return actionRun(inputs(pull), env);
}

/** The bundled action run as the workflow run `env` names, which the Actions API shows in progress meanwhile. */
function actionRun(given: Record<string, string>, env: Record<string, string>): Promise<ActionRun> {
  return github.running(env, () => runAction(given, { killAfterMs: 25_000, env }));
}

const starts = () => sim.requests().filter((r) => r.method === 'POST' && r.url.endsWith('/job'));
const promptOf = (r: { body?: string }): string => String((JSON.parse(r.body ?? '{}') as { prompt?: string }).prompt);

it("a /docs on the merged docs pull request and the product's next push start at most one new job between them", async () => {
  // #5 opened: its job starts; the agent opens #6 and the job ends, which #6's run finishes.
  expect((await prRun(5, 'opened', HEAD1)).outputs.outcome).toBe('started');
  serviceNow = 11 * MINUTE;
  expect((await prRun(6, 'opened', DOCS1)).outputs.outcome).toBe('nothing-new');
  // The docs pull request is merged: #5's job is done with it.
  await prRun(6, 'closed', DOCS1, { merged: true, state: 'closed' });
  expect(starts()).toHaveLength(1);
  // A reviewer asks for more on the merged docs pull request, where its comment says to reply with /docs.
  // GitHub answers the comment run's reads of the docs pull request 502 for a while (past the client's
  // retries of one read): the read of its author fails, the later read of its merge succeeds.
  github.faults.push({ method: 'GET', path: /\/pulls\/6$/, status: 502, times: 5 });
  const command = await commentRun(6, '/docs also document the --verbose flag');
  github.faults.length = 0;
  // Nothing is started for the docs pull request itself: a read that failed is no "not the agent's own".
  expect({ outcome: command.outputs.outcome, jobsStarted: starts().length }).toEqual({
    outcome: expect.not.stringMatching(/^started$/),
    jobsStarted: 1,
  });
  // The product pull request is pushed to: the docs must follow it.
  serviceNow = 30 * MINUTE;
  await prRun(5, 'synchronize', HEAD2);
  // One new job at most for #5 after its docs pull request merged, never one for the docs pull request itself.
  const prompts = starts().map(promptOf);
  expect({ jobsStarted: prompts }).toEqual({ jobsStarted: prompts.slice(0, 2) });
});
