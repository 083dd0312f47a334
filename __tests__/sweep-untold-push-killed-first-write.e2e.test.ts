/**
 * Was broken: a push whose run was killed before it could queue its news (the job was busy) is never
 * told by the sweep. The sweep finishes the job, takes the label off, and only ever sends what a
 * run recorded as queued; it never compares the pull request's head with the head the job was
 * last told. The job's docs miss the push's changes, and the new head gets no `Docs` check run at
 * all (a required check waits forever) until some other event of the pull request runs.
 *
 * How a user meets it: `wait: sweep`; the job is working on the opening; the author pushes; that
 * push's run is killed (runner lost, SIGKILL) at its first GitHub write, before its queued
 * record. No one pushes again (the pull request waits for review): every scheduled sweep finishes
 * the job and reports "nothing pending".
 *
 * What should happen (level-triggered convergence: what is owed comes from the state on GitHub;
 * the next run of ANY kind, the schedule's sweep included, sends every push's news once): the
 * sweep that finishes the job reads the pull request's head, sees it moved past the head the job
 * was last told, and tells the job the push (as it does for a queued push).
 */
import { describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(440_000);

/** Holds the run's first write to GitHub (never acted on) and kills the run as it is sent. */
function killAtFirstWrite(child: ChildProcess): void {
  const from = w.github.requests.length;
  const never = new Promise(() => {});
  const writes = /\/reactions$|\/issues\/comments\/\d+$|\/check-runs(\/\d+)?$|\/labels$/;
  w.github.faults.push({ method: 'POST', path: writes, status: 200, until: never, times: 100 });
  w.github.faults.push({ method: 'PATCH', path: writes, status: 200, until: never, times: 100 });
  const timer = setInterval(() => {
    if (w.github.requests.slice(from).some((r) => r.method !== 'GET' && writes.test(r.url.split('?')[0] ?? ''))) {
      clearInterval(timer);
      child.kill('SIGKILL');
    }
  }, 2);
  child.on('exit', () => clearInterval(timer));
}

describe('a push whose run was killed while the job was busy', () => {
  it('is told to the job by the sweep that finishes the job', async () => {
    await w.prRun('opened', HEADS[0]);
    const killed = await w.prRun('synchronize', HEADS[1], {}, killAtFirstWrite);
    expect(killed.signal).toBe('SIGKILL');
    expect(w.messages()).toEqual([]);
    w.github.faults.length = 0;

    // The job ends; the schedule runs, twice.
    w.clock.service = 70_000;
    await w.sweep();
    w.clock.service = 700_000;
    await w.sweep();

    // Was: [] — the push's news is never sent, and the label is off.
    expect(w.messages().filter((m) => m.includes('Add the --flag option'))).toHaveLength(1);
  });
});
