/**
 * Was broken: docs in the same repository (examples/docs-in-same-repository.yml, `wait: sweep`).
 * A review on the agent's docs pull request is sent to the job by its own run; GitHub then answers
 * 502 to every try of the review's answer line (the one comment the run creates on the docs pull
 * request), while the action's own comment there, which records the turn, is written. The run says
 * "a later run may send that review again", and the agent's next push to the docs pull request
 * does: it logs "Review N of this pull request was not answered by its own run ... this run sends
 * it to job job-started-1" and the service gets the same review a second time (2 follow-ups with
 * the review's text, observed). A `/docs` command in the same spot (its 🚀 refused) is never sent
 * again: the turn's record names the command it answered (src/main.ts `answers:`, read by
 * src/pull-request/record.ts `answeredCommands`), but `answers: command?.review ? undefined : ...`
 * leaves a review out of the record, and src/pull-request/review-queue.ts `answeredReviews` /
 * src/step/review-run.ts `sendOwedReview` judge a review answered by its line alone.
 *
 * How a user meets it: a reviewer requests changes on the agent's docs pull request during a
 * short GitHub incident (502s on creating comments for a few seconds); the agent works on the
 * review and pushes; that push's run sends the same review again, and the agent redoes (or
 * doubles) the changes the reviewer asked for.
 *
 * What should happen instead: docs/pull-request.md "Once, and in the order submitted" and the
 * "What holds" table ("the review is sent once"): a review the service took, whose turn's record
 * was written, is never sent again by a later run, whether or not its line could be written (the
 * record is the proof, as it is for a `/docs` command whose 🚀 GitHub did not make).
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { DOCS, DOCS_HEADS, PRODUCT, useConvergenceWorld } from './helpers/convergence-world.ts';

jest.setTimeout(300_000);
const w = useConvergenceWorld();
afterAll(() => w.github?.close());

/** The job's time passes until it has ended (the agent's branch is its docs pull request's head). */
async function jobEnds(): Promise<void> {
  const id = w.latestJob();
  if (id) w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, ref: `agent/${id}` };
  w.clock.service += 70_000;
  if (id) await w.jobStatus(id);
}

describe("a review whose answer line GitHub refuses (502), its turn's record written", () => {
  it('is sent to the agent once: the next run of the docs pull request does not send it again', async () => {
    await w.fresh();
    await w.run(w.stepInputs(), w.prEvent(5, 'opened'), undefined);
    await jobEnds();
    await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
    expect(w.messages()).toEqual([]);

    // Every try of the review's answer line (a comment created on the docs pull request) gets 502.
    w.github.faults.push({ method: 'POST', path: /\/issues\/6\/comments$/, status: 502, times: 50 });
    const review = await w.run(w.stepInputs(), w.reviewEvent('Review 1: shorter, please.'), undefined);
    w.github.faults.length = 0;
    expect(review.run.outputs.outcome).toBe('started');
    expect(w.messages().filter((m) => m.includes('Review 1: shorter, please.'))).toHaveLength(1);
    // The turn's record was written on the action's comment there (GitHub took that write).
    expect(w.pendingOf(DOCS).length + w.pendingOf(PRODUCT).length).toBeGreaterThan(0);

    // The job ends; the sweep finishes the turn; the agent pushes to its docs pull request.
    await jobEnds();
    await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
    w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, sha: DOCS_HEADS[1]! };
    await w.run(w.stepInputs(), w.prEvent(6, 'synchronize'), undefined);
    await jobEnds();
    await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);

    // Was: 2 (the agent's push's run sent the review again).
    expect(w.messages().filter((m) => m.includes('Review 1: shorter, please.'))).toHaveLength(1);
    expect(w.inProgress()).toEqual([]);
  });
});
