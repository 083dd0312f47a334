/**
 * README: `timeout` is how long the step may take in all. A sweep that sent a queued follow-up
 * and met a rate limit on every write of its record (the check run's PATCH answered 429, or 403
 * with a secondary limit and no `retry-after`) tried three times, each waiting out the limit for
 * up to 90 s, past its `timeout`: the runner killed it with no outputs and no summary. It now
 * stops trying at its `timeout`, says the turn may be sent again, and writes its outputs; the
 * next sweep records the turn as sent (and says so, not "sent what was queued") and settles the
 * pull request.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(963_000);

const LIMITS = [
  { status: 429, body: { message: 'API rate limit exceeded' }, headers: { 'retry-after': '30' } },
  { status: 403, body: { message: 'You have exceeded a secondary rate limit' } },
];

describe("a sweep whose sent turn's record GitHub keeps rate-limiting", () => {
  it.each(LIMITS)('ends by its timeout with its outputs, on a $status', async (limit) => {
    await w.prRun('opened', HEADS[0]);
    w.clock.service = 10_000;
    await w.commandRun('/docs add an example of --verbose');
    w.clock.service = 120_000;
    w.github.faults.push({ method: 'PATCH', path: /\/check-runs\/\d+$/, ...limit, times: 1000 });
    const limited = await w.sweep({ timeout: '12s' });
    expect(w.messages()).toEqual(['add an example of --verbose']);
    expect(limited.signal).toBeNull();
    expect(limited.exitCode).toBe(0);
    expect(limited.outputs['pending-count']).toBeDefined();
    expect(limited.summary).not.toBe('');
    expect(limited.stdout).toMatch(/could not be recorded on the pull request.*may send it again/);

    w.github.faults.length = 0;
    // Later sweeps record what this one sent once the job ends, and say so: none of them sends it.
    const later = [];
    for (let sweep = 0; sweep < 4 && w.labelled(); sweep++) {
      w.clock.service += 1_000_000;
      w.sim.service().completeJob();
      later.push(await w.sweep());
    }
    const adopted = later.find((run) => /was sent by an earlier sweep.*not sent again/.test(run.stdout));
    expect(adopted?.summary).toContain('recorded what an earlier sweep sent');
    for (const run of later) expect(run.summary).not.toContain('sent what was queued');
    expect(w.labelled()).toBe(false);
    expect(w.messages()).toEqual(['add an example of --verbose']);
    expect(w.records().filter((record) => record.pending)).toEqual([]);
  });
});
