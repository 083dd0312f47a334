/**
 * The service's `prLink` is untrusted (SECURITY.md): only the job's own docs pull request, in the
 * job's repository and on the branch its agent works on, is looked up, mirrored, told or closed,
 * on the bundled action. Found by an attack: a person's pull request of the docs repository was
 * closed, and a private repository's pull request mirrored on the public product pull request.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(120_000);

/** What the service says the started job's pull request is: the agent's own, until the test changes it. */
let link = 'https://github.com/acme/docs/pull/101';
const sim = useSimulatedService({ activeReads: 1, startedPrLink: () => link });
const HEAD = '1'.repeat(40);
const ISSUE = `${PR_REPOSITORY}#5`;
const DOCS_TOKEN = 'ghs_docsRepositoryAppToken0123456789';

let github: SimGitHub;
let agentPr: Record<string, unknown>;
let personPr: Record<string, unknown>;
let runId = 71_000;
afterEach(() => github.close());
beforeEach(async () => {
  link = 'https://github.com/acme/docs/pull/101';
  runId += 20;
  agentPr = {
    number: 101,
    state: 'open',
    draft: false,
    merged: false,
    user: { login: 'mintlify[bot]', type: 'Bot' },
    head: { sha: 'f'.repeat(40), ref: 'agent/job-started-1' },
  };
  // A person's own pull request in the docs repository: nothing the job opened.
  personPr = {
    number: 77,
    state: 'open',
    draft: false,
    merged: false,
    user: { login: 'alice', type: 'User' },
    head: { sha: 'e'.repeat(40), ref: 'alice/rewrite-the-guide' },
  };
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: { repository: PR_REPOSITORY, readable: ['acme/docs'], pullRequests: 'write', checks: 'write' },
      [DOCS_TOKEN]: { repository: 'acme/docs', readable: ['acme/docs', 'acme/secret-roadmap'], pullRequests: 'write' },
    },
    pulls: {
      [ISSUE]: { number: 5, head: { sha: HEAD }, files: ['src/flag.ts'] },
      'acme/docs#101': agentPr,
      'acme/docs#77': personPr,
      // A private repository the docs app token can read (an app installed on the whole organisation).
      'acme/secret-roadmap#3': {
        number: 3,
        state: 'open',
        draft: false,
        merged: false,
        title: 'Acquire Globex in Q3 (confidential)',
        user: { login: 'ceo', type: 'User' },
        head: { sha: 'c'.repeat(40), ref: 'plan' },
        files: ['deals/globex-term-sheet.md'],
      },
    },
  });
});

function act(action: string, extraInputs: Record<string, string> = {}): Promise<ActionRun> {
  runId++;
  const pull_request = {
    number: 5,
    draft: false,
    merged: false,
    labels: [],
    head: { sha: HEAD, repo: { full_name: PR_REPOSITORY } },
    base: { repo: { full_name: PR_REPOSITORY } },
  };
  const env = pullRequestEnv(github.url, runId, { GITHUB_EVENT_PATH: eventFile({ action, pull_request }) });
  const inputs = sim.inputs({
    prompt: 'Document the changes of this pull request.',
    'follow-up-command': '/docs',
    'report-token': REPORT_TOKEN,
    'github-token': DOCS_TOKEN,
    'check-name': 'Docs',
    ...extraInputs,
  });
  return runAction(inputs, { killAfterMs: 40_000, env });
}

describe("the job's own docs pull request, as the service names it", () => {
  it("closes only the job's own docs pull request, never another one the service names", async () => {
    // The service names a person's pull request of the docs repository as the job's.
    link = 'https://github.com/acme/docs/pull/77';
    const opened = await act('opened');
    expect(opened.outputs.outcome).toBe('completed');
    const closed = await act('closed', { 'on-close': 'close-docs' });
    expect(closed.exitCode).toBe(0);
    // The person's pull request is untouched: it is not on the branch the job's agent works on.
    expect(personPr.state).toBe('open');
    expect(github.comments.filter((c) => c.issue === 'acme/docs#77')).toEqual([]);
    expect(closed.stdout).toContain('acme/docs#77 is not told of the close, nor closed: its head branch');
  });

  it("closes the job's own docs pull request, on its agent's branch", async () => {
    const opened = await act('opened');
    agentPr.head = { sha: 'f'.repeat(40), ref: `agent/${opened.outputs['job-id'] ?? ''}` };
    const closed = await act('closed', { 'on-close': 'close-docs' });
    expect(closed.exitCode).toBe(0);
    expect(agentPr.state).toBe('closed');
    expect(github.comments.filter((c) => c.issue === 'acme/docs#101')).toHaveLength(1);
  });

  it("mirrors on the public product pull request no pull request outside the job's repository", async () => {
    // The job works on https://github.com/acme/docs; the service names a pull request elsewhere.
    sim.service().setJob('job-secret', [
      {
        job: {
          id: 'job-secret',
          status: 'completed',
          source: { repository: 'https://github.com/acme/docs', ref: 'agent/job-secret' },
          prLink: 'https://github.com/acme/secret-roadmap/pull/3',
        },
      },
    ]);
    const opened = await act('opened', { prompt: '', 'follow-up-command': '', 'job-id': 'job-secret' });
    expect(opened.exitCode).toBe(0);
    expect(opened.outputs.outcome).toBe('completed');
    expect(opened.outputs['pr-link']).toBe('');
    expect(opened.stdout).toContain(
      "The service's prLink names https://github.com/acme/secret-roadmap/pull/3, a pull request outside the job's repository https://github.com/acme/docs, so it is not handed on, looked up or written to.",
    );
    expect(github.requests.filter((request) => request.url.includes('secret-roadmap'))).toEqual([]);
    const written = JSON.stringify([github.comments, github.checkRuns.map((c) => c.history)]);
    expect(written).not.toContain('Globex');
    expect(written).not.toContain('secret-roadmap');
    expect(opened.summary).not.toContain('Globex');
  });
});
