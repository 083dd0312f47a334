/**
 * Was broken (GitHub on a bad day, a helper's trial): a run's last write of its check run (the
 * ending) was refused, and the check run stayed `in_progress` for good. The comment recorded the
 * turn as ended, and the finish of abandoned check runs went by the comment's records alone, so no
 * later run looked at that check run again.
 *
 * Now each check run is judged by its own record: one that never recorded an ending, of a run that
 * has ended, is finished `neutral` by the pull request's next run that ends a turn, on the head a
 * push replaced, or on the same head once that run's own check run stands after it.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(67_000);
const [, H2, H3] = HEADS;
const refuseCheckRunUpdates = { method: 'PATCH', path: /\/check-runs\/\d+$/, status: 502, times: 1000 };

describe('a run whose last write of its check run GitHub refused (502, every retry)', () => {
  it.each([
    ['the next push', H3],
    ['a /docs command on the same head', H2],
  ])('%s finishes that check run as neutral', async (_next, nextHead) => {
    await w.start();
    await w.opened();
    w.push(H2);
    w.github.faults.push(refuseCheckRunUpdates);
    await w.synchronize();
    w.github.faults.length = 0;
    expect(w.checkRunsOn(H2).map((r) => r.status)).toEqual(['in_progress']);

    if (nextHead === H3) {
      w.push(H3);
      await w.synchronize();
    } else {
      await w.comment('/docs mention the new flag', 'lead');
    }
    const left = w.checkRunsOn(H2)[0];
    expect({ status: left?.status, conclusion: left?.conclusion }).toEqual({
      status: 'completed',
      conclusion: 'neutral',
    });
    expect(w.checkRunsOn(nextHead).at(-1)?.status).toBe('completed');
    w.invariants();
  });
});
