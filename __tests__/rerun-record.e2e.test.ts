/**
 * A re-run never thins out a record, proven on the bundled action: whatever attempt 2 of a run
 * does (resume the job attempt 1 told, or find the command already sent), the record it writes
 * keeps the head the job was told, the message's digest and the job, so the pull request's next
 * event tells the job only what it was not told. Shapes: a push's run, a `/docs` command's run,
 * a re-run of an older push after a newer one, and a re-run after a push its run never told.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import {
  commentEventEnv,
  eventFile,
  PR_REPOSITORY,
  PR_STEP,
  pullRequestEnv,
  REPORT_TOKEN,
} from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { readCommentRecords } from '../src/pull-request/record.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService({ activeReads: 1, startedPrLink: 'https://github.com/acme/docs/pull/101' });
const PROMPT = 'Document the changes of this pull request.';
const [HEAD1, HEAD2, HEAD3] = ['1', '2', '3'].map((digit) => digit.repeat(40)) as [string, string, string];
const ISSUE = `${PR_REPOSITORY}#5`;
const commit = (digit: string, message: string) => ({ commits: [{ sha: digit.repeat(40), message }] });

let github: SimGitHub;
let product: { head: { sha: string } };
let runId = 9900;
afterEach(() => github.close());
beforeEach(async () => {
  runId += 20;
  product = { head: { sha: HEAD1 } };
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: { repository: PR_REPOSITORY, readable: ['acme/docs'], pullRequests: 'write', checks: 'write' },
    },
    collaborators: { lead: { permission: 'write', role_name: 'write' } },
    pulls: {
      [ISSUE]: Object.assign(product, { number: 5, files: ['src/flag.ts'] }),
      'acme/docs#101': { number: 101, state: 'open', draft: false, merged: false, head: { sha: 'f'.repeat(40) } },
    },
    comparisons: {
      [`${PR_REPOSITORY}:${HEAD1}...${HEAD2}`]: { ...commit('c', 'Add the --flag option'), files: ['src/flag.ts'] },
      [`${PR_REPOSITORY}:${HEAD2}...${HEAD3}`]: { ...commit('d', 'Document --flag'), files: ['src/flag.ts'] },
      [`${PR_REPOSITORY}:${HEAD1}...${HEAD3}`]: {
        commits: [...commit('c', 'Add the --flag option').commits, ...commit('d', 'Document --flag').commits],
        files: ['src/flag.ts'],
      },
    },
  });
});

/** The one step of the one workflow: the pull request's events start or tell its job, `/docs` comments are sent. */
const inputs = () =>
  sim.inputs({
    prompt: PROMPT,
    'follow-up-command': '/docs',
    'report-token': REPORT_TOKEN,
    'github-token': REPORT_TOKEN,
    'check-name': 'Docs',
  });

/** A run of the workflow on a pull request event at `head`; with `rerun`, attempt 2 of that earlier run. */
function act(action: string, head: string, rerun?: { run: number }): Promise<ActionRun> {
  const run = rerun?.run ?? ++runId;
  const pull_request = {
    number: 5,
    head: { sha: head, repo: { full_name: PR_REPOSITORY } },
    base: { repo: { full_name: PR_REPOSITORY } },
  };
  const env = pullRequestEnv(github.url, run, {
    GITHUB_EVENT_PATH: eventFile({ action, pull_request }),
    GITHUB_RUN_ATTEMPT: rerun ? '2' : '1',
    GITHUB_WORKFLOW: 'Docs',
  });
  return runAction(inputs(), { killAfterMs: 25_000, env });
}

/** The run a comment starts, on the same workflow; with `rerun`, attempt 2 of that earlier run. */
function commentRun(id: number, body: string, rerun?: { run: number }): Promise<ActionRun> {
  const run = rerun?.run ?? ++runId;
  const env = commentEventEnv(
    github.url,
    run,
    { id, body, login: 'lead' },
    { GITHUB_WORKFLOW: 'Docs', GITHUB_RUN_ATTEMPT: rerun ? '2' : '1' },
  );
  return runAction(inputs(), { killAfterMs: 25_000, env });
}

