/**
 * Was broken: when GitHub fails the list of pull requests on the job's branch (a 5xx on every try, an
 * outage), `findBranchPullRequest` (src/github/look-up.ts) answers `undefined`, the same as "there
 * is no pull request on that branch", and `pullRequestOnBranch` (src/step/docs-pull-request.ts)
 * silently leaves the job without one. The verdict then says the agent changed no files, and
 * `require-pr: true` fails the step on that false ground, with no line saying GitHub could not be
 * read.
 *
 * How a user meets it: the docs job's follow-up turn changes no files (the service gives
 * `prLink: null`), and GitHub answers `GET /repos/acme/docs/pulls` with 502s for a minute. The
 * step, with `require-pr: true` (the release-gate recipe), fails "completed without a pull
 * request: the agent changed no files", though the job's docs pull request is open.
 *
 * Was: exit code 1, "Completed after … without a pull request: the agent changed no files.",
 * and no line that the docs repository's pull requests could not be listed.
 *
 * What should happen instead: docs/pull-request.md: "Lists are read to their end …; an answer that
 * is not a list is "could not read", never "nothing there"." The step should say GitHub could not
 * be read (as the look-up of a named pull request does: "the log says so"), never that the agent
 * changed no files; `require-pr` fails saying the pull request could not be looked for, and that a
 * re-run looks again.
 */
import { afterEach, beforeEach, expect, it } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { commentEventEnv, eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const DOCS_URL = 'https://github.com/acme/docs/pull/101';
const sim = useSimulatedService({ activeReads: 1, startedPrLink: DOCS_URL, messagesChangeNothing: true });
const HEAD1 = '1'.repeat(40);
const ISSUE = `${PR_REPOSITORY}#5`;
const DOCS_TOKEN = 'ghs_docsRepositoryAppToken0123456789';

let github: SimGitHub;
let docs: Record<string, unknown> & { head: Record<string, unknown> & { ref: string } };
let runId = 62_000;
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
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: { repository: PR_REPOSITORY, readable: ['acme/docs'], pullRequests: 'write', checks: 'write' },
      [DOCS_TOKEN]: { repository: 'acme/docs', pullRequests: 'write' },
    },
    collaborators: { lead: { permission: 'write', role_name: 'write' } },
    pulls: { [ISSUE]: { number: 5, head: { sha: HEAD1 }, files: ['src/flag.ts'] }, 'acme/docs#101': docs },
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

it('a list of the branch’s pull requests GitHub fails is not "the agent changed no files"', async () => {
  runId++;
  const pull_request = {
    number: 5,
    draft: false,
    merged: false,
    labels: [],
    head: { sha: HEAD1, repo: { full_name: PR_REPOSITORY } },
    base: { repo: { full_name: PR_REPOSITORY } },
  };
  const openEnv = pullRequestEnv(github.url, runId, {
    GITHUB_EVENT_PATH: eventFile({ action: 'opened', pull_request }),
  });
  const opened = await runAction(inputs(), { killAfterMs: 25_000, env: openEnv });
  expect(opened.outputs['pr-link']).toBe(DOCS_URL);
  docs.head.ref = `agent/${opened.outputs['job-id'] ?? ''}`;
  // GitHub fails the list of the docs repository's pull requests, on every try.
  github.faults.push({ method: 'GET', path: /^\/repos\/acme\/docs\/pulls$/, status: 502, times: 50 });
  runId++;
  const body = '/docs mention the flag in the guide';
  const { id } = github.addComment(ISSUE, body, 'lead');
  const env = commentEventEnv(github.url, runId, { id, body, login: 'lead' }, { GITHUB_WORKFLOW: 'Docs' });
  const run = await runAction(inputs({ 'require-pr': 'true' }), { killAfterMs: 40_000, env });
  expect(run.outputs.status).toBe('completed');
  expect(run.stdout).not.toContain('the agent changed no files');
  expect(run.stdout).toContain("whether the job has one on its agent's branch could not be read");
  // require-pr asks for a pull request handed on: one that could not be looked for is none, said as it is.
  expect(run.exitCode).toBe(1);
}, 60_000);
