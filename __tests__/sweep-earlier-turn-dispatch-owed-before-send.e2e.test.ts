/**
 * Was broken (a helper, on this session's dispatchOwed): the sweep wrote that a queued turn owes
 * the dispatch of the earlier command it sent first only after the send, its 🚀 and its reply: a
 * sweep killed in between, or whose comment write GitHub answered 429 or 403, lost that turn's
 * `on-finish-dispatch` (2 dispatches for 3 turns; with 429 or 403, a warning to start it by hand).
 * Now it is written before the send (nothing is sent when it cannot be), and taken back when
 * nothing went.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY } from '../sim/pull-request.ts';
import { sweepKilledAfterRocket } from './helpers/kill-after-rocket.ts';
import { HEADS, useKillWorld } from './helpers/kill-world.ts';

const w = useKillWorld();
afterAll(() => w.github?.close());
const inputs = { 'on-finish-dispatch': 'review.yml' };

/** The job at work on the opened pull request; a /docs whose run never came, then one queued by its own run. */
async function twoCommandsOneQueued() {
  await w.fresh();
  await w.prRun('opened', HEADS[0], inputs);
  w.clock.service = 10_000;
  const first = w.github.addComment(`${PR_REPOSITORY}#5`, '/docs first, the example', 'lead');
  await w.commandRun('/docs second, the flags', undefined, inputs);
  expect(w.messages()).toEqual([]);
  w.clock.service = 70_000;
  return first;
}

/** Five more sweeps: each command sent once, in order, nothing in progress, one dispatch a turn (the start's too). */
async function expectEachTurnOnceAfterSweeps() {
  for (let i = 0; i < 5; i++) {
    w.clock.service += 70_000;
    await w.sweep();
  }
  expect(w.messages()).toEqual(['first, the example', 'second, the flags']);
  expect(w.inProgress()).toEqual([]);
  expect(w.github.dispatches).toHaveLength(3);
}

describe('the sweep sends an earlier command first, then is stopped or refused before it records the rest', () => {
  it('killed after the earlier command’s 🚀: the next sweeps still send one dispatch a turn', async () => {
    const first = await twoCommandsOneQueued();
    await sweepKilledAfterRocket(w, first.id);
    await expectEachTurnOnceAfterSweeps();
  });
  it('every comment write answered 502 for a sweep: one dispatch a turn', async () => {
    await twoCommandsOneQueued();
    // every comment PATCH answers 502 during the first sweep
    w.github.faults.push({
      method: 'PATCH',
      path: /\/issues\/comments\/\d+$/,
      status: 502,
      body: { message: 'Bad gateway' },
      times: 100,
    });
    await w.sweep();
    w.github.faults.length = 0;
    await expectEachTurnOnceAfterSweeps();
  });
  for (const status of [502, 429, 403]) {
    it(`the comment's writes answered ${status} after the earlier command’s 🚀: one dispatch a turn`, async () => {
      const first = await twoCommandsOneQueued();
      const from = w.github.requests.length;
      const matcher = {
        test: (path: string): boolean => {
          const rocket = w.github.requests
            .slice(from)
            .some(
              (r) =>
                r.method === 'POST' &&
                r.url.includes(`/issues/comments/${first.id}/reactions`) &&
                /rocket/.test(JSON.stringify(r.body ?? '')),
            );
          return rocket && /\/issues\/comments\/\d+$/.test(path);
        },
      } as unknown as RegExp;
      w.github.faults.unshift({
        method: 'PATCH',
        path: matcher,
        status,
        body: {
          message:
            status === 403 ? 'Resource not accessible by integration' : status === 429 ? 'rate limited' : 'Bad gateway',
        },
        headers: status === 429 ? { 'retry-after': '1' } : undefined,
        times: 3,
      } as never);
      await w.sweep();
      w.github.faults.length = 0;
      await expectEachTurnOnceAfterSweeps();
    });
  }
});
