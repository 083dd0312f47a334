/**
 * The reviews' queue on the host: a review is answered only by the account's own line naming it,
 * and one lock per pull request, the pull request's lease (a 🎉 by the account on the action's
 * comment), held by one run and shared by the stages of that run.
 */
import { describe, expect, it } from '@jest/globals';
import type { QueueWire } from '../../src/pull-request/command-queue.ts';
import type { Comment, PullRequestHost, Reaction } from '../../src/pull-request/host.ts';
import { createLeaseBook } from '../../src/pull-request/lease.ts';
import {
  answerMark,
  answeredReviews,
  createReviewLock,
  sentMark,
  sentReviews,
} from '../../src/pull-request/review-queue.ts';

const OWN = { id: 41_898_282, login: 'github-actions', handle: 'github-actions' };
const comment = (
  id: number,
  body: string,
  author = { id: OWN.id, login: 'github-actions[bot]', bot: true },
): Comment => ({
  id,
  body,
  author,
  createdAt: 0,
  edited: false,
});

describe('which reviews are answered', () => {
  it.each<[string, Comment, number[]]>([
    [
      "the account's line, its mark last (GitHub keeps a trailing newline)",
      comment(1, `Sent.\n${answerMark(7)}\n`),
      [7],
    ],
    ['CRLF line ends', comment(1, `Sent.\r\n${answerMark(8)}`), [8]],
    [
      "another account's comment carrying the mark",
      comment(1, `x\n${answerMark(7)}`, { id: 5, login: 'lead', bot: false }),
      [],
    ],
    ['the mark quoted inside the text, not last', comment(1, `> ${answerMark(7)}\nthanks`), []],
    ['a mark on the first line only', comment(1, answerMark(7)), []],
  ])('%s', (_, written, answered) => {
    expect([...answeredReviews([written], OWN)]).toEqual(answered);
  });
});

/**
 * A host that keeps the lock comment's reactions as GitHub does: one per account and content.
 * `othersRunning`: whether the Actions API lists another run in progress (undefined: no actions: read).
 */
function hostWith(reactions: Reaction[], othersRunning?: boolean, run = '7') {
  let next = 500;
  const host = {
    otherRunsInProgress: () => Promise.resolve(othersRunning),
    runState: () => Promise.resolve(undefined),
    reactions: () => Promise.resolve({ ok: true as const, value: [...reactions] }),
    react: (_: number, content: string) => {
      const same = reactions.find((r) => r.content === content && r.author?.id === OWN.id);
      if (same) return Promise.resolve({ ok: true as const, value: { created: false, id: same.id } });
      const made = { id: next++, content, author: { ...OWN, bot: true }, at: 1_000_000 };
      reactions.push(made);
      return Promise.resolve({ ok: true as const, value: { created: true, id: made.id } });
    },
    unreact: (_: number, id: number) => {
      reactions.splice(
        reactions.findIndex((r) => r.id === id),
        1,
      );
      return Promise.resolve({ ok: true as const, value: null });
    },
  } as unknown as PullRequestHost;
  const budget = { signal: new AbortController().signal, deadline: Number.MAX_SAFE_INTEGER };
  const wire: QueueWire = {
    host,
    keys: 'mint_recordKeyOfTheseTests',
    trigger: { runId: run, attempt: 1 } as QueueWire['trigger'],
    read: () => budget,
    write: () => budget,
    sleep: () => Promise.resolve(),
    date: () => Date.now(),
    cancelled: () => false,
  };
  return wire;
}

