/**
 * A pull request's `opened` run killed at any request of its start: once the prompt went or the
 * label is on, the sweeps that follow leave no check run in progress; none starts a second job. Where no record names a job, the check run says the
 * start's answer was lost and what to look at. Was broken: a run killed after the service took the
 * start left the label and a start under way; the sweep found no pending record, took the label off
 * and never came back, so the head's check run stayed in progress, a required check blocked for good.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { PRODUCT, useConvergenceWorld } from './helpers/convergence-world.ts';

jest.setTimeout(600_000);
const w = useConvergenceWorld();
afterAll(() => w.github?.close());

describe('an opened run killed during its start, then sweeps', () => {
  it('leaves no check run in progress and no second job, at every kill point', async () => {
    const seen: string[] = [];
    let lostSaid = 0;
    for (let n = 0; n < 24; n++) {
      await w.fresh();
      await w.run(w.stepInputs(), w.prEvent(5, 'opened'), { n, mode: 'KILL' });
      if (!w.lastStop.fired) break;
      const route = w.lastStop.route;
      // Killed before the prompt went and before the label: no index brings a sweep; its next run finishes it.
      const swept = w.lastStop.servicePosts > 0 || w.labelled(PRODUCT);
      seen.push(`${n} ${route} (service took ${w.lastStop.servicePosts})`);
      w.clock.service += 70_000;
      const job = w.latestJob();
      if (job) await w.jobStatus(job);
      for (let sweep = 0; sweep < 3; sweep++) {
        w.clock.service += 3_600_000;
        await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
      }
      const left = { n, route, inProgress: w.inProgress().length, starts: w.starts().length };
      if (swept) expect(left).toEqual({ ...left, inProgress: 0 });
      expect(w.starts().length).toBeLessThanOrEqual(1);
      if (w.pendingOf(PRODUCT).length === 0) expect(w.labelled(PRODUCT)).toBe(false);
      const lost = w.checkRuns().filter((run) => run.output?.title === "Its start's answer was lost");
      for (const run of lost) expect(run.output?.summary).toContain('agent jobs on the dashboard');
      lostSaid += lost.length;
    }
    expect(seen.length).toBeGreaterThan(5);
    expect(lostSaid).toBeGreaterThan(0);
  });
});
