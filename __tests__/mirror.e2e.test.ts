/**
 * The compact comment, proven on the bundled action: a pull_request run whose one job opened a docs
 * pull request mirrors it (title, state, size, preview, changed files) from what GitHub answers
 * the github-token, and a read GitHub refuses only leaves its part out.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { startSimulatedGitHub, type Fault, type SimGitHub } from '../sim/github-api.ts';
import { PR_REPOSITORY as REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService({ activeReads: 1 });
const DOCS_TOKEN = 'ghs_docsRepositoryReadToken000000002';
const DOCS_HEAD = 'd'.repeat(40);
/** Job `job-pr` opens acme/docs#42 on the simulated service. */
const DOCS_PULL = 'acme/docs#42';
const HOSTILE_TITLE = `Docs ${DEMO_API_KEY} <img src=x onerror=alert(1)> [x](javascript:alert(1)) @org/team\n::error::forged ##[warning]forged ${'t'.repeat(200_000)}`;

let github: SimGitHub;
let runId = 9100;
beforeEach(() => void runId++);
afterEach(() => github.close());

async function useGitHub(pull: Record<string, unknown>, faults: Fault[] = []): Promise<void> {
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: { repository: REPOSITORY, pullRequests: 'write', checks: 'write' },
      [DOCS_TOKEN]: { readable: ['acme/docs'] },
    },
    pulls: {
      [DOCS_PULL]: {
        number: 42,
        state: 'open',
        draft: false,
        head: { sha: DOCS_HEAD, ref: 'agent/job-pr' },
        additions: 1_204,
        deletions: 37,
        changed_files: 150,
        files: Array.from({ length: 150 }, (_, i) => `pages/page-${i}.mdx`),
        reviews: [
          { user: { login: 'ann' }, state: 'APPROVED' },
          { user: { login: 'bob' }, state: 'CHANGES_REQUESTED' },
        ],
        ...pull,
      },
    },
    deployments: {
      'acme/docs': [
        {
          id: 77,
          sha: DOCS_HEAD,
          statuses: [{ state: 'success', environment_url: 'https://docs-preview.example.com/42' }],
        },
      ],
    },
    faults,
  });
}

const act = (inputs: Record<string, string>): Promise<ActionRun> =>
  runAction(sim.inputs({ 'report-token': REPORT_TOKEN, 'github-token': DOCS_TOKEN, 'job-id': 'job-pr', ...inputs }), {
    killAfterMs: 25_000,
    env: pullRequestEnv(github.url, runId),
  });

const firstLine = (body: string): string => /<h3>(.*?)<\/h3>/s.exec(body)?.[1] ?? '';

describe('the compact comment of one job', () => {
  it('mirrors the docs pull request on its first line, then folds the files and the details', async () => {
    await useGitHub({ title: 'Document the billing API' });
    const run = await act({});
    expect(run.outputs.outcome).toBe('completed');
    expect(github.comments).toHaveLength(1);
    const body = github.comments[0]?.body ?? '';
    const runUrl = `https://github.com/${REPOSITORY}/actions/runs/${runId}`;
    expect(firstLine(body)).toBe(
      '✅ Completed&#58; <a href="https://github.com/acme/docs/pull/42">acme/docs&#35;42</a> Document the billing API · ' +
        'changes requested by &#64;&#8203;bob · approved by &#64;&#8203;ann · ' +
        `+1,204 −37 in 150 files · <a href="${runUrl}">run</a> · ` +
        '<a href="https://docs-preview.example.com/42">preview</a>',
    );
    expect(body).toMatch(/<p>Docs pull request as of \d{4}-\d\d-\d\d \d\d&#58;\d\d UTC; refreshed on every run/);
    expect(body.split('<li><code>pages/page-')).toHaveLength(31);
    expect(body).toContain('and 120 more; the docs pull request lists them all.');
    expect(body).toContain('<summary>Details</summary>');
    expect(body.split('acme/docs&#35;42')).toHaveLength(2);
    // The check run and the job summary keep the whole report.
    expect(run.summary).toContain('<th align="left">Pull request</th>');
    const reads = github.requests.filter((r) => r.authorization === `token ${DOCS_TOKEN}`).map((r) => r.url);
    expect(reads).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/repos\/acme\/docs\/pulls\/42\/reviews/),
        expect.stringMatching(new RegExp(`^/repos/acme/docs/deployments\\?.*sha=${DOCS_HEAD}`)),
        expect.stringMatching(/^\/repos\/acme\/docs\/deployments\/77\/statuses/),
        expect.stringMatching(/^\/repos\/acme\/docs\/pulls\/42\/files\?.*per_page=100/),
      ]),
    );
  });

  it('shows a hostile title inert and bounded, with no secret or workflow command in the comment or the log', async () => {
    await useGitHub({ title: HOSTILE_TITLE });
    const run = await act({});
    expect(run.outputs.outcome).toBe('completed');
    const body = github.comments[0]?.body ?? '';
    expect(firstLine(body).length).toBeLessThan(2_000);
    expect(body.length).toBeLessThan(65_536);
    // The log's lines besides the runner's own commands (the key's add-mask among them).
    const log = [...run.log, ...run.annotations.map((a) => a.message)].join('\n');
    for (const text of [body, log, run.summary]) {
      expect(text).not.toContain(DEMO_API_KEY);
      expect(text).not.toMatch(/<img|javascript:|@org\/team|::error::forged|##\[warning\]forged/);
    }
    expect(run.annotations.filter((a) => a.message.includes('forged'))).toEqual([]);
  });

  it('leaves out only what GitHub would not give, in one line of the log, and the step still completes', async () => {
    await useGitHub({ title: 'Document the billing API' }, [
      { path: /\/reviews$/, status: 403, body: { message: 'Resource not accessible by integration' } },
      { path: /\/deployments$/, status: 404, times: 5 },
    ]);
    const run = await act({});
    expect(run.outputs.outcome).toBe('completed');
    expect(run.exitCode).toBe(0);
    const line = firstLine(github.comments[0]?.body ?? '');
    expect(line).toContain(' · open · +1,204 −37 in 150 files · ');
    expect(line).not.toContain('preview');
    expect(run.log.filter((l) => l.includes('could not be read of the docs pull request'))).toEqual([
      'The comment leaves out what could not be read of the docs pull request: the reviews (HTTP 403), the preview (HTTP 404).',
    ]);
    expect(run.annotations.filter((a) => a.command === 'warning')).toEqual([]);
  });

  it('says the docs pull request was not read when there is no github-token, and reads nothing of it', async () => {
    await useGitHub({ title: 'Document the billing API' });
    const run = await act({ 'github-token': '' });
    expect(run.outputs.outcome).toBe('completed');
    const body = github.comments[0]?.body ?? '';
    expect(firstLine(body)).toContain('acme/docs&#35;42</a> · <a href=');
    expect(body).toContain('was not read from GitHub on this run');
    expect(github.requests.filter((r) => r.url.startsWith('/repos/acme/docs'))).toEqual([]);
  });
});
