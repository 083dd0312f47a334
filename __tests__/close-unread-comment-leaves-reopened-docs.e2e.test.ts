/**
 * Was broken: toldBefore (src/step/on-close.ts, 772455f) takes a comment it could not read for a
 * close never told: `read.ok ? closeNoticeIn(...) : undefined`, then `line === undefined` ->
 * "not told". So when GitHub fails the one read of the product comment (502s past the retries),
 * a later run of the closed pull request tells the close again, and with `on-close: close-docs`
 * closes again the docs pull request a person re-opened by hand: exactly what 772455f set out to
 * stop. Everywhere else the action holds that a read it cannot make is never taken for "none"
 * ("nothing is sent on doubt").
 *
 * How a user meets it: README recipe (`labeled` in its types) with `on-close: close-docs`. The
 * product pull request is closed without merging, which closes acme/docs#101; a docs writer
 * re-opens it, the docs being wanted after all. Later a bot labels the closed product pull request,
 * on a minute GitHub answers 502 to reading one comment.
 *
 * Was: the `labeled` run sends PATCH /repos/acme/docs/pulls/101 (state closed): the docs
 * pull request is closed again under the writer.
 *
 * Now, as promised: docs/pull-request.md: a close "whose line atop the comment says it
 * was told is not told or closed again, and a docs pull request re-opened by hand stays open"; a
 * line that cannot be read is a doubt (the run says so, a re-run looks again), not "not told".
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
let runId = 84_700;
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

it('a label on the closed pull request, the comment unreadable a moment: the re-opened docs pull request stays open', async () => {
  expect((await act('opened', 'open')).outputs.outcome).toBe('completed');
  await act('closed', 'closed');
  expect(docs.state).toBe('closed');
  Object.assign(product, { state: 'closed', merged: false });
  // A docs writer re-opens the docs pull request: the docs are wanted after all.
  docs.state = 'open';
  const patchesBefore = github.requests.filter(
    (r) => r.method === 'PATCH' && r.url.includes('/acme/docs/pulls/101'),
  ).length;
  // GitHub fails reading the product comment by its id, past the client's retries.
  github.faults.push({ method: 'GET', path: /^\/repos\/acme\/product\/issues\/comments\/\d+$/, status: 502, times: 8 });

  const labeled = await act('labeled', 'closed', { label: { name: 'wontfix' } });
  expect(labeled.exitCode).toBe(0);
  expect(github.requests.filter((r) => r.method === 'PATCH' && r.url.includes('/acme/docs/pulls/101')).length).toBe(
    patchesBefore,
  );
  expect(docs.state).toBe('open');
});
