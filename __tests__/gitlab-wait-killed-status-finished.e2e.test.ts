/**
 * A merge request pipeline that waits (`--let-go=false`) killed with SIGKILL while the agent
 * works (a runner lost, the shell executor's cancel): its note and its `Docs agent` status say
 * running. Once its pipeline has ended (GitLab says `canceled`) and the job has ended, the next
 * scheduled pipeline finishes both, as docs/gitlab.md says of a cancelled pipeline's turn.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { spawn } from 'node:child_process';
import { DEMO_API_KEY, DEMO_PROJECT_ID } from '../sim/service.ts';
import { CLI, runCli } from './helpers/cli.ts';
import { A, jobEnv, mergeRequestFlags, useGitLabCliWorld } from './helpers/gitlab-cli-world.ts';
import { until } from './helpers/until.ts';

jest.setTimeout(200_000);
const world = useGitLabCliWorld({
  pipelines: [{ id: 900, sha: A, status: 'canceled', created_at: '2026-11-22T09:00:00Z', iid: 5 }],
});
const schedule = {
  ...{ CI_PIPELINE_SOURCE: 'schedule', CI_PIPELINE_ID: '950', CI_COMMIT_SHA: 'e'.repeat(40) },
  ...{ CI_MERGE_REQUEST_IID: '', CI_MERGE_REQUEST_PROJECT_ID: '', CI_MERGE_REQUEST_SOURCE_PROJECT_ID: '' },
  CI_MERGE_REQUEST_EVENT_TYPE: '',
};

describe('a waiting merge request pipeline killed while the agent works', () => {
  it.each([
    ['', []],
    [" with '--on-push new-job' (the schedule's turn is no push)", ['--on-push', 'new-job']],
  ])('the next schedule finishes its note and status once the job ended%s', async (_with, more) => {
    const { sim, svc } = await world();
    svc.holdJobs(true);
    const flags = [...mergeRequestFlags(svc), '--let-go=false', ...more];
    const child = spawn(process.execPath, [CLI, ...flags], {
      env: {
        PATH: process.env.PATH ?? '',
        MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY,
        MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID,
        ...jobEnv(sim),
      },
    });
    child.stdin.end('');
    await until(() => (sim.statuses.get(A) ?? []).some((status) => status.status === 'running'));
    const closed = new Promise((resolve) => child.on('close', resolve));
    child.kill('SIGKILL');
    await closed;
    svc.completeJob();
    // The schedule looks at merge requests updated within its window (the kill updated nothing).
    Object.assign(sim.mergeRequest(5), { updated_at: new Date().toISOString() });
    const swept = await runCli(flags, jobEnv(sim, schedule));
    expect(swept.err).toContain('recorded no ending though its run has ended');
    expect(JSON.parse(swept.out)['merge-requests']).toEqual([
      { 'merge-request': '!5', outcome: 'completed', 'exit-code': 0 },
    ]);
    expect(sim.statuses.get(A)?.map((status) => status.status)).toEqual(['success']);
    const [note] = sim.mergeRequest(5).notes;
    expect(note?.body).toContain('Completed');
    expect(note?.body).not.toContain('is running');
    expect(svc.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });
});
