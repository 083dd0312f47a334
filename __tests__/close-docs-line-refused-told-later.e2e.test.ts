/**
 * Was broken: with `on-close: close-docs`, when the docs pull request is closed but the line saying why
 * is refused (the docs token may close but not comment, or GitHub refuses the comment), the
 * product comment's closing line says the docs pull request "was closed with it" (src/step/
 * on-close.ts closedNotice: `told?.closed` wins over `told.told === false`), and toldBefore
 * (772455f) reads that line as a close told. So no later run, a re-run after the warning's fix
 * included, ever writes the line: the docs pull request stays closed with no word of why. Without
 * `close-docs` the same refusal leaves "was not told", and a re-run tells it.
 *
 * How a user meets it: the docs App's token is refused the comment on acme/docs#101 (a missing
 * permission, a repository rule, GitHub's 403 that day), while the close goes through. The run warns
 * "acme/docs#101 could not be told that this pull request was closed: the github-token may not
 * do this (HTTP 403 ...); it needs pull-requests: write on acme/docs". The user fixes it and re-runs.
 *
 * Was: the re-run logs "This pull request's close was told already, as the line atop its
 * comment says: its docs pull request is not told or closed again."; acme/docs#101 holds no
 * comment at all, closed by the action with no reason given.
 *
 * Now, as promised: README: "closing the product pull request says so on the docs one
 * (`close-docs`: closes an unmerged one's)"; docs/pull-request.md: a close is told once, "so a close
 * whose own run was cancelled is told by the next". A close whose line the docs pull request never
 * got is not told, and the re-run the warning points to tells it (once).
 */
import { afterEach, beforeEach, expect, it } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService({ activeReads: 1, startedPrLink: 'https://github.com/acme/docs/pull/101' });
const HEAD1 = '1'.repeat(40);
const ISSUE = `${PR_REPOSITORY}#5`;
const DOCS_TOKEN = 'ghs_docsRepositoryAppToken0123456789';

let github: SimGitHub;
let docs: Record<string, unknown>;
let product: Record<string, unknown>;
let runId = 76_900;
afterEach(() => github.close());
beforeEach(async () => {
  runId += 20;
  docs = { number: 101, state: 'open', draft: false, merged: false, head: { sha: 'f'.repeat(40), ref: 'agent/x' } };
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: { repository: PR_REPOSITORY, readable: ['acme/docs'], pullRequests: 'write', checks: 'write' },
      [DOCS_TOKEN]: { repository: 'acme/docs', pullRequests: 'write' },
    },
    pulls: { [ISSUE]: (product = { number: 5, head: { sha: HEAD1 }, files: ['src/flag.ts'] }), 'acme/docs#101': docs },
  });
});

async function act(action: string, inputs: Record<string, string> = {}, attempt = 1): Promise<ActionRun> {
  if (attempt === 1) runId++;
  const pull_request = {
    number: 5,
    draft: false,
    merged: false,
    labels: [],
    head: { sha: HEAD1, repo: { full_name: PR_REPOSITORY } },
    base: { repo: { full_name: PR_REPOSITORY } },
  };
  // GitHub shows the pull request as its event does (a re-run reads it as it is now).
  product.state = action === 'closed' ? 'closed' : 'open';
  const env = pullRequestEnv(github.url, runId, {
    GITHUB_EVENT_PATH: eventFile({ action, pull_request }),
    GITHUB_RUN_ATTEMPT: String(attempt),
  });
  const run = await runAction(
    sim.inputs({
      prompt: 'Document the changes of this pull request.',
      'follow-up-command': '/docs',
      'report-token': REPORT_TOKEN,
      'github-token': DOCS_TOKEN,
      'check-name': 'Docs',
      ...inputs,
    }),
    { killAfterMs: 25_000, env },
  );
  if (run.outputs.started === 'true') docs.head = { sha: 'f'.repeat(40), ref: `agent/${run.outputs['job-id'] ?? ''}` };
  return run;
}

it('close-docs closed the docs pull request but its line was refused: the re-run writes the line', async () => {
  expect((await act('opened')).outputs.outcome).toBe('completed');
  github.faults.push({
    method: 'POST',
    path: /^\/repos\/acme\/docs\/issues\/101\/comments$/,
    status: 403,
    body: { message: 'Resource not accessible by integration' },
  });
  const closed = await act('closed', { 'on-close': 'close-docs' });
  expect(closed.stdout).toMatch(/::warning::acme\/docs#101 could not be told that this pull request was closed/);
  expect(docs.state).toBe('closed');
  // The permission given, the user re-runs the close's run.
  const rerun = await act('closed', { 'on-close': 'close-docs' }, 2);
  expect(rerun.stdout).not.toContain('close was told already');
  const onDocs = github.comments.filter((c) => c.issue === 'acme/docs#101' && c.body.includes('Product pull request'));
  expect(onDocs).toHaveLength(1);
  expect(docs.state).toBe('closed');
});
