/**
 * A push whose run never queued its news (killed, cancelled while pending, skipped) while the
 * let-go job was busy: the sweep that finishes the job reads the pull request's head against the
 * head the job was last told, and tells it, once, as the push's own run would have.
 * Was broken: the sweep sent only what a run had recorded as queued, so the news was never told.
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY } from '../sim/pull-request.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(330_000);

const pushWithoutItsRun = (head: string): void => {
  w.pulls[`${PR_REPOSITORY}#5`]!.head.sha = head;
};

describe('a push whose run never came, while the let-go job was busy', () => {
  it('is told by the sweep that finishes the job, once, with its own check run', async () => {
    await w.prRun('opened', HEADS[0]);
    pushWithoutItsRun(HEADS[1]);
    w.clock.service = 61_000;
    const swept = await w.sweep();
    expect(swept.exitCode).toBe(0);
    expect(w.messages()).toHaveLength(1);
    expect(w.messages()[0]).toContain('Add the --flag option');
    expect(swept.log.join('\n')).toMatch(/not told/);
    // The head's check run shows the follow-up at work, and the label keeps the sweep coming back.
    expect(w.checkRunsOf(HEADS[1]).at(-1)?.status).toBe('in_progress');
    expect(w.labelled()).toBe(true);
    // The next sweeps send nothing more, and finish the follow-up's turn when the job ends again.
    await w.sweep();
    w.clock.service = 200_000;
    const last = await w.sweep();
    expect(last.exitCode).toBe(0);
    expect(w.messages()).toHaveLength(1);
    expect(w.checkRunsOf(HEADS[1]).at(-1)).toMatchObject({ status: 'completed', conclusion: 'success' });
    expect(w.labelled()).toBe(false);
    // The pull request's next run finds the head told.
    const again = await w.prRun('labeled', HEADS[1]);
    expect(again.log.join('\n')).toContain('already told about this head');
    expect(w.messages()).toHaveLength(1);
  });

  it('is not told when the head is the one the job was told', async () => {
    await w.prRun('opened', HEADS[0]);
    w.clock.service = 61_000;
    await w.sweep();
    expect(w.messages()).toHaveLength(0);
    expect(w.labelled()).toBe(false);
  });

  it("is not told with on-push: ignore, the step's setting", async () => {
    await w.prRun('opened', HEADS[0], { 'on-push': 'ignore' });
    pushWithoutItsRun(HEADS[1]);
    w.clock.service = 61_000;
    await w.sweep();
    expect(w.messages()).toHaveLength(0);
    expect(w.checkRunsOf(HEADS[1])).toHaveLength(0);
    expect(w.labelled()).toBe(false);
  });
});