describe('the lock', () => {
  it('is held by one run at a time, and free once let go', async () => {
    const wire = hostWith([]);
    const [a, b] = [
      createReviewLock(wire, 1, () => 1_000_000, createLeaseBook()),
      createReviewLock(wire, 1, () => 1_000_000, createLeaseBook()),
    ];
    expect(await a.take()).toBe('held');
    expect(await b.take()).toBe('busy');
    await a.release();
    expect(await b.take()).toBe('held');
  });

  it("is the run's one lease: a stage of the run that holds it shares it, and the last to let go takes it off", async () => {
    const reactions: Reaction[] = [];
    const wire = hostWith(reactions);
    const leases = createLeaseBook();
    const site = { host: wire.host, commentId: 1, self: { run: '7', attempt: 1 }, budget: wire.write };
    const finish = await leases.hold({ ...site, date: () => 0 });
    const lock = createReviewLock(wire, 1, () => 0, leases);
    expect(await lock.take()).toBe('held');
    expect(reactions.map((r) => r.content)).toEqual(['hooray']);
    await lock.release();
    expect(reactions).toHaveLength(1);
    if (finish.kind === 'taken') await finish.release();
    expect(reactions).toHaveLength(0);
  });

  it('a lock older than 10 minutes is a run that died: taken over by one run', async () => {
    const stale: Reaction = { id: 9, content: 'hooray', author: { ...OWN, bot: true }, at: 0 };
    const wire = hostWith([stale]);
    const later = (): number => 10 * 60_000 + 1;
    expect(await createReviewLock(wire, 1, later, createLeaseBook()).take()).toBe('held');
    expect(await createReviewLock(wire, 1, later, createLeaseBook()).take()).toBe('busy');
    const fresh = hostWith([{ ...stale, at: 1 }]);
    expect(await createReviewLock(fresh, 1, () => 60_000, createLeaseBook()).take()).toBe('busy');
  });

  it('a fresh lock is taken over at once when the Actions API lists no other run in progress, and kept while one is', async () => {
    const fresh: Reaction = { id: 9, content: 'hooray', author: { ...OWN, bot: true }, at: 59_000 };
    const now = (): number => 60_000;
    expect(await createReviewLock(hostWith([{ ...fresh }], true), 1, now, createLeaseBook()).take()).toBe('busy');
    const alone = hostWith([{ ...fresh }], false);
    expect(await createReviewLock(alone, 1, now, createLeaseBook()).take()).toBe('held');
    // Taken over once: the next run meets this run's lock, and this run is in progress.
    expect(
      await createReviewLock(
        { ...alone, host: { ...alone.host, otherRunsInProgress: () => Promise.resolve(true) } },
        1,
        now,
        createLeaseBook(),
      ).take(),
    ).toBe('busy');
  });
});

describe("which reviews went to the job, for the product pull request's mirror", () => {
  const KEY = 'mint_reviewSentKey000000000001';
  const OLD = 'mint_reviewSentKeyOld0000000001';
  const DOCS = { repository: 'acme/docs', pull: 101 };
  const answer = (id: number, key = KEY, place = DOCS, job = 'job-1'): string =>
    `🤖 The review ${id} by lead went to the agent.\n${sentMark(key, place, id, job)}\n${answerMark(id)}`;

  it.each<[string, string, number[]]>([
    ['a line the api-key signed for this pull request and job', answer(7), [7]],
    [
      'the place named in another case (GitHub compares names caselessly)',
      answer(7, KEY, { ...DOCS, repository: 'Acme/Docs' }),
      [7],
    ],
    ['CRLF line ends', answer(7).replace(/\n/g, '\r\n'), [7]],
    ['signed with another key', answer(7, 'mint_someoneElsesKey0000000001'), []],
    ['copied from another pull request', answer(7, KEY, { ...DOCS, pull: 102 }), []],
    ['signed for another job', answer(7, KEY, DOCS, 'job-2'), []],
    ['a signature moved to another review', answer(7).replace('review-sent 7', 'review-sent 8'), []],
    ['a mark inside a line of text', `quoted: ${sentMark(KEY, DOCS, 7, 'job-1')} here`, []],
  ])('%s', (_, body, sent) => {
    expect([...sentReviews([body], KEY, DOCS, 'job-1')]).toEqual(sent);
  });

  it('reads a line the previous api-key signed during a rotation', () => {
    expect([...sentReviews([answer(9, OLD)], [KEY, OLD], DOCS, 'job-1')]).toEqual([9]);
    expect([...sentReviews([answer(9, OLD)], KEY, DOCS, 'job-1')]).toEqual([]);
  });
});
