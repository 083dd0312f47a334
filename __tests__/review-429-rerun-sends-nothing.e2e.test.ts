/**
 * Was broken: when the service refuses a review's follow-up with a 429 whose `retry-after` is
 * longer than the step's `timeout` left (the project's 100 starts and follow-ups an hour are
 * spent), the service certainly did not take it. The step's error says so and tells the user to
 * "run the workflow again once the limit allows", yet it writes the review's answer line ("was
 * not sent to the agent: rate-limited."), which marks the review answered for good: the re-run
 * the error asks for ends `skipped` and sends nothing, and no later run sends it either. The
 * review never reaches the agent, and the line on the pull request says nothing of what to do.
 *
 * How a user meets it: the docs repository's workflow (examples/converse-on-docs-pull-request.yml)
 * on `pull_request_review`; a reviewer asks for changes on the agent's docs pull request during a
 * busy hour; the service answers the follow-up 429 with `retry-after: 3600`; the run fails with
 * "run the workflow again once the limit allows"; an hour later the maintainer clicks "Re-run
 * jobs": the run passes as `skipped` and the agent never gets the review.
 *
 * What should happen instead (README.md, "Starting a job: what to know": the start "is sent again
 * only when the service certainly did not act on it: ... a 429"; docs/endings.md, "start or
 * message: 429 until `timeout` ... error: the service did not act on it"; the step's own error:
 * "run the workflow again once the limit allows"; docs/pull-request.md, "Once, and in the order
 * submitted"): a review the service did not take is still owed; the re-run the error asks for
 * sends it, once (as a `/docs` command's re-run sends a command its earlier attempt could not
 * send, "and takes its 😕 back").
 *
 * Now, as promised: a send the service certainly did not take (a 429, the service unreachable, a
 * cancel before it left) writes a line that the review "was not sent to the agent yet" with no
 * answer mark, so the review stays owed; the re-run sends it, once (docs/pull-request.md, "Said
 * where people look").
 */
import { describe, expect, it, jest } from '@jest/globals';
import { reviewEventEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { DOCS, useDocsReviewWorld } from './helpers/docs-review-world.ts';

jest.setTimeout(120_000);
const w = useDocsReviewWorld({ runIds: 944_500 });

describe("a review whose follow-up the service refused with a 429 past the step's timeout", () => {
  it('is sent by the re-run the error asks for', async () => {
    expect((await w.productRun()).outputs.outcome).toBe('completed');
    const review = w.github.addReview(DOCS, { state: 'CHANGES_REQUESTED', login: 'lead', body: 'Add an example.' });
    w.sim.service().failNextPost({
      http: 429,
      body: '{"error":"Rate limit exceeded: 100 per project per hour"}',
      headers: { 'retry-after': '3600' },
    });
    const where = { repository: 'acme/docs', number: 101 };
    const first = await runAction(w.docsInputs(), {
      killAfterMs: 60_000,
      env: reviewEventEnv(w.github.url, w.runId + 1, review, where),
    });
    // The step knows the service did not take it, and says to run the workflow again.
    expect(first.outputs.outcome).toBe('error');
    const error = first.annotations.find((a) => a.command === 'error')?.message ?? '';
    expect(error).toContain('The service did not act on the request.');
    expect(error).toContain('run the workflow again once the limit allows');

    // An hour later: "Re-run jobs" on that run, as the error says.
    const rerun = await runAction(w.docsInputs(), {
      killAfterMs: 60_000,
      env: reviewEventEnv(w.github.url, w.runId + 1, review, where, { GITHUB_RUN_ATTEMPT: '2' }),
    });
    const reviewMessages = w.messages().filter((m) => m.includes('Add an example.'));
    // The first POST (refused with 429) and the re-run's: the agent gets the review once.
    expect({ outcome: rerun.outputs.outcome, sent: reviewMessages.length }).toEqual({
      outcome: 'completed',
      sent: 2,
    });
  });
});
