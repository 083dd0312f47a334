/**
 * Was broken: a `/docs` command queued while the job worked (`wait: sweep`), with a push queued
 * behind it, left the command run's check run `in_progress` for good. The sweep sent the push's
 * news and the command in one follow-up and recorded that turn on the new head; the command run's
 * check run, on the head it was queued at, was never touched again, and with no record and no
 * label nothing came back to it.
 *
 * Was: after four sweeps, check run 1005 on head 1111… still `in_progress` ("Agent job
 * job-started-1 is running (follow-up)").
 *
 * What should happen (docs/sweep.md: "a check run is never left in progress with no record"): a
 * queued turn whose record moves to the head its message told finishes the check run it left on
 * the head it was queued at.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(520_000);

describe('a /docs command queued while the job works, then a push queued behind it', () => {
  it('every check run the queued turns wrote is finished once the sweeps have sent and finished them', async () => {
    await w.prRun('opened', HEADS[0]);
    w.clock.service = 20_000;
    const { run: command } = await w.commandRun('/docs add a faq');
    expect(command.log.join('\n')).toContain('is busy, so nothing is sent now');
    w.clock.service = 30_000;
    const push = await w.prRun('synchronize', HEADS[1]);
    expect(push.log.join('\n')).toContain('is busy, so nothing is sent now');
    const queuedAt = w.checkRunsOf(HEADS[0]).filter((r) => r.status !== 'completed');
    expect(queuedAt.length).toBeGreaterThan(0);

    // The schedule: the first job ends, the queued turn is sent, its job ends, and so on.
    for (const t of [70_000, 200_000, 400_000, 800_000]) {
      w.clock.service = t;
      await w.sweep();
    }
    // Everything was sent, once.
    expect(w.messages()).toHaveLength(1);
    expect(w.messages()[0]).toContain('add a faq');
    expect(w.messages()[0]).toContain('Add the --flag option');
    expect(w.labelled()).toBe(false);
    expect(w.records().filter((r) => r.pending)).toEqual([]);

    const stuck = w.github.checkRuns
      .filter((r) => r.status !== 'completed')
      .map((r) => `${r.id} on ${r.head_sha.slice(0, 4)}…: ${r.status} "${r.output.title ?? ''}"`);
    expect(stuck).toEqual([]);
  });
});
