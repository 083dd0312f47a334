/**
 * Was broken (a reviewer helper, docs in the same repository): a review on the agent's docs pull
 * request, once its turn ended, rewrote the docs pull request's comment, the one docs-pr-comment
 * writes ("🤖 Agent job ... Opened for acme/product#5 ... reply with a comment whose first line
 * begins with /docs"), into the turn's report alone: the link back to the product pull request and
 * the way to reply were gone.
 *
 * What should happen instead: the turn's report is written below the link back, which stays atop.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { MINUTE, P, useSameRepositoryWorld } from './helpers/same-repository-world.ts';

jest.setTimeout(300_000);
const w = useSameRepositoryWorld();

describe("a review on the agent's docs pull request", () => {
  it('keeps the link back to the product pull request and the way to reply atop its comment', async () => {
    await w.pr(5, 'opened');
    w.t.now += 2 * MINUTE;
    const docs = w.docs();
    await w.pr(docs, 'opened');
    const linkBack = w.github.comments.find((c) => c.issue === P(docs) && c.user.login.endsWith('[bot]'));
    expect(linkBack?.body).toContain('Opened for <a href="https://github.com/acme/product/pull/5">');
    w.t.now += 11 * MINUTE;
    await w.sweep();
    await w.review('Please shorten the intro.', docs);
    w.t.now += 11 * MINUTE;
    await w.sweep();
    const after = w.github.comments.find((c) => c.id === linkBack?.id)?.body ?? '';
    const lines = after.split('\n');
    expect(lines[0]).toMatch(/^<h2>🤖 Agent job job-started-1<\/h2>$/);
    expect(lines[1]).toContain('Opened for <a href="https://github.com/acme/product/pull/5">');
    expect(lines[2]).toContain(
      'To send the agent a follow-up, reply with a comment whose first line begins with /docs',
    );
    // The review's turn, below it.
    expect(after).toContain('Completed (follow-up)');
    expect(after.match(/🤖 Agent job/g)).toHaveLength(1);
  });
});
