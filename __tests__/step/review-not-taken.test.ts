/**
 * A review whose send the service certainly did not take (a 429 past `timeout`, the service
 * unreachable, a cancel before the request left) is no answer: its line says it was not sent yet
 * and carries no answer mark, so the re-run, the next push or the sweep sends it. A send the
 * service refused, or may have taken, is answered for good as before.
 */
import { describe, expect, it } from '@jest/globals';
import type { QueueWire } from '../../src/pull-request/command-queue.ts';
import type { Comment, CommentBody, PullRequestHost } from '../../src/pull-request/host.ts';
import { createLeaseBook } from '../../src/pull-request/lease.ts';
import { createReviewLock, readAnswered } from '../../src/pull-request/review-queue.ts';
import type { Review } from '../../src/pull-request/review.ts';
import { earlierReviews, reviewWriter } from '../../src/step/review-comment.ts';
import { createLog } from '../../src/output/log.ts';
import type { PostFailure } from '../../src/common/outcome.ts';
import { FakeIO } from '../helpers/fake-io.ts';

const OWN = { id: 41_898_282, login: 'github-actions[bot]', handle: 'github-actions[bot]', bot: true };
const budget = { signal: new AbortController().signal, deadline: Number.MAX_SAFE_INTEGER };
const RATE_LIMITED: PostFailure = {
  outcome: 'error',
  headline: 'rate-limited',
  why: 'The service did not act on the request.',
  notActed: true,
  requests: 1,
};
const REFUSED: PostFailure = { ...RATE_LIMITED, notActed: undefined, answered: true, headline: 'message not taken' };
const review = (id: number): Review => ({
  id,
  state: 'changes_requested',
  body: 'Shorter.',
  author: { login: 'lead', bot: false },
  submittedAt: id,
});

function world() {
  const comments: Comment[] = [];
  const host = {
    otherRunsInProgress: () => Promise.resolve(false),
    runState: () => Promise.resolve(undefined),
    reactions: () => Promise.resolve({ ok: true as const, value: [] }),
    react: () => Promise.resolve({ ok: true as const, value: { created: true, id: 10, author: OWN } }),
    reactOnLine: () => Promise.resolve({ ok: true as const, value: { created: true, id: 11 } }),
    unreact: () => Promise.resolve({ ok: true as const, value: null }),
    comments: () => Promise.resolve({ ok: true as const, value: [...comments] }),
    createComment: (body: CommentBody) => {
      const id = 100 + comments.length;
      const text = body.record === undefined ? body.text : `${body.text}\n${body.record}`;
      comments.push({ id, body: text, author: OWN, createdAt: 0 } as unknown as Comment);
      return Promise.resolve({ ok: true as const, value: { id } });
    },
  } as unknown as PullRequestHost;
  const wire: QueueWire = {
    host,
    keys: 'mint_recordKeyOfTheseTests',
    trigger: { runId: '7', attempt: 1 } as QueueWire['trigger'],
    read: () => budget,
    write: () => budget,
    sleep: () => Promise.resolve(),
    date: () => 60_000,
    cancelled: () => false,
  };
  const deps = {
    ...{ wire, log: createLog(new FakeIO({})), own: OWN, jobId: 'job-1' },
    lock: createReviewLock(wire, 1, () => 60_000, createLeaseBook()),
    earlier: () => Promise.resolve([review(4)]),
    prepare: () => Promise.resolve({ message: 'Shorter.', lines: [] }),
  };
  return { deps, wire, comments };
}

describe('a review the service certainly did not take', () => {
  it("as the run's own: a line that it was not sent yet, and still unanswered", async () => {
    const { deps, wire, comments } = world();
    await reviewWriter({ ...deps, mine: { review: review(5), lines: [] } }).notSent('rate-limited', RATE_LIMITED);
    expect(comments.map((c) => c.body)).toEqual([
      expect.stringContaining('was not sent to the agent yet: rate-limited'),
    ]);
    expect(comments[0]?.body).toContain('It stays owed');
    expect([...((await readAnswered(wire, OWN)) ?? [])]).toEqual([]);
  });

  it('refused by the service: answered for good, as before', async () => {
    const { deps, wire } = world();
    await reviewWriter({ ...deps, mine: { review: review(5), lines: [] } }).notSent('message not taken', REFUSED);
    expect([...((await readAnswered(wire, OWN)) ?? [])]).toEqual([5]);
  });

  it('as an earlier review another run sends: passed over by this run, still unanswered for the next', async () => {
    const { deps, wire, comments } = world();
    const queue = earlierReviews(deps);
    const next = await queue.next();
    expect(next.kind).toBe('take');
    if (next.kind !== 'take') return;
    expect(await queue.take(next, () => Promise.resolve(RATE_LIMITED))).toBe(false);
    expect(comments.map((c) => c.body)).toEqual([
      expect.stringContaining('review 4 by lead was not sent to the agent yet'),
    ]);
    expect([...((await readAnswered(wire, OWN)) ?? [])]).toEqual([]);
    // This run goes on without it (its own send is next); a later run's queue takes it again.
    expect((await queue.next()).kind).toBe('none');
    expect((await earlierReviews(world().deps).next()).kind).toBe('take');
  });
});
