/**
 * The service names no pull request for a job while it works, nor after a turn that changed no
 * files (its prLink is null then), though the job's docs pull request is open on the branch its
 * agent works on. Proven on the bundled action: every use of the job's docs pull request (the
 * outputs and `require-pr`, a close told to it, a push after it was merged) finds it there.
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

let github: SimGitHub;
let docs: Record<string, unknown> & { head: Record<string, unknown> & { ref: string } };
let forks: typeof docs;
let runId = 31_000;
afterEach(() => github.close());
beforeEach(async () => {
  runId += 20;
  docs = {
    state: 'open',
    draft: false,
    merged: false,
    user: { login: 'mintlify[bot]' },
    head: { sha: 'f'.repeat(40), ref: '' },
  };
  // Someone's pull request from a fork's branch of the same name is not the job's.
  forks = {
    state: 'open',
    user: { login: 'mintlify[bot]' },
    head: { sha: 'e'.repeat(40), ref: '', repo: { full_name: 'mallory/docs' } },
  };
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: { repository: PR_REPOSITORY, readable: ['acme/docs'], pullRequests: 'write', checks: 'write' },
      [DOCS_TOKEN]: { repository: 'acme/docs', pullRequests: 'write' },
    },
    collaborators: { lead: { permission: 'write', role_name: 'write' } },
    pulls: {
      [ISSUE]: { number: 5, head: { sha: HEAD1 }, files: ['src/flag.ts'] },
      'acme/docs#102': forks,
      'acme/docs#101': docs,
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

async function act(action: string, head: string, extra: { inputs?: Record<string, string>; merged?: boolean } = {}) {
  runId++;
  const pull_request = {
    number: 5,
    draft: false,
    merged: extra.merged === true,
    labels: [],
    head: { sha: head, repo: { full_name: PR_REPOSITORY } },
    base: { repo: { full_name: PR_REPOSITORY } },
  };
  const env = pullRequestEnv(github.url, runId, { GITHUB_EVENT_PATH: eventFile({ action, pull_request }) });
  const run = await runAction(inputs(extra.inputs), { killAfterMs: 25_000, env });
  // The job's docs pull request, and a fork's of the same name, are on the branch the service says its agent works on.
  if (action === 'opened') for (const pull of [docs, forks]) pull.head.ref = `agent/${run.outputs['job-id'] ?? ''}`;
  return run;
}

async function command(body: string): Promise<ActionRun> {
  runId++;
  const { id } = github.addComment(ISSUE, body, 'lead');
  const env = commentEventEnv(github.url, runId, { id, body, login: 'lead' }, { GITHUB_WORKFLOW: 'Docs' });
  return runAction(inputs({ 'require-pr': 'true' }), { killAfterMs: 25_000, env });
}

const onDocs = () => github.comments.filter((c) => c.issue === 'acme/docs#101').map((c) => c.body);

describe("a follow-up's turn that changed no files", () => {
  it('hands on the docs pull request on its branch, and require-pr passes', async () => {
    expect((await act('opened', HEAD1)).outputs['pr-link']).toBe(DOCS_URL);
    const run = await command('/docs mention the flag in the guide');
    expect(sim.requests().filter((r) => r.url.endsWith('/message'))).toHaveLength(1);
    expect(run.exitCode).toBe(0);
    expect(run.outputs.status).toBe('completed');
    expect(run.outputs.outcome).toBe('completed');
    expect(run.outputs['pr-link']).toBe(DOCS_URL);
    expect(run.outputs['pr-state']).toBe('open');
    expect(run.stdout).toContain('this turn changed no files, and the job');
    expect(run.stdout).not.toContain('acme/docs/pull/102');
  });

  it('a push after that pull request was merged starts a new job', async () => {
    await act('opened', HEAD1);
    await command('/docs mention the flag in the guide');
    Object.assign(docs, { state: 'closed', merged: true, merged_at: '2026-11-30T00:00:00Z' });
    const pushed = await act('synchronize', HEAD2);
    expect(pushed.outputs.started).toBe('true');
  });
});

describe('the product pull request closed while the job works (no prLink yet)', () => {
  it('tells the docs pull request on its branch, and closes it with close-docs', async () => {
    await act('opened', HEAD1, { inputs: { wait: 'false' } });
    sim.service().holdJobs(true);
    const closed = await act('closed', HEAD1, { inputs: { 'on-close': 'close-docs' } });
    expect(closed.exitCode).toBe(0);
    expect(onDocs()[0]).toContain('was closed without merging, so this docs pull request is closed too.');
    expect(docs.state).toBe('closed');
    expect(github.comments.filter((c) => c.issue === 'acme/docs#102')).toEqual([]);
  });
});
