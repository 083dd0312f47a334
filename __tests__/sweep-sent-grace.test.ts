/**
 * Right after a follow-up the service may still read the job final from before it; the waiting
 * step polls through that (FOLLOW_UP_GRACE_INTERVALS), a sweep reads once. So a pending turn whose
 * follow-up the service answered as final is not finished by a final read within SENT_GRACE_MS of
 * its send: the next look finishes it. One whose answer read `active` is finished at once.
 */
import { describe, expect, it } from '@jest/globals';
import { SENT_GRACE_MS, sentJustNow } from '../src/sweep/finish.ts';
import type { PendingRun } from '../src/sweep/pending.ts';

const SENT_AT = Date.parse('2026-11-29T12:00:00.000Z');
const turn = (pending: Record<string, unknown>, extra: Record<string, unknown> = {}): PendingRun =>
  ({
    name: { workflow: 'Docs', job: 'docs', step: 'agent' },
    record: {
      run: '7',
      attempt: 1,
      kind: 'message',
      jobs: ['job-1'],
      at: new Date(SENT_AT).toISOString(),
      pending: { until: SENT_AT + 3_600_000, check: 'Docs', workflow: 'Docs', job: 'docs', step: 'agent', ...pending },
      ...extra,
    },
  }) as unknown as PendingRun;

describe('a final read just after a follow-up, as the sweep judges it', () => {
  it('is from before the follow-up while the grace lasts, when its answer read final', () => {
    const runs = [turn({ sentAsFinal: true })];
    expect(sentJustNow(runs, 'job-1', SENT_AT + 1_000)).toBe(true);
    expect(sentJustNow(runs, 'job-1', SENT_AT + SENT_GRACE_MS - 1)).toBe(true);
    expect(sentJustNow(runs, 'job-1', SENT_AT + SENT_GRACE_MS)).toBe(false);
  });

  it('is the ending at once when the answer read the job active, for a start, a queued turn or another job', () => {
    const now = SENT_AT + 1_000;
    expect(sentJustNow([turn({})], 'job-1', now)).toBe(false);
    expect(sentJustNow([turn({ sentAsFinal: true }, { kind: 'prompt' })], 'job-1', now)).toBe(false);
    expect(sentJustNow([turn({ sentAsFinal: true, queued: true })], 'job-1', now)).toBe(false);
    expect(sentJustNow([turn({ sentAsFinal: true })], 'job-2', now)).toBe(false);
    expect(sentJustNow([turn({ sentAsFinal: true }, { at: 'not a date' })], 'job-1', now)).toBe(false);
  });
});
