/**
 * Was broken (a helper, on 4b9f6ad): a pull request closed (its comment's closing line written),
 * then reopened with the skip-label on or as a draft, kept "This pull request was closed ... this
 * comment is no longer refreshed" atop its comment: the note a run with nothing to do puts atop
 * kept the closing line, though the pull request is open again. It is taken out now, as any later
 * write of a re-opened pull request's comment takes it out; the note and the job stay.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
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
let runId = 91_600;
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

async function act(
  action: string,
  state: 'open' | 'closed',
  pr: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
): Promise<ActionRun> {
  runId++;
  const pull_request = {
    number: 5,
    state,
    draft: false,
    merged: false,
    labels: [],
    head: { sha: HEAD1, repo: { full_name: PR_REPOSITORY } },
    base: { repo: { full_name: PR_REPOSITORY } },
    ...pr,
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
      'skip-label': 'no-docs',
    }),
    { killAfterMs: 25_000, env },
  );
  if (run.outputs.started === 'true') docs.head = { sha: 'f'.repeat(40), ref: `agent/${run.outputs['job-id'] ?? ''}` };
  return run;
}

const body = () => github.comments.find((c) => c.issue === ISSUE)?.body ?? '';

describe('a pull request reopened with nothing to do for its head', () => {
  it.each([
    ['with the skip-label on', { labels: [{ name: 'no-docs' }] }, /🏷️ Job job-started-\d+ is kept/],
    ['as a draft', { draft: true }, /📝 Job job-started-\d+ is kept/],
  ])('%s: its comment drops the closing line, and notes why atop the job', async (_, shown, note) => {
    expect((await act('opened', 'open')).outputs.outcome).toBe('completed');
    await act('closed', 'closed');
    expect(body()).toMatch(/This pull request was closed/);
    Object.assign(product, { state: 'open', ...shown });
    await act('reopened', 'open', shown);
    expect(body()).not.toMatch(/This pull request was (merged|closed)/);
    expect(body().split('\n')[0]).toMatch(note);
    expect(body()).toMatch(/Completed/);
  });
});
