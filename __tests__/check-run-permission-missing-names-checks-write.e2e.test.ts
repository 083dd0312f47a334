/**
 * Was broken:
 *   A newcomer copies the README's workflow but leaves `checks: write` out of its `permissions:`
 *   block (GitHub then gives GITHUB_TOKEN no checks permission at all, and the simulated GitHub,
 *   as GitHub does for a permission the token lacks entirely, answers the check-run look-up 404).
 *   The step's one warning about it reads "Could not read the check run: GitHub answered 404 (not
 *   found, or the report-token cannot see it: Not Found). ... The check run keeps what its last
 *   write said ..., and a required check waits on it: give the token what GitHub names, then re-run
 *   this run": GitHub named nothing, no permission is named, and no check run exists at all.
 *   The sibling surface says it right: the same 404 on the comment names `pull-requests: write`.
 * How a user meets it:
 *   README "On the pull request" workflow with `check-name: Docs agent` and a `permissions:` block
 *   of `pull-requests: write`, `contents: read`, `actions: read` (the `checks: write` line dropped).
 *   The required "Docs agent" check never appears; the only hint is the warning above.
 * What should happen instead:
 *   The warning names the permission the check run needs (`checks: write`, as the 403 path and the
 *   comment's 404 path already do), so the user knows what to add to `permissions:`.
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY, REPORT_TOKEN } from '../sim/pull-request.ts';
import { useWorld } from './helpers/attack-world.ts';

const w = useWorld(62_000);

describe('a token with no checks permission', () => {
  it('the check run warning names checks: write, as the comment warning names pull-requests: write', async () => {
    await w.start([], {
      tokens: {
        // The README's permissions block with `checks: write` left out.
        [REPORT_TOKEN]: {
          repository: PR_REPOSITORY,
          readable: ['acme/docs', PR_REPOSITORY],
          pullRequests: 'write',
          actions: 'read',
        },
      },
    });
    const run = await w.opened();
    expect(run.outputs.outcome).toBe('completed');
    expect(w.checkRunsOn('1'.repeat(40))).toEqual([]);
    const aboutCheck = run.annotations
      .filter((a) => a.command === 'warning' && a.message.includes('check run'))
      .map((a) => a.message);
    expect(aboutCheck).toHaveLength(1);
    expect(aboutCheck[0]).toContain('checks: write');
  });
});
