/**
 * Was broken: 7bf7ede has the sweep tell a close whose own run was lost (src/sweep/finish.ts
 * finishClaimed -> tellClose -> step/on-close.ts endOfPullRequest), but only AFTER it has
 * finished the job's turn, i.e. settled the pending record on the comment (and concluded the check
 * run). What makes a sweep tell the close is a pending record of a closed pull request; once the
 * record is settled there is none. A sweep stopped between the two (SIGKILL: a lost runner; SIGINT:
 * a cancel, after which it still takes the label off on its way out) leaves a closed pull request
 * with nothing pending: every later sweep finds no pending record, takes the label off ("none"),
 * and the close is never told. The docs pull request stays open (`on-close: close-docs`) with no
 * line, and the comment never says the pull request was closed. It is the very class the commit
 * fixed (a close lost with its run), moved one step later: the fix's own kill-at-request-N
 * harness finds it at N = 16.
 *
 * How a user meets it: the close's run is lost (cancelled while pending, killed); the schedule's
 * sweep that finds the closed pull request is killed or cancelled just after it finished the job's
 * turn, as it reads the docs pull request to tell it (its 17th request to GitHub here).
 *
 * Was: after that sweep and two more: no line on acme/docs#42, which stays `open`; the label
 * is off; no pending record; the comment says nothing of the close.
 *
 * What should happen instead (docs/sweep.md, 6.: "A pull request it reads closed has its close
 * told once its turns are finished, as the close's run would have (that run may have been lost,
 * cancelled or killed)"; docs/pull-request.md: "Whatever a run was cancelled, timed out or died
 * before doing, the next run of any kind does"; docs/architecture.md: "a run cancelled, skipped or
 * killed leaves its work to the next run of any kind"): what is owed to the close must survive
 * the sweep that settles the turn (e.g. keep it pending, or the label, until the close is told),
 * so a later sweep tells and closes the docs pull request, once.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { DOCS_TOKEN, HEADS, ISSUE, useKillWorld, type Stop } from './helpers/kill-world.ts';

const w = useKillWorld();
afterAll(() => w.github?.close());
const onClose = { 'github-token': DOCS_TOKEN, 'on-close': 'close-docs' };

async function closeLostThenSweeps(stop: Stop) {
  await w.fresh();
  await w.prRun('opened', HEADS[0], onClose);
  const job = w.records()[0]?.jobs[0];
  expect(job).toBeDefined();
  w.pulls['acme/docs#42']!.head = { sha: 'a'.repeat(40), ref: `agent/${job}` };
  w.clock.service = 70_000; // the job has ended
  w.pulls[ISSUE]!.state = 'closed';
  const closed = await w.prRun('closed', HEADS[0], onClose, { n: 0, mode: 'KILL' }, { state: 'closed' });
  expect(closed.signal).toBe('SIGKILL');

  w.clock.service = 100_000;
  await w.sweep({ 'github-token': DOCS_TOKEN }, stop);
  expect(w.lastStop.fired).toBe(true);
  for (const t of [400_000, 800_000]) {
    w.clock.service = t;
    await w.sweep({ 'github-token': DOCS_TOKEN });
  }
  const told = w.github.comments.filter((c) => c.issue === 'acme/docs#42').length;
  const docs = (w.pulls['acme/docs#42'] as { state?: string }).state;
  const notice = /closed without merging/.test(w.commentOf()?.body ?? '');
  return { told, docs, notice, inProgress: w.inProgress().length, labelled: w.labelled() };
}

const converged = { told: 1, docs: 'closed', notice: true, inProgress: 0, labelled: false };

describe('a sweep telling a lost close, stopped after its Nth request to GitHub', () => {
  it.each([10, 13, 16, 19])(
    'killed (SIGKILL) at N = %i: a later sweep still tells and closes the docs pull request',
    async (n) => {
      expect(await closeLostThenSweeps({ n, mode: 'KILL' })).toEqual(converged);
    },
  );

  it.each([13, 16, 19])(
    'cancelled (SIGINT) at N = %i: a later sweep still tells and closes the docs pull request',
    async (n) => {
      expect(await closeLostThenSweeps({ n, mode: 'INT' })).toEqual(converged);
    },
  );
});
