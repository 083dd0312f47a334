/**
 * Was broken: the sweep's untold-head turn wrote its check run on the head it read first while the
 * message it sent told the head it read again just before sending: a push landing between the two
 * reads left a check run `in_progress` for good on a commit the job was not told as the head, and
 * none on the head it was.
 *
 * Now the turn is decided on the pull request as the sweep read it when it made the turn (its
 * record, and its check run, are on that head): a push landing after that is a head of its own,
 * told by its run or by the next sweep, with its own check run; nothing is left in progress.
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY } from '../sim/pull-request.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(970_000);

describe('a push landing after the sweep read the untold head', () => {
  it("the turn's check run is on the head it told, and none is left in progress", async () => {
    await w.prRun('opened', HEADS[0]);
    w.pulls[`${PR_REPOSITORY}#5`]!.head.sha = HEADS[1]; // a push whose run never came
    w.clock.service = 61_000;
    const swept = await w.sweep();
    expect(swept.exitCode).toBe(0);
    expect(w.messages()).toHaveLength(1);
    expect(w.messages()[0]).toContain(`its head is now ${HEADS[1]}`);
    // The head the job was told shows the follow-up at work.
    expect(w.checkRunsOf(HEADS[1]).map((c) => c.status)).toEqual(['in_progress']);
    // A push lands as the sweep ends (its run never comes either).
    w.pulls[`${PR_REPOSITORY}#5`]!.head.sha = HEADS[2];
    w.clock.service = 300_000;
    await w.sweep();
    expect(w.messages()).toHaveLength(2);
    expect(w.messages()[1]).toContain(`its head is now ${HEADS[2]}`);
    expect(w.checkRunsOf(HEADS[1]).at(-1)?.status).toBe('completed');
    expect(w.checkRunsOf(HEADS[2]).map((c) => c.status)).toEqual(['in_progress']);
    // The job ends; the sweeps finish the turn: nothing of the action's is left in progress.
    w.clock.service = 600_000;
    await w.sweep();
    await w.sweep();
    expect(w.labelled()).toBe(false);
    expect(w.github.checkRuns.filter((c) => c.name === 'Docs' && c.status === 'in_progress')).toEqual([]);
    expect(w.messages()).toHaveLength(2);
  });
});
