/**
 * Was broken: a fork's pull request opened on the same commit as another pull request's head gets
 * the recipe's `fork` job writing a `skipped` "Docs agent" check run over that other pull
 * request's job's check run, so the other pull request's required check passes while its job works
 * (and after it fails).
 *
 * Now, as promised: docs/pull-request.md, "The head's check run has one owner": "A `Docs agent`
 * check run on a head belongs to the turn that created it ... GitHub takes the newest check run of
 * a name for a required check, so a second one ... would let the pull request merge while the job
 * still works."
 */
/**
 * Check runs belong to a commit, not to a pull request: every pull request whose head is that
 * commit shows them, and a required check reads the newest of the name. An outsider fetches the
 * product pull request #5's head (refs/pull/5/head is public) and opens fork pull request #6 from
 * it. The recipe's `fork` job (pull_request_target, no api-key) runs for #6 and, finding the job's
 * check run of #5 "begun before this push", writes a `skipped` one beside it: #5's required check
 * now passes while its job is in progress, and stays passed once the sweep ends it `failure`.
 * The check run's record (its external_id) names pull request #5, not #6: the fork job could tell.
 * On the bundled action; the simulated GitHub's clock is moved by the test (no wall-clock margins).
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(120_000);
// Jobs stay active until the test ends them: no run waits on the wall clock.
const sim = useSimulatedService({ holdJobs: true });
const HEAD = '1'.repeat(40);
const CHECK = 'Docs agent';
const T0 = Date.parse('2026-11-20T10:00:00Z');

let github: SimGitHub;
let clock = T0;
let runId = 91_000;
afterEach(() => github.close());

const product = {
  ...{ number: 5, state: 'open', draft: false, labels: [], user: { login: 'lead' }, files: ['src/a.ts'] },
  head: { sha: HEAD, repo: { full_name: PR_REPOSITORY } },
  base: { repo: { full_name: PR_REPOSITORY } },
};
const fork = {
  ...{ number: 6, state: 'open', draft: false, labels: [], user: { login: 'outsider' }, files: ['src/a.ts'] },
  head: { sha: HEAD, repo: { full_name: 'outsider/product' } },
  base: { repo: { full_name: PR_REPOSITORY } },
};

async function useGitHub(): Promise<void> {
  clock = T0;
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: {
        repository: PR_REPOSITORY,
        readable: ['acme/docs'],
        pullRequests: 'write',
        checks: 'write',
        actions: 'write',
      },
    },
    collaborators: { lead: { permission: 'write', role_name: 'write' } },
    pulls: { [`${PR_REPOSITORY}#5`]: product, [`${PR_REPOSITORY}#6`]: fork },
    now: () => clock,
  });
}

const stepInputs = (extra: Record<string, string> = {}) =>
  sim.inputs({
    prompt: 'Document the changes of this pull request.',
    'follow-up-command': '/docs',
    'check-name': CHECK,
    'report-token': REPORT_TOKEN,
    'github-token': REPORT_TOKEN,
    wait: 'sweep',
    timeout: '30m',
    ...extra,
  });

/** A pull request event's run of the README workflow (the `fork` job's for #6: pull_request_target, no api-key). */
function prRun(
  pull: typeof product,
  action: string,
  extra: Record<string, string> = {},
  env: Record<string, string> = {},
) {
  runId++;
  const e = pullRequestEnv(github.url, runId, {
    GITHUB_EVENT_PATH: eventFile({
      action,
      pull_request: { ...pull, updated_at: new Date(clock).toISOString() },
      repository: { full_name: PR_REPOSITORY, default_branch: 'main' },
    }),
    GITHUB_ACTOR: pull.user.login,
    ...env,
  });
  return github.running(e, () => runAction(stepInputs(extra), { killAfterMs: 40_000, env: e }));
}

function sweep(): Promise<ActionRun> {
  runId++;
  const env = pullRequestEnv(github.url, runId, {
    GITHUB_EVENT_NAME: 'schedule',
    GITHUB_EVENT_PATH: eventFile({ repository: { full_name: PR_REPOSITORY, default_branch: 'main' } }),
    GITHUB_WORKFLOW: 'Sweep',
    GITHUB_JOB: 'sweep',
    GITHUB_ACTION: 'sweep',
  });
  const inputs = sim.inputs({ sweep: 'true', 'report-token': REPORT_TOKEN, 'github-token': REPORT_TOKEN });
  return github.running(env, () => runAction(inputs, { killAfterMs: 40_000, env }));
}

/** The check run a required `Docs agent` check reads on the head: the newest of the name. */
const newestOnHead = () => github.checkRuns.filter((r) => r.head_sha === HEAD && r.name === CHECK).at(-1);

describe("a fork's pull request on another pull request's head", () => {
  it("leaves the other pull request's job check run the newest of its name on that commit", async () => {
    await useGitHub();
    const opened = await prRun(product, 'opened');
    expect(opened.outputs.outcome).toBe('started');
    const jobs = github.checkRuns.filter((r) => r.head_sha === HEAD && r.name === CHECK);
    expect(jobs.map((r) => r.status)).toEqual(['in_progress']);

    // A minute later, an outsider opens #6 from the same commit; the recipe's fork job runs for it.
    clock += 60_000;
    const forkJob = await prRun(fork, 'opened', { 'api-key': '' }, { GITHUB_EVENT_NAME: 'pull_request_target' });
    expect(forkJob.outputs.outcome).toBe('from-fork');

    // #5's job fails; the sweep finishes its check run.
    sim.service().endLiveJobsAs('failed');
    sim.service().completeJob();
    clock += 60_000;
    await sweep();

    // The sweep ended #5's own check run `failure` (it did: the first of the name).
    expect(github.checkRuns.filter((r) => r.head_sha === HEAD && r.name === CHECK)[0]?.conclusion).toBe('failure');
    // #5's required check must read its job's ending, never the fork's `skipped`.
    expect({ status: newestOnHead()?.status, conclusion: newestOnHead()?.conclusion }).toEqual({
      status: 'completed',
      conclusion: 'failure',
    });
  });
});
