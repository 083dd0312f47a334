/**
 * Chaining: the bundled action looks the pull request up on a local server that plays the
 * GitHub API (through GITHUB_API_URL), and carries on when the token cannot read it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parsePullRequestLink, repositoryName } from '../src/service/pr-link.ts';
import { runAction } from '../sim/run-action.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';
import { startFakeGitHub, type FakeGitHub } from '../sim/github-api.ts';
import { DOCS_PULL_REQUEST } from './helpers/docs-pull-request.ts';
import { startProxy } from './helpers/proxy.ts';

const TOKEN = 'ghs_fake0123456789abcdef';
let service: SimulatedService;
let github: FakeGitHub;

beforeAll(async () => {
  service = await startService({
    jobs: {
      'job-readable': [{ job: { status: 'completed', prLink: 'https://github.com/acme/docs/pull/42' } }],
      // A job of another docs repository than the simulated service's own: its source says which.
      'job-elsewhere': [
        {
          job: {
            status: 'completed',
            source: { repository: 'https://github.com/other-org/private-docs', ref: 'agent/x' },
            prLink: 'https://github.com/other-org/private-docs/pull/7',
          },
        },
      ],
    },
  });
  github = await startFakeGitHub(TOKEN, DOCS_PULL_REQUEST);
});
afterAll(async () => {
  await service.close();
  await github.close();
});

function run(jobId: string, token = TOKEN, env: Record<string, string> = {}) {
  return runAction(
    {
      'project-id': DEMO_PROJECT_ID,
      'job-id': jobId,
      'api-key': DEMO_API_KEY,
      'base-url': service.url,
      'poll-interval': '100ms',
      'github-token': token,
    },
    {
      env: {
        GITHUB_API_URL: github.url,
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_REPOSITORY: 'acme/site',
        GITHUB_RUN_ID: '1234',
        ...env,
      },
    },
  );
}

describe('the pull request look-up', () => {
  it('adds head SHA, state and draft flag from the GitHub API', async () => {
    const result = await run('job-readable');
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({
      'pr-number': '42',
      'pr-link': 'https://github.com/acme/docs/pull/42',
      'pr-repository': 'acme/docs',
      'pr-head-branch': 'agent/job-readable',
      'pr-head-sha': 'f00dfeed'.repeat(5),
      'pr-state': 'open',
      'pr-draft': 'false',
    });
    expect(github.requests).toContainEqual(
      expect.objectContaining({ url: '/repos/acme/docs/pulls/42', authorization: `token ${TOKEN}` }),
    );
    expect(result.log).toContain('Pull request acme/docs#42 is open, head f00dfeedf00d on agent/job-readable.');
    expect(result.summary).toContain('<a href="https://github.com/acme/site/actions/runs/1234">this run</a>');
    expect(result.summary).toContain('open, head <code>f00dfeedf00d</code>');
    expect(result.stdout).toContain(`::add-mask::${TOKEN}`);
    expect(result.stdout.replace(`::add-mask::${TOKEN}`, '')).not.toContain(TOKEN);
  });

  it("hands on GitHub's branch name only as git allows one, else the job's own", async () => {
    const odd = await startFakeGitHub(TOKEN, {
      'acme/docs#42': {
        ...DOCS_PULL_REQUEST['acme/docs#42'],
        head: { sha: 'f00dfeed'.repeat(5), ref: 'x\n::error::pwned' },
      },
    });
    try {
      const result = await run('job-readable', TOKEN, { GITHUB_API_URL: odd.url });
      expect(result.exitCode).toBe(0);
      expect(result.outputs['pr-head-sha']).toBe('f00dfeed'.repeat(5));
      expect(result.outputs['pr-head-branch']).toBe('agent/job-readable');
      expect(result.stdout).not.toContain('pwned');
      expect(result.stdout).not.toMatch(/^::error::pwned/m);
    } finally {
      await odd.close();
    }
  });

  it('says in one line when the token cannot read that repository, and passes', async () => {
    const result = await run('job-elsewhere');
    expect(result.exitCode).toBe(0);
    expect(result.annotations.filter((a) => a.command !== 'notice')).toEqual([]);
    expect(result.log.filter((line) => line.startsWith('Could not read'))).toEqual([
      'Could not read pull request other-org/private-docs#7: the github-token cannot see that repository, or the pull request does not exist (HTTP 404). The pr-head-sha, pr-state and pr-draft outputs stay empty; pass a github-token that can read other-org/private-docs to fill them.',
    ]);
    expect(result.outputs).toMatchObject({ 'pr-number': '7', 'pr-head-sha': '', 'pr-state': '', 'pr-draft': '' });
  });

  it("goes through the runner's proxy, and direct for a host in NO_PROXY", async () => {
    const proxy = await startProxy();
    // A name only the proxy resolves: the look-up succeeds only through it.
    const apiUrl = github.url.replace('127.0.0.1', 'api.github.test');
    const proxied = await run('job-readable', TOKEN, { GITHUB_API_URL: apiUrl, HTTP_PROXY: proxy.url });
    expect(proxied.outputs['pr-state']).toBe('open');
    expect(proxy.seen.some((line) => line.includes('api.github.test'))).toBe(true);

    const seenBefore = proxy.seen.length;
    const direct = await run('job-readable', TOKEN, {
      GITHUB_API_URL: apiUrl,
      HTTP_PROXY: proxy.url,
      NO_PROXY: 'api.github.test',
    });
    await proxy.close();
    expect(proxy.seen.length).toBe(seenBefore);
    expect(direct.exitCode).toBe(0);
    expect(direct.log).toContainEqual(
      expect.stringMatching(
        /^Could not read pull request acme\/docs#42: the GitHub API could not be reached: DNS lookup failed/,
      ),
    );
  });

  it('skips the look-up when github-token is empty', async () => {
    const before = github.requests.length;
    const result = await run('job-readable', '');
    expect(result.exitCode).toBe(0);
    expect(github.requests.length).toBe(before);
    expect(result.outputs['pr-state']).toBe('');
  });
});

describe('parsePullRequestLink', () => {
  it.each([
    ['https://github.com/acme/docs/pull/42', { owner: 'acme', repo: 'docs', number: 42 }],
    ['https://github.com/acme/docs/pull/42/files', { url: 'https://github.com/acme/docs/pull/42', number: 42 }],
    ['https://github.com/acme/docs/pull/42?x=$(id)', { url: 'https://github.com/acme/docs/pull/42', number: 42 }],
    ['https://github.com/a/b/pull/1$(id)', { url: 'https://github.com/a/b/pull/1%24%28id%29' }],
    ["https://docs.example.com/review/7?by='x';rm", { url: 'https://docs.example.com/review/7?by=%27x%27%3Brm' }],
    ['https://github.com/acme/docs/pull/42#issuecomment-1', { owner: 'acme', repo: 'docs', number: 42 }],
    ['https://ghe.example.com/acme/docs/pull/7', { owner: 'acme', repo: 'docs', number: 7 }],
    ['https://gitlab.com/acme/docs/-/merge_requests/3', { url: 'https://gitlab.com/acme/docs/-/merge_requests/3' }],
  ])('reads %s', (link, expected) => {
    expect(parsePullRequestLink(link)).toMatchObject(expected);
  });

  it.each([null, undefined, '', 'javascript:alert(1)', 'not a url', 'https://github.com/a/b/pull/1\n::error::x'])(
    'refuses %j',
    (link) => {
      expect(parsePullRequestLink(link)).toBeUndefined();
    },
  );

  it.each([
    ['https://github.com/acme/docs', 'acme/docs'],
    ['https://github.com/acme/docs.git', 'acme/docs'],
    ['https://github.com/acme/docs/', 'acme/docs'],
    ['https://github.com/acme', undefined],
    ['git@github.com:acme/docs.git', undefined],
    ['https://github.com/acme/docs/tree/main', undefined],
    ['https://gitlab.com/acme/docs-team/site', 'acme/docs-team/site'],
    ['https://gitlab.example.com/acme/docs.git', 'acme/docs'],
    ['https://gitlab.com/acme/../site', undefined],
    ['https://gitlab.com/acme/docs%0Ateam/site', undefined],
  ])('names the repository %s as %s', (url, name) => {
    expect(repositoryName(url)).toBe(name);
  });
});
