/**
 * The code host keeps each pull request (with a token) once for the run: every view of it (a
 * comment's run before and after its head is known, a pending turn's run) shares its reads, so its
 * head is read once, and who a token is is asked once.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createGitHubClient } from '../../src/github/client.ts';
import { gitHubCodeHost } from '../../src/github/code-host.ts';
import { createLog } from '../../src/output/log.ts';
import { docsHostOf, reportHostOf } from '../../src/pull-request/code-host.ts';
import { FakeIO } from '../helpers/fake-io.ts';
import { pullRequestTrigger } from '../helpers/pull-request-run.ts';
import { SCRIPTED_API, scriptedFetch, type WireRequest } from '../helpers/scripted-fetch.ts';
import { VirtualClock } from '../helpers/virtual.ts';

function codeHost(pulls: unknown = []) {
  const sent: WireRequest[] = [];
  const fetch = scriptedFetch((request) => {
    sent.push(request);
    if (request.path.startsWith('/repos/acme/docs/pulls?')) return { status: 200, data: pulls, headers: {} };
    const viewer = { data: { viewer: { login: 'github-actions[bot]', databaseId: 41898282 } } };
    if (request.path === '/graphql') return { status: 200, data: viewer, headers: {} };
    if (/^\/repos\/acme\/product\/pulls\/\d+$/.test(request.path))
      return { status: 200, data: { head: { sha: HEAD } }, headers: {} };
    return { status: 200, data: [], headers: {} };
  });
  const clock = new VirtualClock();
  const env = { GITHUB_API_URL: SCRIPTED_API };
  const github = createGitHubClient({ clock, env, fetch, retryBaseMs: 0, writeSpacing: false, secrets: [] });
  const log = createLog(new FakeIO({}), []);
  return { host: gitHubCodeHost({ github, log, env, clock, signal: new AbortController().signal }), sent };
}

const HEAD = 'e'.repeat(40);
const reads = (sent: WireRequest[], path: string) => sent.filter((r) => r.method === 'GET' && r.path === path);
const budget = () => ({ signal: new AbortController().signal, deadline: 30_000 });

describe("the code host's pull request hosts", () => {
  it('gives every use of one pull request, seen alike, the one host', () => {
    const { host } = codeHost();
    const first = reportHostOf(host, 'ghs_token', pullRequestTrigger());
    expect(reportHostOf(host, 'ghs_token', pullRequestTrigger())).toBe(first);
  });

  it('builds another for another pull request, head, token or use', () => {
    const { host } = codeHost();
    const first = reportHostOf(host, 'ghs_token', pullRequestTrigger());
    expect(reportHostOf(host, 'ghs_token', pullRequestTrigger({ pullNumber: 6 }))).not.toBe(first);
    expect(reportHostOf(host, 'ghs_token', pullRequestTrigger({ headSha: 'b'.repeat(40) }))).not.toBe(first);
    expect(reportHostOf(host, 'ghs_other', pullRequestTrigger())).not.toBe(first);
    expect(docsHostOf(host, 'ghs_token', pullRequestTrigger())).not.toBe(first);
  });

  it("reads a comment's run's head once, however many views of the pull request ask", async () => {
    const { host, sent } = codeHost();
    const onComment = pullRequestTrigger({
      eventName: 'issue_comment',
      headSha: 'c'.repeat(40),
      headNeedsLookUp: true,
    });
    const pendingTurn = { ...onComment, runId: '70', runUrl: 'https://github.com/acme/product/actions/runs/70' };
    const first = reportHostOf(host, 'ghs_token', onComment);
    const second = reportHostOf(host, 'ghs_token', pendingTurn);
    expect(second).not.toBe(first);
    expect(await first.head(budget())).toBe(HEAD);
    expect(await second.head(budget())).toBe(HEAD);
    expect(await first.head(budget())).toBe(HEAD);
    expect(reads(sent, '/repos/acme/product/pulls/5')).toHaveLength(1);
  });

  it('reads the head of another pull request, or with another token, on its own', async () => {
    const { host, sent } = codeHost();
    const onComment = pullRequestTrigger({ headNeedsLookUp: true });
    await reportHostOf(host, 'ghs_token', onComment).head(budget());
    await reportHostOf(host, 'ghs_token', { ...onComment, pullNumber: 6 }).head(budget());
    await docsHostOf(host, 'ghs_token', onComment).head(budget());
    expect(reads(sent, '/repos/acme/product/pulls/5')).toHaveLength(2);
    expect(reads(sent, '/repos/acme/product/pulls/6')).toHaveLength(1);
    // A view whose head the event gave reads none.
    expect(await reportHostOf(host, 'ghs_token', pullRequestTrigger({ pullNumber: 7 })).head(budget())).toBe(
      'a'.repeat(40),
    );
    expect(reads(sent, '/repos/acme/product/pulls/7')).toHaveLength(0);
  });

  it('asks who a token is once for the run, whichever pull request asks', async () => {
    const { host, sent } = codeHost();
    const product = reportHostOf(host, 'ghs_token', pullRequestTrigger());
    const docs = docsHostOf(host, 'ghs_token', pullRequestTrigger({ pullNumber: 6 }));
    const [a, b] = [await product.identity(budget()), await docs.identity(budget())];
    expect(a).toEqual(b);
    expect(a?.login).toBe('github-actions[bot]');
    expect(sent.filter((request) => request.path === '/graphql')).toHaveLength(1);
    // Another token is another account.
    await reportHostOf(host, 'ghs_other', pullRequestTrigger()).identity(budget());
    expect(sent.filter((request) => request.path === '/graphql')).toHaveLength(2);
  });
});

describe("a job's docs pull request found by the branch its agent works on", () => {
  const job = { repository: 'https://github.com/acme/docs', ref: 'agent/job-1' };
  const signal = new AbortController().signal;
  const pull = (number: unknown, ref: unknown, fullName: unknown, login = 'mintlify[bot]') => ({
    number,
    user: { login },
    head: { ref, repo: { full_name: fullName } },
  });

  it("asks for the repository's own branch, newest first, and takes the newest the agent opened", async () => {
    const { host, sent } = codeHost([
      pull(9, 'agent/job-1', 'mallory/docs'),
      // Anyone who reads the repository may open a pull request from the agent's branch.
      pull(8, 'agent/job-1', 'acme/docs', 'mallory'),
      // A person's account named as the bot is without its `[bot]`: not the agent.
      pull(8, 'agent/job-1', 'acme/docs', 'mintlify'),
      pull(7, 'agent/job-1', 'Acme/Docs', 'Mintlify[bot]'),
      pull(6, 'agent/job-1', 'acme/docs'),
    ]);
    const found = await host.branchPullRequest(job, 'ghs_docs', signal, 'mintlify[bot]');
    expect(found.kind === 'found' && found.pullRequest.url).toBe('https://github.com/acme/docs/pull/7');
    expect(sent.map((r) => r.path)).toEqual([
      '/repos/acme/docs/pulls?head=acme%3Aagent%2Fjob-1&state=all&sort=created&direction=desc&per_page=100',
    ]);
  });

  it('asks nothing for a repository on another server, a branch git would refuse, or no token', async () => {
    const { host, sent } = codeHost([pull(7, 'agent/job-1', 'acme/docs')]);
    expect(
      await host.branchPullRequest(
        { ...job, repository: 'https://evil.test/acme/docs' },
        'ghs',
        signal,
        'mintlify[bot]',
      ),
    ).toEqual({ kind: 'none' });
    expect(await host.branchPullRequest({ ...job, ref: 'a..b' }, 'ghs', signal, 'mintlify[bot]')).toEqual({
      kind: 'none',
    });
    expect(await host.branchPullRequest({ ...job, ref: null }, 'ghs', signal, 'mintlify[bot]')).toEqual({
      kind: 'none',
    });
    expect(await host.branchPullRequest(job, '', signal, 'mintlify[bot]')).toEqual({ kind: 'none' });
    expect(sent).toEqual([]);
  });

  it("never throws on GitHub's answer, and takes only the agent's pull request of the job's own branch", async () => {
    const item = fc.record({
      number: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
      user: fc.oneof(fc.constant(null), fc.record({ login: fc.oneof(fc.constant('mintlify[bot]'), fc.string()) })),
      head: fc.oneof(
        fc.constant(undefined),
        fc.record({
          ref: fc.oneof(fc.constant('agent/job-1'), fc.string()),
          repo: fc.oneof(fc.constant(null), fc.record({ full_name: fc.oneof(fc.constant('acme/docs'), fc.string()) })),
        }),
      ),
    });
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.array(fc.oneof(item, fc.anything())), fc.anything()), async (answer) => {
        const found = await codeHost(answer).host.branchPullRequest(job, 'ghs_docs', signal, 'mintlify[bot]');
        if (found.kind !== 'found') return;
        expect(Array.isArray(answer)).toBe(true);
        type Listed = {
          number: unknown;
          user?: { login?: unknown };
          head?: { ref?: unknown; repo?: { full_name?: unknown } };
        };
        const listed = (answer as Listed[]).find(
          (p) =>
            p?.head?.ref === 'agent/job-1' &&
            p.head.repo?.full_name === 'acme/docs' &&
            p.user?.login === 'mintlify[bot]' &&
            /^[1-9]\d*$/.test(String(p.number)),
        );
        expect(found.pullRequest.url).toBe(`https://github.com/acme/docs/pull/${String(listed?.number)}`);
      }),
      { numRuns: 200 },
    );
  });
});

describe('who a token is, shared by the run', () => {
  it("asks again when the read under way was another caller's and its budget ended", async () => {
    const { host, sent } = codeHost();
    const product = reportHostOf(host, 'ghs_token', pullRequestTrigger());
    const ended = new AbortController();
    ended.abort();
    await product.identity({ signal: ended.signal, deadline: 0 });
    const account = await product.identity(budget());
    expect(account?.login).toBe('github-actions[bot]');
    // Once known, it is not asked again, whatever became of the first budget.
    await product.identity(budget());
    expect(sent.filter((request) => request.path === '/graphql').length).toBeLessThanOrEqual(2);
  });
});

describe("the system clock's timeouts", () => {
  it('takes a wait too long for a timer as none, never throwing', async () => {
    const { systemClock } = await import('../../src/common/clock.ts');
    for (const ms of [Number.NaN, Infinity, 2 ** 40]) expect(systemClock.timeout(ms).aborted).toBe(false);
  });
});
