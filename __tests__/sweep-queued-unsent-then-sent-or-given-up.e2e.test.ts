/**
 * A queued turn that ended unsent (its job busy past its step's `timeout`) waits for its job: once
 * the sweep sends it, it is an ordinary sent turn, whose own deadline still ends it; and should the
 * job stay unreadable for a day more, it is finished for good and the label comes off, never
 * pending for good.
 */
import { describe, expect, it } from '@jest/globals';
import { DEMO_API_KEY } from '../sim/service.ts';
import { PR_STEP } from '../sim/pull-request.ts';
import { commentMarker, readCommentRecords } from '../src/pull-request/record.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(951_000);

/** Every pending turn's deadline passed: its `timeout`, or the day an unsent turn still waits. */
function deadlinesPassed(): void {
  const comment = w.commentOf();
  const kept = readCommentRecords(comment?.body, PR_STEP, DEMO_API_KEY);
  if (!comment || !kept) throw new Error('no comment');
  const records = kept.records.map((record) =>
    record.pending ? { ...record, pending: { ...record.pending, until: w.github.now() - 1_000 } } : record,
  );
  comment.body = comment.body.replace(
    /<!-- wait-for-agent-job[^>]*-->/,
    commentMarker(PR_STEP, { ...kept, records }, DEMO_API_KEY),
  );
}

async function commandTimedOutUnsent(): Promise<void> {
  await w.prRun('opened', HEADS[0]);
  w.clock.service = 10_000;
  await w.commandRun('/docs add an example of --verbose');
  deadlinesPassed();
  w.clock.service = 20_000;
  await w.sweep();
  expect(w.records().some((record) => record.pending?.queued && record.pending.unsent)).toBe(true);
}

describe('a queued turn that ended unsent', () => {
  it('once sent, is an ordinary sent turn: its own deadline still ends it', async () => {
    await commandTimedOutUnsent();
    w.clock.service = 120_000;
    await w.sweep();
    expect(w.messages().filter((message) => message.includes('--verbose'))).toHaveLength(1);
    const sent = w.records().filter((record) => record.pending && !record.pending.queued);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.some((record) => record.pending?.unsent)).toBe(false);
    // The sent turn's own timeout passes while the job is busy with it: it ends timed out.
    deadlinesPassed();
    w.clock.service = 130_000;
    await w.sweep();
    expect(w.records().filter((record) => record.pending)).toHaveLength(0);
    expect(w.checkRunsOf(HEADS[0]).filter((run) => run.status === 'in_progress')).toHaveLength(0);
    expect(w.labelled()).toBe(false);
  });

  it('whose job stays unreadable, waits a day, then is finished for good and the label comes off', async () => {
    await commandTimedOutUnsent();
    const gone = { 'base-url': 'http://127.0.0.1:9' };
    w.clock.service = 200_000;
    await w.sweep(gone);
    expect([w.labelled(), w.records().filter((record) => record.pending).length]).toEqual([true, 1]);
    deadlinesPassed();
    const last = await w.sweep(gone);
    expect(last.stdout).toMatch(/::warning::.*waited a day past its step/);
    expect([w.labelled(), w.records().filter((record) => record.pending).length]).toEqual([false, 0]);
    expect(w.messages().filter((message) => message.includes('--verbose'))).toHaveLength(0);
  });
});
