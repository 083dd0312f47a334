/**
 * GitHub on a bad day, on the sweep that sends what was queued: the sweep tells the job a queued
 * push, then GitHub refuses the one comment write that records it (a secondary rate limit). The
 * check run of that turn was written with the record; the comment, which the next sweep reads,
 * was not, so the next sweep told the job the same push again. The record of a turn just sent is
 * written again a pause later when GitHub refuses it.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(130_000);
const COMMENT_WRITE = /\/issues\/comments\/\d+$/;
// A short wait: the step waits it out on the wall clock (a real one asks a minute, which the
// record's budget, BUDGET_MS.recordSent, also waits out).
const SECONDARY = {
  status: 403,
  headers: { 'retry-after': '3' },
  body: {
    message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
    documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
  },
};

describe('a sweep sends a queued push, and the comment write recording it fails', () => {
  it('the push is told to the job once, whatever the next sweeps do', async () => {
    expect((await w.prRun('opened', HEADS[0])).outputs.outcome).toBe('started');
    // The push comes while the job works: queued for the sweep.
    const pushed = await w.prRun('synchronize', HEADS[1]);
    expect(pushed.log.join('\n')).toContain('is busy, so nothing is sent now');
    expect(w.messages()).toHaveLength(0);
    w.clock.service = 61_000;
    // The sweep names its claim in the comment, then finishes the job's own turn there (both written);
    // the third comment write, the record of the turn it just sent, meets a secondary rate limit.
    w.github.faults.push({ method: 'PATCH', path: COMMENT_WRITE, status: 200, until: Promise.resolve(), times: 2 });
    w.github.faults.push({ method: 'PATCH', path: COMMENT_WRITE, ...SECONDARY, times: 1 });
    const first = await w.sweep();
    expect(first.exitCode).toBe(0);
    expect(w.messages().filter((m) => m.includes('Add the --flag option'))).toHaveLength(1);
    // The job works on the push, and ends; later sweeps finish the turn.
    w.clock.service = 200_000;
    await w.sweep();
    w.clock.service = 400_000;
    await w.sweep();
    expect(w.messages().filter((m) => m.includes('Add the --flag option'))).toHaveLength(1);
    expect(w.checkRunsOf(HEADS[1]).map((run) => run.status)).not.toContain('in_progress');
  });
});
