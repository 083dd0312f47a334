/**
 * Was broken (a new user from docs/gitlab.md): `merge-request --follow-up-permission developer`
 * was refused in GitHub's words ("triage, write, maintain or admin ... on this repository"),
 * `--skip-label agent-job-pending` was refused as "the label ... on a pull request ('wait:
 * sweep')", `--let-go maybe` beside --prompt said only "Give the prompt once", and the command's
 * help did not list --follow-up-permission. A GitLab user's words are GitLab's: roles, merge
 * requests, --let-go.
 */
import { describe, expect, it } from '@jest/globals';
import { runCli } from './helpers/cli.ts';

const GITLAB_ENV = {
  GITLAB_CI: 'true',
  CI_PIPELINE_ID: '7',
  CI_SERVER_URL: 'http://127.0.0.1:9',
  CI_API_V4_URL: 'http://127.0.0.1:9/api/v4',
  CI_PROJECT_ID: '5',
  CI_PROJECT_PATH: 'g/p',
  CI_MERGE_REQUEST_PROJECT_ID: '5',
  CI_MERGE_REQUEST_SOURCE_PROJECT_ID: '5',
  CI_MERGE_REQUEST_IID: '3',
  CI_MERGE_REQUEST_EVENT_TYPE: 'detached',
  CI_COMMIT_SHA: '0123456789abcdef0123456789abcdef01234567',
  CI_JOB_NAME: 'docs-agent',
  CI_JOB_URL: 'http://127.0.0.1:9/g/p/-/jobs/1',
  CI_PIPELINE_SOURCE: 'merge_request_event',
  GITLAB_TOKEN: 'glpat-abcdefabcdef1234',
};
const mergeRequest = (...flags: string[]) =>
  runCli(
    ['merge-request', '--agent-login', 'bot', '--prompt', 'hi', '--base-url', 'http://127.0.0.1:9', ...flags],
    GITLAB_ENV,
  );

describe('merge-request in GitLab words', () => {
  it.each(['developer', 'Reporter', 'MAINTAINER', 'owner', 'write'])(
    'takes --follow-up-permission %s',
    async (role) => {
      // A wrong --on-push beside it ends the command before any request: every input's problem is said at once.
      const ran = await mergeRequest('--follow-up-permission', role, '--on-push', 'never');
      expect(ran.code).toBe(3);
      expect(ran.err).toContain('--on-push');
      expect(ran.err).not.toContain('follow-up-permission');
    },
  );

  it('refuses a role GitLab has not, naming its roles', async () => {
    const ran = await mergeRequest('--follow-up-permission', 'dev');
    expect(ran.code).toBe(3);
    expect(ran.err).toContain('--follow-up-permission is dev; use reporter, developer, maintainer or owner');
    expect(ran.err).not.toContain('repository');
  });

  it('refuses the pending label as a skip-label on a merge request, with --let-go', async () => {
    const ran = await mergeRequest('--skip-label', 'agent-job-pending');
    expect(ran.code).toBe(3);
    expect(ran.err).toContain('on a merge request while its job works (--let-go)');
    expect(ran.err).not.toMatch(/pull request|wait: sweep/);
  });

  it('names the word a yes/no flag left beside --prompt', async () => {
    const ran = await mergeRequest('--let-go', 'maybe');
    expect(ran.code).toBe(3);
    expect(ran.err).toContain('the word maybe was read as a second prompt');
  });

  it('lists --follow-up-permission and its roles in its help', async () => {
    const help = await runCli(['merge-request', '--help']);
    expect(help.out).toContain('--follow-up-permission reporter|developer|maintainer|owner');
  });
});
