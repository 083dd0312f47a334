/**
 * The service names no pull request for a job while it works, nor after a turn that changed no
 * files (its prLink is null then), though the job's docs pull request is open on the branch its
 * agent works on. Proven on the bundled action: every use of the job's docs pull request (the
 * outputs and `require-pr`, a close told to it, a push after it was merged, while the job works
 * too) finds the one the agent opened there; never a fork's branch of the same name, nor a pull
 * request someone else opened from the agent's branch (anyone who reads a repository may); and a
 * list GitHub does not give is "could not be read", never "no pull request".
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { commentEventEnv, eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const DOCS_URL = 'https://github.com/acme/docs/pull/101';
// A started or messaged job reads active once, then ends; a follow-up's turn changes no files.
const sim = useSimulatedService({ activeReads: 1, startedPrLink: DOCS_URL, messagesChangeNothing: true });
const [HEAD1, HEAD2] = ['1', '2'].map((digit) => digit.repeat(40)) as [string, string];
const ISSUE = `${PR_REPOSITORY}#5`;
const DOCS_TOKEN = 'ghs_docsRepositoryAppToken0123456789';
const AGENT = { login: 'mintlify[bot]', type: 'Bot' };

type Pull = Record<string, unknown> & { state: string; head: Record<string, unknown> & { ref: string } };
let github: SimGitHub;
/** The agent's docs pull request (#101), a fork's from a branch of the same name (#102), a person's from the agent's branch (#103). */
let docs: Pull;
let forks: Pull;
let outsiders: Pull;
let runId = 31_000;
afterEach(() => github.close());
beforeEach(async () => {
  runId += 20;
  const pull = (user: unknown, repository: string, base = 'main'): Pull => ({
    ...{ state: 'open', draft: false, merged: false, user, base: { ref: base } },
    head: { sha: 'f'.repeat(40), ref: '', repo: { full_name: repository } },
  });
  docs = pull(AGENT, 'acme/docs');
  forks = pull(AGENT, 'mallory/docs');
  outsiders = pull({ login: 'mallory', type: 'User' }, 'acme/docs', 'gh-pages');
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: { repository: PR_REPOSITORY, readable: ['acme/docs'], pullRequests: 'write', checks: 'write' },
      [DOCS_TOKEN]: { repository: 'acme/docs', pullRequests: 'write' },
    },
    collaborators: { lead: { permission: 'write', role_name: 'write' } },
    pulls: {
      [ISSUE]: { number: 5, head: { sha: HEAD1 }, files: ['src/flag.ts'] },
      'acme/docs#101': docs,
      'acme/docs#102': forks,
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

/** A run of the product pull request's event; `opened` puts the three pull requests on the job's branch. */
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
  const branch = `agent/${run.outputs['job-id'] ?? ''}`;
  if (action === 'opened') for (const pull of [docs, forks, outsiders]) pull.head.ref = branch;
  return run;
}

/** A `/docs` comment's run, with `require-pr: true` unless told. */
async function command(body: string, extra: Record<string, string> = {}): Promise<ActionRun> {
  runId++;
  const { id } = github.addComment(ISSUE, body, 'lead');
  const env = commentEventEnv(github.url, runId, { id, body, login: 'lead' }, { GITHUB_WORKFLOW: 'Docs' });
  return runAction(inputs({ 'require-pr': 'true', ...extra }), { killAfterMs: 40_000, env });
}

const on = (issue: string) => github.comments.filter((c) => c.issue === issue).map((c) => c.body);
const starts = () => sim.requests().filter((r) => r.method === 'POST' && /\/job$/.test(r.url));
const merged = (pull: Pull) =>
  Object.assign(pull, { state: 'closed', merged: true, merged_at: '2026-11-30T00:00:00Z' });

describe("a follow-up's turn that changed no files", () => {
  it('hands on the docs pull request on its branch, and require-pr passes', async () => {
    expect((await act('opened', HEAD1)).outputs['pr-link']).toBe(DOCS_URL);
    const run = await command('/docs mention the flag in the guide', { 'docs-pr-comment': 'true' });
    expect(sim.requests().filter((r) => r.url.endsWith('/message'))).toHaveLength(1);
    expect(run.exitCode).toBe(0);
    expect(run.outputs.status).toBe('completed');
    expect(run.outputs.outcome).toBe('completed');
    expect(run.outputs['pr-link']).toBe(DOCS_URL);
    expect(run.outputs['pr-state']).toBe('open');
    expect(run.stdout).toContain('this turn changed no files, and the job');
    // Neither the fork's pull request nor the outsider's is named, or written to.
    expect(run.stdout).not.toMatch(/acme\/docs\/pull\/10[23]/);
    expect([...on('acme/docs#102'), ...on('acme/docs#103')]).toEqual([]);
  });

  it('a push after that pull request was merged starts a new job', async () => {
    await act('opened', HEAD1);
    await command('/docs mention the flag in the guide');
    merged(docs);
    const pushed = await act('synchronize', HEAD2);
    expect(pushed.outputs.started).toBe('true');
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

  it('a list of the branch’s pull requests GitHub fails is not "the agent changed no files"', async () => {
    expect((await act('opened', HEAD1)).outputs['pr-link']).toBe(DOCS_URL);
    // GitHub fails the list of the docs repository's pull requests, on every try.
    github.faults.push({ method: 'GET', path: /^\/repos\/acme\/docs\/pulls$/, status: 502, times: 50 });
    const run = await command('/docs mention the flag in the guide');
    expect(run.outputs.status).toBe('completed');
    expect(run.stdout).not.toContain('the agent changed no files');
    expect(run.stdout).toContain("whether the job has one on its agent's branch could not be read");
    // require-pr asks for a pull request handed on: one that could not be looked for is none, said as it is.
    expect(run.exitCode).toBe(1);
  });
});

describe('while the job works (no prLink yet)', () => {
  it('a close tells the docs pull request on its branch, and closes it with close-docs: never the outsider’s', async () => {
    await act('opened', HEAD1, { inputs: { wait: 'false' } });
    sim.service().holdJobs(true);
    const closed = await act('closed', HEAD1, { inputs: { 'on-close': 'close-docs' } });
    expect(closed.exitCode).toBe(0);
    expect(on('acme/docs#101')[0]).toContain('was closed without merging, so this docs pull request is closed too.');
    expect(docs.state).toBe('closed');
    expect([...on('acme/docs#102'), ...on('acme/docs#103')]).toEqual([]);
    expect([forks.state, outsiders.state]).toEqual(['open', 'open']);
  });

  it('a push after its docs pull request was merged starts a new job', async () => {
    const opened = await act('opened', HEAD1);
    expect(opened.outputs['pr-link']).toBe(DOCS_URL);
    const job = opened.outputs['job-id'] ?? '';
    // A /docs command is sent, the runner not waiting: the job works on it (active, no prLink).
    sim.service().holdJobs(true);
    expect((await command('/docs mention the flag in the guide', { wait: 'false' })).outputs.outcome).toBe('started');
    // That job stays active; the new one the push starts ends on its first read.
    sim.service().holdJobs(false);
    merged(docs);
    const pushed = await act('synchronize', HEAD2);
    expect(pushed.outputs.started).toBe('true');
    expect(pushed.outputs.outcome).toBe('completed');
    // The /docs command's message only: the push went to the new job.
    expect(sim.requests().filter((r) => r.method === 'POST' && r.url.endsWith(`/job/${job}/message`))).toHaveLength(1);
  });
});
