/**
 * Was broken: a sweep tells a closed pull request's close (src/sweep/finish.ts `finishClaimed`, which
 * calls `tellClose` only through `untoldHead`) only on a look that finds NO queued turn
 * (`const read = queued.length === 0 && ...`). A `/docs` command queued while the job was busy is
 * queued again by every later run of the pull request that finds it unanswered, the close's own
 * run included ("The command of lead (comment …) was not sent by its own run …: this run sends
 * it. Job … is busy, so nothing is sent now"), so two queued turns name the one command. The first
 * sweep after the job ended sends the command (one queued turn left queued: the close is not told,
 * a turn is queued); the next sweep finds that second turn still queued (the close is not told
 * again), finishes it as "nothing queued … is new", settles everything and takes the label off.
 * Nothing is pending any more, so no later sweep comes back: the close is never told.
 *
 * How a user meets it: `wait: sweep` with `on-close: close-docs` (or the default `comment`). The
 * job starts; while the agent works (before it has opened its docs pull request), someone writes
 * `/docs add an example` (queued), and the author then closes the pull request without merging
 * (its run cannot tell the docs pull request yet: the job names none). The job then completes with
 * its docs pull request acme/docs#42; the schedule's sweeps run.
 *
 * Was: after four sweeps, acme/docs#42 is still `open` with no line at all (close-docs
 * should have closed it; the default should have told it), nothing is pending, the label is off,
 * and the product pull request's comment reads "✅ Completed: acme/docs#42 · open" with no
 * "This pull request was closed without merging" atop (the close run's notice was overwritten).
 *
 * Now, as promised (docs/sweep.md, 6.: "A pull request it reads closed, its job ended,
 * has its close told before its turns are settled, as the close's run would have … the job's docs
 * pull request hears of it once however many runs tell it (and is closed with `on-close:
 * close-docs`), and the comment says so atop"; docs/pull-request.md: "Whatever a run was
 * cancelled, timed out or died before doing, the next run of any kind does"): the close is told,
 * once, before the last turn is settled, whatever was queued.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { DOCS_TOKEN, HEADS, ISSUE, useKillWorld } from './helpers/kill-world.ts';

const w = useKillWorld();
afterAll(() => w.github?.close());

async function closedBehindQueuedCommand(onClose: 'close-docs' | 'comment') {
  const extra = { 'github-token': DOCS_TOKEN, 'on-close': onClose };
  await w.fresh();
  await w.prRun('opened', HEADS[0], extra);
  const job = w.records()[0]?.jobs[0];
  expect(job).toBeDefined();
  w.pulls['acme/docs#42']!.head = { sha: 'a'.repeat(40), ref: `agent/${job}` };
  // While the agent works: a /docs command is queued.
  w.clock.service = 30_000;
  const command = await w.commandRun('/docs add an example', undefined, extra);
  expect(command.run.outputs.outcome).toBe('started');
  // The author closes the pull request while the agent still works (no docs pull request named yet).
  w.clock.service = 40_000;
  w.pulls[ISSUE]!.state = 'closed';
  const closed = await w.prRun('closed', HEADS[0], extra, undefined, { state: 'closed' });
  expect(closed.exitCode).toBe(0);
  // The job completes with its docs pull request; the schedule's sweeps.
  for (const t of [200_000, 400_000, 700_000, 1_000_000]) {
    w.clock.service = t;
    await w.sweep({ 'github-token': DOCS_TOKEN });
  }
  return {
    messages: w.messages().length,
    inProgress: w.inProgress().length,
    labelled: w.labelled(),
    pending: w.pendingRecords().length,
    linesOnDocs: w.github.comments.filter((c) => c.issue === 'acme/docs#42').length,
    docs: (w.pulls['acme/docs#42'] as { state?: string }).state,
    notice: /This pull request was closed without merging/.test(w.commentOf()?.body ?? ''),
  };
}

describe('a close behind a queued /docs command (wait: sweep)', () => {
  it('on-close: close-docs: the sweeps close and tell the docs pull request, and the comment says closed', async () => {
    expect(await closedBehindQueuedCommand('close-docs')).toEqual({
      messages: 1,
      inProgress: 0,
      labelled: false,
      pending: 0,
      linesOnDocs: 1,
      docs: 'closed',
      notice: true,
    });
  });

  it('on-close: comment (the default): the sweeps tell the docs pull request once, and the comment says closed', async () => {
    expect(await closedBehindQueuedCommand('comment')).toEqual({
      messages: 1,
      inProgress: 0,
      labelled: false,
      pending: 0,
      linesOnDocs: 1,
      docs: 'open',
      notice: true,
    });
  });
});
