/**
 * GitHub on a bad day: a sweep tells the job a queued push, writes the turn's check run, and GitHub
 * refuses every comment write of its record. Another push lands before the next sweep. The check
 * run's record of the first push's send is read before any news is built: that turn is recorded,
 * and the second push's news starts after the first push's head, so no commit is told twice.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(170_000);

describe('a sweep sends a queued push, its comment record is refused, and another push lands before the next sweep', () => {
  it("the first push's commit is told to the job once", async () => {
    expect((await w.prRun('opened', HEADS[0])).outputs.outcome).toBe('started');
    const pushed = await w.prRun('synchronize', HEADS[1]);
    expect(pushed.log.join('\n')).toContain('is busy, so nothing is sent now');
    w.clock.service = 61_000;
    // The sweep's claim and the job's own turn are written; every comment write after the send is refused.
    w.failRecordWrites();
    const first = await w.sweep();
    expect(first.exitCode).toBe(0);
    w.github.faults.splice(0); // GitHub is well again
    expect(w.messages().filter((m) => m.includes('Add the --flag option'))).toHaveLength(1);
    // The turn's check run holds the record of the send; the comment does not.
    // Another push lands while the job works on the first.
    const again = await w.prRun('synchronize', HEADS[2]);
    expect(again.exitCode).toBe(0);
    w.clock.service = 200_000;
    await w.sweep();
    w.clock.service = 400_000;
    await w.sweep();
    w.clock.service = 600_000;
    await w.sweep();
    const told = w.messages();
    // The second push's news reaches the job…
    expect(told.some((m) => m.includes('Add the --other option'))).toBe(true);
    // …and the first push's commit, told once already, is not told again.
    expect(told.filter((m) => m.includes('Add the --flag option'))).toHaveLength(1);
  });
});
