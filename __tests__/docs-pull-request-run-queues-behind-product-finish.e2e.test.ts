/**
 * Was broken (a helper trying GitHub on a bad day, two runs at once): a sweep held the product
 * pull request's (#5) lease while it finished its ended turn and sent the push's news queued
 * there; a review's run on the agent's docs pull request (#6), the same job's, found that lease
 * held ("Another run is finishing job ... of pull request #5") and still sent its review at once,
 * racing the sweep's send: two messages to one job, or the push's news lost. A run that finds
 * another finishing the job (its own pull request's, or the product's it is the docs of) queues
 * its follow-up behind what that run sends, as docs/sweep.md says of its own pull request.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { DOCS, PRODUCT, useConvergenceWorld } from './helpers/convergence-world.ts';
import { secondPushQueuedWhileBusy } from './helpers/queued-push.ts';

const w = useConvergenceWorld();
afterAll(() => w.github?.close());

describe("a review's run on the docs pull request while a sweep finishes the product's turn", () => {
  it('queues the review behind the push the sweep sends: each once, in order, one at a time', async () => {
    // The job busy with H1's news, H2's push queued behind it; then the job ends.
    const job = await secondPushQueuedWhileBusy(w);
    w.clock.service += 200_000;
    await w.jobStatus(job);

    // The sweep, under #5's lease, is held at its first read of #5 while the review's run runs.
    let letGo = (): void => {};
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let heldNow = (): void => {};
    const reached = new Promise<void>((resolve) => (heldNow = resolve));
    const firstRead = { test: (path: string) => /\/pulls\/5$/.test(path) && (heldNow(), true) } as unknown as RegExp;
    w.github.faults.push({ method: 'GET', path: firstRead, status: 200, until: held });
    const sweep = w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
    await reached;
    const review = await w.run(w.stepInputs(), w.reviewEvent('Shorten the intro please.'), undefined);
    expect(review.run.log.join('\n')).toContain('Another run is finishing job');
    expect(w.messages().filter((m) => m.includes('Shorten the intro'))).toHaveLength(0);
    letGo();
    await sweep;

    for (let sweeps = 0; sweeps < 4; sweeps++) {
      w.clock.service += 200_000;
      await w.jobStatus(job);
      await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
    }
    const told = w.messages().filter((m) => /Change 2(?!\d)|Shorten the intro/.test(m));
    expect(told.map((m) => (m.includes('Shorten') ? 'review' : 'push H2'))).toEqual(['push H2', 'review']);
    expect(w.inProgress()).toEqual([]);
    expect([w.labelled(PRODUCT), w.labelled(DOCS)]).toEqual([false, false]);
  });
});
