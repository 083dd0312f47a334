/**
 * Which links and repositories are this GitLab project's: the docs merge request is read, written
 * to and looked up on the agent's branch only when it is. A self-managed server may live under a
 * path (`https://host/gitlab`), which its links and the service's repository hold; GitLab's paths
 * ignore case. Another server, another project, or a path that only begins like this one is never
 * this project's.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { startSimGitLab, type SimGitLab, type SimGitLabUser, type SimMergeRequest } from '../sim/gitlab.ts';
import { gitLabCodeHost } from '../src/gitlab/code-host.ts';
import { createGitLabWire, readApiUrl } from '../src/gitlab/wire.ts';
import { createLog } from '../src/output/log.ts';
import { parsePullRequestLink } from '../src/service/pr-link.ts';
import { createHttpSend } from '../src/service/transport.ts';
import { FakeIO } from './helpers/fake-io.ts';
import { stillClock } from './helpers/still-clock.ts';

const bot: SimGitLabUser = { id: 7, username: 'project_42_bot_3f2a', token: 'glpat-bot-token-000000', bot: true };
let gitlab: SimGitLab | undefined;
afterEach(async () => gitlab?.close());

async function codeHostOn(serverUrl: string, more: SimMergeRequest[] = []) {
  gitlab = await startSimGitLab({
    projectId: 42,
    users: [bot],
    members: { [bot.id]: 30 },
    mergeRequests: [
      {
        ...{ iid: 7, state: 'opened', draft: false, labels: [], sha: 'd'.repeat(40), author: bot, commits: [] },
        ...{ diffs: [], notes: [], sourceBranch: 'agent/job-1' },
      },
      ...more,
    ],
  });
  const api = readApiUrl(gitlab.api);
  if (!(api instanceof URL)) throw new Error('refused');
  const clock = stillClock();
  const wire = createGitLabWire({ api, token: bot.token ?? '', send: createHttpSend({}), clock, secrets: [] });
  const project = { id: 42, path: 'group/sub/project', serverUrl };
  return gitLabCodeHost({ project, wireOf: () => wire, log: createLog(new FakeIO({})), clock });
}

describe.each([
  ['at the root', 'https://gitlab.example.com', ''],
  ['under a path', 'https://gitlab.example.com/gitlab', '/gitlab'],
])('a GitLab server %s', (_, serverUrl, under) => {
  const at = `https://gitlab.example.com${under}`;

  it.each([
    `${at}/group/sub/project/-/merge_requests/7`,
    `${at}/Group/Sub/Project/-/merge_requests/7/diffs`,
    `${at.toUpperCase().replace('HTTPS', 'https')}/group/sub/project/-/merge_requests/7`,
  ])("reads %s as the project's merge request !7", async (link) => {
    const codeHost = await codeHostOn(serverUrl);
    expect(codeHost.addressOf(parsePullRequestLink(link))).toEqual({ owner: 'group/sub', repo: 'project', number: 7 });
  });

  it.each([
    `https://gitlab.example.org${under}/group/sub/project/-/merge_requests/7`,
    `${at}/group/sub/other/-/merge_requests/7`,
    `${at}/other/group/sub/project/-/merge_requests/7`,
    `${at}/sub/project/-/merge_requests/7`,
    `https://gitlab.example.com/elsewhere/group/sub/project/-/merge_requests/7`,
  ])('never reads %s as its own', async (link) => {
    const codeHost = await codeHostOn(serverUrl);
    expect(codeHost.addressOf(parsePullRequestLink(link))).toBeUndefined();
  });

  it.each([`${at}/group/sub/project`, `${at}/group/sub/project.git`, `${at}/Group/Sub/Project/`])(
    "finds the merge request on the agent's branch of the job's repository %s",
    async (repository) => {
      const codeHost = await codeHostOn(serverUrl);
      const found = await codeHost.branchPullRequest(
        { repository, ref: 'agent/job-1' },
        bot.token ?? '',
        new AbortController().signal,
        bot.username,
      );
      expect(found).toEqual({
        kind: 'found',
        pullRequest: expect.objectContaining({ url: `${at}/group/sub/project/-/merge_requests/7`, number: 7 }),
      });
    },
  );

  it.each([`${at}/group/sub/other`, `https://gitlab.example.org${under}/group/sub/project`, 'group/sub/project'])(
    "looks for no merge request on another repository's branch (%s)",
    async (repository) => {
      const codeHost = await codeHostOn(serverUrl);
      const signal = new AbortController().signal;
      const found = await codeHost.branchPullRequest({ repository, ref: 'agent/job-1' }, 'glpat-x', signal, '');
      expect(found).toEqual({ kind: 'none' });
      expect(gitlab?.requests ?? []).toHaveLength(0);
    },
  );
});

/**
 * Was broken (a helper, attacking 0a149c3): GitLab lets several merge requests share a source
 * branch, and the look-up by branch took the newest of anyone's: a colleague's !9 from the agent's
 * branch became the job's docs merge request in the outputs, and the agent's own !7 got no note.
 */
describe("the agent's merge request on its branch", () => {
  const colleague = { id: 8, username: 'dev' };
  const colleagues = (iid: number): SimMergeRequest => ({
    ...{ iid, state: 'opened', draft: false, labels: [], sha: '9'.repeat(40), author: colleague, commits: [] },
    ...{ diffs: [], notes: [], sourceBranch: 'agent/job-1' },
  });
  const lookUp = (codeHost: Awaited<ReturnType<typeof codeHostOn>>, agent: string) =>
    codeHost.branchPullRequest(
      { repository: 'https://gitlab.example.com/group/sub/project', ref: 'agent/job-1' },
      bot.token ?? '',
      new AbortController().signal,
      agent,
    );

  it("is the agent's, though a colleague's newer ones share the branch", async () => {
    const codeHost = await codeHostOn('https://gitlab.example.com', [colleagues(9), colleagues(12)]);
    expect(await lookUp(codeHost, bot.username)).toEqual({
      kind: 'found',
      pullRequest: expect.objectContaining({ number: 7 }),
    });
  });

  it('is none when only other accounts opened merge requests from the branch', async () => {
    const codeHost = await codeHostOn('https://gitlab.example.com', [colleagues(9)]);
    expect(await lookUp(codeHost, 'mintlify-docs-bot')).toEqual({ kind: 'none' });
  });
});
