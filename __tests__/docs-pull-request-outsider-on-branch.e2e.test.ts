/**
 * Was broken: when the service names no prLink (while the job works, or after a follow-up that changed
 * no files), the job's docs pull request is taken to be the NEWEST pull request, in any state and
 * by anyone, whose head is the agent's branch in the docs repository
 * (src/github/look-up.ts findBranchPullRequest, used by src/step/docs-pull-request.ts
 * docsPullRequestOf, src/step/on-close.ts docsPullRequestOf and src/step/push-news.ts
 * docsPullRequestEnded). It checks only the head repository and branch, never who opened the
 * pull request ('agent-login') nor that it is the agent's first one on that branch.
 *
 * How a user meets it: GitHub's docs ("Creating a pull request"): "Anyone with read access to a
 * repository can create a pull request", between two of its branches. So anyone who can read a
 * public docs repository (or a colleague who wants the agent's work on another base) opens a pull
 * request from the agent's branch (agent/<job>) into any base, after the agent's own. Then:
 *  - the product pull request is closed with `on-close: close-docs` while the job works: the
 *    outsider's pull request gets the closing comment and is closed; the job's docs pull request
 *    is neither told nor closed and stays open;
 *  - a `/docs` turn that changed no files hands on the outsider's pull request as `pr-link`,
 *    and with `docs-pr-comment: true` writes the job's comment on the outsider's pull request;
 *  - the outsider opens and at once closes a pull request from the agent's branch: the next push
 *    takes the job's docs pull request as ended and starts a second job (a second docs pull
 *    request for one product pull request) while the job's own docs pull request is still open.
 *
 * Was: docs#103 (the outsider's) gets "was closed without merging, so this docs pull request
 * is closed too." and is closed, docs#101 stays open with no comment; after the `/docs` turn
 * docs#103 carries the action's docs-pr-comment and `pr-link` is
 * https://github.com/acme/docs/pull/103; the push answers `started: true` with a second POST /job.
 *
 * What should happen instead: docs/pull-request.md: the docs pull request is the job's own, "so
 * only the job's own is touched", and close-docs closes "the docs pull request (an open one only,
 * on the branch the service says the job's agent works on)" (the project's promise that nothing a
 * person sends makes the action close or comment on someone else's pull request); README: "a product pull request gets one docs pull request, kept in step from its
 * first push to its merge" and "Once the docs pull request is merged, the next push or /docs
 * starts a new job". The job's docs pull request (#101, opened by the agent, mintlify[bot]) is
 * the one told, closed and handed on; the outsider's pull request is never written to.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { commentEventEnv, eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const DOCS_URL = 'https://github.com/acme/docs/pull/101';
const sim = useSimulatedService({ activeReads: 1, startedPrLink: DOCS_URL, messagesChangeNothing: true });
const [HEAD1, HEAD2] = ['1', '2'].map((digit) => digit.repeat(40)) as [string, string];
const ISSUE = `${PR_REPOSITORY}#5`;
const DOCS_TOKEN = 'ghs_docsRepositoryAppToken0123456789';

type Pull = Record<string, unknown> & { state: string; head: Record<string, unknown> & { ref: string } };
let github: SimGitHub;
let docs: Pull;
let outsiders: Pull;
let runId = 47_000;
afterEach(() => github.close());
beforeEach(async () => {
  runId += 20;
  // The agent's docs pull request, on its branch of the docs repository.
  docs = {
    state: 'open',
    draft: false,
    merged: false,
    user: { login: 'mintlify[bot]', type: 'Bot' },
    base: { ref: 'main' },
    head: { sha: 'f'.repeat(40), ref: '', repo: { full_name: 'acme/docs' } },
  };
  // An outsider's pull request from that same branch (of the docs repository itself) into another base, opened later.
  outsiders = {
    state: 'open',
    draft: false,
    merged: false,
    title: 'Totally the docs update',
    user: { login: 'mallory', type: 'User' },
    base: { ref: 'gh-pages' },
    head: { sha: 'f'.repeat(40), ref: '', repo: { full_name: 'acme/docs' } },
  };
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: { repository: PR_REPOSITORY, readable: ['acme/docs'], pullRequests: 'write', checks: 'write' },
      [DOCS_TOKEN]: { repository: 'acme/docs', pullRequests: 'write' },
    },
    collaborators: { lead: { permission: 'write', role_name: 'write' } },
    pulls: {
      [ISSUE]: { number: 5, head: { sha: HEAD1 }, files: ['src/flag.ts'] },
      'acme/docs#101': docs,
      'acme/docs#103': outsiders,
    },
    comparisons: {
      [`${PR_REPOSITORY}:${HEAD1}...${HEAD2}`]: {
        commits: [{ sha: 'c'.repeat(40), message: 'Add a flag' }],
        files: ['src/flag.ts'],
      },
    },
  });
});

const inputs = (extra: Record<string, string> = {}) =>
  sim.inputs({
    prompt: 'Document the changes of this pull request.',
    'follow-up-command': '/docs',
    'report-token': REPORT_TOKEN,
    'github-token': DOCS_TOKEN,
    'check-name': 'Docs',
    ...extra,
  });

async function act(action: string, head: string, extra: { inputs?: Record<string, string> } = {}) {
  runId++;
  const pull_request = {
    number: 5,
    draft: false,
    merged: false,
    labels: [],
    head: { sha: head, repo: { full_name: PR_REPOSITORY } },
    base: { repo: { full_name: PR_REPOSITORY } },
  };
  const env = pullRequestEnv(github.url, runId, { GITHUB_EVENT_PATH: eventFile({ action, pull_request }) });
  const run = await runAction(inputs(extra.inputs), { killAfterMs: 25_000, env });
  if (action === 'opened') for (const pull of [docs, outsiders]) pull.head.ref = `agent/${run.outputs['job-id'] ?? ''}`;
  return run;
}

async function command(body: string, extra: Record<string, string> = {}): Promise<ActionRun> {
  runId++;
  const { id } = github.addComment(ISSUE, body, 'lead');
  const env = commentEventEnv(github.url, runId, { id, body, login: 'lead' }, { GITHUB_WORKFLOW: 'Docs' });
  return runAction(inputs({ 'require-pr': 'true', ...extra }), { killAfterMs: 25_000, env });
}

const on = (issue: string) => github.comments.filter((c) => c.issue === issue).map((c) => c.body);
const starts = () => sim.requests().filter((r) => r.method === 'POST' && /\/job$/.test(r.url));

describe("an outsider's pull request from the agent's branch is not the job's docs pull request", () => {
  it("a close with close-docs while the job works tells and closes the job's own, never the outsider's", async () => {
    await act('opened', HEAD1, { inputs: { wait: 'false' } });
    sim.service().holdJobs(true);
    const closed = await act('closed', HEAD1, { inputs: { 'on-close': 'close-docs' } });
    expect(closed.exitCode).toBe(0);
    expect(on('acme/docs#103')).toEqual([]);
    expect(outsiders.state).toBe('open');
    expect(on('acme/docs#101')[0]).toContain('was closed without merging, so this docs pull request is closed too.');
    expect(docs.state).toBe('closed');
  });

  it("a /docs turn that changed no files hands on the job's docs pull request, not the outsider's", async () => {
    expect((await act('opened', HEAD1)).outputs['pr-link']).toBe(DOCS_URL);
    const run = await command('/docs mention the flag in the guide', { 'docs-pr-comment': 'true' });
    expect(run.outputs.status).toBe('completed');
    expect(on('acme/docs#103')).toEqual([]);
    expect(run.outputs['pr-link']).toBe(DOCS_URL);
    expect(run.stdout).not.toContain('acme/docs/pull/103');
  });

  it("an outsider's closed pull request on the agent's branch does not make the next push start a second job", async () => {
    await act('opened', HEAD1);
    await command('/docs mention the flag in the guide');
    outsiders.state = 'closed';
    expect(docs.state).toBe('open');
    const pushed = await act('synchronize', HEAD2);
    expect(pushed.outputs.started).not.toBe('true');
    expect(starts()).toHaveLength(1);
  });
});
