/**
 * Was broken: a push queued on a head, then a `/docs` queued on the same head (its turn takes the
 * push's check run over), then the pull request closed: the sweep finished both turns, the push's
 * turn found no check run of its own and created a second one on the closed pull request's head,
 * with the same words. One head keeps one check run: the turn queued last on it owns it.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { H, MINUTE, P, useSameRepositoryWorld } from './helpers/same-repository-world.ts';

jest.setTimeout(300_000);
const w = useSameRepositoryWorld();

describe('a sweep after a close, with a push and a /docs queued on one head', () => {
  it.each([
    ['closed unmerged, on-close close-docs', { merged: false }, { 'on-close': 'close-docs' }],
    ['merged, on-close comment', { merged: true }, { 'on-close': 'comment' }],
  ])('%s: writes no second check run on the head', async (_what, how, inputs) => {
    await w.pr(5, 'opened', {}, {}, inputs);
    w.t.now = 1 * MINUTE;
    await w.push(5, H[1] as string, inputs);
    w.t.now = 2 * MINUTE;
    await w.command(5, '/docs alpha', 'lead', inputs);
    w.t.now = 5 * MINUTE;
    Object.assign(w.pulls[P(5)] as object, { state: 'closed', ...how });
    await w.pr(5, 'closed', { state: 'closed', ...how }, {}, inputs);
    const atClose = w.checkRuns();
    expect(atClose.filter((run) => run.startsWith('2#'))).toHaveLength(1);
    for (let sweep = 0; sweep < 3; sweep++) {
      w.t.now += 11 * MINUTE;
      await w.sweep();
    }
    const after = w.checkRuns();
    expect(after).toHaveLength(atClose.length);
    expect(after.filter((run) => run.includes('in_progress'))).toEqual([]);
    expect(after.filter((run) => run.startsWith('2#'))).toHaveLength(1);
  });
});
