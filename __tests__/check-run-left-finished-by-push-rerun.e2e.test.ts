/**
 * Was broken (GitHub on a bad day, a helper's trial): a run's last check-run write (its ending)
 * was refused on H2, so H2's check run stayed in progress while the comment recorded the turn as
 * ended. The push to H3's run looked at H2 (its `before`) but could not finish it that once (the
 * finishing write refused, the comment unreadable, the Actions API failing, or GitHub still
 * showing the dead run in progress), and logged "the next run tries again", which no later run
 * did: none looks at H2 again (no unended turn names it, it is no later push's `before`).
 *
 * Now the log says what is true and what to do: a required check reads the newer check run, and a
 * re-run of that push's run (its event names the same `before`) finishes the one left.
 */
import { describe, expect, it } from '@jest/globals';
import type { Fault } from '../sim/github-api.ts';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(71_000);
const [, H2, H3] = HEADS;
const refuseCheckRunUpdates = { method: 'PATCH', path: /\/check-runs\/\d+$/, status: 502, times: 1000 };

describe('a check run left in progress by a refused last write, which the next push could not finish', () => {
  it.each([
    ['its finishing write refused (502)', 'patch'],
    ['the comment unreadable', 'comment'],
    ['the Actions API failing (502)', 'actions'],
    ['GitHub still showing the dead run in progress', 'running'],
  ])('%s: the log says so, and a re-run of that push finishes it', async (_what, kind) => {
    await w.start();
    await w.opened();
    w.push(H2);
    w.github.faults.push(refuseCheckRunUpdates);
    await w.synchronize();
    const leftBy = w.runId;
    w.github.faults.length = 0;
    const left = w.checkRunsOn(H2)[0]!;
    expect(left.status).toBe('in_progress');

    const faults: Record<string, Fault> = {
      patch: { method: 'PATCH', path: new RegExp(`/check-runs/${left.id}$`), status: 502, times: 1000 },
      comment: { method: 'GET', path: /\/issues\/5\/comments$/, status: 502, times: 1000 },
      actions: { method: 'GET', path: /\/actions\/runs\/\d+$/, status: 502, times: 1000 },
    };
    const shown = w.github.workflowRuns.find((run) => run.id === leftBy)!;
    if (kind === 'running') shown.status = 'in_progress';
    else w.github.faults.push(faults[kind]!);
    w.push(H3);
    const pushed = await w.synchronize();
    const pushRun = w.runId;
    w.github.faults.length = 0;
    shown.status = 'completed';
    expect(w.checkRunsOn(H2)[0]?.status).toBe('in_progress');
    if (kind === 'patch')
      expect(w.log(pushed)).toContain('A required check reads the newer one; re-run this workflow run to finish it.');
    expect(w.log(pushed)).not.toContain('the next run tries again');

    // With GitHub well again, the push's run is re-run.
    await w.rerun('synchronize', pushRun, 2, {}, H2);
    const after = w.checkRunsOn(H2)[0];
    expect({ status: after?.status, conclusion: after?.conclusion }).toEqual({
      status: 'completed',
      conclusion: 'neutral',
    });
    expect(w.starts()).toHaveLength(1);
    w.invariants();
  });
});
