/**
 * Was broken: a re-run of a `wait: false` start step (the start-two-and-wait recipe's "Re-run
 * jobs") reads the job active, yet hands on an empty `status` (and empty job, model, repository,
 * ref), says "its status is unknown", and says "this attempt waited for it" though it did not
 * wait.
 *
 * Now, as promised: README Outputs: `status` is "The job's last status (... `active` after a time-
 * out or a start with `wait: false`)"; "an output is empty when its value is unknown";
 * examples/start-two-and-wait.yml: "the check run keeps the job's record, so "Re-run jobs" waits
 * for the job this run started".
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(120_000);
// Jobs stay active until the test ends them: both attempts meet the job active, whatever the machine's speed.
const sim = useSimulatedService({ holdJobs: true });
let github: SimGitHub;
afterEach(() => github.close());

/** The runner's environment for attempt N of one run of examples/start-two-and-wait.yml (on `release`). */
const releaseEnv = (attempt: number): Record<string, string> =>
  pullRequestEnv(github.url, 7_001, {
    GITHUB_EVENT_NAME: 'release',
    GITHUB_REF: 'refs/tags/v1.2.0',
    GITHUB_SHA: 'c'.repeat(40),
    GITHUB_EVENT_PATH: eventFile({ action: 'published', release: { tag_name: 'v1.2.0' } }),
    GITHUB_RUN_ATTEMPT: String(attempt),
    GITHUB_WORKFLOW: 'Update the API reference and the guides',
    GITHUB_JOB: 'docs',
    GITHUB_ACTION: 'api',
  });

/** The recipe's `api` step: check-name, prompt, wait: false (report-token is github.token's default). */
function apiStep(attempt: number): Promise<ActionRun> {
  const env = releaseEnv(attempt);
  const inputs = sim.inputs({
    'check-name': 'Docs API reference',
    prompt: 'Update the API reference for v1.2.0.',
    wait: 'false',
    'report-token': REPORT_TOKEN,
    'github-token': REPORT_TOKEN,
  });
  return github.running(env, () => runAction(inputs, { env, killAfterMs: 30_000 }));
}

describe('examples/start-two-and-wait.yml, "Re-run jobs"', () => {
  it('the re-run of a wait: false start hands on the status it read, and does not say it waited', async () => {
    github = await startSimulatedGitHub({
      tokens: {
        [REPORT_TOKEN]: { repository: PR_REPOSITORY, checks: 'write', pullRequests: 'write', actions: 'read' },
      },
      pulls: {},
    });
    const first = await apiStep(1);
    expect(first.outputs).toMatchObject({ outcome: 'started', status: 'active', started: 'true' });
    const jobId = first.outputs['job-id'] ?? '';

    const before = sim.requests().length;
    const again = await apiStep(2);
    const since = sim.requests().slice(before);
    // Resumed as promised: nothing sent again, and the job was read (it is still active).
    expect(again.outputs).toMatchObject({ outcome: 'started', resumed: 'true', 'job-id': jobId });
    expect(since.filter((r) => r.method === 'POST')).toEqual([]);
    expect(since.filter((r) => r.method === 'GET' && r.url.endsWith(`/job/${jobId}`)).length).toBeGreaterThan(0);

    // What the step read is handed on: the job is active, as after the first attempt.
    expect({
      status: again.outputs.status,
      repository: again.outputs.repository,
      ref: again.outputs.ref,
    }).toEqual({ status: 'active', repository: 'acme/docs', ref: `agent/${jobId}` });
    // A step that did not wait does not say it waited, nor that the status it read is unknown.
    expect(again.stdout).not.toContain('waited for it');
    expect(again.summary).not.toContain('its status is unknown');
  });
});
