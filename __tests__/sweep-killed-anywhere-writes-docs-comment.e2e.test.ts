/**
 * Was broken: a sweep killed (SIGKILL, the runner lost) after it settled a finished turn and before
 * it wrote the docs pull request's comment left that comment unwritten for good: no later run wrote
 * it, and a review on the docs pull request never reached the job ("no agent job").
 * Now, as promised (docs/pull-request.md: "Whatever a run was cancelled, timed out or died before
 * doing, the next run of any kind does"; "A `/docs` comment or a review on it reaches the job
 * through the job's comment there"): a let-go turn another run finishes writes the docs pull
 * request's comment before the check run and comment that settle it, so a sweep killed at any of
 * its requests leaves either the comment written or the turn pending for the next sweep.
 *
 * The recipe of docs in the same repository (`wait: sweep`, `docs-pr-comment: true`): #5 lets its
 * job go, the agent's #6 is open, the job ends; the sweep that finishes it is killed at its Nth
 * GitHub request; two sweeps follow, then a review on #6 and the agent's push there.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import type { Stop } from './helpers/kill-world.ts';
import { DOCS, DOCS_HEADS, PRODUCT, useConvergenceWorld } from './helpers/convergence-world.ts';

jest.setTimeout(900_000);
const w = useConvergenceWorld();
afterAll(() => w.github?.close());

async function sweepStopped(stop: Stop) {
  await w.fresh();
  await w.run(w.stepInputs(), w.prEvent(5, 'opened'), undefined);
  const job = w.latestJob()!;
  w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, ref: `agent/${job}` };
  w.clock.service = 70_000; // the job completed
  await w.run(w.sweepInputs(), w.sweepEvent('schedule'), stop);
  const requests = w.lastStop.requests;
  for (const t of [200_000, 400_000]) {
    w.clock.service = t;
    await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
  }
  await w.run(w.stepInputs(), w.reviewEvent('Shorten the intro, please.'), undefined);
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
  return { requests, outcome: { docsComment, reviewSent, pending: w.pendingOf(PRODUCT).length } };
}

describe('a sweep that finishes a job with docs-pr-comment', () => {
  const done = { docsComment: true, reviewSent: 1, pending: 0 };

  it('killed at none of its requests, writes the comment a review on the docs pull request goes through', async () => {
    expect((await sweepStopped(undefined)).outcome).toEqual(done);
  });

  it('killed at any of its GitHub requests, the next sweeps write it: the review reaches the job, once', async () => {
    const { requests } = await sweepStopped(undefined);
    expect(requests).toBeGreaterThan(10);
    for (let n = 0; n < requests; n += 2) {
      const { outcome } = await sweepStopped({ n, mode: 'KILL' });
      expect({ at: n, outcome }).toEqual({ at: n, outcome: done });
    }
  });
});
