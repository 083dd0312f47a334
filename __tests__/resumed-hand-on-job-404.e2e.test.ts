/**
 * A re-run of a `wait: false` step hands its job on with one read of it, as attempt 1 did: a read
 * that finds no such job (404) ends `not-found` with the 404's words, never `started` with an
 * empty status as if the job were there (docs/endings.md, 404: "error naming the project and job
 * ids, and what to check").
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(120_000);
const sim = useSimulatedService({ holdJobs: true });
let github: SimGitHub;
afterEach(() => github.close());

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

function apiStep(attempt: number): Promise<ActionRun> {
  // Hands the job on without waiting.
  const env = releaseEnv(attempt);
  const inputs = sim.inputs({
    'check-name': 'Docs API reference',
    prompt: 'Update the API reference for v1.2.0.',
    'report-token': REPORT_TOKEN,
    'github-token': REPORT_TOKEN,
    wait: 'false',
  });
  return github.running(env, () => runAction(inputs, { env, killAfterMs: 30_000 }));
}

describe('a re-run of a wait: false step whose job now reads 404', () => {
  it('ends not-found and says so, rather than handing on a job that is not there', async () => {
    github = await startSimulatedGitHub({
      tokens: {
        [REPORT_TOKEN]: { repository: PR_REPOSITORY, checks: 'write', pullRequests: 'write', actions: 'read' },
      },
      pulls: {},
    });
    // Attempt 1 starts job-ghost and hands it on.
    sim.service().setJob('job-ghost', [{ job: { status: 'active', prLink: null } }]);
    sim.service().failNextPost({ http: 201, body: JSON.stringify({ id: 'job-ghost', status: 'active' }) });
    const first = await apiStep(1);
    expect(first.outputs).toMatchObject({ outcome: 'started', started: 'true' });
    // Then the service no longer knows it (deleted, or a read misrouted as in started-job-404-words).
    sim.service().setJob('job-ghost', [{ http: 404, body: '{"error":"Job not found"}' }]);
    const jobId = first.outputs['job-id'] ?? '';
    expect(jobId).toBe('job-ghost');

    const again = await apiStep(2);
    expect(again.outputs).toMatchObject({ outcome: 'not-found', resumed: 'true', 'job-id': jobId });
    const error = again.annotations.find((a) => a.command === 'error')?.message ?? '';
    expect(error).toContain(jobId);
    expect(error).toContain('HTTP 404');
    expect(again.outputs.status).toBe('');
  });
});
