/**
 * GitHub on a bad day, eventual consistency: a sweep that comes right after a let-go step lists
 * the pull request's comments before GitHub lists the comment the step just wrote. The sweep takes
 * that for "nothing pending" and takes the label off, the only thing that brings a sweep back to
 * the pull request: the job ends, the next sweeps never look, and the required check run stays in
 * progress until someone happens to push or comment.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(170_000);
const LIST = /\/issues\/5\/comments$/;

describe("a sweep whose list of comments does not show the let-go step's comment yet", () => {
  it('does not strand the job: a later sweep finishes its check run once it ended', async () => {
    const opened = await w.prRun('opened', HEADS[0]);
    expect(opened.outputs.outcome).toBe('started');
    expect(w.labelled()).toBe(true);
    // The comment was just written: GitHub's list does not show it yet, once.
    w.github.faults.push({ method: 'GET', path: LIST, status: 200, body: [], times: 1 });
    const early = await w.sweep();
    expect(early.exitCode).toBe(0);
    // The job ends; the next sweeps come, with GitHub answering as it should.
    w.clock.service = 61_000;
    await w.sweep();
    await w.sweep();
    expect(w.checkRunsOf(HEADS[0])).toEqual([expect.objectContaining({ status: 'completed', conclusion: 'success' })]);
  });
});
