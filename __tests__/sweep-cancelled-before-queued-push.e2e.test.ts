/**
 * Was broken: a sweep cancelled (SIGINT) after it finished the job's turn and before it sent the
 * push queued while the job worked took the reads the cancel cut short for "nothing new" (its log:
 * "nothing queued for job job-started-1 is new; its check runs show the job's state"): on its way
 * out it concluded the push's check run `success` and wrote the comment with no pending record,
 * yet the push's news never reached the service. Later sweeps found nothing pending: the job was
 * never told that push, and the head's required check passed on docs never asked for.
 *
 * Was: after the cancelled sweep, a workflow_dispatch sweep and three scheduled ones, no message
 * at all; head 2222…'s check run `completed/success`; the label off.
 *
 * What should happen (docs/sweep.md, step 6: what the service certainly did not take "stays
 * queued, ... its check run in progress and the label on: the next sweep sends it"): a cancelled
 * sweep decides nothing from reads it did not finish; what is queued waits for the next look.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { HEADS, useKillWorld } from './helpers/kill-world.ts';

const w = useKillWorld();
afterAll(() => w.github?.close());
const dispatch = { 'on-finish-dispatch': 'review.yml' };

describe('a sweep cancelled (SIGINT) right after its 19th request to GitHub, before it sends a queued push', () => {
  it('the push is still told to the job, once, by a later run', async () => {
    await w.fresh();
    await w.prRun('opened', HEADS[0], dispatch);
    w.clock.service = 20_000; // the job works: the push is queued
    const pushed = await w.prRun('synchronize', HEADS[1], dispatch);
    expect(pushed.log.join('\n')).toContain('is busy, so nothing is sent now');
    w.clock.service = 70_000; // the job has ended

    const cancelled = await w.sweep({}, { n: 19, mode: 'INT' });
    expect(w.lastStop.fired).toBe(true);
    expect(cancelled.signal).toBeNull(); // it ended by itself, within the runner's grace
    // It had finished the job's turn and sent its dispatch; the queued push was not sent.
    expect(w.github.dispatches).toHaveLength(1);
    expect(w.messages()).toEqual([]);
    expect(w.lastStop.route).toBe('GET /repos/acme/product/issues/5/comments');
    // What is queued waits for the next look: its record pending, its check run in progress.
    expect(w.pendingRecords()).not.toEqual([]);
    expect(
      w
        .checkRuns()
        .filter((r) => r.head_sha === HEADS[1])
        .map((r) => r.status),
    ).toEqual(['in_progress']);
    expect(cancelled.log.join('\n')).toContain('it waits for the next look');

    // The next runs: a workflow_dispatch sweep, then the schedule.
    w.clock.service = 75_000;
    await w.sweep({}, undefined, 'workflow_dispatch');
    for (const t of [200_000, 400_000, 800_000]) {
      w.clock.service = t;
      await w.sweep();
    }
    const onHead = w
      .checkRuns()
      .filter((r) => r.head_sha === HEADS[1])
      .map((r) => `${r.status}/${r.conclusion}`);
    expect({ told: w.messages().filter((m) => m.includes('Add the --flag option')).length, onHead }).toEqual({
      told: 1,
      onHead: ['completed/success'],
    });
  });
});
