/**
 * Was broken (a helper trying GitHub on a bad day, two runs at once): a sweep read the job ended
 * and went to send a push's news queued while it was busy; meanwhile another run sent the job a
 * turn of its own (a review's run on the agent's docs pull request, 50 ms behind it). The sweep's
 * decision, reading the job busy again, said this head's news "is queued for the job already,
 * which is busy", which the sweep took for "nothing queued is new": it finished the queued turn
 * with the job's state, and the push's news was never sent (its check run passed). A job read
 * busy again keeps what is queued for the next look, as any busy job does.
 *
 * The other run here is any client of the service (the command line, another workflow) sending
 * the job a message while the sweep's read of the pull request is held: the order, not timing.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { DEMO_API_KEY, DEMO_PROJECT_ID } from '../sim/service.ts';
import { PRODUCT, useConvergenceWorld } from './helpers/convergence-world.ts';
import { secondPushQueuedWhileBusy } from './helpers/queued-push.ts';

const w = useConvergenceWorld();
afterAll(() => w.github?.close());

describe('a sweep whose queued push meets the job busy again', () => {
  it('keeps the push queued, and a later sweep tells the job once', async () => {
    // H1's news busies the job; H2's push is queued behind it; then the job ends.
    const job = await secondPushQueuedWhileBusy(w);
    w.clock.service += 200_000;
    await w.jobStatus(job);

    // The sweep's second read of #5 (what its queued turn owes now) is held while another client
    // sends the job a message, then let go.
    let reads = 0;
    let letGo = (): void => {};
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const secondRead = { test: (path: string) => /\/pulls\/5$/.test(path) && ++reads === 2 } as unknown as RegExp;
    let heldNow = (): void => {};
    const reached = new Promise<void>((resolve) => (heldNow = resolve));
    const marker = { test: (path: string) => (secondRead.test(path) ? (heldNow(), true) : false) } as unknown as RegExp;
    w.github.faults.push({ method: 'GET', path: marker, status: 200, until: held });
    const sweep = w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
    await reached;
    const service = w.sim.service();
    const other = await fetch(`${service.url}/v2/agent/${DEMO_PROJECT_ID}/job/${job}/message`, {
      method: 'POST',
      headers: { authorization: `Bearer ${DEMO_API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'Another client: check the links.' }),
    });
    expect(other.ok).toBe(true);
    letGo();
    const busy = await sweep;
    expect(busy.run.log.join('\n')).toContain('is busy again');
    expect(w.messages().filter((m) => /Change 2(?!\d)/.test(m))).toHaveLength(0);
    expect(w.pendingOf(PRODUCT).length).toBeGreaterThan(0);

    for (let sweeps = 0; sweeps < 3; sweeps++) {
      w.clock.service += 200_000;
      await w.jobStatus(job);
      await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
    }
    expect(w.messages().filter((m) => /Change 2(?!\d)/.test(m))).toHaveLength(1);
    expect(w.inProgress()).toEqual([]);
    expect([w.labelled(PRODUCT), w.pendingOf(PRODUCT).length]).toEqual([false, 0]);
  });
});
