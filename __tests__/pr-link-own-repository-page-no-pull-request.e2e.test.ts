/**
 * Was broken: a prLink on the job's own repository that is no pull request (an issue's page, the
 * repository's front page, its list of pull requests, a comparison, a GitLab issue)
 * was handed on as the job's pull request: `require-pr: true` passed, and the notice said
 * "completed with a pull request ... opened pull request https://github.com/acme/docs/issues/5"
 * (a helper, as an attacker controlling the service's answer).
 *
 * Now it is a link the step cannot use (docs/endings.md): a warning says why, `pr-link` is empty,
 * and `require-pr: true` fails the step; a pull request's own link is handed on as before.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

const PAGES: Array<[string, string]> = [
  ['https://github.com/acme/docs', 'https://github.com/acme/docs/issues/5'],
  ['https://github.com/acme/docs', 'https://github.com/acme/docs'],
  ['https://github.com/acme/docs', 'https://github.com/acme/docs/pulls'],
  ['https://github.com/acme/docs', 'https://github.com/acme/docs/compare/main...agent/x'],
  ['https://gitlab.example/group/docs', 'https://gitlab.example/group/docs/-/issues/5'],
];

const act = (repository: string, prLink: string) => {
  sim.service().setJob('job-page', [{ job: { status: 'completed', prLink, source: { repository, ref: 'agent/x' } } }]);
  return sim.act({ 'job-id': 'job-page', 'require-pr': 'true' });
};

describe("a prLink to a page of the job's repository that is no pull request", () => {
  it.each(PAGES)('%s: %s is not handed on, and require-pr fails', async (repository, link) => {
    const run = await act(repository, link);
    expect(run.outputs['pr-link']).toBe('');
    expect(run.exitCode).not.toBe(0);
    expect(run.stdout).toContain('that is no pull request or merge request, so it is not handed on');
    expect(run.stdout).not.toContain('opened pull request');
  });

  it.each([
    ['https://github.com/acme/docs', 'https://github.com/acme/docs/pull/12', 'https://github.com/acme/docs/pull/12'],
    // An enterprise managed user's login holds an underscore.
    [
      'https://github.com/octocat_acme/docs',
      'https://github.com/octocat_acme/docs/pull/12',
      'https://github.com/octocat_acme/docs/pull/12',
    ],
    // GitLab's older path, which it redirects: handed on as its canonical one.
    [
      'https://gitlab.example/group/docs',
      'https://gitlab.example/group/docs/merge_requests/12',
      'https://gitlab.example/group/docs/-/merge_requests/12',
    ],
  ])("%s: a pull request's own link %s is handed on", async (repository, link, handedOn) => {
    const run = await act(repository, link);
    expect(run.exitCode).toBe(0);
    expect(run.outputs['pr-link']).toBe(handedOn);
  });
});
