/**
 * Was broken: when GitHub makes the sweep's updates of the action's comment (its claim's, then the
 * settling write) but answers each 502 on all four tries, the sweep warns the turn "stays pending,
 * and the next sweep finishes it" and sends no `on-finish-dispatch`; the next sweep finds nothing
 * pending, takes the label off, and the dispatch is never sent by anyone.
 *
 * Now, as promised: docs/sweep.md "sends `on-finish-dispatch` once" and "A write that fails leaves
 * the turn pending ..., and the next sweep finishes it"; README "the next sweep or run finishes
 * the report".
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(1_220_000);

describe('a sweep whose settling comment write GitHub made but answered 502', () => {
  it('still has the job dispatched once, by this sweep or the next', async () => {
    const opened = await w.prRun('opened', HEADS[0], { 'on-finish-dispatch': 'review.yml' });
    expect(opened.outputs.outcome).toBe('started');
    const job = opened.outputs['job-id'] ?? '';
    w.sim.service().completeJob(job);

    // GitHub has a bad minute during the sweep: it makes every update of the action's comment (the
    // claim naming its run, then the settling write, four tries each) and answers each 502.
    w.github.faults.push({
      method: 'PATCH',
      path: /\/issues\/comments\/\d+$/,
      status: 502,
      afterActing: true,
      times: 100,
    });
    const first = await w.sweep();
    expect(first.exitCode).toBe(0);
    w.github.faults.length = 0;
    // GitHub is well again: the next sweeps.
    const second = await w.sweep();
    expect(second.exitCode).toBe(0);
    await w.sweep();

    // The check run and the comment were finished, and the label is off...
    expect(w.checkRunsOf(HEADS[0]).map((run) => run.conclusion)).toEqual(['success']);
    expect(w.labelled()).toBe(false);
    // ...so the dispatch the step asked for must have been sent, once.
    expect(w.github.dispatches.map((d) => d.inputs['job-id'])).toEqual([job]);
  });
});
