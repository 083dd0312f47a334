/**
 * Was broken (a helper trying GitHub on a bad day): a let-go run whose own record could not be
 * written (GitHub failing the comment's and the check run's writes) took the `agent-job-pending` label off, because
 * its event listed no such label, though the comment held three turns other runs had left
 * pending (a push's and a `/docs` command's, queued while the job was busy). The label is the
 * sweep's only index: every later sweep found "0 pull requests labelled", the command was never
 * sent and three check runs stayed in progress. docs/sweep.md: the label stays while a turn is
 * pending or queued. A label this run put on comes off only when the comment, as read, holds no
 * other turn pending.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { H, PRODUCT, useConvergenceWorld } from './helpers/convergence-world.ts';
import { secondPushQueuedWhileBusy } from './helpers/queued-push.ts';

const w = useConvergenceWorld();
afterAll(() => w.github?.close());

describe('a let-go run that cannot write its record, with turns of other runs pending', () => {
  it('leaves the label on, and the sweeps finish every turn', async () => {
    // The job busy with H1's news; H2's push and a command queued behind it.
    const job = await secondPushQueuedWhileBusy(w);
    w.clock.service += 10_000;
    await w.run(w.stepInputs(), w.commentEvent(5, '/docs Mention the flag.', 'lead').env, undefined);
    expect([w.labelled(PRODUCT), w.pendingOf(PRODUCT).length]).toEqual([true, 3]);
    w.clock.service += 200_000;
    await w.jobStatus(job);

    // H3's run: GitHub fails every write of the comment and of check runs, so no record of its turn.
    const failing = { status: 502, body: { message: 'Bad gateway' }, times: 1000 };
    w.github.faults.push({ method: 'PATCH', path: /\/issues\/comments\/\d+$/, ...failing });
    w.github.faults.push({ path: /\/check-runs(\/\d+)?$/, method: 'POST', ...failing });
    w.github.faults.push({ path: /\/check-runs(\/\d+)?$/, method: 'PATCH', ...failing });
    w.pulls[PRODUCT]!.head = { sha: H[3]! };
    // It waits for the job itself then: the service's clock moves a minute a request meanwhile.
    let now = w.clock.service;
    Object.defineProperty(w.clock, 'service', {
      get: () => (now += 60_000),
      set: (v: number) => (now = v),
      configurable: true,
    });
    const unrecorded = await w.run(w.stepInputs({ 'poll-interval': '1s' }), w.prEvent(5, 'synchronize'), undefined);
    Object.defineProperty(w.clock, 'service', { value: now, writable: true, configurable: true });
    w.github.faults.splice(0);
    const warned = unrecorded.run.annotations.map((a) => a.message).join('\n');
    expect(warned).toContain('so this run does not let the runner go');
    expect(w.labelled(PRODUCT)).toBe(true);

    for (let sweeps = 0; sweeps < 4 && w.labelled(PRODUCT); sweeps++) {
      w.clock.service += 200_000;
      await w.jobStatus(job);
      await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
    }
    expect(w.messages().filter((m) => m.includes('Mention the flag.'))).toHaveLength(1);
    expect(w.inProgress().map((run) => run.head_sha.slice(0, 1))).toEqual([]);
    expect([w.labelled(PRODUCT), w.pendingOf(PRODUCT).length]).toEqual([false, 0]);
  });
});
