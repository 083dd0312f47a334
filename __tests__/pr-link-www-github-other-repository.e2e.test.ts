/**
 * Was broken: a prLink on GitHub's own `www.github.com` alias naming another repository's pull
 * request (`https://www.github.com/other-org/private/pull/07`) is handed on as `pr-link`/`pr-
 * links` and announced as the pull request the job opened, because the "outside the job's
 * repository" check only looks at links on the exact host of `source.repository` (github.com).
 *
 * Now, as promised: README, Outputs: `pr-link` is "empty when there is none, or it is not an
 * http(s) URL in the job's repository"; SECURITY.md: "a `prLink` outside the job's own repository
 * (`source.repository`) is not handed on".
 */
/**
 * How a user meets it: a misbehaving or compromised service (SECURITY.md: every byte of its answers
 * is untrusted), or a gateway or cache in front of it, answers a completed job whose prLink is
 * `https://www.github.com/other-org/private/pull/07`. The same pull request written on
 * `github.com` is refused since the fix proven by pr-link-other-repository-any-shape.e2e.test.ts,
 * and written `.../pull/7` on `www.github.com` it is refused too (a known shape outside the job's
 * repository). But `www.github.com` with a leading zero is "a link of no known shape on a host
 * other than the job's repository's", so it is handed on as sent. `www.github.com` is github.com
 * (it redirects there), and the GitHub CLI reads every `*.github.com` host as github.com
 * (ghinstance.NormalizeHostname) and `pull/07` as number 7: the README's own next step,
 * `gh pr review "$PR_LINK" --comment --body "Docs update ready"` with an app token, reviews
 * other-org/private#7, and the run's notice says the agent opened it.
 *
 * What should happen instead: as for the same link on github.com, the link is not handed on (pr-link
 * and pr-links empty) and the step says it is unusable, never "opened pull request".
 */
import { describe, expect, it, jest } from '@jest/globals';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

describe("a prLink on www.github.com naming another repository's pull request", () => {
  const link = 'https://www.github.com/other-org/private/pull/07';
  it(`is not handed on: ${link}`, async () => {
    sim.service().setJob('job-www-link', [
      {
        job: {
          status: 'completed',
          prLink: link,
          source: { repository: 'https://github.com/acme/docs', ref: 'agent/job-www-link' },
        },
      },
    ]);
    const run = await sim.act({ 'job-id': 'job-www-link' });
    expect(run.outputs.outcome).toBe('completed');
    expect({
      'pr-link': run.outputs['pr-link'],
      'pr-links': run.outputs['pr-links'],
      opened: run.annotations.map((a) => a.message).filter((m) => m.includes('opened pull request')),
      linkedInSummary: run.summary.includes(`href="${link}"`),
    }).toEqual({ 'pr-link': '', 'pr-links': '', opened: [], linkedInSummary: false });
  });
});
