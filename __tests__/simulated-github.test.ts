/**
 * The simulated GitHub API the end-to-end tests and the demo run against, held to GitHub's own
 * answers for what the next work reads: a commenter's permission, and reactions on a comment.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';

let github: SimGitHub;
afterEach(() => github.close());

const call = async (method: string, path: string, token: string, body?: unknown) => {
  const response = await fetch(`${github.url}${path}`, {
    method,
    headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, data: (await response.json()) as unknown };
};

describe('the simulated GitHub API', () => {
  it('dates what it makes by the clock it is given, and a comment written through it too', async () => {
    let wall = Date.UTC(2026, 0, 1, 12);
    github = await startSimulatedGitHub({
      tokens: { t: { repository: 'acme/product', pullRequests: 'write' } },
      now: () => wall,
    });
    expect(github.addComment('acme/product#5', 'hello').created_at).toBe('2026-01-01T12:00:00.000Z');
    wall += 90_000;
    const written = await call('POST', '/repos/acme/product/issues/5/comments', 't', { body: 'later' });
    expect(written.data).toMatchObject({ created_at: '2026-01-01T12:01:30.000Z' });
    // Reviews are submitted a second apart, from an hour before it started.
    expect(github.addReview('acme/product#5', { state: 'COMMENTED', body: 'ok', login: 'lead' }).submitted_at).toBe(
      '2026-01-01T11:00:01.000Z',
    );
    expect(github.now()).toBe(wall);
  });

  it("answers a commenter's permission with permission and role_name, none for anyone else", async () => {
    github = await startSimulatedGitHub({
      tokens: { t: { repository: 'acme/product', pullRequests: 'read' } },
      collaborators: { lead: { permission: 'write', role_name: 'maintain' } },
    });
    expect(await call('GET', '/repos/acme/product/collaborators/lead/permission', 't')).toEqual({
      status: 200,
      data: { permission: 'write', role_name: 'maintain', user: { login: 'lead' } },
    });
    expect((await call('GET', '/repos/acme/product/collaborators/outsider/permission', 't')).data).toMatchObject({
      permission: 'none',
    });
    expect((await call('GET', '/repos/acme/other/collaborators/lead/permission', 't')).status).toBe(404);
  });

  it("takes a reaction once per account and content, only GitHub's contents, only with write", async () => {
    github = await startSimulatedGitHub({
      tokens: {
        w: { repository: 'acme/product', pullRequests: 'write' },
        r: { repository: 'acme/product', pullRequests: 'read' },
      },
    });
    const comment = github.addComment('acme/product#5', '/docs shorter', 'lead');
    const path = `/repos/acme/product/issues/comments/${comment.id}/reactions`;
    expect((await call('POST', path, 'w', { content: 'eyes' })).status).toBe(201);
    expect((await call('POST', path, 'w', { content: 'eyes' })).status).toBe(200);
    expect((await call('POST', path, 'w', { content: 'party' })).status).toBe(422);
    expect((await call('POST', path, 'r', { content: 'rocket' })).status).toBe(403);
    expect(
      (await call('POST', '/repos/acme/product/issues/comments/1/reactions', 'w', { content: 'eyes' })).status,
    ).toBe(404);
    expect(github.reactions.map((r) => [r.content, r.login])).toEqual([['eyes', 'github-actions[bot]']]);
    expect((await call('GET', `${path}?content=eyes`, 'w')).data).toEqual([
      expect.objectContaining({
        content: 'eyes',
        user: { login: 'github-actions[bot]', id: 41_898_282, type: 'Bot' },
      }),
    ]);
  });
});
