/**
 * Was broken: a review's run cancelled (SIGINT) while it reads the reviewer's permission writes
 * the review's answer line "was not sent to the agent: the permission of lead could not be read
 * (the time for GitHub ran out), and a review is never sent on doubt", so no later run sends the
 * review; the line blames a GitHub time-out that never happened and says nothing of what to do.
 *
 * Now, as promised: docs/endings.md "pull request run cancelled ... before it decided what it owed
 * (records, the job, the compare, the files, a command's permission): ... it decided nothing and
 * sent nothing; the next run does what it owed"; docs/pull-request.md "any other run of the docs
 * pull request (the agent's push ...) sends the oldest unanswered review too ... or when its
 * author's permission cannot be read (never answered on doubt)".
 */
/**
 * The recipe of docs in the same repository (`wait: sweep`, `docs-pr-comment: true`): #5's job
 * ended and was finished by the schedule's sweep (the docs pull request #6 carries the job's
 * comment). A reviewer requests changes on #6; the runner cancels that review's run (SIGINT, then
 * SIGTERM and SIGKILL) at its Nth GitHub request: at the reviewer's permission read (its 9th, after the look for the product pull request's
 * ended turn) and
 * at every other one. The agent then pushes to #6 (a run that sends a review no run answered) and
 * sweeps run. The review reaches the job once, and no line on #6 says it was not sent for a GitHub
 * time-out.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import type { Stop } from './helpers/kill-world.ts';
import { DOCS, DOCS_HEADS, useConvergenceWorld } from './helpers/convergence-world.ts';

jest.setTimeout(900_000);
const w = useConvergenceWorld();
afterAll(() => w.github?.close());

async function reviewStopped(stop: Stop) {
  await w.fresh();
  await w.run(w.stepInputs(), w.prEvent(5, 'opened'), undefined);
  const job = w.latestJob()!;
  w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, ref: `agent/${job}` };
  w.clock.service += 70_000; // the job completed
  await w.jobStatus(job);
  await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
  expect(w.github.comments.some((c) => c.issue === DOCS && c.body.includes(job))).toBe(true);

  const review = await w.run(w.stepInputs(), w.reviewEvent('Shorten the intro, please.'), stop);
  const at = { requests: w.lastStop.requests, route: w.lastStop.route, outcome: review.run.outputs.outcome };

  // The agent pushes to the docs pull request; the schedule's sweeps.
  w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, sha: DOCS_HEADS[1]! };
  await w.run(w.stepInputs(), w.prEvent(6, 'synchronize'), undefined);
  for (let i = 0; i < 2; i++) {
    w.clock.service += 70_000;
    await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
  }
  const reviewSent = w.messages().filter((m) => m.includes('Shorten the intro, please.')).length;
  const blamesGitHub = w.github.comments.some(
    (c) => c.issue === DOCS && /was not sent to the agent/.test(c.body) && /time for GitHub ran out/.test(c.body),
  );
  return { at, outcome: { reviewSent, blamesGitHub } };
}

describe("a review's run cancelled", () => {
  const once = { reviewSent: 1, blamesGitHub: false };

  it("while it reads the reviewer's permission answers nothing; the next run sends the review, once", async () => {
    const { at, outcome } = await reviewStopped({ n: 8, mode: 'INT' });
    expect(at.route).toBe('GET /repos/acme/product/collaborators/lead/permission');
    expect(at.outcome).toBe('cancelled');
    expect(outcome).toEqual(once);
  });

  // Past the permission read it has decided: cancelled before it sends, the review is answered not
  // sent (docs/pull-request.md, as a command is: "write it again").
  it('at any of its GitHub requests before it decided, the review reaches the job once', async () => {
    for (let n = 0; n <= 8; n++) {
      const { outcome } = await reviewStopped({ n, mode: 'INT' });
      expect({ n, outcome }).toEqual({ n, outcome: once });
    }
  });
});
