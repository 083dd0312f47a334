/**
 * Was broken: when GitHub's (or a proxy's) `Link: <...>; rel="next"` on the pull request's
 * comments points back at the page just read, the client follows it 100 times (100 requests of
 * the token's rate limit), then warns that the comments "could not be read (the list is longer than
 * 10000 items, so not all of it was read)". The list held no item at all: every page was the same
 * empty page. src/github/client.ts `send` counts pages (MAX_PAGES) and, on reaching the cap, reports
 * a long list whenever the last page still had a next link; it never notices a next link that names
 * a page already read.
 *
 * How a user meets it: a misbehaving cache or proxy (or a GitHub Enterprise bug) serves a next
 * link that loops. The run's warning tells the maintainer that the pull request has more than
 * 10,000 comments, and they look for a comment flood that does not exist instead of at the
 * proxy or GITHUB_API_URL; the job is told nothing of the push.
 *
 * What should happen instead: "every message says what happened": a next link that names a page
 * already read is said as such (GitHub's pagination looped), not as a list longer than 10,000
 * items, and is found at once rather than after 100 requests.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(3_710_000);

describe('a comments page whose next link points back at itself', () => {
  it('is not reported as a list longer than 10000 items', async () => {
    await w.start();
    await w.opened();
    w.push(HEADS[1]);
    const self = `${w.github.url}/repos/acme/product/issues/5/comments?per_page=100&page=1`;
    w.github.faults.push({
      method: 'GET',
      path: /\/issues\/5\/comments$/,
      status: 200,
      body: [],
      headers: { 'content-type': 'application/json', link: `<${self}>; rel="next"` },
      times: 500,
    });
    const from = w.github.requests.length;
    const run = await w.synchronize();
    expect(run.exitCode).toBe(0);
    const reads = w.github.requests
      .slice(from)
      .filter((r) => r.method === 'GET' && /\/issues\/5\/comments/.test(r.url));
    // Observed: 100 reads of the same empty page, then "could not be read (the list is longer than
    // 10000 items, so not all of it was read)".
    expect(run.stdout + run.summary).not.toContain('longer than 10000 items');
    expect(reads.length).toBeLessThan(100);
  });
});
