/**
 * Was broken:
 *   With `docs-pr-comment: true` and a `github-token` that cannot see the docs repository (the
 *   default `${{ github.token }}`, which README says "cannot reach" a docs repository of its own),
 *   the one warning reads "No comment on the docs pull request acme/docs#101: it could not be read
 *   (GitHub answered 404 (not found, or the github-token cannot see it: Not Found))." and stops
 *   there: it says what happened but not what to do. Its sibling for an empty `github-token` says
 *   "Pass a token that can write pull requests there.", and the same run's pr-state look-up says
 *   "pass a github-token that can read acme/docs".
 * How a user meets it:
 *   A docs lead turns on `docs-pr-comment: true` (README's product workflow has it) but has not set
 *   up the docs App yet, so `github-token` stays the default GITHUB_TOKEN of the product repository.
 *   The docs pull request gets no comment, so `/docs` there cannot find the job, and the warning
 *   does not say how to fix it.
 * What should happen instead:
 *   The warning names the fix, as its empty-token sibling does: a `github-token` that can write
 *   pull requests in the docs repository (an app token with `pull-requests: write`).
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY, REPORT_TOKEN } from '../sim/pull-request.ts';
import { useWorld } from './helpers/attack-world.ts';

const w = useWorld(68_500, { 'docs-pr-comment': 'true' });

describe('docs-pr-comment with a github-token that cannot see the docs repository', () => {
  it('the warning says what to do, not only that the comment could not be read', async () => {
    // GITHUB_TOKEN of the product repository: it sees acme/product only, not acme/docs.
    await w.start([], {
      tokens: {
        [REPORT_TOKEN]: {
          repository: PR_REPOSITORY,
          readable: [PR_REPOSITORY],
          pullRequests: 'write',
          checks: 'write',
          actions: 'read',
        },
      },
    });
    const run = await w.opened();
    expect(run.outputs.outcome).toBe('completed');
    const about = run.annotations
      .filter((a) => a.command === 'warning' && a.message.startsWith('No comment on the docs pull request'))
      .map((a) => a.message);
    expect(about).toHaveLength(1);
    // What to do: a token that can write pull requests in the docs repository.
    expect(about[0]).toMatch(/pull-requests: write|app token|(pass|give)[^.]*github-token/i);
  });
});
