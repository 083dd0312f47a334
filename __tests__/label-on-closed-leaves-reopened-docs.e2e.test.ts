/**
 * Was broken: since fdb656f, any run of a closed pull request (a `labeled`, `unlabeled` or `edited`
 * event after the close) is decided as its close (src/pull-request/decide.ts, `closing`) and
 * runs the close's work again (src/step/on-close.ts, endOfPullRequest -> tellDocs). With
 * `on-close: close-docs`, tellDocs closes the job's docs pull request whenever it finds it open:
 * a docs pull request a person re-opened on purpose after the product pull request's close (to
 * keep and merge the docs anyway) is closed again by any later label on the closed product pull
 * request, silently (the line it would write is "there already", so nothing says why).
 *
 * How a user meets it: README recipe (listens to `labeled`/`unlabeled`) with
 * `on-close: close-docs`. The product pull request is closed without merging, which closes
 * acme/docs#101; a docs writer re-opens acme/docs#101 because the docs are still wanted. Days
 * later a stale bot (or a person) labels the closed product pull request `wontfix`: the docs pull
 * request is closed under the writer, with no new line saying why.
 *
 * Was: after the `labeled` run, acme/docs#101's state is `closed` (a PATCH state=closed was
 * sent to it).
 *
 * Now, as promised: the commit promises "telling the close is done once however often
 * it runs"; docs/pull-request.md / README: "closing the product pull request says so on the docs
 * one (`close-docs`: closes an unmerged one's)" - the close closes it, once; a label put on a pull
 * request closed long ago is no close and must not undo a person's re-opening.
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
let runId = 82_600;
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

it('a label on the closed pull request does not close again a docs pull request a person re-opened', async () => {
  expect((await act('opened', 'open')).outputs.outcome).toBe('completed');
  await act('closed', 'closed');
  expect(docs.state).toBe('closed');
  Object.assign(product, { state: 'closed', merged: false });
  // A docs writer re-opens the docs pull request: the docs are wanted after all.
  docs.state = 'open';
  const patchesBefore = github.requests.filter(
    (r) => r.method === 'PATCH' && r.url.includes('/acme/docs/pulls/101'),
  ).length;

  const labeled = await act('labeled', 'closed', { label: { name: 'wontfix' } });
  expect(labeled.exitCode).toBe(0);
  expect(github.requests.filter((r) => r.method === 'PATCH' && r.url.includes('/acme/docs/pulls/101')).length).toBe(
    patchesBefore,
  );
  expect(docs.state).toBe('open');
});
