/**
 * Was broken: src/step/on-close.ts `endOfPullRequest` returns `{ again: false }` whenever the docs pull
 * request's comments could not be listed (`told.unread`) and the product pull request's comment
 * carries ANY closing notice (`noticed() !== 'absent'`). It takes that notice for "an earlier run
 * told the close", but the notice may itself say the docs pull request "was not told" (written by
 * the close's own run, which GitHub failed the same way). So the sweep (src/sweep/finish.ts
 * `finishClaimed` -> `tellClose`) gets no `again`, settles the turns and takes the label off: no
 * sweep comes back, and the docs pull request is never told, nor closed with `on-close: close-docs`.
 *
 * How a user meets it: docs in the same repository, `wait: sweep`, `on-close: close-docs`. The
 * product pull request is closed without merging while the job still works; GitHub answers the
 * list of the docs pull request's comments 502 for a while (a bad half hour): the close's own run
 * warns "... or the next sweep tells it" and writes "was not told" atop the comment. The job ends;
 * the schedule's sweep meets the same 502 and settles everything. GitHub is well again at the next
 * schedule, which finds nothing labelled.
 *
 * Was: after the sweeps, the docs pull request #6 is still `open`, it carries no closing
 * line, the product comment still says "was not told", and the pending label is off.
 *
 * Now, as promised: docs/pull-request.md: "When GitHub failed in a way that may pass (a
 * 5xx, a limit, an answer that is not a list), a sweep telling the close keeps its turns pending,
 * so the next sweep does what it could not"; the warnings themselves say "Re-run this run, or the
 * next sweep tells it". A notice that says the docs pull request was NOT told is no evidence that
 * an earlier run told it.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { DOCS, PRODUCT, useConvergenceWorld } from './helpers/convergence-world.ts';

jest.setTimeout(300_000);
const w = useConvergenceWorld();
afterAll(() => w.github?.close());
const closeDocs = { 'on-close': 'close-docs' };
const PROXY_PAGE = '<html><head><title>502 Bad Gateway</title></head><body>bad gateway</body></html>';

const commentsDown = () =>
  w.github.faults.push({
    method: 'GET',
    path: new RegExp(`^/repos/${DOCS.replace('#', '/issues/')}/comments$`),
    status: 502,
    headers: { 'content-type': 'text/html' },
    body: PROXY_PAGE,
    times: 1000,
  });

const lines = () =>
  w.github.comments.filter((c) => c.issue === DOCS && /was closed without merging/.test(c.body)).map((c) => c.body);

describe("the docs pull request's comments unlistable through the close's run and one sweep", () => {
  it('a later sweep still tells (and closes) the docs pull request', async () => {
    await w.fresh();
    const opened = await w.run(w.stepInputs(closeDocs), w.prEvent(5, 'opened'), undefined);
    expect(opened.run.outputs.outcome).toBe('started');
    w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, ref: `agent/${w.latestJob()}` };

    // Closed without merging while the job still works; GitHub fails the docs comments list.
    w.clock.service = 10_000;
    Object.assign(w.pulls[PRODUCT]!, { state: 'closed', merged: false });
    commentsDown();
    const closed = await w.run(w.stepInputs(closeDocs), w.prEvent(5, 'closed'), undefined);
    const closeWarned = closed.run.annotations.map((a) => a.message).join('\n');
    expect(closeWarned).toMatch(/Re-run this run to tell it/);
    expect(w.commentOf(PRODUCT)?.body.split('\n')[0] ?? '').toMatch(/was not told/);
    expect(w.labelled(PRODUCT)).toBe(true);

    // The job ends; the schedule's sweep meets the same 502s.
    w.clock.service = 400_000;
    const sweep1 = await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
    const sweepWarned = sweep1.run.annotations.map((a) => a.message).join('\n');
    expect(sweepWarned).toMatch(/Re-run this run to tell it/);
    w.github.faults.length = 0;

    // GitHub is well again: the next schedules.
    w.clock.service = 800_000;
    await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
    w.clock.service = 1_200_000;
    await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);

    expect({
      docs: w.pulls[DOCS]!.state,
      lines: lines().length,
      atop: w.commentOf(PRODUCT)?.body.split('\n')[0] ?? '',
    }).toEqual({ docs: 'closed', lines: 1, atop: expect.stringMatching(/was closed with it/) });
  });
});
