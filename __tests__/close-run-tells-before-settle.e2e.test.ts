/**
 * Was broken: the close's own run (`pull_request` `closed`, merged or not) on a pull request whose
 * let-go job has ended first finishes that job's pending turn (src/sweep/entry.ts
 * `finishPullRequest`: "This pull request's pending job ... had ended: finished here (completed),
 * before this run's own work"), which settles the pending record and takes the
 * `agent-job-pending` label off, and only then tells the close (src/step/on-close.ts
 * `endOfPullRequest`, from act-on-decision). A run stopped between the two (a cancel: SIGINT, from
 * its 12th GitHub request, the finish's check run write, up to its 22nd, as it reads the docs pull
 * request to tell it; or SIGKILL after the label is off) leaves a closed pull request with nothing
 * pending and no label: no sweep ever visits it again, a closed pull request has no next run, and
 * the close is never told. It is the class sweep-close-told-before-settle.e2e.test.ts fixed in
 * the sweep (what is owed to the close must survive the run that settles the turn), met in the
 * close run's own finish-first path. Found by found-convergence.property.e2e.test.ts (a merge
 * cancelled at N = 20).
 *
 * How a user meets it: the recipe (`wait: sweep`, docs in the same repository); the job has
 * completed but no sweep has run yet (hourly); the author merges; the merge's run is cancelled
 * ("Cancel workflow", a runner shutting down) or its runner is lost a moment later. The schedule
 * then runs, twice.
 *
 * Was: after the sweeps, no line on the docs pull request (acme/product#6): `notices: 0`;
 * the label is off, nothing pending, and the comment never says the pull request was merged.
 *
 * What should happen instead: README: "closing the product pull request says so on the docs one
 * ... and atop its own comment"; docs/sweep.md: "A pull request it reads closed, its job ended,
 * has its close told before its turns are settled, as the close's run would have (that run may
 * have been lost, cancelled or killed): the job's docs pull request hears of it once however many
 * runs tell it"; docs/architecture.md: "a run cancelled, skipped or killed leaves its work to the
 * next run of any kind". The close is told once: e.g. the close run tells it before it settles
 * the turn, or keeps the turn pending (and the label) until it has, so a sweep tells it.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { DOCS, PRODUCT, useConvergenceWorld, type Stop } from './helpers/convergence-world.ts';

jest.setTimeout(600_000);
const w = useConvergenceWorld();
afterAll(() => w.github?.close());

async function mergeRunStopped(stop: Stop) {
  await w.fresh();
  const opened = await w.run(w.stepInputs(), w.prEvent(5, 'opened'), undefined);
  expect(opened.run.outputs.outcome).toBe('started');
  const job = w.latestJob()!;
  w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, ref: `agent/${job}` };
  w.clock.service = 70_000; // the job completed; no sweep has run yet
  Object.assign(w.pulls[PRODUCT]!, { state: 'closed', merged: true });
  const merged = await w.run(w.stepInputs(), w.prEvent(5, 'closed'), stop);
  expect(merged.stopped).toBe(true);
  for (const t of [400_000, 800_000]) {
    w.clock.service = t;
    await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
  }
  const notices = w.github.comments.filter(
    (c) => c.issue === DOCS && /no longer kept in step|was closed without merging/.test(c.body),
  ).length;
  const atop = /merged/i.test(w.commentOf(PRODUCT)?.body.split('\n')[0] ?? '');
  return { notices, atop, labelled: w.labelled(PRODUCT), inProgress: w.inProgress().length };
}

const told = { notices: 1, atop: true, labelled: false, inProgress: 0 };

describe("a merge's run stopped after it finished the ended job, before it told the docs pull request", () => {
  it.each([12, 18, 22])(
    'cancelled (SIGINT) at its GitHub request %i: a sweep still tells the merge, once',
    async (n) => {
      expect(await mergeRunStopped({ n, mode: 'INT' })).toEqual(told);
    },
  );

  it('killed (SIGKILL) at its GitHub request 20: a sweep still tells the merge, once', async () => {
    expect(await mergeRunStopped({ n: 20, mode: 'KILL' })).toEqual(told);
  });
});
