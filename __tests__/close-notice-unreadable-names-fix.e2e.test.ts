/**
 * Was broken:
 *   When the product pull request is closed and `github-token` cannot see the docs repository (the
 *   default `${{ github.token }}`), the step warns "acme/docs#101 could not be told that this pull
 *   request was closed: its comments could not be read (GitHub answered 404 (not found, or the
 *   github-token cannot see it: Not Found))." and stops there: no next step. The warning printed
 *   just before it in the same run, for `on-close: close-docs`, ends "Re-run this run to close it,
 *   or close it by hand."; this one names neither the token fix nor the by-hand way.
 * How a user meets it:
 *   README's product workflow (`on-close` default `comment`, or `close-docs`) with the docs App not
 *   set up yet, so `github-token` is the product repository's GITHUB_TOKEN; the product pull request
 *   is closed; the docs pull request is never told, and the warning leaves the user stuck.
 * What should happen instead:
 *   The warning says what to do: give `github-token` access to the docs repository (an app token),
 *   or tell the docs pull request by hand.
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY, REPORT_TOKEN } from '../sim/pull-request.ts';
import { useWorld } from './helpers/attack-world.ts';

const w = useWorld(69_000);

describe('closing the product pull request with a github-token that cannot see the docs repository', () => {
  it('the warning about the docs pull request not being told says what to do', async () => {
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
    expect((await w.opened()).outputs.outcome).toBe('completed');
    const run = await w.closedUnmerged();
    const about = run.annotations
      .filter(
        (a) => a.command === 'warning' && a.message.includes('could not be told that this pull request was closed'),
      )
      .map((a) => a.message);
    expect(about).toHaveLength(1);
    expect(about[0]).toMatch(/(give|pass)[^.]*github-token|app token|by hand|re-run/i);
  });
});
