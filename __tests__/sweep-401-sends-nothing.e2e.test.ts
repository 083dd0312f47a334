/**
 * Was broken: the report-token starts answering 401 (expired or revoked) halfway through a sweep,
 * just as the sweep reads what a queued push changed (GitHub's compare). The sweep does not stop
 * at the refused token: it takes the 401 on the compare as "no contents: read" and builds the
 * degraded message ("has new commits; its head is now …", no commits, no files), SENDS it to the
 * job (src/sweep/queued.ts `sendQueued` → `queuedMessage` → `readAndDecide`), then cannot record
 * the send (every write answers 401), reports the pull request `finished` and leaves the push's
 * turn queued. Once the token works again the next sweep sends the same push's news a second
 * time, now in full. One push reaches the job twice, the first time as an empty message.
 *
 * How a user meets it: a sweep's `report-token` from an app token that expires, or is revoked,
 * mid-run (or a GitHub incident answering 401 for a minute). A 401 is "refused for good", not a
 * missing permission: nothing read or written after it can be trusted.
 *
 * Was: `messages()` holds two follow-ups for one push: "The product pull request
 * acme/product#5 has new commits; its head is now 2222…" (sent under the 401) and then "…changed
 * since 1111…" with 'Add the --flag option' (sent by the sweep after the token came back).
 *
 * Now, as promised: "each push, /docs command and review reaches the job exactly once
 * and in order" (the brief's promise), and docs/sweep.md: "a head it cannot read, or a turn it
 * cannot record, leaves every turn pending for the next sweep". A compare refused with 401 (the
 * token itself refused) is a read that failed: nothing is sent, the turn stays queued, and the
 * next sweep (token valid again) tells the push once, in full.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(3_710_000);

describe('the report-token answers 401 from the compare on, halfway through a sweep', () => {
  it('the queued push reaches the job once', async () => {
    await w.prRun('opened', HEADS[0]);
    w.clock.service = 10_000;
    const pushed = await w.prRun('synchronize', HEADS[1]);
    expect(pushed.outputs.outcome).toBe('started'); // queued: the job is busy
    w.clock.service = 61_000;
    // From the sweep's first compare on, GitHub refuses the token (expired, revoked).
    let expired = false;
    const from = { test: (path: string) => (expired ||= path.includes('/compare/')) } as unknown as RegExp;
    w.github.faults.unshift({ path: from, status: 401, body: { message: 'Bad credentials' }, times: 1e9 });
    const first = await w.sweep();
    expect(first.exitCode).toBe(0);
    expect(expired).toBe(true);
    // The token works again; the next sweeps run, the job ending in between.
    w.github.faults.splice(0);
    await w.sweep();
    w.clock.service = 300_000;
    await w.sweep();
    w.clock.service = 600_000;
    await w.sweep();
    // Was: 2 messages, the first "has new commits" with nothing said of which.
    expect(w.messages()).toHaveLength(1);
    expect(w.messages()[0]).toContain('Add the --flag option');
  });
});
