/**
 * Every path that finishes a queued turn without sending it (given up after its day, finished late
 * while the pull request cannot be read) settles it with a comment write. When GitHub fails that
 * write, the turn is still pending: the label stays, the sweep does not call the pull request
 * done, and the next sweep finishes it. A job that stayed busy is never reported `completed`.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(961_000);
const gone = { 'base-url': 'http://127.0.0.1:9' };
const COUNTS = ['completed-count', 'failed-count', 'archived-count', 'pending-count'];
const counts = (outputs: Record<string, string | undefined>) => COUNTS.map((name) => Number(outputs[name]));
const pendingRecords = () => w.records().filter((record) => record.pending).length;

function commentWritesFail(): void {
  w.github.faults.push({
    method: 'PATCH',
    path: /\/issues\/comments\/\d+$/,
    status: 502,
    body: { message: 'Bad gateway' },
    times: 1000,
  });
}

describe('a queued turn whose settling write GitHub fails', () => {
  it('given up after its day, stays pending with its label until a sweep settles it', async () => {
    await w.commandTimedOutUnsent();
    w.clock.service = 200_000;
    await w.sweep(gone);
    w.deadlinesPassed();
    commentWritesFail();
    const failed = await w.sweep(gone);
    expect([w.labelled(), pendingRecords()]).toEqual([true, 1]);
    expect(failed.stdout).toMatch(/was not finished: its comment could not be written.*the next sweep finishes it/);
    expect(failed.stdout).not.toMatch(/it is finished for good/);
    expect(failed.summary).not.toContain('finished (completed)');

    w.github.faults.length = 0;
    const next = await w.sweep(gone);
    expect([w.labelled(), pendingRecords()]).toEqual([false, 0]);
    expect(next.summary).not.toContain('finished (completed)');
    expect(counts(next.outputs)[0]).toBe(0);
  });

  it('finished late because the pull request cannot be read, stays pending with its label', async () => {
    const opened = await w.prRun('opened', HEADS[0]);
    const job = opened.outputs['job-id'] ?? '';
    w.clock.service = 10_000;
    await w.commandRun('/docs add an example of --verbose');
    w.deadlinesPassed();
    w.clock.service = 20_000;
    await w.sweep();
    w.sim.service().completeJob(job);
    w.deadlinesPassed();
    w.github.faults.push({
      method: 'GET',
      path: /\/pulls\/5$/,
      status: 502,
      body: { message: 'Bad gateway' },
      times: 1000,
    });
    commentWritesFail();
    const failed = await w.sweep();
    expect([w.labelled(), pendingRecords()]).toEqual([true, 1]);
    expect(failed.stdout).toMatch(/was not finished: its comment could not be written/);
    expect(failed.summary).toContain('what is queued waits for the job');
    expect(counts(failed.outputs)).toEqual([1, 0, 0, 0]);
  });
});

describe('a job that stays busy, every turn of it queued', () => {
  it('given up after the day, is reported timed out, never completed', async () => {
    await w.commandTimedOutUnsent();
    w.deadlinesPassed();
    const sweep = await w.sweep();
    expect([w.labelled(), pendingRecords()]).toEqual([false, 0]);
    expect(sweep.summary).toContain('turn ended timed out (the job itself goes on)');
    expect(counts(sweep.outputs)).toEqual([0, 0, 0, 1]);
  });

  it('whose command cannot be read after the day, is reported still running, its turn waiting', async () => {
    const id = await w.commandTimedOutUnsent();
    w.deadlinesPassed();
    const reactions = new RegExp(`/issues/comments/${id}/reactions$`);
    w.github.faults.push({
      method: 'GET',
      path: reactions,
      status: 502,
      body: { message: 'Bad gateway' },
      times: 1000,
    });
    const sweep = await w.sweep();
    expect([w.labelled(), pendingRecords()]).toEqual([true, 1]);
    expect(sweep.summary).toContain('still running; what is queued waits for the job');
    expect(sweep.summary).not.toContain('finished (');
    expect(counts(sweep.outputs)).toEqual([0, 0, 0, 1]);
  });
});
