/**
 * Was broken: when GitHub makes the docs pull request's comment (`docs-pr-comment`) but answers
 * its creation 502, the comment is left without the author its record must name, so the docs
 * repository's `/docs` command never finds the job ("no agent job"), and no later product run
 * repairs it (it reads the comment as already there for the job).
 *
 * Now, as promised: docs/pull-request.md "Two repositories": the comment "carries the job's record
 * … and naming its author … A workflow in the docs repository with `follow-up-command` … finds the
 * job in it"; docs/reliability.md "a creation after a 5xx or no answer is looked for before it is
 * sent again".
 */
/**
 * src/pull-request/docs-comment.ts `keepDocsComment` creates the comment with a record that names
 * no author, then, from the creation's answer, writes it again naming its author ("The docs
 * repository's workflow reads it with another token: the record names its author itself"). A 502
 * after GitHub made it skips that second write (one warning, no look for what was made). The docs
 * repository's workflow, with its own GITHUB_TOKEN (another account), does not take a record that
 * names no author from a comment by another account (src/pull-request/comment.ts
 * `writtenByAction`); the product repository's next runs, with the app token that wrote it, find
 * the comment "already there for this job" and leave it as it is.
 *
 * Setup as __tests__/reviews.e2e.test.ts: the product run starts the job with `docs-pr-comment:
 * true` and a docs App token; GitHub makes its comment on acme/docs#101 and answers 502. A
 * re-run's look, the product's next run, is played too. Then `lead` (write access) comments
 * `/docs …` on the docs pull request; the docs repository's workflow runs.
 * Seen: the command is not sent, after the product's re-run as well; the run ends `skipped` saying
 * "No agent job was started on this pull request by this action yet" (a job was, and its comment is there).
 * Without the 502 (control, run by hand) the same command is sent once.
 * Expected: the comment names its author (looked for after the 502, or repaired by a later run), and the command reaches the job once.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { commentEventEnv, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(120_000);

const DOCS = 'acme/docs#101';
const sim = useSimulatedService({ activeReads: 1, startedPrLink: 'https://github.com/acme/docs/pull/101' });
const DOCS_APP_TOKEN = 'ghs_docsAppInstallationToken000001';
const DOCS_REPO_TOKEN = 'ghs_docsRepositoryWorkflowToken001';

let github: SimGitHub;
let runId = 3_140_000;
const productRunId = runId;
beforeEach(async () => {
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

const productRun = (attempt: number): Promise<ActionRun> =>
  runAction(
    sim.inputs({
      prompt: 'Document the new flag.',
      'report-token': REPORT_TOKEN,
      'docs-pr-comment': 'true',
      'github-token': DOCS_APP_TOKEN,
      'check-name': 'Docs',
    }),
    { killAfterMs: 25_000, env: pullRequestEnv(github.url, productRunId, { GITHUB_RUN_ATTEMPT: String(attempt) }) },
  );

function docsCommand(body: string): Promise<ActionRun> {
  const written = github.addComment(DOCS, body, 'lead');
  runId++;
  const env = commentEventEnv(
    github.url,
    runId,
    { id: written.id, body, login: 'lead' },
    {},
    {
      repository: 'acme/docs',
      number: 101,
    },
  );
  const inputs = { 'follow-up-command': '/docs', 'report-token': DOCS_REPO_TOKEN, 'github-token': '' };
  return runAction(sim.inputs(inputs), { killAfterMs: 25_000, env });
}

const messages = (): string[] =>
  sim
    .requests()
    .filter((r) => r.method === 'POST' && r.url.endsWith('/message'))
    .map((r) => String((JSON.parse(r.body ?? '{}') as { prompt?: unknown }).prompt));

describe("the docs pull request's comment made, its creation answered 502", () => {
  it("still leads the docs repository's /docs command to the job", async () => {
    github.faults.push({
      method: 'POST',
      path: /^\/repos\/acme\/docs\/issues\/101\/comments$/,
      status: 502,
      body: { message: 'Server Error' },
      times: 1,
      afterActing: true,
    });
    const first = await productRun(1);
    expect(first.outputs.outcome).toBe('completed');
    expect(github.comments.filter((c) => c.issue === DOCS)).toHaveLength(1); // GitHub made it
    // The product's next look (a re-run) with GitHub well again.
    expect((await productRun(2)).outputs.outcome).toBe('completed');

    const run = await docsCommand('/docs Add an example for the flag.');
    expect({
      outcome: run.outputs.outcome,
      sent: messages().filter((m) => m.includes('Add an example for the flag.')).length,
    }).toEqual({ outcome: 'completed', sent: 1 });
  });
});
