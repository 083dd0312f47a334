import { describe, expect, it } from '@jest/globals';
import type { GitHubCall, GitHubRequest, GitHubResult } from '../../src/github/client.ts';
import { mayBeSent, readMirror, reviewersOf, reviewStateOf } from '../../src/github/docs-mirror.ts';
import type { SentTo } from '../../src/pull-request/code-host.ts';
import { answerMark, sentMark } from '../../src/pull-request/review-queue.ts';
import { createLog, type ActionIO } from '../../src/output/log.ts';
import { stillClock } from '../helpers/still-clock.ts';

const at = { owner: 'acme', repo: 'docs', number: 101 };
const HEAD = 'c'.repeat(40);
const clock = stillClock();

/** A GitHub that answers each route as given, and records what was asked. */
function gitHub(answers: Record<string, GitHubResult>) {
  const asked: GitHubRequest[] = [];
  const call: GitHubCall = async (request) => {
    asked.push(request);
    const route = 'route' in request ? request.route : 'graphql';
    return answers[route] ?? { ok: false, status: 404, cause: 'not found' };
  };
  return { call, asked };
}

const ok = (data: unknown): GitHubResult => ({ ok: true, status: 200, data });

function recorded() {
  const lines: string[] = [];
  const io = {
    setSecret: () => undefined,
    isDebug: () => false,
    info: (line: string) => lines.push(line),
  } as unknown as ActionIO;
  return { log: createLog(io, ['ghs_secretToken']), lines };
}

const read = (call: GitHubCall, log = recorded().log, to?: SentTo) =>
  readMirror(log, call, at, { headSha: HEAD, files: 3 }, { signal: new AbortController().signal, clock }, to);

describe('reviewStateOf', () => {
  const review = (login: string, state: string) => ({ user: { login }, state });
  it.each([
    [[], undefined],
    [[review('a', 'APPROVED')], 'approved'],
    [[review('a', 'APPROVED'), review('b', 'CHANGES_REQUESTED')], 'changes-requested'],
    // Each reviewer's latest verdict counts; a comment leaves the verdict before it standing.
    [[review('a', 'CHANGES_REQUESTED'), review('a', 'APPROVED')], 'approved'],
    [[review('a', 'APPROVED'), review('a', 'COMMENTED')], 'approved'],
    [[review('a', 'COMMENTED'), null, { state: 'APPROVED' }], undefined],
  ])('reads %j as %s', (reviews, state) => {
    expect(reviewStateOf(reviews)).toBe(state);
  });
});

describe('reviewersOf', () => {
  it("keeps each reviewer's newest verdict, in the order they first gave one; a comment leaves it standing", () => {
    const reviews = [
      { user: { login: 'bob' }, state: 'APPROVED' },
      { user: { login: 'alice' }, state: 'CHANGES_REQUESTED' },
      { user: { login: 'bob' }, state: 'CHANGES_REQUESTED' },
      { user: { login: 'alice' }, state: 'COMMENTED' },
      { user: { login: 'carol' }, state: 'COMMENTED' },
      { user: null, state: 'APPROVED' },
    ];
    expect(reviewersOf(reviews)).toEqual([
      { login: 'bob', state: 'changes-requested' },
      { login: 'alice', state: 'changes-requested' },
    ]);
  });
});

describe('readMirror: the reviews that went to the agent', () => {
  const KEY = 'mint_docsMirrorKey0000000000001';
  const to: SentTo = { job: 'job-1', keys: KEY };
  const DOCS = { repository: 'acme/docs', pull: 101 };
  const REVIEWS = 'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews';
  const COMMENTS = 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments';
  const review = (id: number, login: string, state: string) => ({
    id,
    user: { login },
    state,
    html_url: `https://github.com/acme/docs/pull/101#pullrequestreview-${id}`,
  });
  const answer = (id: number, key = KEY) => ({
    body: `🤖 The review ${id} went to the agent.\n${sentMark(key, DOCS, id, 'job-1')}\n${answerMark(id)}`,
  });
  const routesAsked = (asked: GitHubRequest[]) => asked.map((r) => ('route' in r ? r.route : 'graphql'));

  it('names the reviews whose answers the api-key signed, with their links, oldest first', async () => {
    const { call } = gitHub({
      [REVIEWS]: ok([
        review(1, 'lead', 'CHANGES_REQUESTED'),
        review(2, 'bot', 'COMMENTED'),
        { ...review(3, 'ann', 'COMMENTED'), html_url: 'javascript:alert(1)' },
        review(4, 'ann', 'APPROVED'),
      ]),
      [COMMENTS]: ok([answer(3), answer(2, 'mint_notTheKey00000000000000001'), answer(1), { body: null }, null]),
    });
    const mirror = await read(call, recorded().log, to);
    expect(mirror.sent).toEqual([
      { id: 1, login: 'lead', state: 'changes-requested', url: review(1, '', '').html_url },
      { id: 3, login: 'ann', state: 'commented' },
    ]);
    expect(mirror.reviewers).toEqual([
      { login: 'lead', state: 'changes-requested' },
      { login: 'ann', state: 'approved' },
    ]);
  });

  it.each([
    ['no review', []],
    ['only approvals', [review(1, 'ann', 'APPROVED')]],
  ])('reads no comment when there is %s', async (_, reviews) => {
    const { call, asked } = gitHub({ [REVIEWS]: ok(reviews), [COMMENTS]: ok([answer(1)]) });
    expect((await read(call, recorded().log, to)).sent).toBeUndefined();
    expect(routesAsked(asked)).not.toContain(COMMENTS);
  });

  it('reads no comment without a job to check them for', async () => {
    const { call, asked } = gitHub({ [REVIEWS]: ok([review(1, 'lead', 'COMMENTED')]) });
    expect((await read(call)).sent).toBeUndefined();
    expect(routesAsked(asked)).not.toContain(COMMENTS);
  });

  it('leaves them out when the comments cannot be read, in the one line', async () => {
    const { log, lines } = recorded();
    const { call } = gitHub({
      [REVIEWS]: ok([review(1, 'lead', 'COMMENTED')]),
      [COMMENTS]: { ok: false, status: 502, cause: 'bad gateway' },
      'GET /repos/{owner}/{repo}/deployments': ok([]),
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/files': ok([]),
    });
    expect((await read(call, log, to)).sent).toBeUndefined();
    expect(lines).toEqual([
      'The comment leaves out what could not be read of the docs pull request: which reviews went to the agent (HTTP 502).',
    ]);
  });
});

