/**
 * Was broken: a sweep that read the job as completed and claimed the finish, but whose comment
 * writes GitHub answers 502 throughout, reports that pull request as `swept: unread` with no `job-
 * id` and `pending-count` 0, though its own warning says the turn "stays pending" and the next
 * sweep finishes it.
 *
 * Now, as promised: docs/sweep.md outputs: `results` "(one entry per pull request: `pull-request`,
 * `job-id`, `swept` ...)" and `pending-count` "(still running, left, or not read: a job the
 * service did not answer for stays pending)"; README `pending-count` "the four counts add up to
 * all jobs".
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(1_230_000);

describe('a sweep whose finishing comment writes GitHub fails with 502', () => {
  it('names the job in its results and counts it pending', async () => {
    const opened = await w.prRun('opened', HEADS[0]);
    expect(opened.outputs.outcome).toBe('started');
    const job = opened.outputs['job-id'] ?? '';
    w.sim.service().completeJob(job);

    // GitHub answers every update of the action's comment 502 during the sweep (and does nothing).
    w.github.faults.push({ method: 'PATCH', path: /\/issues\/comments\/\d+$/, status: 502, times: 100 });
    const sweep = await w.sweep();
    expect(sweep.exitCode).toBe(0);
    // The sweep says the turn stays pending for the next sweep, and the label stays.
    expect(sweep.stdout).toMatch(/stays pending/);
    expect(w.labelled()).toBe(true);

    // Its outputs say so too: the job is named, and counted pending.
    const results = JSON.parse(sweep.outputs.results ?? '[]') as Array<Record<string, unknown>>;
    expect(results).toEqual([expect.objectContaining({ 'pull-request': 5, 'job-id': job })]);
    const counts = ['completed-count', 'failed-count', 'archived-count', 'pending-count'].map((name) =>
      Number(sweep.outputs[name]),
    );
    expect(counts).toEqual([0, 0, 0, 1]);
    expect(sweep.summary).toContain(job);
  });
});
