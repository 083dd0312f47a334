/**
 * Was broken: when GitHub fails (502 through its retries) the close's write of the closing line
 * atop the pull request's comment, the warning says only that the comment "still shows the job as
 * the last run left it", with no word of what to do, though a re-run of the close writes it.
 *
 * Now, as promised: docs/endings.md: an annotation's text "says what happened and what to do
 * next"; docs/pull-request.md "The end of the product pull request": the job's comment "then says
 * at its top that the pull request was merged, or closed ... and that the comment is no longer
 * refreshed"; every other warning of the close names the re-run.
 */
import { describe, expect, it } from '@jest/globals';
import { useWorld } from './helpers/attack-world.ts';

const w = useWorld(983_000);

describe("a close whose write of the closing line atop the pull request's comment GitHub fails", () => {
  it('warns with the next step, and that step writes the line', async () => {
    await w.start();
    expect((await w.opened()).outputs.outcome).toBe('completed');
    const comment = () => w.github.comments.find((c) => c.issue === 'acme/product#5')?.body ?? '';
    expect(comment()).not.toContain('This pull request was closed');

    // Every try of the comment's update answers 502 (the client's four attempts).
    w.github.faults.push({
      method: 'PATCH',
      path: /\/repos\/acme\/product\/issues\/comments\/\d+$/,
      status: 502,
      times: 4,
    });
    const closed = await w.closedUnmerged();
    expect(closed.outputs.outcome).toBe('nothing-new');
    const warning = closed.annotations
      .filter((a) => a.command === 'warning')
      .map((a) => a.message)
      .find((m) => m.includes('could not say that it was closed'));
    expect(warning).toBeDefined();
    // Was: "The comment on this pull request could not say that it was closed (GitHub answered HTTP 502: Server
    // Error); it still shows the job as the last run left it." No next step.
    expect(warning).toMatch(/re-run/i);

    // The step it should name works: a re-run of the close writes the line.
    const again = await w.rerun('closed', w.runId, 2, { merged: false, state: 'closed' });
    expect(again.outputs.outcome).toBe('nothing-new');
    expect(comment()).toMatch(/^[^\n]*This pull request was closed without merging/);
  });
});
