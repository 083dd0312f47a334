/**
 * The review form of sweep-earlier-command-sent-first-dispatches: a review whose run never came,
 * then a review whose run queued it while the job worked on a push. The sweep sends the earlier
 * review first; its turn's `on-finish-dispatch` was never sent (3 dispatches for 4 turns: the
 * start, the push, two reviews). Now each turn's is sent once.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { DOCS, PRODUCT, useConvergenceWorld } from './helpers/convergence-world.ts';

const w = useConvergenceWorld();
afterAll(() => w.github?.close());

describe('the sweep sends an earlier review first while a later one is queued', () => {
  it('dispatches once for each turn, the earlier review included', async () => {
    await w.fresh();
    await w.run(w.stepInputs(), w.prEvent(5, 'opened'), undefined);
    const job = w.latestJob()!;
    w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, ref: `agent/${job}` };
    w.clock.service = 70_000;
    await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
    w.pulls[PRODUCT]!.head = { sha: '2'.repeat(40) };
    await w.run(w.stepInputs(), w.prEvent(5, 'synchronize'), undefined);
    w.clock.service += 10_000;
    w.reviewEvent('Review one: its run never came.');
    w.clock.service += 1_000;
    await w.run(w.stepInputs(), w.reviewEvent('Review two: queued.'), undefined);
    for (let sweeps = 0; sweeps < 5; sweeps++) {
      w.clock.service += 70_000;
      await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
    }
    const sent = w.messages().join('\n');
    expect(sent.indexOf('Review one')).toBeGreaterThan(-1);
    expect(sent.indexOf('Review one')).toBeLessThan(sent.indexOf('Review two'));
    expect(w.github.dispatches).toHaveLength(4);
    expect(w.inProgress()).toHaveLength(0);
  });
});
