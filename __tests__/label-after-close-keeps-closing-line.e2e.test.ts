/**
 * Was broken: since fdb656f, any run of a closed pull request (a `labeled`, `unlabeled` or `edited`
 * event GitHub sends after the close) is decided as its close (src/pull-request/decide.ts,
 * `closing`) and tells the close again (src/step/on-close.ts, endOfPullRequest). tellDocs finds
 * the docs pull request already closed by the close's own run (`on-close: close-docs`), so it
 * reports `closed: false`, and closedNotice then rewrites the closing line atop the product pull
 * request's comment from "the docs pull request ... was closed with it" to "... was told": the
 * comment now says the docs pull request was left open when it was closed.
 *
 * How a user meets it: the README recipe listens to `labeled`/`unlabeled`; with
 * `on-close: close-docs`, a pull request closed without merging, then labelled (`wontfix`, a stale
 * bot's label) after the close. The comment forgets that its docs pull request was closed.
 *
 * Was: after the label's run the comment's top line reads
 *   "🔚 This pull request was closed without merging: the docs pull request acme/docs#101 was told; ..."
 * (was "... was closed with it; ...").
 *
 * Now, as promised: the commit's own promise, "telling the close is done once however
 * often it runs"; docs/pull-request.md: closing says so "atop its own comment" (`close-docs`:
 * closes an unmerged one's). A later run of the closed pull request must leave a true closing
 * line as it is, not replace it with a false one.
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
let runId = 81_600;
afterEach(() => github.close());
beforeEach(async () => {
  runId += 20;
  docs = { number: 101, state: 'open', draft: false, merged: false, head: { sha: 'f'.repeat(40), ref: 'agent/x' } };
  product = { number: 5, head: { sha: HEAD1 }, files: ['src/flag.ts'] };
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: { repository: PR_REPOSITORY, readable: ['acme/docs'], pullRequests: 'write', checks: 'write' },
      [DOCS_TOKEN]: { repository: 'acme/docs', pullRequests: 'write' },
    },
    pulls: { [ISSUE]: product, 'acme/docs#101': docs },
  });
});

async function act(action: string, state: 'open' | 'closed', extra: Record<string, unknown> = {}): Promise<ActionRun> {
  runId++;
  const pull_request = {
    number: 5,
    state,
    draft: false,
    merged: false,
    labels: action === 'labeled' ? [{ name: 'wontfix' }] : [],
    head: { sha: HEAD1, repo: { full_name: PR_REPOSITORY } },
    base: { repo: { full_name: PR_REPOSITORY } },
  };
  const event = { action, pull_request, ...extra };
  const env = pullRequestEnv(github.url, runId, { GITHUB_EVENT_PATH: eventFile(event) });
  const run = await runAction(
    sim.inputs({
      prompt: 'Document the changes of this pull request.',
      'follow-up-command': '/docs',
      'report-token': REPORT_TOKEN,
      'github-token': DOCS_TOKEN,
      'check-name': 'Docs',
      'on-close': 'close-docs',
    }),
    { killAfterMs: 25_000, env },
  );
  if (run.outputs.started === 'true') docs.head = { sha: 'f'.repeat(40), ref: `agent/${run.outputs['job-id'] ?? ''}` };
  return run;
}

const closingLine = () => (github.comments.find((c) => c.issue === ISSUE)?.body ?? '').split('\n')[0] ?? '';

it('a label on the closed pull request keeps the closing line that says the docs pull request was closed with it', async () => {
  expect((await act('opened', 'open')).outputs.outcome).toBe('completed');
  const closed = await act('closed', 'closed');
  expect(closed.outputs.outcome).toBe('nothing-new');
  expect(docs.state).toBe('closed');
  expect(closingLine()).toContain('was closed with it');
  Object.assign(product, { state: 'closed', merged: false });

  const labeled = await act('labeled', 'closed', { label: { name: 'wontfix' } });
  expect(labeled.exitCode).toBe(0);
  expect(docs.state).toBe('closed');
  // Was "... acme/docs#101 was closed with it; ...": the label's run must not make it false.
  expect(closingLine()).toContain('was closed with it');
  expect(closingLine()).not.toMatch(/was told;/);
});
