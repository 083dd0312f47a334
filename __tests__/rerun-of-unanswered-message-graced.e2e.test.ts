/**
 * A re-run of a push's run whose message the job had not taken up yet when the attempt ended (its
 * `timeout` ran out, or it was cancelled, while the job still read `completed` from before the
 * message): the service answers that old status a while longer. The re-run gives the message the
 * grace the first attempt gave it, and reports the follow-up's own ending; it never takes the
 * status from before the message for its answer, nor says the job ended "before this run read it".
 * Was broken (a helper's regression hunt, found on e88b71e already): the re-run ended at its first
 * read, `completed`, with the old answer.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(200_000);
const sim = useSimulatedService({ activeReads: 1, staleReadsAfterMessage: 6 });
const [HEAD1, HEAD2] = ['1', '2'].map((digit) => digit.repeat(40)) as [string, string];
const ISSUE = `${PR_REPOSITORY}#5`;
let github: SimGitHub;
let product: { head: { sha: string } };
let runId = 7_700;
afterEach(() => github.close());
beforeEach(async () => {
  runId += 20;
  product = { head: { sha: HEAD1 } };
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: { repository: PR_REPOSITORY, readable: ['acme/docs'], pullRequests: 'write', checks: 'write' },
    },
    pulls: { [ISSUE]: Object.assign(product, { number: 5, files: ['src/flag.ts'] }) },
    comparisons: {
      [`${PR_REPOSITORY}:${HEAD1}...${HEAD2}`]: {
        commits: [{ sha: 'c'.repeat(40), message: 'Add --flag' }],
        files: ['src/flag.ts'],
      },
    },
  });
});

function act(
  action: string,
  head: string,
  extra: Record<string, string>,
  rerunOf?: number,
  onStart?: (child: ChildProcess) => void,
): Promise<ActionRun> {
  const run = rerunOf ?? ++runId;
  const pull_request = {
    number: 5,
    head: { sha: head, repo: { full_name: PR_REPOSITORY } },
    base: { repo: { full_name: PR_REPOSITORY } },
  };
  const env = pullRequestEnv(github.url, run, {
    GITHUB_EVENT_PATH: eventFile({ action, pull_request }),
    GITHUB_RUN_ATTEMPT: rerunOf === undefined ? '1' : '2',
  });
  const inputs = sim.inputs({
    ...{ prompt: 'Document it.', 'report-token': REPORT_TOKEN, 'github-token': REPORT_TOKEN, 'check-name': 'Docs' },
    ...extra,
  });
  return runAction(inputs, { killAfterMs: 60_000, env, ...(onStart ? { onStart } : {}) });
}

const cancelAfterSend = (child: ChildProcess): void => {
  let out = '';
  let sent = false;
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (!sent && out.includes('The service took the message')) {
      sent = true;
      child.kill('SIGINT');
    }
  });
};

describe('a re-run of a push whose attempt ended before the job took its message up', () => {
  it.each([
    ['its timeout ran out', { 'poll-interval': '1s', timeout: '2s' }, undefined],
    ['it was cancelled', { 'poll-interval': '2s' }, cancelAfterSend],
  ])('%s: the re-run waits out the grace and reports the follow-up', async (_how, inputs, onStart) => {
    const opened = await act('opened', HEAD1, {});
    expect(opened.outputs.outcome).toBe('completed');
    product.head.sha = HEAD2;
    const pushed = await act('synchronize', HEAD2, inputs, undefined, onStart);
    expect(['timed-out', 'cancelled']).toContain(pushed.outputs.outcome);
    const rerun = await act('synchronize', HEAD2, { 'poll-interval': '1s' }, runId);
    expect(rerun.outputs).toMatchObject({ outcome: 'completed', resumed: 'true' });
    expect(rerun.stdout).not.toContain('before this run read it');
    expect(rerun.stdout).toMatch(/Job status: completed -> active|turned active/);
    expect(sim.requests().filter((request) => request.method === 'POST')).toHaveLength(2);
  });
});
