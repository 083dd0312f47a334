/**
 * Was broken: a `closed` run (`on-close: close-docs`) lost, cancelled while pending or killed left
 * its close untold for good: the sweep that visited the labelled, closed pull request finished the
 * job's turn and took the label off, but never told or closed the job's docs pull request, nor
 * wrote "closed without merging" atop the comment; `on-close` was not even in the record.
 *
 * Was: { told: 0, docs: 'open', notice: false } after three sweeps.
 *
 * What should happen (docs/architecture.md: every way in reads what is owed, "a close to tell the
 * job's docs pull request"; docs/pull-request.md: whatever a run died before doing, the next run of
 * any kind does): the sweep that reads the pull request closed tells the close as its run would,
 * once however many runs do it.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { DOCS_TOKEN, HEADS, ISSUE, useKillWorld } from './helpers/kill-world.ts';

const w = useKillWorld();
afterAll(() => w.github?.close());
const onClose = { 'github-token': DOCS_TOKEN, 'on-close': 'close-docs' };

describe('a close run killed at its first request to GitHub (N = 0)', () => {
  it('the next runs (the schedule) tell and close the docs pull request, and the comment says it was closed', async () => {
    await w.fresh();
    await w.prRun('opened', HEADS[0], onClose);
    const job = w.records()[0]?.jobs[0];
    expect(job).toBeDefined();
    // The agent's docs pull request, on the job's branch.
    w.pulls['acme/docs#42']!.head = { sha: 'a'.repeat(40), ref: `agent/${job}` };
    w.clock.service = 70_000; // the job has ended; no sweep ran yet

    // The author closes the pull request without merging; its run dies at once.
    w.pulls[ISSUE]!.state = 'closed';
    const closed = await w.prRun('closed', HEADS[0], onClose, { n: 0, mode: 'KILL' }, { state: 'closed' });
    expect(closed.signal).toBe('SIGKILL');
    expect(w.lastStop.fired).toBe(true);

    // The schedule's sweeps.
    for (const t of [100_000, 400_000, 800_000]) {
      w.clock.service = t;
      await w.sweep({ 'github-token': DOCS_TOKEN });
    }
    // The job's own turn was finished, the label taken off: no run will come back.
    expect(w.inProgress()).toEqual([]);
    expect(w.labelled()).toBe(false);

    const docs = w.pulls['acme/docs#42'] as { state?: string };
    const told = w.github.comments.filter((c) => c.issue === 'acme/docs#42').map((c) => c.body);
    const notice = /closed without merging/.test(w.commentOf()?.body ?? '');
    // Was: { told: [], docs: 'open', notice: false }.
    expect({ told: told.length, docs: docs.state, notice }).toEqual({ told: 1, docs: 'closed', notice: true });
  });

  it('a merge whose run was lost: the docs pull request is told it was merged, once, and stays open', async () => {
    await w.fresh();
    await w.prRun('opened', HEADS[0], onClose);
    const job = w.records()[0]?.jobs[0];
    w.pulls['acme/docs#42']!.head = { sha: 'a'.repeat(40), ref: `agent/${job}` };
    w.clock.service = 70_000;
    Object.assign(w.pulls[ISSUE]!, { state: 'closed', merged: true });
    await w.prRun('closed', HEADS[0], onClose, { n: 0, mode: 'KILL' }, { state: 'closed', merged: true });
    for (const t of [100_000, 400_000]) {
      w.clock.service = t;
      await w.sweep({ 'github-token': DOCS_TOKEN });
    }
    const told = w.github.comments.filter((c) => c.issue === 'acme/docs#42').map((c) => c.body);
    expect(told).toHaveLength(1);
    expect(told[0]).toContain('was merged');
    expect((w.pulls['acme/docs#42'] as { state?: string }).state).toBe('open');
    expect(w.commentOf()?.body ?? '').toMatch(/This pull request was merged/);
  });

  it('a close whose run did its work: a later sweep tells it no second time', async () => {
    await w.fresh();
    await w.prRun('opened', HEADS[0], onClose);
    const job = w.records()[0]?.jobs[0];
    w.pulls['acme/docs#42']!.head = { sha: 'a'.repeat(40), ref: `agent/${job}` };
    w.clock.service = 70_000;
    w.pulls[ISSUE]!.state = 'closed';
    await w.prRun('closed', HEADS[0], onClose, undefined, { state: 'closed' });
    for (const t of [100_000, 400_000]) {
      w.clock.service = t;
      await w.sweep({ 'github-token': DOCS_TOKEN });
    }
    const told = w.github.comments.filter((c) => c.issue === 'acme/docs#42');
    expect(told).toHaveLength(1);
    expect((w.pulls['acme/docs#42'] as { state?: string }).state).toBe('closed');
  });
});
