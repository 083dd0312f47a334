/**
 * Was broken: a sweep that finishes the job of a pull request closed and then RE-OPENED keeps the
 * closing line atop the comment: the open pull request's fresh report says "This pull request was
 * closed without merging ... this comment is no longer refreshed".
 *
 * How a user meets it: the recipe with `wait: sweep` and `closed`/`reopened` in the event types.
 * The pull request is opened (the job let go), closed by mistake (the close run puts the closing
 * line atop the comment), re-opened a minute later. The sweep then finishes the job and rewrites
 * the comment; since 3f592f7 every rewrite keeps a closing line it reads (surfaces.ts
 * `closeNotice`, closed-comment.ts `keepingCloseNotice`), without asking whether the pull request
 * is still closed. The report of an open pull request now tells readers it was closed and will not
 * be refreshed, and its freshness line is dropped: a message that says what no longer holds.
 *
 * What should happen instead: the closing line is kept only while the pull request is closed; the
 * sweep's finish of a re-opened pull request writes its report without it.
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY } from '../sim/pull-request.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(436_000);

describe("a sweep finishing a re-opened pull request's job", () => {
  it('drops the closing line the close run wrote', async () => {
    await w.prRun('opened', HEADS[0]);
    const pull = w.pulls[`${PR_REPOSITORY}#5`]!;
    pull.state = 'closed';
    pull.merged = false;
    const closed = await w.prRun('closed', HEADS[0]);
    expect(closed.outputs.outcome).toBe('nothing-new');
    expect(w.commentOf()?.body).toContain('closed without merging');

    // Re-opened: the pull request is open again, its job still at work.
    pull.state = 'open';
    const reopened = await w.prRun('reopened', HEADS[0]);
    expect(reopened.outputs.outcome).toBeTruthy();
    expect(w.labelled()).toBe(true);

    w.clock.service = 70_000;
    const swept = await w.sweep();
    expect(swept.outputs.results).toContain('"swept":"finished"');
    expect(w.commentOf()?.body).toMatch(/Completed/);
    expect(w.commentOf()?.body).not.toContain('This pull request was closed');
  });
});
