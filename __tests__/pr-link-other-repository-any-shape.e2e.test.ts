/**
 * Was broken: the check that a job's `prLink` lies in the job's own repository (src/service/job-view.ts
 * `ownPullRequest`) runs only for links of the two known shapes (`/owner/name/pull/N` with N not
 * starting with 0, GitLab's merge request). Any other link, even on github.com and naming another
 * repository, is "a link of no known shape" and is handed on as `pr-link`/`pr-links`, and the
 * annotation and summary say the job "opened pull request <link>":
 *   - `https://github.com/other-org/private/pull/07` (a leading zero): GitHub and `gh` read it as
 *     other-org/private#7, another repository's pull request;
 *   - `https://github.com/evil/repo/issues/1`: not a pull request, not the job's repository.
 * The same pull request written `.../pull/7` is refused with a warning ("a pull request outside the
 * job's repository ... not handed on").
 *
 * How a user meets it: README's own recipe runs `gh pr review "$PR_LINK" --comment ...` with an app
 * token; a service (or a gateway, a misrouted cache) that answers such a link gets the review posted
 * on another repository's pull request, and the run page tells the user the agent opened it.
 * README promises `pr-link` is "empty when there is none, or it is not an http(s) URL in the job's
 * repository".
 *
 * What should happen instead: a link on the job's repository's host that is not one of that
 * repository's pull requests is not handed on, and the step says the link is unusable (as for
 * `.../pull/7` of another repository), never "opened pull request".
 */
import { describe, expect, it, jest } from '@jest/globals';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

describe("a prLink on the job's host, outside the job's repository, of no known shape", () => {
  for (const link of ['https://github.com/other-org/private/pull/07', 'https://github.com/evil/repo/issues/1']) {
    it(`is not handed on: ${link}`, async () => {
      sim.service().setJob('job-link', [
        {
          job: {
            status: 'completed',
            prLink: link,
            source: { repository: 'https://github.com/acme/docs', ref: 'agent/job-link' },
          },
        },
      ]);
      const run = await sim.act({ 'job-id': 'job-link' });
      expect(run.outputs.outcome).toBe('completed');
      // Was: pr-link and pr-links are the link, and the notice reads "opened pull request <link>".
      expect(run.outputs['pr-link']).toBe('');
      expect(run.outputs['pr-links']).toBe('');
      expect(run.annotations.map((a) => a.message).join('\n')).not.toContain('opened pull request');
      expect(run.summary).not.toContain(`href="${link}"`);
    });
  }
});