/** The records the action's comment on the pull request keeps, as a re-run reads them. */
const records = () =>
  readCommentRecords(
    github.comments.find((c) => c.issue === ISSUE && c.body.includes('<!--'))?.body,
    PR_STEP,
    DEMO_API_KEY,
    true,
  )?.records ?? [];

const sent = (): string[] =>
  sim
    .requests()
    .filter((request) => request.method === 'POST')
    .map((request) => String((JSON.parse(request.body ?? '{}') as { prompt?: unknown }).prompt));

describe('a re-run keeps what its earlier attempt recorded', () => {
  it("a push's run re-run: the next event at the head it told sends nothing again", async () => {
    await act('opened', HEAD1);
    product.head.sha = HEAD2;
    const pushed = await act('synchronize', HEAD2);
    expect(pushed.outputs.outcome).toBe('completed');
    const rerun = await act('synchronize', HEAD2, { run: runId });
    const job = pushed.outputs['job-id'] ?? '';
    expect(rerun.outputs).toMatchObject({ outcome: 'completed', resumed: 'true', 'job-id': job });
    // Attempt 2's record replaced attempt 1's and still says what the job was told, and how its turn ended.
    expect(records().find((record) => record.run === String(runId))).toMatchObject({
      ...{ attempt: 2, kind: 'message', jobs: [job], head: HEAD2, ended: 'success' },
    });
    const labelled = await act('labeled', HEAD2);
    expect(labelled.outputs.outcome).toBe('nothing-new');
    expect(labelled.log.join('\n')).toContain('was already told about this head');
    expect(sent()).toHaveLength(2);
  });

  it("a /docs command's run re-run: the head it told stays told, the command is not sent twice", async () => {
    await act('opened', HEAD1);
    // The push's run was cancelled while pending: the command's run tells the job the push first.
    product.head.sha = HEAD2;
    const { id } = github.addComment(ISSUE, '/docs also the FAQ', 'lead');
    const commanded = await commentRun(id, '/docs also the FAQ');
    expect(commanded.outputs.outcome).toBe('completed');
    expect(sent()[1]).toContain(`changed since ${HEAD1}; its head is now ${HEAD2}`);
    const rerun = await commentRun(id, '/docs also the FAQ', { run: runId });
    expect(rerun.exitCode).toBe(0);
    expect(sent()).toHaveLength(2);
    const labelled = await act('labeled', HEAD2);
    expect(labelled.outputs.outcome).toBe('nothing-new');
    expect(sent()).toHaveLength(2);
  });

  it('a re-run of an older push after a newer one never moves the told head back', async () => {
    await act('opened', HEAD1);
    product.head.sha = HEAD2;
    await act('synchronize', HEAD2);
    const older = runId;
    product.head.sha = HEAD3;
    await act('synchronize', HEAD3);
    expect(sent()[2]).toContain(`changed since ${HEAD2}; its head is now ${HEAD3}`);
    const rerun = await act('synchronize', HEAD2, { run: older });
    expect(rerun.outputs.resumed).toBe('true');
    const labelled = await act('labeled', HEAD3);
    expect(labelled.outputs.outcome).toBe('nothing-new');
    expect(sent()).toHaveLength(3);
  });

  it('a re-run after a push its run never told: the next event tells only what is new since the head told', async () => {
    await act('opened', HEAD1);
    product.head.sha = HEAD2;
    await act('synchronize', HEAD2);
    const pushRun = runId;
    // A push to HEAD3 whose run was cancelled while pending; then "Re-run jobs" on the HEAD2 run.
    product.head.sha = HEAD3;
    const rerun = await act('synchronize', HEAD2, { run: pushRun });
    expect(rerun.outputs.resumed).toBe('true');
    const labelled = await act('labeled', HEAD3);
    expect(labelled.outputs.outcome).toBe('completed');
    expect(sent()).toHaveLength(3);
    expect(sent()[2]).toContain(`changed since ${HEAD2}; its head is now ${HEAD3}`);
    expect(sent()[2]).not.toContain('Add the --flag option');
  });
});
