/**
 * Was broken: a review's run whose `timeout` runs out while the job is still active (busy with an
 * earlier follow-up) ends `skipped` and says "Another run of this workflow sent this command ...
 * This run sends nothing", though no run sent the review; a `/docs` command's run in the same spot
 * ends `timed-out`.
 *
 * Now, as promised: docs/endings.md: "start or message: `timeout` spent before it could be sent
 * ... error: nothing was sent; raise `timeout` | fails, nothing sent | `timed-out`"; README: "the
 * log says what happened" (the review's run must not claim another run sent it).
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { commentEventEnv, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN, reviewEventEnv } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(90_000);

const DOCS = 'acme/docs#101';
const sim = useSimulatedService({ activeReads: 1, startedPrLink: 'https://github.com/acme/docs/pull/101' });
const DOCS_APP_TOKEN = 'ghs_docsAppInstallationToken000001';
const DOCS_REPO_TOKEN = 'ghs_docsRepositoryWorkflowToken001';

let github: SimGitHub;
let runId = 772_000;
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

const messages = (): string[] =>
  sim
    .requests()
    .filter((r) => r.method === 'POST' && r.url.endsWith('/message'))
    .map((r) => String((JSON.parse(r.body ?? '{}') as { prompt?: unknown }).prompt));

describe("a review's run whose timeout ends while the job is busy", () => {
  it('ends timed-out, saying nothing was sent, never "sent by another run"', async () => {
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

    // A /docs command (wait: false) keeps the job busy: it stays active until the test ends it.
    sim.service().holdJobs(true);
    const command = github.addComment(DOCS, '/docs Add a table of flags.', 'lead');
    const commandEnv = commentEventEnv(
      github.url,
      runId + 1,
      { id: command.id, body: command.body, login: 'lead' },
      {},
      { repository: 'acme/docs', number: 101 },
    );
    const commandRun = await runAction(docsInputs({ wait: 'false' }), { killAfterMs: 25_000, env: commandEnv });
    expect(commandRun.outputs.outcome).toBe('started');

    const review = github.addReview(DOCS, { state: 'COMMENTED', login: 'lead', body: 'Add an example.' });
    const env = reviewEventEnv(github.url, runId + 2, review, { repository: 'acme/docs', number: 101 });
    const run = await runAction(docsInputs({ timeout: '2s' }), { killAfterMs: 40_000, env });

    expect(run.exitCode).not.toBeNull();
    // Only the command went; the review did not, and no other run sent it.
    expect(messages()).toEqual(['Add a table of flags.']);
    const said = run.stdout + run.summary;
    expect(said).not.toContain('Another run of this workflow sent this command');
    expect(run.outputs.outcome).toBe('timed-out');
  });
});
