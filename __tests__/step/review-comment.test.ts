/**
 * A review as the step's command: whether this run may still send it, under the pull request's
 * reviews' lock. Another run holds the lock for seconds (one review's send), so a run waits it out
 * a few times, on its own clock; held all the while, the review is left for the next run, and the
 * step can say so rather than that another run sent it.
 */
import { describe, expect, it } from '@jest/globals';
import type { QueueWire } from '../../src/pull-request/command-queue.ts';
import type { PullRequestHost, Reaction } from '../../src/pull-request/host.ts';
import { createLeaseBook } from '../../src/pull-request/lease.ts';
import { createReviewLock } from '../../src/pull-request/review-queue.ts';
import { reviewWriter } from '../../src/step/review-comment.ts';
import { createLog } from '../../src/output/log.ts';
import { FakeIO } from '../helpers/fake-io.ts';

const OWN = { id: 41_898_282, login: 'github-actions[bot]', handle: 'github-actions[bot]', bot: true };
const budget = { signal: new AbortController().signal, deadline: Number.MAX_SAFE_INTEGER };

/** The lock comment's reactions, one per account and content; `freedAfter`: the other run lets go after that many of this run's pauses. */
function world(freedAfter: number, leftMs = Number.POSITIVE_INFINITY) {
  const reactions: Reaction[] = [{ id: 9, content: 'hooray', author: OWN, at: 59_000 }];
  const slept: number[] = [];
  const host = {
    otherRunsInProgress: () => Promise.resolve(true),
    runState: () => Promise.resolve(undefined),
    reactions: () => Promise.resolve({ ok: true as const, value: [...reactions] }),
    react: (_: number, content: string) => {
      const same = reactions.find((r) => r.content === content);
      if (same) return Promise.resolve({ ok: true as const, value: { created: false, id: same.id } });
      reactions.push({ id: 10, content, author: OWN, at: 60_000 });
      return Promise.resolve({ ok: true as const, value: { created: true, id: 10 } });
    },
    unreact: (_: number, id: number) => {
      reactions.splice(
        reactions.findIndex((r) => r.id === id),
        1,
      );
      return Promise.resolve({ ok: true as const, value: null });
    },
    comments: () => Promise.resolve({ ok: true as const, value: [] }),
  } as unknown as PullRequestHost;
  const wire: QueueWire = {
    host,
    keys: 'mint_recordKeyOfTheseTests',
    trigger: { runId: '7', attempt: 1 } as QueueWire['trigger'],
    read: () => budget,
    write: () => budget,
    sleep: (ms: number) => {
      slept.push(ms);
      if (slept.length === freedAfter)
        reactions.splice(
          reactions.findIndex((r) => r.id === 9),
          1,
        );
      return Promise.resolve();
    },
    date: () => 60_000,
    cancelled: () => false,
    left: () => leftMs - slept.reduce((sum, ms) => sum + ms, 0),
  };
  const review = { id: 5, state: 'commented', body: 'Shorter.', author: { login: 'lead', bot: false }, submittedAt: 1 };
  const writer = reviewWriter({
    ...{ wire, log: createLog(new FakeIO({})), own: OWN, jobId: 'job-1', mine: { review, lines: [] } },
    lock: createReviewLock(wire, 1, () => 60_000, createLeaseBook()),
    earlier: () => Promise.resolve([]),
    prepare: () => Promise.resolve(undefined),
  });
  return { writer, slept };
}

describe("a review's run meeting the reviews' lock another run holds", () => {
  it('waits it out while the other run sends, then sends', async () => {
    const { writer, slept } = world(2);
    expect(await writer.stillOurs()).toBe(true);
    expect(slept).toEqual([5_000, 5_000]);
  });

  it('held all the while (six pauses of 5 s): not ours, and the step can tell the lock was busy', async () => {
    const { writer, slept } = world(1_000);
    expect(await writer.stillOurs()).toBe(false);
    expect(slept).toHaveLength(6);
    expect(writer.lockBusy?.()).toBe(true);
  });

  it("never waits past the step's deadline: 12 s left is two pauses, not six", async () => {
    const { writer, slept } = world(1_000, 12_000);
    expect(await writer.stillOurs()).toBe(false);
    expect(slept).toEqual([5_000, 5_000]);
    expect(writer.lockBusy?.()).toBe(true);
  });

  it('asked not to wait (a later run sending what was owed): one look, and the next run sends it', async () => {
    const { writer, slept } = world(1);
    expect(await writer.stillOurs(false)).toBe(false);
    expect(slept).toEqual([]);
  });
});

describe("the queue before a review, while another run holds the reviews' lock", () => {
  it('says to wait, and that the lock is what it waits on', async () => {
    const { writer } = world(1_000);
    expect(await writer.nextEarlier()).toEqual({ kind: 'wait', lockBusy: true });
  });

  it('says nothing of the lock once this run holds it and nothing is before it', async () => {
    const { writer } = world(1);
    expect(await writer.stillOurs()).toBe(true);
    expect(await writer.nextEarlier()).toEqual({ kind: 'none' });
  });
});
