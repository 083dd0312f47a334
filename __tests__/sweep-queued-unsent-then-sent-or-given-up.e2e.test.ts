/**
 * A queued turn that ended unsent (its job busy past its step's `timeout`) waits for its job: once
 * the sweep sends it, it is an ordinary sent turn, whose own deadline still ends it; and should the
 * job stay unreadable for a day more, it is finished for good and the label comes off, never
 * pending for good, its command answered 😕. A queued command older than the commands' look-back
 * (6 hours) is still sent: its turn's record vouches for it.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(951_000);

describe('a queued turn that ended unsent', () => {
  it('once sent, is an ordinary sent turn: its own deadline still ends it', async () => {
    await w.commandTimedOutUnsent();
    w.clock.service = 120_000;
    await w.sweep();
    expect(w.messages().filter((message) => message.includes('--verbose'))).toHaveLength(1);
    const sent = w.records().filter((record) => record.pending && !record.pending.queued);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.some((record) => record.pending?.unsent)).toBe(false);
    // The sent turn's own timeout passes while the job is busy with it: it ends timed out.
    w.deadlinesPassed();
    w.clock.service = 130_000;
    await w.sweep();
    expect(w.records().filter((record) => record.pending)).toHaveLength(0);
    expect(w.checkRunsOf(HEADS[0]).filter((run) => run.status === 'in_progress')).toHaveLength(0);
    expect(w.labelled()).toBe(false);
  });

  it('whose job stays unreadable, waits a day, then is finished for good and the label comes off', async () => {
    const id = await w.commandTimedOutUnsent();
    const gone = { 'base-url': 'http://127.0.0.1:9' };
    w.clock.service = 200_000;
    await w.sweep(gone);
    expect([w.labelled(), w.records().filter((record) => record.pending).length]).toEqual([true, 1]);
    w.deadlinesPassed();
    const last = await w.sweep(gone);
    expect(last.stdout).toMatch(/::warning::.*waited a day past its step/);
    // Past the commands' look-back by then, no later run would send it: it is answered, not left hanging.
    expect(last.stdout).toMatch(/::warning::.*The queued command \(comment \d+\) was not sent: it is answered 😕/);
    expect(w.reactionsOn(id)).toContain('confused');
    expect([w.labelled(), w.records().filter((record) => record.pending).length]).toEqual([false, 0]);
    expect(w.messages().filter((message) => message.includes('--verbose'))).toHaveLength(0);
  });

  it("whose command is older than the commands' look-back, is still sent once the job ends", async () => {
    const id = await w.commandTimedOutUnsent();
    const comment = w.github.comments.find((c) => c.id === id);
    if (!comment) throw new Error('no command comment');
    comment.created_at = comment.updated_at = new Date(w.github.now() - 7 * 60 * 60_000).toISOString();
    w.clock.service = 120_000;
    await w.sweep();
    expect(w.messages().filter((message) => message.includes('--verbose'))).toHaveLength(1);
    expect(w.reactionsOn(id)).toContain('rocket');
  });
});
