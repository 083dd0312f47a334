/**
 * Was broken: src/sweep/sent-unrecorded.ts `sentUnrecorded` (39ad6b8) refuses to adopt a queued
 * command's 🚀 whenever the comment holds ANY message record for the job written since the turn
 * was queued (`sentSince`: kind 'message', the job, `at` not before the queued record's `at`).
 * With two `/docs` commands queued while the job was busy, the sweep sends the first and records
 * it (a message record for the job, written after both were queued); when a later sweep sends the
 * second and is killed after its 🚀, the first's record counts as "a message recorded as sent
 * since this turn was queued", so the second is not adopted. `queuedMessage` then finds it
 * answered (🚀) and the turn is settled as "nothing queued for job … is new": exactly the break
 * 39ad6b8 says it fixed, still there for every queued command but the first.
 *
 * How a user meets it: `wait: sweep` with `on-finish-dispatch: review.yml`; the lead writes
 * `/docs add a table` and then `/docs fix the typo` while the job works (both queued). The
 * scheduled sweep sends the first once the job ended; the next one, once the job ended again,
 * sends the second, makes its 🚀, and its runner dies right then. The schedule's sweeps go on.
 *
 * Was: the job got both messages once each, but the sweeps after the kill log "Pull request
 * #5: nothing queued for job job-started-1 is new; its check runs show the job's state."; two
 * dispatches in all (the start's and the first command's), and the comment's conversation never
 * lists "fix the typo". The same flow without the kill ends with three dispatches and the second
 * follow-up in the conversation; with one queued command (sweep-killed-after-rocket-adopts-turn)
 * the kill is handled.
 *
 * Now, as promised: CHANGELOG (39ad6b8): "A queued `/docs` a killed sweep sent is
 * reported … The 🚀 with no record since is now adopted as the sent turn."; README: any run may be
 * killed at any point and the next run finishes its work; docs/sweep.md: `on-finish-dispatch` is
 * sent once for each finished turn. No record answers the second command, so its 🚀 is its send:
 * the turn should be adopted, reported as the follow-up, and dispatched once.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { sweepKilledAfterRocket } from './helpers/kill-after-rocket.ts';
import { HEADS, useKillWorld } from './helpers/kill-world.ts';

const w = useKillWorld();
afterAll(() => w.github?.close());
const inputs = { 'on-finish-dispatch': 'review.yml' };

describe('a sweep killed right after the 🚀 of the second of two queued /docs', () => {
  it('the next sweeps finish that turn as the follow-up the job got, and dispatch once for it', async () => {
    await w.fresh();
    await w.prRun('opened', HEADS[0], inputs);
    const first = await w.commandRun('/docs add a table', undefined, inputs);
    expect(first.run.log.join('\n')).toContain('is busy, so nothing is sent now');
    const second = await w.commandRun('/docs fix the typo', undefined, inputs);
    expect(second.run.log.join('\n')).toContain('is busy, so nothing is sent now');

    // The job ends: a sweep sends the first queued command and records it.
    w.clock.service = 70_000;
    expect((await w.sweep()).exitCode).toBe(0);
    expect(w.messages()).toEqual(['add a table']);

    // The job ends again: the next sweep sends the second, and is killed right after its 🚀.
    w.clock.service += 70_000;
    const { killed, fired } = await sweepKilledAfterRocket(w, second.id);
    expect(killed.signal).toBe('SIGKILL');
    expect(fired.at).toBeDefined();
    expect(w.messages()).toEqual(['add a table', 'fix the typo']);

    for (let i = 0; i < 4; i++) {
      w.clock.service += 70_000;
      await w.sweep();
    }

    expect(w.messages()).toEqual(['add a table', 'fix the typo']);
    expect(w.inProgress()).toEqual([]);
    const conversation = w.commentOf()?.body ?? '';
    expect({
      dispatches: w.github.dispatches.length,
      followUpInConversation: conversation.includes('fix the typo'),
    }).toEqual({ dispatches: 3, followUpInConversation: true });
  });
});
