/**
 * Was broken: a sweep cancelled (SIGINT) right after the service took the queued follow-up it sent
 * (src/sweep/queued.ts sendQueued -> recordSent -> holdRecord) writes the sent turn's record on
 * the cancelled budget: every write fails at once, and the record of the send (check run, then
 * comment) is never made. The queued record stays as it was, so the next sweep reads the push as
 * still queued and sends its news to the job a second time (a second follow-up, one of the
 * project's 100 an hour, the agent redoing the turn). f954547 gave the dispatch after a cancel "a
 * budget of its own" because "a cancel must not cost" a write no later run does right, and
 * step/follow-up-command.ts records a command sent before a cancel on `answerAfterCancel`; the
 * sweep's record of a message the service already took has neither. A SIGINT leaves the step
 * 7.5 s before SIGTERM, time enough for the few writes.
 *
 * How a user meets it: `wait: sweep` (with `on-finish-dispatch`, as in
 * sweep-cancelled-before-queued-push); a push queued while the job worked; the schedule's sweep
 * sends it and is cancelled just then (a newer sweep of a group with cancel-in-progress, "Cancel
 * workflow", or a runner shutting down), here as it reads the comment to record the send (its
 * 23rd request to GitHub).
 *
 * Was: two follow-ups with the push's news ("Add the --flag option") reach the service,
 * one from the cancelled sweep and one from the next sweep. The cancelled sweep's log says only
 * "Could not read the pull request comment: the time for GitHub ran out. The step goes on", not
 * even the "could not be recorded ... may send it again" warning, and its result is `finished`.
 *
 * What should happen: the push is told once. docs/sweep.md, 6.: the sent turn's "record
 * (check run first, then comment) written once it is sent, and written again twice, a pause
 * apart, when GitHub refuses it", and "a turn an earlier sweep sent ... never sent again"; a
 * cancel that comes after the send must not cost that record.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { HEADS, useKillWorld } from './helpers/kill-world.ts';

const w = useKillWorld();
afterAll(() => w.github?.close());
const dispatch = { 'on-finish-dispatch': 'review.yml' };

describe('a sweep cancelled (SIGINT) right after it sent a queued push (its 23rd request to GitHub)', () => {
  it('the push is told to the job once', async () => {
    await w.fresh();
    await w.prRun('opened', HEADS[0], dispatch);
    w.clock.service = 20_000; // the job works: the push is queued
    const pushed = await w.prRun('synchronize', HEADS[1], dispatch);
    expect(pushed.log.join('\n')).toContain('is busy, so nothing is sent now');
    w.clock.service = 70_000; // the job has ended

    const cancelled = await w.sweep({}, { n: 23, mode: 'INT' });
    expect(w.lastStop.fired).toBe(true);
    expect(cancelled.signal).toBeNull(); // it ended by itself, within the runner's grace
    expect(w.lastStop.route).toBe(`GET /repos/acme/product/issues/comments/${w.commentOf()?.id}`);
    // The service had taken the push's news when the cancel came.
    expect(w.messages()).toHaveLength(1);

    w.clock.service = 75_000;
    await w.sweep({}, undefined, 'workflow_dispatch');
    for (const t of [200_000, 400_000, 800_000]) {
      w.clock.service = t;
      await w.sweep();
    }
    expect(w.messages().filter((m) => m.includes('Add the --flag option'))).toHaveLength(1);
  });
});
