/**
 * Was broken: src/step/on-close.ts `closeAndSay` (065b4e3) let an earlier run's "closed too" line on
 * the docs pull request count only while the product comment carried its closing line. That line
 * is written last, after the docs pull request is closed and told: when that one write failed (a
 * 5xx storm, a limit, a cancel right after the close), the next run of the same close (a re-run, a
 * label put on the closed pull request) took the docs pull request as never closed by this close,
 * and closed it again under the person who had re-opened it. The other way round, a close, a
 * re-open with no run while open (cancelled, skipped) and a second close: the first close's line
 * was taken as this close's, and the docs pull request was left open.
 *
 * How a user meets it: README recipe with `on-close: close-docs`. The product pull request is
 * closed without merging: acme/docs#101 is closed and told, but the product comment's closing line
 * cannot be written (502s). A docs writer re-opens acme/docs#101; later a label goes on the closed
 * product pull request: acme/docs#101 was closed again.
 *
 * Was: after the `labeled` run acme/docs#101 was `closed`, a second PATCH state=closed sent to it.
 *
 * Now, as promised: docs/pull-request.md: "one an earlier run closed and someone re-opened stays
 * open". Which close a line tells is read from the dates GitHub gives: the close's (`closed_at`,
 * in the event) and the line's; a line written since this close tells it, an older one a close
 * before a re-open (this close gets a line of its own).
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
/** GitHub's clock: what it dates comments and closes by. */
let now = Date.parse('2026-11-30T10:00:00Z');
let closedAt: string | null = null;
let docs: Record<string, unknown>;
let product: Record<string, unknown>;
let runId = 97_700;
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
    now: () => now,
  });
});

async function act(action: string, state: 'open' | 'closed'): Promise<ActionRun> {
  runId++;
  now += 60_000;
  if (action === 'closed') closedAt = new Date(now).toISOString();
  if (state === 'open') closedAt = null;
  Object.assign(product, { state, merged: false });
  const pull_request = {
    number: 5,
    state,
    draft: false,
    merged: false,
    closed_at: closedAt,
    labels: action === 'labeled' ? [{ name: 'wontfix' }] : [],
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
      'on-close': 'close-docs',
    }),
    { killAfterMs: 25_000, env },
  );
  if (run.outputs.started === 'true') docs.head = { sha: 'f'.repeat(40), ref: `agent/${run.outputs['job-id'] ?? ''}` };
  return run;
}

const docsLines = () => github.comments.filter((c) => c.issue === 'acme/docs#101');
const closes = () =>
  github.requests.filter((r) => r.method === 'PATCH' && r.url.split('?')[0]!.endsWith('/acme/docs/pulls/101'));
const productComment = () =>
  github.comments.find((c) => c.issue === ISSUE && c.body.includes('<!-- wait-for-agent-job'))?.body ?? '';

it('a close whose closing line here was lost: a later run of it leaves the re-opened docs pull request open', async () => {
  expect((await act('opened', 'open')).outputs.outcome).toBe('completed');

  // The close: every write to the product comment fails (502, its retries too).
  github.faults.push({
    method: 'PATCH',
    path: /^\/repos\/acme\/product\/issues\/comments\/\d+$/,
    status: 502,
    times: 50,
  });
  const close = await act('closed', 'closed');
  expect(close.exitCode).toBe(0);
  expect(docs.state).toBe('closed');
  expect(closes()).toHaveLength(1);
  expect(docsLines()).toHaveLength(1);
  expect(productComment()).not.toContain('This pull request was closed');
  github.faults.splice(0);

  // A docs writer re-opens the docs pull request on purpose; the product pull request stays closed.
  docs.state = 'open';
  const later = await act('labeled', 'closed');
  expect(later.exitCode).toBe(0);
  expect(closes()).toHaveLength(1);
  expect(docs.state).toBe('open');
});

it('a close, a re-open with no run and a second close: the second close closes the docs pull request again', async () => {
  expect((await act('opened', 'open')).outputs.outcome).toBe('completed');
  await act('closed', 'closed');
  expect(docs.state).toBe('closed');
  expect(docsLines()).toHaveLength(1);

  // Both are re-opened; the product pull request's re-open run never comes (cancelled, skipped).
  docs.state = 'open';
  now += 60_000;
  closedAt = null;
  const second = await act('closed', 'closed');
  expect(second.exitCode).toBe(0);
  expect(closes()).toHaveLength(2);
  expect(docs.state).toBe('closed');
  expect(docsLines()).toHaveLength(2);
  expect(productComment()).toContain('was closed with it');

  // A re-run of the second close tells it once more: nothing.
  docs.state = 'open';
  runId--;
  await act('labeled', 'closed');
  expect(closes()).toHaveLength(2);
  expect(docsLines()).toHaveLength(2);
});

it('a second close while the docs pull request stayed closed: told, never said closed with it', async () => {
  expect((await act('opened', 'open')).outputs.outcome).toBe('completed');
  await act('closed', 'closed');
  expect(docs.state).toBe('closed');

  // The product pull request is re-opened (its run never comes) and closed again; the docs one stayed closed.
  now += 60_000;
  closedAt = null;
  expect((await act('closed', 'closed')).exitCode).toBe(0);
  expect(closes()).toHaveLength(1);
  expect(docsLines()).toHaveLength(2);
  expect(docsLines()[1]?.body).not.toContain('closed too');
  expect(productComment()).toContain('was told');
  expect(productComment()).not.toContain('was closed with it');
});
