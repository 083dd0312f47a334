/**
 * Was broken: when a pull request is closed while its `wait: sweep` job still works, the close run
 * puts "This pull request was closed without merging; this comment is no longer refreshed." atop
 * the job's comment, and the sweep that later finishes the job (the label keeps a closed pull
 * request in the sweep's index) rewrites the whole comment as a fresh report: the closing line is
 * gone, and the comment reads as a live pull request's.
 *
 * How a user meets it: the recipe (`wait: sweep`, `closed` in the event types); close the pull
 * request a minute after opening it, before the agent is done; the hourly sweep finishes the job.
 *
 * What should happen (docs/pull-request.md, "The end of the product pull request": the close
 * "replaces this line with one at the top saying the pull request was merged or closed and the
 * comment is no longer refreshed ... the rest of the report and its records stay"): the sweep's
 * finish keeps the closing line at the top of the comment, as the close left it.
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY } from '../sim/pull-request.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(430_000);

describe("a sweep finishing a closed pull request's job", () => {
  it('keeps the closing line the close run wrote atop the comment', async () => {
    await w.prRun('opened', HEADS[0]);
    const pull = w.pulls[`${PR_REPOSITORY}#5`]!;
    pull.state = 'closed';
    pull.merged = false;
    const closed = await w.prRun('closed', HEADS[0]);
    expect(closed.outputs.outcome).toBe('nothing-new');
    expect(w.commentOf()?.body).toContain('closed without merging');
    expect(w.labelled()).toBe(true);

    w.clock.service = 70_000;
    const swept = await w.sweep();
    expect(swept.outputs.results).toContain('"swept":"finished"');

    // Fails today: the sweep's report replaced the whole comment, closing line included.
    expect(w.commentOf()?.body).toContain('closed without merging');
  });
});
