/**
 * Was broken: 8213f1e reads an empty check-runs page as doubt in one place only (surfaces.ts
 * headsCheckRun, a let-go turn's check run). Its sibling, a re-run finding its earlier attempt's
 * check run (src/pull-request/check-run.ts findCheckRun, "so a re-run updates it instead of leaving
 * it in progress"), still reads an empty page as "none": attempt 2 creates a second "Docs agent"
 * check run and attempt 1's stays `in_progress` for good; no later run finishes it (abandonedTurns
 * skips a turn of the same run id, and attempt 2's record in the comment has ended).
 *
 * How a user meets it: the opened run's runner is lost while the agent works; the user clicks
 * "Re-run jobs" on a day GitHub serves one empty check-runs page; the commit carries a spinning
 * "Docs agent" check run beside the finished one, forever.
 *
 * What should happen instead: as the commit promises ("a bad page from GitHub as doubt, never as
 * none") and check-run.ts says: the comment's records name attempt 1's check run on this head, so
 * an empty list is doubt; attempt 1's check run is updated (or finished), never left in progress.
 */
import { describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { HEADS, useWorld } from './helpers/attack-world.ts';
import { until } from './helpers/until.ts';

const w = useWorld(3_550_000);

describe('a re-run of a killed run, one check-runs page served empty', () => {
  it('leaves no check run of the head in progress', async () => {
    await w.start();
    w.sim.service().holdJobs(true);
    let child: ChildProcess | undefined;
    const opened = w.prEvent('opened', {}, {}, (c) => (child = c));
    const runId = w.runId;
    await until(
      () =>
        w.starts().length === 1 &&
        w.checkRunsOn(HEADS[0]).some((r) => r.status === 'in_progress' && /is running/.test(r.output.title ?? '')),
    );
    child?.kill('SIGKILL');
    expect((await opened).signal).toBe('SIGKILL');
    w.runs.length = 0;
    w.sim.service().holdJobs(false);
    w.sim.service().completeJob();

    // GitHub serves the next list of the head's check runs empty (a bad day's page).
    w.github.faults.push({
      method: 'GET',
      path: /\/commits\/[0-9a-f]{40}\/check-runs$/,
      status: 200,
      body: { total_count: 0, check_runs: [] },
      times: 1,
    });
    const again = await w.rerun('opened', runId, 2);
    expect(again.outputs.outcome).toBe('completed');
    const runs = w.checkRunsOn(HEADS[0]).map((c) => [c.id, c.status, c.conclusion ?? null]);
    // Was: [[1000, "in_progress", null], [1002, "completed", "success"]]: attempt 1's left spinning.
    expect(runs).toEqual([
      [expect.any(Number), 'completed', 'neutral'],
      [expect.any(Number), 'completed', 'success'],
    ]);
    const [first] = w.checkRunsOn(HEADS[0]);
    expect(first?.output.summary).toContain(`An earlier attempt of workflow run`);
    expect(first?.output.summary).toContain('A later');
  });
});
