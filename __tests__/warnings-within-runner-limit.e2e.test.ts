/**
 * Was broken: the "unknown status" warnings the wait prints as it polls are not counted against the
 * runner's limit of 10 warning annotations per step, so with more than 10 of them the runner
 * drops the rest: the per-job ending warnings (or the one that sums them up), which come last.
 *
 * How a user meets it: the service adds a status value (service-facts.md: "new status values can
 * appear"; `archived` itself was added later), say `queued`. A step waits for 12 jobs
 * (`job-id`, up to 50 are allowed); each first reads `queued`, then `archived`. The step prints
 * one `::warning::` per job for the unknown status (12), then the ending's warning for the
 * archived jobs: 13 warning annotations. GitHub shows 10 of a kind per step, so the ending's
 * warning (what happened to the jobs and what to do) is the one the user never sees.
 *
 * What should happen instead (docs/endings.md: "With more than 10 annotations of a kind ..., one
 * annotation sums them up"; src/report/report.ts: "The runner shows only this many annotations of
 * a kind per step"): the step emits at most 10 warning annotations, so none is dropped.
 */
import { beforeEach, expect, it } from '@jest/globals';
import type { SimulatedService } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService();
let service: SimulatedService;
beforeEach(() => {
  service = sim.service();
});

/** GitHub shows at most this many warning annotations per step. */
const RUNNER_SHOWS = 10;

it('emits no more warning annotations than the runner shows when many jobs report a new status', async () => {
  const ids = Array.from({ length: 12 }, (_, i) => `job-q${i + 1}`);
  for (const id of ids)
    service.setJob(id, [
      { job: { status: 'queued' } },
      { job: { status: 'archived', archivedAt: '2026-11-22T09:05:00.000Z' } },
    ]);

  const run = await sim.act({ 'job-id': ids.join('\n') });

  expect(run.outputs.outcome).toBe('archived');
  expect(run.outputs['archived-count']).toBe('12');
  const warnings = run.annotations.filter((a) => a.command === 'warning');
  expect(warnings.length).toBeLessThanOrEqual(RUNNER_SHOWS);
});