describe('readMirror', () => {
  it('reads the review state, the newest successful deployment of the head and the first page of files', async () => {
    const { call, asked } = gitHub({
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews': ok([{ user: { login: 'r' }, state: 'APPROVED' }]),
      'GET /repos/{owner}/{repo}/deployments': ok([{ id: 7 }]),
      'GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses': ok([
        { state: 'in_progress', environment_url: 'https://old.example.com' },
        { state: 'success', environment_url: 'https://preview.example.com/101' },
      ]),
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/files': ok([{ filename: 'a.mdx' }, { filename: 'docs.json' }, {}]),
    });
    expect(await read(call)).toEqual({
      review: 'approved',
      reviewers: [{ login: 'r', state: 'approved' }],
      preview: 'https://preview.example.com/101',
      files: { names: ['a.mdx', 'docs.json'], total: 3 },
    });
    const deployments = asked.find((r) => 'route' in r && r.route === 'GET /repos/{owner}/{repo}/deployments');
    expect(deployments).toMatchObject({ params: { owner: 'acme', repo: 'docs', sha: HEAD } });
  });

  it('leaves out a preview that is not an http(s) address', async () => {
    const { call } = gitHub({
      'GET /repos/{owner}/{repo}/deployments': ok([{ id: 7 }]),
      'GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses': ok([
        { state: 'success', environment_url: 'javascript:alert(1)' },
      ]),
    });
    expect((await read(call)).preview).toBeUndefined();
  });

  it('leaves out what cannot be read, in one short line, and never fails', async () => {
    const { log, lines } = recorded();
    const { call } = gitHub({
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews': { ok: false, status: 403, cause: 'ghs_secretToken' },
      'GET /repos/{owner}/{repo}/deployments': ok({ message: 'not a list' }),
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/files': { ok: false, cause: 'the time ran out' },
    });
    expect(await read(call, log)).toEqual({});
    expect(lines).toEqual([
      'The comment leaves out what could not be read of the docs pull request: the reviews (HTTP 403), the preview (not a list), the changed files (no answer).',
    ]);
  });

  it('says nothing when every part was read, even when there is no deployment', async () => {
    const { log, lines } = recorded();
    const { call } = gitHub({
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews': ok([]),
      'GET /repos/{owner}/{repo}/deployments': ok([]),
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/files': ok([]),
    });
    expect(await read(call, log)).toEqual({ files: { names: [], total: 3 } });
    expect(lines).toEqual([]);
  });
});

describe("a review's link in the mirror", () => {
  const review = (html_url: unknown) => [{ id: 9, state: 'CHANGES_REQUESTED', user: { login: 'ana' }, html_url }];

  it("is kept when it is a page of this run's GitHub", () => {
    const url = 'https://github.com/acme/docs/pull/1#pullrequestreview-9';
    expect(mayBeSent(review(url))).toEqual([{ id: 9, state: 'changes-requested', login: 'ana', url }]);
    const enterprise = 'https://ghe.example/acme/docs/pull/1#pullrequestreview-9';
    expect(mayBeSent(review(enterprise), 'https://ghe.example')[0]?.url).toBe(enterprise);
  });

  it.each([
    ['another host', 'https://evil.example/acme/docs/pull/1'],
    ['github.com from a GitHub Enterprise Server run', 'https://github.com/acme/docs/pull/1'],
    ['credentials in it', 'https://user:pw@github.com/acme/docs/pull/1'],
    ['no http(s)', 'javascript:alert(1)'],
  ])('is left out when it points at %s', (_, url) => {
    const server = url.startsWith('https://github.com/acme') ? 'https://ghe.example' : undefined;
    expect(mayBeSent(review(url), server)[0]).toEqual({ id: 9, state: 'changes-requested', login: 'ana' });
  });
});
