/**
 * Was broken: a push that arrives while the job works on a follow-up (status `active`, so the service
 * gives `prLink: null`) is sent to the old job even though the job's docs pull request, on the
 * branch its agent works on, was already merged. `docsPullRequestEnded` (src/step/push-news.ts)
 * looks on the branch only when the job reads `completed`; for an `active` job it reads only
 * `prLink`, which the service never gives while a job works. The decision (tell the old job) is
 * made at that read, and the step then waits for the job to be free and sends the push's news to
 * the old job, whose docs pull request is merged.
 *
 * How a user meets it: the docs pull request is merged by a reviewer while the agent works on a
 * `/docs` follow-up (or a push's news); the product pull request gets another push before the
 * agent is done. The new push's news goes to the old job, whose work then lands on a branch whose
 * pull request is already merged: no new docs pull request is opened for it.
 *
 * Was: the push run sends POST .../job/<old>/message and `started` is `false`.
 *
 * What should happen instead: docs/pull-request.md, "When a push starts a new job instead":
 * "when its docs pull request was merged or closed (read with `github-token`): then the push
 * starts a new job with the `prompt`, and the log says why"; and (b24c8ac) "while the job works it
 * names none: then the pull request on its agent's branch, of the docs repository itself, is the
 * job's".
 */
import { afterEach, beforeEach, expect, it } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { commentEventEnv, eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const DOCS_URL = 'https://github.com/acme/docs/pull/101';
// A started or messaged job reads active once, then ends.
const sim = useSimulatedService({ activeReads: 1, startedPrLink: DOCS_URL });
const [HEAD1, HEAD2] = ['1', '2'].map((digit) => digit.repeat(40)) as [string, string];
const ISSUE = `${PR_REPOSITORY}#5`;
const DOCS_TOKEN = 'ghs_docsRepositoryAppToken0123456789';

let github: SimGitHub;
let docs: Record<string, unknown> & { head: Record<string, unknown> & { ref: string } };
let runId = 61_000;
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
    pulls: {
      [ISSUE]: { number: 5, head: { sha: HEAD1 }, files: ['src/flag.ts'] },
      'acme/docs#101': docs,
    },
    comparisons: {
      [`${PR_REPOSITORY}:${HEAD1}...${HEAD2}`]: {
        commits: [{ sha: 'c'.repeat(40), message: 'Add a flag' }],
        files: ['src/flag.ts'],
      },
    },
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

async function push(action: string, head: string) {
  runId++;
  const pull_request = {
    number: 5,
    draft: false,
    merged: false,
    labels: [],
    head: { sha: head, repo: { full_name: PR_REPOSITORY } },
    base: { repo: { full_name: PR_REPOSITORY } },
  };
  const env = pullRequestEnv(github.url, runId, { GITHUB_EVENT_PATH: eventFile({ action, pull_request }) });
  const run = await runAction(inputs(), { killAfterMs: 25_000, env });
  if (action === 'opened') docs.head.ref = `agent/${run.outputs['job-id'] ?? ''}`;
  return run;
}

it('a push while the job works, after its docs pull request was merged, starts a new job', async () => {
  const opened = await push('opened', HEAD1);
  const job = opened.outputs['job-id'] ?? '';
  expect(opened.outputs['pr-link']).toBe(DOCS_URL);
  // A /docs command is sent and let go: the job works on it (active, prLink null).
  runId++;
  const { id } = github.addComment(ISSUE, '/docs mention the flag in the guide', 'lead');
  const env = commentEventEnv(github.url, runId, { id, body: '/docs mention the flag in the guide', login: 'lead' });
  const sent = await runAction(inputs({ wait: 'false' }), { killAfterMs: 25_000, env });
  expect(sent.outputs.outcome).toBe('started');
  // Meanwhile a reviewer merges the docs pull request.
  Object.assign(docs, { state: 'closed', merged: true, merged_at: '2026-11-30T00:00:00Z' });
  const pushed = await push('synchronize', HEAD2);
  const messages = sim.requests().filter((r) => r.method === 'POST' && r.url.endsWith(`/job/${job}/message`));
  expect(pushed.outputs.started).toBe('true');
  expect(messages).toHaveLength(1); // the /docs command's only
});
