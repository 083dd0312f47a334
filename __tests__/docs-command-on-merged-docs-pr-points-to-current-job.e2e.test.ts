/**
 * Was broken (a helper, every way in meeting every owed thing): after the agent's docs pull request
 * was merged and a push started job 2, a `/docs` on the merged docs pull request was told to comment
 * on the product pull request "to start a new one"; done as advised, it went to job 2, already
 * running there. The advice now says what happens: the product pull request's job takes it, or a
 * new one starts.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { H, MINUTE, P, useSameRepositoryWorld } from './helpers/same-repository-world.ts';

jest.setTimeout(300_000);
const w = useSameRepositoryWorld();

describe('a /docs on the merged docs pull request of a job replaced since', () => {
  it('is told the product pull request’s job takes it, and it does', async () => {
    await w.pr(5, 'opened');
    const merged = w.docs();
    w.t.now += 11 * MINUTE;
    Object.assign(w.pulls[P(merged)] as object, { state: 'closed', merged: true });
    await w.pr(merged, 'closed', { state: 'closed', merged: true });
    w.t.now += 1 * MINUTE;
    await w.push(5, H[1] as string);
    expect(w.starts()).toHaveLength(2);
    w.t.now += 1 * MINUTE;
    await w.command(merged, '/docs on the merged docs pull request');
    const reply = w.github.comments.filter((c) => c.issue === P(merged)).at(-1)?.body ?? '';
    expect(reply).toContain('it goes to the job that pull request has now, or starts a new one');
    w.t.now += 11 * MINUTE;
    await w.command(5, '/docs as advised');
    expect(w.starts()).toHaveLength(2);
  });
});
