/**
 * Was broken: one 404 on an update of the check run the step itself just created turns the check run
 * off for the rest of the step (`refusedForGood` in src/pull-request/host.ts counts 404 as a
 * refusal for good, and `createSurface` in src/pull-request/surface.ts then writes nothing more),
 * so the step's ending is never written and the check run stays `in_progress` although the job
 * completed and the step passed.
 *
 * How a user meets it: GitHub's checks API answers a write on a check run made a moment before
 * with 404 now and then (the write reached a replica that has not seen the creation yet). A
 * `wait: true` step (`check-name: Docs agent`, required by branch protection) creates its check
 * run, the first update (the job's id) gets that 404, the job completes, the step ends
 * `completed`, its `check-run-url` names the check run, and the required check sits at "in
 * progress" with nothing left to finish it: the pull request cannot merge until someone pushes
 * again. The only line is "Could not update the check run: GitHub answered 404 ... The step goes
 * on", which says no next step.
 *
 * Was: the check run's history is the creation alone (`in_progress`); the step's outcome is
 * `completed`, and no write of its ending is sent (the trace has no later PATCH of it).
 *
 * Now, as promised: docs/pull-request.md: the check run is "`in_progress` while it
 * waits, then `completed` with a conclusion that follows the step"; the brief's promise "no
 * required check passes while the agent works, and none is left in progress for good". A 404 on
 * a check run the step created and knows to exist is not proof it is gone for good: the ending
 * is still written (and a check run truly gone is made again, or the log says what to do).
 */
import { describe, expect, it } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(92_000);

describe('a check run that 404s once after it was created', () => {
  it('is still finished when the job completes', async () => {
    // The first update of the check run answers 404 once; from then on the job has ended (the
    // service's clock is the test's), so the step ends within seconds.
    const update = {
      test: (path: string): boolean => {
        if (!/\/check-runs\/\d+$/.test(path)) return false;
        w.clock.service = 10_000_000;
        return true;
      },
    } as unknown as RegExp;
    w.github.faults.push({
      method: 'PATCH',
      path: update,
      status: 404,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest/checks/runs#update-a-check-run' },
    });
    const run: ActionRun = await w.prRun('opened', HEADS[0], { wait: 'true', 'poll-interval': '1s' });
    expect(run.outputs.outcome).toBe('completed');
    expect(run.outputs['check-run-url']).not.toBe('');
    const checkRuns = w.checkRunsOf(HEADS[0]);
    expect(checkRuns.map((c) => `${c.status}/${c.conclusion}`)).toEqual(['completed/success']);
  });
});
