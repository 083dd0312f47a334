/**
 * Was broken: job 1 failed on a push's follow-up, the next push (or a `/docs`) started job 2, and a
 * re-run of the pull request's first run read "attempt 1 started job job-started-1, which failed,
 * so the prompt is sent again": it started a third job and docs pull request, took the comment's
 * heading and the first head's check run, and left the pull request between two jobs.
 *
 * Now a re-run of a start whose pull request has a job a later run started since sends nothing:
 * that job carries the pull request (docs/pull-request.md, re-runs).
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(47_000);

async function firstJobFailsOnAPush(): Promise<number> {
  await w.start();
  await w.opened();
  const opened = w.runId;
  w.sim.service().endLiveJobsAs('failed');
  w.push(HEADS[1]);
  await w.synchronize();
  w.sim.service().endLiveJobsAs('completed');
  return opened;
}

const heading = () =>
  (w.github.comments.find((c) => c.body.includes('wait-for-agent-job'))?.body ?? '').split('\n')[0] ?? '';

describe('a re-run of the first run, once a later run started a newer job', () => {
  it.each([
    ['a push', () => (w.push(HEADS[2]), w.synchronize())],
    ['a /docs command', () => w.comment('/docs try again', 'lead')],
  ])('after %s started job 2: starts nothing, and the comment stays on job 2', async (_way, laterRun) => {
    const opened = await firstJobFailsOnAPush();
    const later = await laterRun();
    const newer = later.outputs['job-id'] ?? '';
    expect(later.outputs.started).toBe('true');
    const startsBefore = w.starts().length;
    const headingBefore = heading();
    const rerun = await w.rerun('opened', opened, 2, { head: { sha: HEADS[0], repo: { full_name: 'acme/product' } } });
    expect(w.starts()).toHaveLength(startsBefore);
    expect(rerun.outputs.outcome).toBe('nothing-new');
    expect(rerun.outputs.started).not.toBe('true');
    expect(w.log(rerun)).toContain(`a later run started job ${newer} since`);
    expect(heading()).toBe(headingBefore);
    expect(rerun.exitCode).toBe(0);
  });

  it('when the later job failed too: the re-run starts a new job, as with no later job', async () => {
    const opened = await firstJobFailsOnAPush();
    w.sim.service().endLiveJobsAs('failed');
    w.push(HEADS[2]);
    await w.synchronize();
    const startsBefore = w.starts().length;
    const rerun = await w.rerun('opened', opened, 2, { head: { sha: HEADS[0], repo: { full_name: 'acme/product' } } });
    expect(w.starts()).toHaveLength(startsBefore + 1);
    expect(rerun.outputs.started).toBe('true');
  });

  it('after a start whose answer was lost, then a /docs that started a job: starts nothing', async () => {
    await w.start();
    w.sim.service().failNextPost({ http: 504, body: '{"error":"Gateway Timeout"}' });
    await w.opened();
    const opened = w.runId;
    const later = await w.comment('/docs document the flag', 'lead');
    expect(later.outputs.started).toBe('true');
    const startsBefore = w.starts().length;
    const rerun = await w.rerun('opened', opened, 2);
    expect(w.starts()).toHaveLength(startsBefore);
    expect(rerun.outputs.outcome).toBe('nothing-new');
    expect(w.log(rerun)).toContain(`a later run started job ${later.outputs['job-id'] ?? ''} since`);
  });

  it('after a start whose answer was lost, on a pull request merged since: starts nothing', async () => {
    await w.start();
    w.sim.service().failNextPost({ http: 504, body: '{"error":"Gateway Timeout"}' });
    await w.opened();
    const opened = w.runId;
    Object.assign(w.product, { state: 'closed', merged: true });
    const startsBefore = w.starts().length;
    const rerun = await w.rerun('opened', opened, 2, { state: 'open', merged: false });
    expect(w.starts()).toHaveLength(startsBefore);
    expect(rerun.outputs.started).not.toBe('true');
  });
});
