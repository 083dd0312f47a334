/**
 * Was broken: the run of a product pull request's `closed` event rewrites the action's comment
 * (its closing line atop: "This pull request was closed without merging ...; this comment is no
 * longer refreshed"), yet ends with `comment-url` empty, and its job summary has no link to the
 * comment either. Every other run that ends with nothing to send (a label, a push with nothing new,
 * a comment that is no command, the skip-label) hands on the comment's address; only the close,
 * the one run that does write it, hands on nothing. src/step/act-on-decision.ts `act` ends a
 * closing run with NO_SURFACES while src/step/on-close.ts `sayOnComment` writes the comment
 * itself, so its address never reaches the outputs.
 *
 * How a user meets it: examples/docs-for-product-pull-requests.yml as written (`closed` is in
 * its `types`): its "Where to look" step (`if: always()`) prints
 * `comment: ${COMMENT_URL:-none}` from `steps.docs.outputs.comment-url`, so the close's run logs
 * "comment: none" right after it rewrote that comment; any later step that posts the comment's
 * link (a chat message, release notes) gets an empty value on exactly that run.
 *
 * What should happen instead (README, Outputs: "Every output is set on every path ...; an output
 * is empty when its value is unknown" and "`comment-url`: The pull request comment this step
 * keeps; empty when none was written"): the close's run, which wrote the comment, hands on its
 * address, as every other run of the pull request does.
 *
 * Now, as promised: README Outputs, "`comment-url`: The pull request comment this step keeps":
 * the close's run hands on the comment its closing line was written on (`endOfPullRequest` returns
 * its address, and the closing run's ending, which writes no check run, publishes it), in the
 * outputs and in the job summary's "Comment" row.
 */
import { describe, expect, it } from '@jest/globals';
import { useWorld } from './helpers/attack-world.ts';

const w = useWorld(96_500);

describe('the close of a product pull request', () => {
  it.each([
    ['closed without merging', () => w.closedUnmerged(), /This pull request was closed without merging/],
    ['merged', () => w.merged(), /This pull request was merged/],
  ])('%s: the run that writes the closing line hands on comment-url', async (_, close, line) => {
    await w.start();
    const opened = await w.opened();
    const url = opened.outputs['comment-url'] ?? '';
    expect(url).toMatch(/^https:\/\/github\.com\/acme\/product\/pull\/5#issuecomment-\d+$/);

    // A run with nothing to send still hands on the comment it keeps.
    const labelled = await w.prEvent('labeled');
    expect(labelled.outputs).toMatchObject({ outcome: 'nothing-new', 'comment-url': url });

    const closed = await close();
    expect(closed.exitCode).toBe(0);
    // This run wrote the comment: its closing line is atop it now.
    const own = w.github.comments.filter((c) => c.user.login === 'github-actions[bot]' && c.issue === 'acme/product#5');
    expect(own).toHaveLength(1);
    expect(own[0]?.body.split('\n')[0]).toMatch(line);
    // Was: '' (the close's run hands on no comment-url, and its summary links no comment).
    expect(closed.outputs['comment-url']).toBe(url);
  });
});
