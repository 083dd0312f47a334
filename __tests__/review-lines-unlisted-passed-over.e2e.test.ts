/**
 * Was broken: an earlier review whose line comments GitHub cannot list (a 502 on every try) holds
 * a `/docs` command's run on an idle job until its `timeout`: the log never says the review's line
 * comments could not be listed (only "An earlier command or review ... may still be on its way, or
 * another run holds the reviews' lock"), the command is not sent, and the ending advises "Raise
 * 'timeout'", which cannot help.
 *
 * Now, as promised: docs/pull-request.md, Reviews, Bad days: "A review's line comments ... that
 * GitHub cannot list (5xx after its retries, ...) send nothing now and write no line: the log says
 * so, and the next run on the pull request sends the review, once"; README: the log "says what
 * happened and what to do next".
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { commentEventEnv, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(90_000);

const DOCS = 'acme/docs#101';
const sim = useSimulatedService({ activeReads: 1, startedPrLink: 'https://github.com/acme/docs/pull/101' });
const DOCS_APP_TOKEN = 'ghs_docsAppInstallationToken000001';
const DOCS_REPO_TOKEN = 'ghs_docsRepositoryWorkflowToken001';

let github: SimGitHub;
let runId = 773_000;
beforeEach(async () => {
  runId += 20;
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write' },
      [DOCS_APP_TOKEN]: { repository: 'acme/docs', pullRequests: 'write', login: 'docs-app[bot]' },
      [DOCS_REPO_TOKEN]: { repository: 'acme/docs', pullRequests: 'write', actions: 'read' },
    },
    collaborators: { lead: { permission: 'write', role_name: 'write' } },
    pulls: {
      [DOCS]: {
        ...{ number: 101, state: 'open', draft: false, head: { sha: 'd'.repeat(40), ref: 'agent/job-started-1' } },
        user: { login: 'mintlify[bot]', type: 'Bot' },
      },
    },
  });
});
afterEach(() => github.close());

const docsInputs = (extra: Record<string, string> = {}) =>
  sim.inputs({ 'follow-up-command': '/docs', 'report-token': DOCS_REPO_TOKEN, 'github-token': '', ...extra });

describe('an earlier review whose line comments GitHub cannot list, before a /docs command', () => {
  it("the command run's log says the review's line comments could not be listed", async () => {
    const product: ActionRun = await runAction(
      sim.inputs({
        prompt: 'Document the new flag.',
        'report-token': REPORT_TOKEN,
        'docs-pr-comment': 'true',
        'github-token': DOCS_APP_TOKEN,
        'check-name': 'Docs',
      }),
      { killAfterMs: 25_000, env: pullRequestEnv(github.url, runId) },
    );
    expect(product.outputs.outcome).toBe('completed');

    // A review whose run never came (cancelled while pending); GitHub fails every read of its line comments.
    const earlier = github.addReview(DOCS, { state: 'COMMENTED', login: 'lead', body: 'Add an example.' }, [
      { path: 'docs/flags.md', line: 1, body: 'Here.' },
    ]);
    github.faults.push({
      method: 'GET',
      path: new RegExp(`/pulls/101/reviews/${earlier.id}/comments$`),
      status: 502,
      body: { message: 'Bad Gateway' },
      times: 100_000,
    });
    const command = github.addComment(DOCS, '/docs Add a table of flags.', 'lead');
    const env = commentEventEnv(
      github.url,
      runId + 1,
      { id: command.id, body: command.body, login: 'lead' },
      {},
      { repository: 'acme/docs', number: 101 },
    );
    const run = await runAction(docsInputs({ timeout: '6s' }), { killAfterMs: 40_000, env });
    expect(run.exitCode).not.toBeNull();
    const log = run.log.join('\n');
    // The job was idle all along: what held the command is the review GitHub did not list, and the log must say so.
    expect(log).toMatch(new RegExp(`${earlier.id}[^\\n]*line comments|line comments[^\\n]*${earlier.id}`));
  });
});
