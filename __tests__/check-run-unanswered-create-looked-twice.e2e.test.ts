/**
 * Was broken: a push run's check run creation that GitHub carried out but answered 502, followed by
 * one list of the head's check runs served empty (GitHub's list a moment behind its write), made a
 * second check run: the first stayed "in progress" on the head for good, where a required check
 * waits on it. A creation with no answer is now taken for not made only when two looks, the second
 * read anew a pause later, find none (GitHub serving it empty a third time in a row is past this).
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(48_000);
const EMPTY = { total_count: 0, check_runs: [] };

describe("a check run creation GitHub made but answered 502, then the head's list served empty", () => {
  it.each([1, 2])('with %i empty lists: one check run on the head, finished', async (empties) => {
    await w.start();
    await w.opened();
    w.push(HEADS[1]);
    w.github.faults.push({ method: 'POST', path: /check-runs$/, status: 502, afterActing: true, times: 1 });
    w.github.faults.push({
      method: 'GET',
      path: /commits\/[0-9a-f]+\/check-runs$/,
      status: 200,
      body: EMPTY,
      times: empties,
    });
    const run = await w.synchronize();
    expect(run.exitCode).toBe(0);
    const onHead = w.checkRunsOn(HEADS[1]);
    expect(onHead.map((c) => c.status)).toEqual(['completed']);
    expect(w.messages()).toHaveLength(1);
  });

  it.each([1, 2])('the comment too, on the opening run, with %i empty lists: one comment', async (empties) => {
    await w.start();
    w.github.faults.push({ method: 'POST', path: /issues\/5\/comments$/, status: 502, afterActing: true, times: 1 });
    w.github.faults.push({ method: 'GET', path: /issues\/5\/comments$/, status: 200, body: [], times: empties });
    const run = await w.opened();
    expect(run.exitCode).toBe(0);
    expect(w.github.comments.filter((c) => c.body.includes('wait-for-agent-job'))).toHaveLength(1);
  });
});
