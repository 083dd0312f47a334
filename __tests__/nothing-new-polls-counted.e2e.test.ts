/**
 * Was broken: 24eaae1 made `polls` "every request the step sent the service, counted where they
 * leave (src/deps.ts), so every path of the step reports the same count, whatever stage made the
 * request" - but only the endings that go through `finish` in src/main.ts take that count. A pull
 * request run that reads its job from the service (src/step/pull-request-state.ts, getJob) and
 * then ends with nothing to do (src/step/act-on-decision.ts endNothingToDo ->
 * src/report/report.ts nothingSentReport, which hard-codes `polls: '0'`) says `polls` 0 after a
 * request to the service.
 *
 * How a user meets it: the README recipe; a `synchronize` (or label, or re-requested) run for a
 * head the job was already told about reads the job (one GET) and ends `nothing-new`. A workflow
 * that counts the service requests its runs make (the 100-an-hour limit's neighbour, or billing
 * of a proxy) from `polls` undercounts.
 *
 * Was: outputs.outcome `nothing-new`, outputs.polls "0", while the simulated service
 * recorded 1 request (GET /v2/agent/demo-project/job/job-started-1) from that run.
 *
 * Now, as promised: README, Outputs: `polls` "How many requests it made to the
 * service."; CHANGELOG (Unreleased): "every request the step sent the service".
 */
import { afterEach, beforeEach, expect, it } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService({ activeReads: 1 });
const HEAD1 = '1'.repeat(40);
const ISSUE = `${PR_REPOSITORY}#5`;
let github: SimGitHub;
let runId = 94_600;
afterEach(() => github.close());
beforeEach(async () => {
  runId += 20;
  github = await startSimulatedGitHub({
    tokens: { [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write' } },
    pulls: { [ISSUE]: { number: 5, head: { sha: HEAD1 }, files: ['src/flag.ts'] } },
  });
});

async function act(action: string): Promise<ActionRun> {
  runId++;
  const pull_request = {
    ...{ number: 5, state: 'open', draft: false, merged: false, labels: [] },
    head: { sha: HEAD1, repo: { full_name: PR_REPOSITORY } },
    base: { repo: { full_name: PR_REPOSITORY } },
  };
  const env = pullRequestEnv(github.url, runId, { GITHUB_EVENT_PATH: eventFile({ action, pull_request }) });
  const inputs = sim.inputs({ prompt: 'Document it.', 'report-token': REPORT_TOKEN, 'check-name': 'Docs' });
  return runAction(inputs, { killAfterMs: 25_000, env });
}

it("a run that reads its job and has nothing new to send counts that read in 'polls'", async () => {
  expect((await act('opened')).outputs.outcome).toBe('completed');
  const before = sim.requests().length;
  const again = await act('synchronize');
  expect(again.outputs.outcome).toBe('nothing-new');
  const sent = sim.requests().length - before;
  expect(sent).toBeGreaterThan(0);
  expect(again.outputs.polls).toBe(String(sent));
});
