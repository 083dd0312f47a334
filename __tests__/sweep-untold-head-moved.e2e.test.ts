/**
 * Was broken: the sweep's untold-head turn writes its check run on the head it read FIRST
 * (sweep/finish.ts untoldHead sets pending.sha; sweep/queued.ts holdRecord writes through
 * triggerOf(chosen), that old sha), while the message it sends, and the record's pending.sha, are
 * for the head it reads again just before sending (queuedMessage). When a push lands between the
 * two reads, the check run goes to a commit the job was not told as the head, stays `in_progress`
 * for good (the turn is finished on the newer head, where a second check run is made), and the real
 * head shows no check run at all while the job works on it.
 *
 * How a user meets it: pushes H2 then H3 land while the let-go job works; H2's run is killed, and H3
 * lands while the sweep is finishing the job (its run still queued behind the sweep or cancelled).
 * Commit H2 keeps a 'Docs' check run "in progress" forever; a required check on H3 shows nothing
 * while the job works.
 *
 * What should happen instead: the turn's check run is written on the head the message told (the
 * one its record names), and no check run of the action's is left in progress once the job ended
 * and the sweeps ran.
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY } from '../sim/pull-request.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(970_000);

describe("a push landing between the sweep's read of the untold head and its send", () => {
  it("the turn's check run is on the head it told, and none is left in progress", async () => {
    await w.prRun('opened', HEADS[0]);
    w.pulls[`${PR_REPOSITORY}#5`]!.head.sha = HEADS[1]; // a push whose run never came
    w.clock.service = 61_000;
    // The sweep reads the head (H2) to find it untold; a push (H3) lands before it reads the pull request again to send.
    let reads = 0;
    const secondRead = {
      test: (path: string) => {
        if (/\/pulls\/5$/.test(path) && ++reads === 2) w.pulls[`${PR_REPOSITORY}#5`]!.head.sha = HEADS[2];
        return false;
      },
    } as RegExp;
    w.github.faults.push({ method: 'GET', path: secondRead, status: 200 });
    const swept = await w.sweep();
    expect(swept.exitCode).toBe(0);
    expect(w.messages()).toHaveLength(1);
    expect(w.messages()[0]).toContain(`its head is now ${HEADS[2]}`);
    // The head the job was told shows the follow-up at work; the commit it was not told as the head shows none.
    expect(w.checkRunsOf(HEADS[2]).map((c) => c.status)).toEqual(['in_progress']);
    expect(w.checkRunsOf(HEADS[1])).toHaveLength(0);
    // The job ends; the sweeps finish the turn: nothing of the action's is left in progress.
    w.clock.service = 300_000;
    await w.sweep();
    await w.sweep();
    expect(w.labelled()).toBe(false);
    expect(w.github.checkRuns.filter((c) => c.name === 'Docs' && c.status === 'in_progress')).toEqual([]);
  });
});
