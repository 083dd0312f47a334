/**
 * Was broken: a sweep cancelled (SIGINT) while it finishes a job settles the turn (label off,
 * nothing pending) without writing the `docs-pr-comment` on the docs pull request, and no later
 * run writes it: a review (or `/docs`) on the docs pull request then never reaches the job.
 *
 * Now, as promised: docs/sweep.md step 4 "finishes each pending turn with the same renderers a
 * waiting step uses (the compact mirror of the docs pull request, `docs-pr-comment` too)";
 * docs/pull-request.md "Whatever a run was cancelled, timed out or died before doing, the next run
 * of any kind does"; "A `/docs` comment or a review on it reaches the job through the job's
 * comment there (`docs-pr-comment: true`)".
 */
/**
 * The recipe of docs in the same repository (`wait: sweep`, `docs-pr-comment: true`): the product
 * pull request #5 lets its job go; the agent opens #6; the job ends; the schedule's sweep that
 * finishes it is cancelled (SIGINT, then the runner's SIGTERM and SIGKILL) while it reads the docs
 * pull request for the mirror (its 12th GitHub request). It ends by itself within the runner's
 * grace, having written the check run, the comment and the dispatch and taken the label off, but
 * not the comment on #6 that records the job there. Two later sweeps find nothing labelled.
 *
 * A reviewer then asks for changes on #6, and the agent pushes to #6 (a run that sends a review no
 * run answered). Seen: the review's run says "No review sent: no agent job of this action is
 * recorded on this pull request", no run ever sends it, and #6 never gets the comment that links
 * back and says how to reply. Expected: the docs pull request's comment is written (by the
 * cancelled sweep before it settles, or by a later run), and the review reaches the job once.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { DOCS, DOCS_HEADS, PRODUCT, useConvergenceWorld } from './helpers/convergence-world.ts';

jest.setTimeout(600_000);
const w = useConvergenceWorld();
afterAll(() => w.github?.close());

describe('a sweep cancelled while it reads the docs pull request for the finish', () => {
  it('the docs pull request still gets its comment, and a review there reaches the job', async () => {
    await w.fresh();
    const opened = await w.run(w.stepInputs(), w.prEvent(5, 'opened'), undefined);
    expect(opened.run.outputs.outcome).toBe('started');
    const job = w.latestJob()!;
    w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, ref: `agent/${job}` };
    w.clock.service = 70_000; // the job completed

    const cancelled = await w.run(w.sweepInputs(), w.sweepEvent('schedule'), { n: 12, mode: 'INT' });
    expect(cancelled.stopped).toBe(true);
    expect(cancelled.run.signal).toBeNull(); // it ended by itself within the runner's grace
    for (const t of [200_000, 400_000]) {
      w.clock.service = t;
      await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
    }

    // A reviewer asks for changes on the docs pull request; then the agent pushes to it.
    const review = await w.run(w.stepInputs(), w.reviewEvent('Shorten the intro, please.'), undefined);
    expect(review.stopped).toBe(false);
    w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, sha: DOCS_HEADS[1]! };
    await w.run(w.stepInputs(), w.prEvent(6, 'synchronize'), undefined);
    for (const t of [600_000, 800_000]) {
      w.clock.service = t;
      await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
    }

    const docsComment = w.github.comments.some(
      (c) => c.issue === DOCS && c.body.includes('<!-- wait-for-agent-job') && c.body.includes(job),
    );
    const reviewSent = w.messages().filter((m) => m.includes('Shorten the intro, please.')).length;
    expect({ docsComment, reviewSent, pending: w.pendingOf(PRODUCT).length }).toEqual({
      docsComment: true,
      reviewSent: 1,
      pending: 0,
    });
  });
});
