/**
 * A sweep that finds a queued `/docs` turn past its step's `timeout` with the job still busy ends
 * that turn's check run timed out and keeps the turn queued: nothing is sent. Its report says so,
 * and counts the job pending (the four counts add up to all jobs), rather than "sent what was
 * queued" with `pending-count` 0 while the label and the queued record stay.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(958_000);

describe('a queued turn past its timeout, its job still busy', () => {
  it('is reported waiting, not sent, and counted pending', async () => {
    await w.prRun('opened', HEADS[0]);
    w.clock.service = 10_000;
    await w.commandRun('/docs add an example of --verbose');
    w.deadlinesPassed();
    w.clock.service = 20_000;
    const sweep = await w.sweep();
    expect(w.records().some((record) => record.pending?.queued && record.pending.unsent)).toBe(true);
    expect(w.messages()).toEqual([]);
    expect(w.labelled()).toBe(true);
    expect(sweep.summary).not.toContain('sent what was queued');
    expect(sweep.summary).toContain('what is queued waits');
    const counts = ['completed-count', 'failed-count', 'archived-count', 'pending-count'].map((name) =>
      Number(sweep.outputs[name]),
    );
    expect(counts).toEqual([0, 0, 0, 1]);
  });
});
