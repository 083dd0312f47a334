/**
 * A prLink outside the job's repository is never looked up, mirrored or written to (SECURITY.md),
 * whatever shape the service gives `source` (none, no repository, a URL of another shape), and on
 * every path that reads the link: the progress shown while the job runs too. Bundled action.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';
import { once } from './helpers/until.ts';

jest.setTimeout(120_000);

const sim = useSimulatedService({ activeReads: 1 });
const HEAD = '1'.repeat(40);
const ISSUE = `${PR_REPOSITORY}#5`;
const DOCS_TOKEN = 'ghs_docsRepositoryAppToken0123456789';
const SECRET_LINK = 'https://github.com/acme/secret-roadmap/pull/3';

let github: SimGitHub;
let runId = 93_000;
afterEach(() => github.close());
beforeEach(async () => {
  runId += 20;
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: { repository: PR_REPOSITORY, readable: ['acme/docs'], pullRequests: 'write', checks: 'write' },
      [DOCS_TOKEN]: { repository: 'acme/docs', readable: ['acme/docs', 'acme/secret-roadmap'], pullRequests: 'write' },
    },
    pulls: {
      [ISSUE]: { number: 5, head: { sha: HEAD }, files: ['src/flag.ts'] },
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

function act(extraInputs: Record<string, string>): Promise<ActionRun> {
  runId++;
  const pull_request = {
    number: 5,
    draft: false,
    merged: false,
    labels: [],
    head: { sha: HEAD, repo: { full_name: PR_REPOSITORY } },
    base: { repo: { full_name: PR_REPOSITORY } },
  };
  const env = pullRequestEnv(github.url, runId, { GITHUB_EVENT_PATH: eventFile({ action: 'opened', pull_request }) });
  const inputs = sim.inputs({
    prompt: '',
    'report-token': REPORT_TOKEN,
    'github-token': DOCS_TOKEN,
    'check-name': 'Docs',
    ...extraInputs,
  });
  return runAction(inputs, { killAfterMs: 40_000, env });
}

function expectNotTouched(run: ActionRun): void {
  expect(github.requests.filter((request) => request.url.includes('secret-roadmap'))).toEqual([]);
  const written = JSON.stringify([github.comments, github.checkRuns.map((c) => c.history)]);
  expect(written).not.toContain('Globex');
  expect(written).not.toContain('secret-roadmap');
  expect(run.summary).not.toContain('Globex');
  expect(run.outputs['pr-link']).toBe('');
}

describe('a prLink outside the job repository, by the shape of source', () => {
  const shapes: Array<[string, unknown]> = [
    ['no source at all', null],
    ['a source with a ref and no repository', { ref: 'agent/job-x' }],
    [
      'a repository URL with a path after the name',
      { repository: 'https://github.com/acme/docs/tree/main', ref: 'agent/job-x' },
    ],
  ];
  it.each(shapes)('%s: the foreign pull request is not looked up or mirrored', async (_name, source) => {
    sim.service().setJob('job-x', [{ job: { id: 'job-x', status: 'completed', source, prLink: SECRET_LINK } }]);
    const run = await act({ 'job-id': 'job-x' });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.outcome).toBe('completed');
    expectNotTouched(run);
  });
});

describe('the progress shown while the job runs', () => {
  it('never shows a prLink outside the job repository on the check run', async () => {
    const job = {
      id: 'job-y',
      source: { repository: 'https://github.com/acme/docs', ref: 'agent/job-y' },
      prLink: SECRET_LINK,
    };
    // Active (its last step repeats) until the check run shows the job's status once more.
    sim.service().setJob('job-y', [{ job: { ...job, status: 'active' } }]);
    const run = await once(
      act({ 'job-id': 'job-y' }),
      () => github.checkRuns.some((c) => c.history.length >= 2),
      () => sim.service().setJob('job-y', [{ job: { ...job, status: 'completed' } }]),
    );
    expect(run.exitCode).toBe(0);
    expect(run.outputs.outcome).toBe('completed');
    expect(run.stdout).toContain('outside the job');
    const progress = JSON.stringify(github.checkRuns.map((c) => c.history.slice(0, -1)));
    expect(progress).toContain('active');
    expect(progress).not.toContain('secret-roadmap');
  });
});
