/**
 * Was broken: the docs pull request was merged first, then the product pull request was closed
 * (merged or not). The close told the docs pull request and put its notice atop the comment, but
 * the comment's mirror still showed the docs pull request "open", as the last run had read it,
 * and nothing on it said otherwise: a reader took the docs as still waiting for review.
 *
 * Now the notice says what the close read: "the docs pull request acme/docs#101, already merged,
 * was told" (or "was not told", when it could not be); the mirror below stays as its last run left it, no longer refreshed.
 */
import { describe, expect, it } from '@jest/globals';
import { useWorld } from './helpers/attack-world.ts';

const w = useWorld(97_770, { timeout: '30s' });

async function docsMergedFirst(): Promise<void> {
  const docs: Record<string, unknown> = { number: 101, state: 'open' };
  await w.start([], { pulls: { 'acme/product#5': w.product, 'acme/docs#101': docs } });
  const opened = await w.opened();
  expect(opened.outputs.outcome).toBe('completed');
  Object.assign(docs, { state: 'closed', merged: true, head: { sha: 'a'.repeat(40), ref: opened.outputs.ref } });
}

const notice = (): string =>
  w.github.comments.find((c) => c.issue === 'acme/product#5' && c.body.includes('<h3>'))?.body.split('\n')[0] ?? '';

describe('a product pull request closed after its docs pull request was merged', () => {
  it('merged: the notice says the docs pull request was already merged', async () => {
    await docsMergedFirst();
    await w.merged();
    // This world's token reads the docs repository but may not write there: the line is not written, and the notice says so.
    expect(notice()).toContain(
      'acme/docs&#35;101</a>, already merged, was not told (the run log says why); this comment is no longer refreshed.',
    );
    w.invariants();
  });

  it('closed without merging: the same, and the merged docs pull request is not closed', async () => {
    await docsMergedFirst();
    await w.closedUnmerged();
    expect(notice()).toContain('acme/docs&#35;101</a>, already merged, was not told');
    expect(w.github.requests.filter((r) => r.method === 'PATCH' && r.url.includes('/pulls/101'))).toEqual([]);
    w.invariants();
  });
});
