/**
 * GitHub on a bad day, on the record of a queued turn the sweep sent: GitHub refuses the check
 * run's write of it once. The turn is sent once, whatever the next sweeps do, and no check run is
 * left in progress.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(320_000);
const REFUSED = { status: 422, body: { message: 'Validation Failed' }, times: 1 };

describe("the record of a queued turn the sweep sent: the check run's write refused once", () => {
  it('a queued push: the next sweeps send its news to the job, once', async () => {
    await w.prRun('opened', HEADS[0]);
    const pushed = await w.prRun('synchronize', HEADS[1]);
    expect(pushed.log.join('\n')).toContain('is busy, so nothing is sent now');
    const queuedCheck = w.checkRunsOf(HEADS[1])[0]!;
    w.clock.service = 61_000;
    w.github.faults.push({ method: 'PATCH', path: new RegExp(`/check-runs/${queuedCheck.id}$`), ...REFUSED });
    await w.sweep();
    expect(w.messages()).toHaveLength(1);
    // GitHub answers as it should from here on.
    await w.sweep();
    w.clock.service = 400_000;
    await w.sweep();
    w.clock.service = 800_000;
    await w.sweep();
    expect(w.messages().filter((m) => m.includes('Add the --flag option'))).toHaveLength(1);
  });

  it('a queued /docs command: the next sweeps send it, once', async () => {
    await w.prRun('opened', HEADS[0]);
    const { run } = await w.commandRun('/docs shorter intro');
    expect(run.log.join('\n')).toContain('is busy, so nothing is sent now');
    const queuedCheck = w
      .checkRunsOf(HEADS[0])
      .find((r) => r.status === 'in_progress' && r.id !== w.checkRunsOf(HEADS[0])[0]!.id);
    const path = queuedCheck ? new RegExp(`/check-runs/${queuedCheck.id}$`) : /\/check-runs\/\d+$/;
    w.clock.service = 61_000;
    // The job's own turn is finished first (its check run written); the queued turn's record write meets the refusal.
    if (!queuedCheck) w.github.faults.push({ method: 'PATCH', path, status: 200, until: Promise.resolve(), times: 1 });
    w.github.faults.push({ method: 'PATCH', path, ...REFUSED });
    await w.sweep();
    expect(w.messages()).toHaveLength(1);
    await w.sweep();
    w.clock.service = 400_000;
    await w.sweep();
    await w.prRun('labeled', HEADS[0], {}, undefined, ['agent-job-pending']);
    w.clock.service = 800_000;
    await w.sweep();
    expect(w.messages()).toEqual(['shorter intro']);
  });
});
