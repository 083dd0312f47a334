/**
 * Was broken (a helper trying GitHub on a bad day): with docs in the same repository, the product
 * pull request's (#5) let-go job ended and no sweep came; then one run of the agent's docs pull
 * request (#6). A push of the agent finished #5's turn, but a review, a comment that is no
 * command, or a `/docs` comment left #5's check run in progress, its label on and its turn
 * pending (with a second turn pending, the review and the command were even sent first).
 * docs/sweep.md: the events of a pull request (reviews and comments too) finish its own pending
 * job first, and on the agent's docs pull request the job that opened it. A review's and a
 * comment's event name who opened the pull request: that is how the run knows #6 is the agent's.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { DOCS, DOCS_HEADS, H, PRODUCT, useConvergenceWorld } from './helpers/convergence-world.ts';

const w = useConvergenceWorld();
afterAll(() => w.github?.close());

const RUNS = {
  'a review': () => w.reviewEvent('Shorten the intro please.'),
  'a comment that is no command': () => w.commentEvent(6, 'Thanks, looks fine.', 'lead').env,
  'a /docs command': () => w.commentEvent(6, '/docs Also fix the title.', 'lead').env,
};

async function productTurnEndedThen(run: keyof typeof RUNS, secondTurn: boolean) {
  await w.fresh();
  await w.run(w.stepInputs(), w.prEvent(5, 'opened'), undefined);
  const job = w.latestJob()!;
  w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, ref: `agent/${job}` };
  if (secondTurn) {
    // The first turn finished by the agent's push (#6 now has the job's comment), then a push on #5 tells it news.
    w.clock.service = 70_000;
    await w.jobStatus(job);
    w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, sha: DOCS_HEADS[1]! };
    await w.run(w.stepInputs(), w.prEvent(6, 'synchronize'), undefined);
    w.pulls[PRODUCT]!.head = { sha: H[1]! };
    await w.run(w.stepInputs(), w.prEvent(5, 'synchronize'), undefined);
  }
  w.clock.service += 200_000;
  await w.jobStatus(job);
  const dispatched = w.github.dispatches.length;
  await w.run(w.stepInputs(), RUNS[run](), undefined);
  const head = w.pulls[PRODUCT]!.head.sha;
  return {
    productHead: w
      .checkRuns()
      .filter((r) => r.head_sha === head)
      .map((r) => `${r.status}/${r.conclusion}`),
    labelled: w.labelled(PRODUCT),
    pending: w.pendingOf(PRODUCT).length,
    dispatches: w.github.dispatches.length - dispatched,
  };
}

describe("one run of the agent's docs pull request, once the product's let-go job ended", () => {
  it.each([
    ['a review', false],
    ['a comment that is no command', false],
    ['a /docs command', false],
    ['a review', true],
    ['a /docs command', true],
  ] as const)("%s (a second turn: %s) finishes the product's turn", async (run, secondTurn) => {
    expect(await productTurnEndedThen(run, secondTurn)).toEqual({
      productHead: ['completed/success'],
      labelled: false,
      pending: 0,
      dispatches: 1,
    });
  });
});
