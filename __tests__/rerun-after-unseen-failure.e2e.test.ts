/**
 * Was broken: a re-run resumed the job an earlier attempt started whenever that attempt's record
 * said it started it, and only a record of a job seen failing made it send again. An attempt that
 * never saw its job end could not say so: a `wait: false` start (examples/start-two-and-wait.yml),
 * or a waiting step that timed out or was cancelled before the job failed. "Re-run jobs" then
 * reported the same failure again, and no re-run could retry the docs job.
 *
 * Was: attempt 2's starting steps logged "attempt 1 of this run already started job
 * job-started-1, so this attempt waited for it and sent nothing", set `resumed: true` and started
 * nothing; the wait failed again on job-started-1 and job-started-2.
 *
 * What should happen (action.yml, `on-rerun`: "after a failed job it sends again";
 * docs/pull-request.md: "After a job that failed, a re-run sends again instead of reporting the
 * same failure"): the re-run reads the job it would resume once; one that ended with a status
 * `fail-on` names is started again.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { eventFile, PR_REPOSITORY, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(120_000);
const sim = useSimulatedService({ activeReads: 1 });
const GITHUB_TOKEN = 'ghs_theWorkflowsOwnGitHubToken00031';
const TAGGED = '7'.repeat(40);
const RUN_ID = 88_001;
let github: SimGitHub;

beforeEach(async () => {
  github = await startSimulatedGitHub({
    tokens: { [GITHUB_TOKEN]: { repository: PR_REPOSITORY, checks: 'write', actions: 'read' } },
  });
});
afterEach(() => github.close());

/** One step of the recipe's `docs` job, on the release event, in the given attempt of one run. */
function step(id: string, attempt: number, inputs: Record<string, string>): Promise<ActionRun> {
  const env = pullRequestEnv(github.url, RUN_ID, {
    GITHUB_EVENT_NAME: 'release',
    GITHUB_SHA: TAGGED,
    GITHUB_REF: 'refs/tags/v1.2.0',
    GITHUB_RUN_ATTEMPT: String(attempt),
    GITHUB_WORKFLOW: 'Update the API reference and the guides',
    GITHUB_WORKFLOW_REF: 'acme/product/.github/workflows/start-two-and-wait.yml@refs/tags/v1.2.0',
    GITHUB_JOB: 'docs',
    GITHUB_ACTION: id,
    GITHUB_EVENT_PATH: eventFile({ action: 'published', release: { tag_name: 'v1.2.0' } }),
  });
  // github.token is the default of both token inputs.
  const all = sim.inputs({ 'report-token': GITHUB_TOKEN, 'github-token': GITHUB_TOKEN, ...inputs });
  return github.running(env, () => runAction(all, { killAfterMs: 60_000, env }));
}

const API_PROMPT = 'Update the API reference for v1.2.0.';
const GUIDES_PROMPT = 'Update the guides and examples for v1.2.0.';
const startsOf = (prompt: string) =>
  sim
    .requests()
    .filter((r) => r.method === 'POST' && /\/job$/.test(r.url))
    .filter((r) => (JSON.parse(r.body ?? '{}') as { prompt?: string }).prompt === prompt).length;

describe('examples/start-two-and-wait.yml re-run after one of its jobs failed', () => {
  it('starts the failed job again, as on-rerun promises, instead of reporting the same failure', async () => {
    /** The recipe's three steps: two starts with `wait: false` and a check run each, then one wait for both. */
    const attempt = async (n: number) => {
      const api = await step('api', n, { 'check-name': 'Docs API reference', prompt: API_PROMPT, wait: 'false' });
      const guides = await step('guides', n, { 'check-name': 'Docs guides', prompt: GUIDES_PROMPT, wait: 'false' });
      const both = await step('both', n, {
        'job-id': `${api.outputs['job-id'] ?? ''}\n${guides.outputs['job-id'] ?? ''}\n`,
        timeout: '20s',
      });
      return { api, guides, both };
    };

    // Attempt 1: both jobs fail (the service had a bad hour), so the wait fails.
    sim.service().endLiveJobsAs('failed');
    const first = await attempt(1);
    expect(first.api.outputs).toMatchObject({ outcome: 'started', started: 'true', 'job-id': 'job-started-1' });
    expect(first.guides.outputs).toMatchObject({ outcome: 'started', started: 'true', 'job-id': 'job-started-2' });
    expect(first.both.outputs.outcome).toBe('failed');
    expect(first.both.exitCode).not.toBe(0);
    expect(JSON.parse(first.both.outputs.results ?? '[]')).toEqual([
      expect.objectContaining({ id: 'job-started-1', outcome: 'failed' }),
      expect.objectContaining({ id: 'job-started-2', outcome: 'failed' }),
    ]);

    // "Re-run jobs": attempt 2 of the same run, the service well again.
    sim.service().endLiveJobsAs('completed');
    const second = await attempt(2);
    expect({
      starts: [startsOf(API_PROMPT), startsOf(GUIDES_PROMPT)],
      resumed: [second.api.outputs.resumed, second.guides.outputs.resumed],
      waitedFor: second.both.outputs['job-id'],
      outcome: second.both.outputs.outcome,
    }).toEqual({
      starts: [2, 2],
      resumed: ['false', 'false'],
      waitedFor: 'job-started-3\njob-started-4',
      outcome: 'completed',
    });
  });

  it('a waiting step that timed out before its job failed: the re-run starts it again', async () => {
    const solo = (n: number) =>
      step('solo', n, { 'check-name': 'Docs API reference', prompt: API_PROMPT, timeout: '4s' });
    sim.service().endLiveJobsAs('failed');
    sim.service().holdJobs(true);
    const first = await solo(1);
    expect(first.outputs.outcome).toBe('timed-out');
    const failed = first.outputs['job-id'] ?? '';
    // The job fails after the step stopped waiting: its record cannot say so.
    sim.service().completeJob();
    sim.service().holdJobs(false);
    const second = await solo(2);
    expect(second.log.join('\n')).toContain(
      `attempt 1 started job ${failed}, which failed, so the prompt is sent again`,
    );
    expect(second.outputs).toMatchObject({ started: 'true', resumed: 'false' });
    expect(second.outputs['job-id']).not.toBe(failed);
    expect(startsOf(API_PROMPT)).toBe(2);
  });

  it('a job that is still working, or ended well, is resumed as before', async () => {
    const solo = (n: number) =>
      step('solo', n, { 'check-name': 'Docs API reference', prompt: API_PROMPT, wait: 'false' });
    const started = (await solo(1)).outputs['job-id'];
    const second = await solo(2);
    expect(second.outputs).toMatchObject({ resumed: 'true', 'job-id': started });
    expect(startsOf(API_PROMPT)).toBe(1);
  });
});
