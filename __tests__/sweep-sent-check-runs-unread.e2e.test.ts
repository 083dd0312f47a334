/**
 * GitHub on a bad day: a sweep tells the job a queued push and GitHub refuses every comment write
 * of its record; the turn's check run holds the record of the send. On the next sweep the list of
 * the queued run's check runs, the one read that could show it, fails on every try: the turn waits
 * for the next look, never sent again on doubt.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(210_000);
const CHECK_RUNS_OF_H1 = new RegExp(`/commits/${HEADS[1]}/check-runs$`);

describe('a sweep sends a queued push, its comment record is refused, and the next sweep cannot list its check runs', () => {
  it('the push is told to the job once', async () => {
    expect((await w.prRun('opened', HEADS[0])).outputs.outcome).toBe('started');
    const pushed = await w.prRun('synchronize', HEADS[1]);
    expect(pushed.log.join('\n')).toContain('is busy, so nothing is sent now');
    w.clock.service = 61_000;
    w.failRecordWrites();
    expect((await w.sweep()).exitCode).toBe(0);
    w.github.faults.splice(0);
    expect(w.messages().filter((m) => m.includes('Add the --flag option'))).toHaveLength(1);
    // The next sweep: the check runs of the queued run's head cannot be listed.
    w.github.faults.push({
      method: 'GET',
      path: CHECK_RUNS_OF_H1,
      status: 502,
      body: { message: 'Bad gateway' },
      times: 100,
    });
    w.clock.service = 200_000;
    const second = await w.sweep();
    expect(second.exitCode).toBe(0);
    w.github.faults.splice(0);
    w.clock.service = 400_000;
    await w.sweep();
    w.clock.service = 600_000;
    await w.sweep();
    expect(w.messages().filter((m) => m.includes('Add the --flag option'))).toHaveLength(1);
  });
});
