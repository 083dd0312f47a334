/**
 * Was broken: a prLink naming another repository's pull request on github.com with a port
 * (`https://github.com:8443/other-org/private/pull/7.diff`) is handed on as pr-link, while the
 * same link without the port is refused.
 *
 * Now, as promised: README Outputs: `pr-link` is "empty when there is none, or it is not an
 * http(s) URL in the job's repository"; SECURITY.md: "a `prLink` outside the job's own repository
 * (`source.repository`) is not handed on" (62b82ae: hosts "compared as readers reach them").
 */
/**
 * How a user meets it: a misbehaving or compromised service answers a completed job whose prLink
 * is `https://github.com:8443/other-org/private/pull/7.diff`. `pull/7.diff` is no shape the action
 * knows, so the link is refused only when it lies on the job's repository's site; siteOf() compares
 * `github.com:8443` with `github.com` and finds them different. The GitHub CLI reads a pull request
 * link by its host name alone (url.Hostname(), the port dropped) and its path with
 * `^/([^/]+)/([^/]+)/pull/(\d+)` (`pull/7.diff` is number 7), so the README's next step
 * `gh pr review "$PR_LINK"` reviews other-org/private#7 with the workflow's token: exactly the
 * reach 62b82ae closed for `www.github.com/.../pull/07`.
 *
 * What should happen instead: as for the same link without the port, pr-link and pr-links stay
 * empty and the step says the link is unusable.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

async function handedOn(id: string, link: string): Promise<{ 'pr-link': string; 'pr-links': string }> {
  sim.service().setJob(id, [
    {
      job: {
        status: 'completed',
        prLink: link,
        source: { repository: 'https://github.com/acme/docs', ref: `agent/${id}` },
      },
    },
  ]);
  const run = await sim.act({ 'job-id': id });
  expect(run.outputs.outcome).toBe('completed');
  return { 'pr-link': run.outputs['pr-link'] ?? '', 'pr-links': run.outputs['pr-links'] ?? '' };
}

describe("a prLink on github.com with a port naming another repository's pull request", () => {
  it('is refused as the same link without the port is', async () => {
    const withoutPort = await handedOn('job-no-port', 'https://github.com/other-org/private/pull/7.diff');
    const withPort = await handedOn('job-port', 'https://github.com:8443/other-org/private/pull/7.diff');
    expect({ withoutPort, withPort }).toEqual({
      withoutPort: { 'pr-link': '', 'pr-links': '' },
      withPort: { 'pr-link': '', 'pr-links': '' },
    });
  });
});
