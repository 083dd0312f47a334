/**
 * Was broken: a sweep killed right after the 🚀 of a queued `/docs` whose message carried a queued
 * push's news is adopted by the next sweep with no told head, so the next push tells the job that
 * earlier push again ("changed since" the old head).
 *
 * Now, as promised: src/sweep/sent-unrecorded.ts and CHANGELOG: the 🚀 "is adopted as the sent
 * turn" / "never sent again"; docs/pull-request.md: each follow-up tells "what changed since the
 * head the job was last told about", and "a burst of pushes is one follow-up naming all of their
 * commits" ("Never twice").
 */
/**
 * How a user meets it: `wait: sweep`. While the job works, the author pushes (H1: "Add the --flag
 * option") and a lead writes `/docs add a table`; both are queued. The job ends; the scheduled sweep
 * sends ONE follow-up, the push's news then the command, makes the command's 🚀, and its runner dies
 * right then (SIGKILL). The next sweep adopts the 🚀 as the sent turn (by design, since 39ad6b8), but
 * records it as telling no head (`headUntold`), though the message it adopted told H1. The author
 * then pushes H2: its run compares from H0 again and the job is told "changed since 1111…" with the
 * --flag commit a second time.
 *
 * Now: two follow-ups both carry "Add the --flag option"; the second says the pull request changed
 * since H0. As promised: the job hears of the --flag commit once; the next push's follow-up tells
 * only H2's commit (--other), since H1.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { sweepKilledAfterRocket } from './helpers/kill-after-rocket.ts';
import { HEADS, useKillWorld } from './helpers/kill-world.ts';

const w = useKillWorld();
afterAll(() => w.github?.close());

describe('a sweep killed after the 🚀 of a queued /docs that carried a queued push', () => {
  it('the push is told to the job once; the next push tells only what is new since it', async () => {
    await w.fresh();
    await w.prRun('opened', HEADS[0]);
    // While the job works: a push and a /docs are queued.
    const push = await w.prRun('synchronize', HEADS[1]);
    expect(push.log.join('\n')).toContain('is busy, so nothing is sent now');
    const { id, run } = await w.commandRun('/docs add a table');
    expect(run.log.join('\n')).toContain('is busy, so nothing is sent now');

    // The job ends: the sweep sends the push's news with the command, makes the 🚀, and dies.
    w.clock.service = 70_000;
    const { killed, fired } = await sweepKilledAfterRocket(w, id);
    expect(killed.signal).toBe('SIGKILL');
    expect(fired.at).toBeDefined();
    expect(w.messages()).toHaveLength(1);
    expect(w.messages()[0]).toContain('Add the --flag option');
    expect(w.messages()[0]).toContain('add a table');

    // The schedule's next sweeps adopt the sent turn and finish it.
    for (let i = 0; i < 2; i++) {
      w.clock.service += 70_000;
      await w.sweep();
    }
    expect(w.messages()).toHaveLength(1);

    // The author pushes again; the job is idle.
    w.clock.service += 70_000;
    await w.prRun('synchronize', HEADS[2]);

    const messages = w.messages();
    expect(messages).toHaveLength(2);
    const flagTold = messages.filter((m) => m.includes('Add the --flag option')).length;
    // Was: { flagTold: 2, since: "...changed since 1111...; its head is now 3333..." }.
    expect({ flagTold, secondSaysSinceH1: messages[1]!.includes(`changed since ${HEADS[1]}`) }).toEqual({
      flagTold: 1,
      secondSaysSinceH1: true,
    });
  });
});
