/**
 * Was broken: when the job this very step started, and has already read (`active`), answers 404 on a
 * later poll (deleted from the dashboard, or gone on the service's side), the step's error tells
 * the user to check their configuration: "Check that 'project-id' is the id shown on the
 * dashboard's API keys page, that 'job-id' comes from the step that started the job, and that the
 * api-key belongs to the organization that owns the project" and 'base-url'.
 *
 * How a user meets it: a `prompt` step (no `job-id` input at all) starts the job, the log shows
 * "Started job job-x" and "Job status: active (request 1)", then the job disappears. Every one
 * of the checks the error asks for has just been proven right by the same step (the project,
 * key and address answered the start and the first read); the user is sent to audit settings
 * that are fine, and is not told what happened (the job was seen, then vanished) nor what to do
 * (look for it on the dashboard; a re-run or the pull request's next run starts a new one).
 * "Every message says what happened and what to do next."
 *
 * What should happen instead: a 404 after the job was read says the job was found earlier and is
 * gone now, and the next step for that case; the configuration checklist is for a job never found.
 */
import { describe, expect, it } from '@jest/globals';
import { useWorld } from './helpers/attack-world.ts';

const w = useWorld(89_500);

describe('the job answers 404 after this step started it and read it', () => {
  it("says the job was seen and is gone, not to check 'project-id', 'job-id' and the key", async () => {
    await w.start();
    w.sim.service().setJob('job-x', [{ job: { status: 'active' } }, { http: 404, body: '{"error":"Job not found"}' }]);
    // The start answers with that job: the step starts it and reads it active once.
    w.sim.service().failNextPost({ http: 201, body: JSON.stringify({ id: 'job-x', status: 'active' }) });
    const run = await w.opened();
    expect(run.log.join('\n')).toContain('Started job job-x');
    expect(run.log.join('\n')).toContain('Job status: active (request 1).');
    expect(run.outputs.outcome).toBe('not-found');
    expect(run.summary).toBeTruthy();

    const error = run.annotations.find((a) => a.command === 'error')?.message ?? '';
    expect(error).toContain('job-x');
    // This step has no 'job-id' input, and its project, key and address just worked.
    expect(error).not.toMatch(/'job-id' comes from the step that started the job/);
    expect(error).not.toMatch(/Check that 'project-id' is the id shown on the dashboard/);
  });
});
