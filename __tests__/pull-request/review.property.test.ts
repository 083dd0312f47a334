/**
 * Reviews reach the agent once each and in order, whatever the runs do: for any reviews, any
 * events for them (a review and GitHub's line-comment events for it, re-runs) in any order, and
 * any runs cancelled while pending, the runs (one at a time under the claim) send each review at
 * most once, oldest first; once a run for the newest review has run, every sendable one is sent.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { byTime, reviewsToSend, type Review } from '../../src/pull-request/review.ts';

const reviewsArb = fc
  .uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 10_000 }),
      submittedAt: fc.integer({ min: 0, max: 50 }),
      send: fc.boolean(),
    }),
    {
      selector: (r) => r.id,
      minLength: 1,
      maxLength: 12,
    },
  )
  .map((drawn) =>
    drawn.map(({ id, submittedAt, send }) => ({
      review: { id, state: 'commented', body: 'x', submittedAt } as Review,
      send,
    })),
  );

describe('one message per review, in order', () => {
  it('never sends a review twice, sends in the order written, and loses none once the newest has a run', () => {
    fc.assert(
      fc.property(reviewsArb, fc.array(fc.tuple(fc.nat(), fc.boolean()), { maxLength: 40 }), (drawn, runs) => {
        const reviews = drawn.map((d) => d.review).sort(byTime);
        const sendable = new Set(drawn.filter((d) => d.send).map((d) => d.review.id));
        const may = (review: Review): boolean => sendable.has(review.id);
        const answered = new Set<number>();
        const sent: Review[] = [];
        const newest = reviews.at(-1) as Review;
        // Each run is for one review (events repeat: line comments, re-runs); a cancelled run does nothing.
        const all = [
          ...runs.map(([pick, cancelled]) => ({ own: reviews[pick % reviews.length] as Review, cancelled })),
          { own: newest, cancelled: false },
        ];
        for (const { own, cancelled } of all) {
          if (cancelled) continue;
          // The run sees only reviews submitted up to its own (later ones have not happened for it).
          const visible = reviews.filter((r) => byTime(r, own) <= 0);
          for (const review of reviewsToSend(visible, answered, may, own)) {
            sent.push(review);
            answered.add(review.id);
          }
          // A review that may not be sent is answered too (a line saying why).
          if (!may(own)) answered.add(own.id);
        }
        const ids = sent.map((r) => r.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect([...sent].sort(byTime)).toEqual(sent);
        expect(ids.sort((a, b) => a - b)).toEqual([...sendable].sort((a, b) => a - b));
      }),
      { numRuns: 300 },
    );
  });
});
