/**
 * The sweep sends an earlier review before the queued one; the service rate-limits it (429): the
 * queued review waits for the next look, where the earlier one goes first. The order holds.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { DOCS, PRODUCT, useConvergenceWorld } from './helpers/convergence-world.ts';

const w = useConvergenceWorld();
afterAll(() => w.github?.close());

describe('the sweep, an earlier review whose send is rate-limited, a later review queued', () => {
  it('keeps the reviews in the order written', async () => {
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
    const logs: string[] = [];
    let failed = false;
    for (let sweeps = 0; sweeps < 6; sweeps++) {
      w.clock.service += 70_000;
      const before = w.messages().length;
      // The send of the earlier review, once the job is free, is limited by the service.
      if (!failed) {
        w.sim
          .service()
          .failNextPost({ http: 429, headers: { 'retry-after': '60' }, body: '{"error":"Too many requests"}' });
        failed = true;
      }
      const { run } = await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
      logs.push(`--- sweep ${sweeps} (messages before ${before}, after ${w.messages().length})\n${run.stdout}`);
    }
    // The service took every message but the first try of Review one (429): it must reach the job
    // before Review two, as the sweep kept order before 56c138a (the queued one waited for the next look).
    const posts = w.messages();
    const one = posts.map((m, i) => (m.includes('Review one') ? i : -1)).filter((i) => i >= 0);
    const two = posts.findIndex((m) => m.includes('Review two'));
    expect(one.length).toBeGreaterThanOrEqual(2); // the 429'd try, then the one taken
    expect(one[1]).toBeLessThan(two);
  });
});
