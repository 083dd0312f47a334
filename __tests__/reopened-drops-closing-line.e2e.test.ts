/**
 * Was broken: a product pull request closed (without merging) and then RE-OPENED keeps the close run's
 * line atop the job's comment: "This pull request was closed without merging: the docs pull
 * request acme/docs#101 was told; this comment is no longer refreshed." The re-opened run finds
 * nothing new for the job (the head was told) and ends `nothing-new` without touching the comment
 * (src/step/act-on-decision.ts / surfaces: only a write drops the notice, via
 * `deps.pullRequestOpen` in surfaces.ts `reread`, and a nothing-new run writes nothing). The sweep's
 * finish was fixed for this (sweep-close-notice-reopened.e2e.test.ts); the re-open's own run was not.
 *
 * How a user meets it: the README's one workflow with `closed` and `reopened` in the event types
 * (as README's recipe lists them). Someone closes the product pull request by mistake and re-opens
 * it a minute later, with no new push. Until the next push (which may never come before the
 * merge), the open pull request's comment says it was closed and will no longer be refreshed, and
 * its freshness line is gone.
 *
 * Was: after the `reopened` run (outcome nothing-new) the comment still begins with
 * "<h3>🔚 This pull request was closed without merging&#58; … this comment is no longer refreshed.</h3>".
 *
 * Now, as promised: docs/pull-request.md: the closing line says "the comment is no longer
 * refreshed" because the close "is the last such run"; "A sweep that finishes the job keeps that
 * line while the pull request is closed, and drops it once it is re-opened." The run of the
 * `reopened` event itself reads the pull request open again: it drops the closing line (its records
 * kept), so an open pull request never says it was closed; the brief's promise "every message says
 * what happened".
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
let runId = 72_600;
afterEach(() => github.close());
beforeEach(async () => {
  runId += 20;
  docs = { number: 101, state: 'open', draft: false, merged: false, head: { sha: 'f'.repeat(40), ref: 'agent/x' } };
  product = { number: 5, state: 'open', head: { sha: HEAD1 }, files: ['src/flag.ts'] };
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: { repository: PR_REPOSITORY, readable: ['acme/docs'], pullRequests: 'write', checks: 'write' },
      [DOCS_TOKEN]: { repository: 'acme/docs', pullRequests: 'write' },
    },
    pulls: { [ISSUE]: product, 'acme/docs#101': docs },
  });
});

async function act(action: string, inputs: Record<string, string> = {}): Promise<ActionRun> {
  runId++;
  const pull_request = {
    number: 5,
    draft: false,
    merged: false,
    state: product.state,
    labels: [],
    head: { sha: HEAD1, repo: { full_name: PR_REPOSITORY } },
    base: { repo: { full_name: PR_REPOSITORY } },
  };
  const env = pullRequestEnv(github.url, runId, { GITHUB_EVENT_PATH: eventFile({ action, pull_request }) });
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

it('a pull request closed then re-opened with nothing new: its comment no longer says it was closed', async () => {
  expect((await act('opened')).outputs.outcome).toBe('completed');
  product.state = 'closed';
  expect((await act('closed')).outputs.outcome).toBe('nothing-new');
  const comment = () => github.comments.find((c) => c.issue === ISSUE)?.body ?? '';
  expect(comment()).toContain('This pull request was closed without merging');

  product.state = 'open';
  const reopened = await act('reopened');
  expect(reopened.outputs.outcome).toBe('nothing-new');
  // The open pull request's comment no longer opens with the close's line.
  expect(comment()).not.toContain('This pull request was closed without merging');
  expect(comment()).not.toContain('this comment is no longer refreshed');
  expect(comment()).toContain('Completed');
});
