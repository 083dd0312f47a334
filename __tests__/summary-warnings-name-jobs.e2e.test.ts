/**
 * Was broken: with several jobs, the job summary's "Warnings of this run" lists each archived job's
 * warning without naming the job: "Archived at …; an archived job does no more work. 'fail-on'
 * does not list 'archived', so this job does not fail the step." twice, for two jobs, and the
 * reader cannot tell which job each line is about ("this job"). (The annotation carries the id in
 * its title, which the summary drops; the summary's own warning of an unknown status does name
 * its job: "job-x: The service reported status …".)
 *
 * How a user meets it: `job-id` lists two jobs that end `archived` at different times and one that
 * completes; the summary's warnings say two jobs were archived, at two times, naming neither.
 *
 * What should happen instead (docs/several-jobs.md: "The log, the summary ... and the annotations
 * ... name each job by its id"; every message says what happened): each warning line in the
 * summary names the job it is about.
 */
import { beforeEach, expect, it } from '@jest/globals';
import type { SimulatedService } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService();
let service: SimulatedService;
beforeEach(() => {
  service = sim.service();
});

it("names each job in the summary's warnings when several jobs are archived", async () => {
  service.setJob('job-arch-a', [{ job: { status: 'archived', archivedAt: '2026-11-22T09:05:00.000Z' } }]);
  service.setJob('job-arch-b', [{ job: { status: 'archived', archivedAt: '2026-11-22T10:40:00.000Z' } }]);
  service.setJob('job-done-c', [{ job: { status: 'completed', prLink: 'https://github.com/acme/docs/pull/42' } }]);

  const run = await sim.act({ 'job-id': 'job-arch-a, job-arch-b, job-done-c' });
  expect(run.outputs.outcome).toBe('archived');
  expect(run.exitCode).toBe(0);

  const details = /<details><summary>Warnings of this run[\s\S]*?<\/details>/.exec(run.summary)?.[0] ?? '';
  const lines = [...details.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => m[1] ?? '');
  const archived = lines.filter((line) => line.includes('Archived at'));
  expect(archived).toHaveLength(2);
  expect(archived.find((line) => line.includes('09&#58;05'))).toContain('job-arch-a');
  expect(archived.find((line) => line.includes('10&#58;40'))).toContain('job-arch-b');
});
