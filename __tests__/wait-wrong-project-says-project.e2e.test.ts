/**
 * Was broken (a helper, as a new user): waiting for a job with a wrong 'project-id' said "Agent job
 * job-pr not found: The service has no job 'job-pr' in project 'proj_wrong' (HTTP 404: Project not
 * found)", blaming the job, though the service's words named the project; the start's path
 * already said "project not found".
 *
 * What should happen instead: a 404 whose words name the project, not the job, is "project not
 * found", with the fix for 'project-id'; one that names the job stays the job's.
 */
import { describe, expect, it } from '@jest/globals';
import { runCli } from './helpers/cli.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService();

describe("a wait's 404", () => {
  it('that names the project says the project is not found', async () => {
    const run = await sim.act({ 'job-id': 'job-pr', 'project-id': 'proj_wrong' });
    expect(run.exitCode).toBe(1);
    expect(run.outputs.outcome).toBe('not-found');
    expect(run.summary).toContain('project not found');
    expect(run.summary).toContain('The service has no project &#39;proj&#95;wrong&#39; for this key (HTTP 404');
    expect(run.summary).not.toContain('has no job');
  });

  // Was broken (the second regression hunter): a follow-up, and the command line's message and
  // status, still blamed the job.
  it('that answers a follow-up names the project too', async () => {
    const run = await sim.act({ 'job-id': 'job-pr', 'project-id': 'proj_wrong', message: 'Also the flag.' });
    expect(run.exitCode).toBe(1);
    expect(run.summary).toContain('project not found');
    expect(run.summary).not.toContain('has no job');
  });

  it.each([[['message', 'job-pr', '--message', 'Also the flag.']], [['status', 'job-pr']]])(
    "that answers the command line's %j names the project",
    async (argv) => {
      const ran = await runCli([...argv, '--project-id', 'proj_wrong', '--base-url', sim.service().url]);
      expect(ran.err).toMatch(/has no project 'proj_wrong' for this key/);
      expect(ran.err).not.toContain('has no job');
    },
  );

  it('that names the job still says the job is not found', async () => {
    const run = await sim.act({ 'job-id': 'job-gone' });
    expect(run.outputs.outcome).toBe('not-found');
    expect(run.summary).toContain('has no job &#39;job-gone&#39;');
  });
});
