/**
 * Was broken: a sweep wrote a `success` check run on the head, newer than the `in_progress` one of
 * the turn the job was working on, so the required check passed while the agent worked. A let-go
 * push run killed after its queued record and before its check run was folded into the follow-up
 * a sweep sent on that same head (with a queued `/docs`); finishing the folded turn created its
 * missing check run, concluded as the job's state before the follow-up, after the sent turn's.
 *
 * Was: head 2222…'s check runs 1006 `in_progress` (the sent turn's) and 1010 `completed/success`,
 * the newer.
 *
 * What should happen (docs/pull-request.md, "The head's check run has one owner": "GitHub takes
 * the newest check run of a name for a required check"): a turn folded into one sent on its head
 * finishes its own check run where it exists and creates none.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { HEADS, useKillWorld } from './helpers/kill-world.ts';

const w = useKillWorld();
afterAll(() => w.github?.close());

describe('a let-go push killed right after its 12th request to GitHub (its record written, its check run not)', () => {
  it('the sweep that sends its news leaves no passing check run newest on the head while the job works', async () => {
    await w.fresh();
    await w.prRun('opened', HEADS[0]);
    w.clock.service = 20_000; // the job works
    const killed = await w.prRun('synchronize', HEADS[1], {}, { n: 12, mode: 'KILL' });
    expect(killed.signal).toBe('SIGKILL');
    expect(w.lastStop.route).toBe('POST /repos/acme/product/check-runs');
    expect(w.pendingRecords().some((r) => r.pending?.queued && r.pending.sha === HEADS[1])).toBe(true);
    expect(w.checkRuns().filter((r) => r.head_sha === HEADS[1])).toEqual([]);

    w.clock.service = 30_000; // still working: the command queues
    const { run: command } = await w.commandRun('/docs add a faq');
    expect(command.log.join('\n')).toContain('is busy, so nothing is sent now');

    w.clock.service = 70_000; // the job has ended: the schedule's sweep sends what was queued
    await w.sweep();
    expect(w.messages()).toHaveLength(1);
    expect(w.messages()[0]).toContain('Add the --flag option');
    // The job now works on the follow-up: a turn is pending, at head 2222….
    expect(w.pendingRecords().map((r) => r.kind)).toEqual(['message']);

    const onHead = w
      .checkRuns()
      .filter((r) => r.head_sha === HEADS[1])
      .sort((a, b) => b.id - a.id)
      .map((r) => `${r.id} ${r.status}/${r.conclusion} "${r.output.title ?? ''}"`);
    expect(onHead[0]).toMatch(/in_progress\/null/);
  });
});
