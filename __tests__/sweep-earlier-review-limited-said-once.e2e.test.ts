/**
 * The sweep tries an earlier review again at each look while the service rate-limits it: the pull
 * request gets one "not sent to the agent yet" line, whatever the number of looks, and that line
 * names every later run that sends it (the sweep too), not only a re-run.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { DOCS, PRODUCT, useConvergenceWorld } from './helpers/convergence-world.ts';

const w = useConvergenceWorld();
afterAll(() => w.github?.close());

describe('the sweep, an earlier review rate-limited on two looks, a later review queued', () => {
  it('says once that the review is still owed, and sends both in order', async () => {
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
    let fails = 2;
    const logs: string[] = [];
    for (let sweeps = 0; sweeps < 7; sweeps++) {
      w.clock.service += 70_000;
      if (fails-- > 0)
        w.sim
          .service()
          .failNextPost({ http: 429, headers: { 'retry-after': '60' }, body: '{"error":"Too many requests"}' });
      const { run } = await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
      logs.push(run.stdout);
    }
    const stillOwed = w.github.comments
      .filter((c) => c.body.includes('was not sent to the agent yet'))
      .map((c) => c.body);
    const posts = w.messages();
    const one = posts.map((m, i) => (m.includes('Review one') ? i : -1)).filter((i) => i >= 0);
    const two = posts.findIndex((m) => m.includes('Review two'));
    expect({
      order: one.at(-1)! < two,
      stillOwedLines: stillOwed.length,
      reRunPromise: stillOwed.some((b) => b.includes('a re-run of this workflow run')),
    }).toEqual({
      order: true,
      stillOwedLines: 1,
      reRunPromise: false,
    });
  });
});
