/**
 * Was broken: a sweep that sends a queued `/docs` command and makes its 🚀, then is killed (SIGKILL: a
 * runner lost, a job's hard stop) before it records the sent turn (the turn's check run, then the
 * comment), leaves a turn that no later run finishes as sent. The next sweep reads the queued
 * record (its command, comment N), finds no check run that recorded the send
 * (src/sweep/queued.ts `sendQueued` -> `sentEarlier`: none was written), then `queuedMessage` finds
 * the command already answered (🚀) and logs "nothing queued for job ... is new; its check runs
 * show the job's state": it settles the queued turn as if nothing had been sent
 * (`finishAll`). The follow-up the job really got is erased: the comment's conversation does not
 * list it, the check run and the comment do not say "(follow-up)", and `on-finish-dispatch` is
 * never sent for that turn. The 🚀 on the command is the proof the command was sent (docs: "A
 * command is answered once the action's account reacted 🚀 (sent)"), yet it is read as "nothing new".
 * This is not the known "sends are at-least-once when killed between the POST and the record"
 * (the command is sent exactly once here) nor "a dispatch lost when a sweep is killed between its
 * comment write and the dispatch" (no comment write happened; the next sweep has the evidence and
 * still never dispatches).
 *
 * How a user meets it: `wait: sweep` with `on-finish-dispatch: review.yml`; a `/docs` comment
 * while the job works is queued; the scheduled sweep sends it and makes its 🚀, and the sweep's
 * runner dies right then (the next GitHub request never answered). The next sweeps run as usual.
 *
 * Was: the command went to the job once, but the sweeps that follow log "Pull request #5:
 * nothing queued for job job-started-1 is new; its check runs show the job's state."; one dispatch
 * in all (the first turn's), the comment's conversation lists only the start ("author started the
 * job"), no "lead sent a follow-up · add a table", its heading "✅ Completed" (not "(follow-up)").
 * Without the kill the same flow ends with two dispatches and "lead sent a follow-up ... add a
 * table" in the conversation.
 *
 * Now, as promised: README: "any run may be ... killed at ANY point, and the next run
 * ... finishes its work"; docs/sweep.md step 5: "sends `on-finish-dispatch` once" for each finished
 * turn, and step 6: "a sent command's record names its comment, so a 🚀 GitHub fails to make never
 * lets a later run send it again" (the 🚀 is what marks it sent). The next sweep should adopt the
 * answered command as the sent turn (as it adopts a turn recorded on a check run), report it as the
 * follow-up, and dispatch once for it.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { sweepKilledAfterRocket } from './helpers/kill-after-rocket.ts';
import { HEADS, useKillWorld } from './helpers/kill-world.ts';

const w = useKillWorld();
afterAll(() => w.github?.close());
const inputs = { 'on-finish-dispatch': 'review.yml' };

describe('a sweep killed right after the 🚀 of the queued /docs it sent', () => {
  it('the next sweeps finish that turn as the follow-up the job got, and dispatch once for it', async () => {
    await w.fresh();
    await w.prRun('opened', HEADS[0], inputs);
    const { id, run } = await w.commandRun('/docs add a table', undefined, inputs);
    expect(run.log.join('\n')).toContain('is busy, so nothing is sent now');
    w.clock.service = 70_000; // the job has ended: the sweep sends the queued command

    const { killed, fired } = await sweepKilledAfterRocket(w, id);
    expect(killed.signal).toBe('SIGKILL');
    expect(fired.at).toBeDefined();
    expect(w.messages()).toEqual(['add a table']); // the job got the command, once
    expect(w.github.reactions.some((r) => r.commentId === id && r.content === 'rocket')).toBe(true);

    // The schedule's next sweeps, the job having ended again.
    const logs: string[] = [];
    for (let i = 0; i < 4; i++) {
      w.clock.service += 70_000;
      logs.push(...(await w.sweep()).log);
    }

    expect(w.messages()).toEqual(['add a table']);
    expect(w.inProgress()).toEqual([]);
    const conversation = w.commentOf()?.body ?? '';
    expect({
      dispatches: w.github.dispatches.length,
      followUpInConversation: conversation.includes('add a table'),
    }).toEqual({ dispatches: 2, followUpInConversation: true });
    void logs;
  });
});
