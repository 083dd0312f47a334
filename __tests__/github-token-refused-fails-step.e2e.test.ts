/**
 * A token GitHub refuses when the pull request's comments are read (401: expired, revoked; a 403
 * no rate limit explains) is no doubt that passes: no run reads more with it, so the step fails
 * with GitHub's words and the fix, sends nothing, and hands on its outputs. A rate limit, or a
 * 5xx, stays the passing "the job could not be found" that the next run retries.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(3_940_000);
const comments = /\/issues\/5\/comments(\?|$)/;

describe("a push's run whose token GitHub refuses on the pull request's comments", () => {
  it.each([
    [401, { message: 'Bad credentials' }],
    [403, { message: 'Resource not accessible by integration' }],
  ])('fails the step on %i, saying the token was refused and what to do; sends nothing', async (status, body) => {
    expect((await w.prRun('opened', HEADS[0])).outputs.outcome).toBe('started');
    const posted = w.messages().length;
    w.github.faults.unshift({ method: 'GET', path: comments, status, body, times: 50 });
    const pushed = await w.prRun('synchronize', HEADS[1]);
    expect(pushed.exitCode).toBe(1);
    // A step that fails hands on `error`, never a `nothing-new` a later step would take for "all is well".
    expect(pushed.outputs.outcome).toBe('error');
    const errors = pushed.annotations.filter((a) => a.command === 'error').map((a) => a.message);
    expect(errors).toEqual([expect.stringMatching(new RegExp(`token was refused.*HTTP ${status}.*re-run this run`))]);
    expect(w.messages()).toHaveLength(posted);
  });

  it('passes on a 502, as a doubt the next run retries', async () => {
    expect((await w.prRun('opened', HEADS[0])).outputs.outcome).toBe('started');
    w.github.faults.unshift({ method: 'GET', path: comments, status: 502, body: {}, times: 50 });
    const pushed = await w.prRun('synchronize', HEADS[1]);
    expect(pushed.exitCode).toBe(0);
    expect(pushed.outputs.outcome).toBe('nothing-new');
  });
});
