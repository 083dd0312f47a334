/**
 * Was broken: src/step/on-close.ts `tellDocs`. When a sweep tells a close (src/sweep/finish.ts
 * `finishClaimed` -> `tellClose` -> `endOfPullRequest`) with `on-close: close-docs`, and GitHub
 * fails the read of the docs pull request's state (`codeHost.lookUp`: a 502 HTML page from a
 * proxy, through the retries), `tellDocs` warns "whether it is open could not be read … Re-run
 * this run to close it", then still writes the plain closing line ("closed without merging", not
 * "so this docs pull request is closed too") and returns `{ told: true, closed: false }` with no
 * `again`. The sweep takes that as done: it settles the turns and takes the label off, so nothing
 * brings a sweep back, and the re-run the warning names (of the sweep) finds nothing pending. The
 * docs pull request stays open for good. (The comments-unread and close-refused paths set `again`;
 * this read does not.)
 *
 * How a user meets it: `wait: sweep`, `on-close: close-docs`. The author closes the product pull
 * request without merging; its run is lost (cancelled while pending, or the runner died). The
 * schedule's sweep finds the job ended and tells the close, in a bad minute in which GitHub (or
 * the runner's proxy) answers GET /repos/acme/docs/pulls/42 with a 502 page. Later sweeps run
 * with GitHub well again.
 *
 * Was: acme/docs#42 stays `open`; its one line says only "was closed without merging"; the
 * label is off and nothing is pending, so no later sweep closes it.
 *
 * Now, as promised (docs/pull-request.md, "The end of the product pull request": "When
 * GitHub failed in a way that may pass (a 5xx, a limit, an answer that is not a list), a sweep
 * telling the close keeps its turns pending, so the next sweep does what it could not"; README:
 * every message says what to do next, and a re-run of the sweep does nothing here): the sweep
 * keeps the turn (and the label) so a later sweep closes acme/docs#42 and says so in its one line.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { DOCS_TOKEN, HEADS, ISSUE, useKillWorld } from './helpers/kill-world.ts';

const w = useKillWorld();
afterAll(() => w.github?.close());
const onClose = { 'github-token': DOCS_TOKEN, 'on-close': 'close-docs' };
const PROXY_PAGE = '<html><head><title>502 Bad Gateway</title></head><body>bad gateway</body></html>';

describe('a sweep telling a lost close while GitHub answers the docs pull request 502', () => {
  it('a later sweep still closes the docs pull request, and its one line says so', async () => {
    await w.fresh();
    await w.prRun('opened', HEADS[0], onClose);
    const job = w.records()[0]?.jobs[0];
    expect(job).toBeDefined();
    w.pulls['acme/docs#42']!.head = { sha: 'a'.repeat(40), ref: `agent/${job}` };
    w.clock.service = 70_000; // the job has ended
    // Closed without merging; its run is lost.
    w.pulls[ISSUE]!.state = 'closed';
    const closed = await w.prRun('closed', HEADS[0], onClose, { n: 0, mode: 'KILL' }, { state: 'closed' });
    expect(closed.signal).toBe('SIGKILL');

    // The schedule's sweep, in a bad minute for GET /repos/acme/docs/pulls/42.
    const bad = {
      method: 'GET',
      path: /^\/repos\/acme\/docs\/pulls\/42$/,
      status: 502,
      body: PROXY_PAGE,
      times: 1_000,
    };
    w.github.faults.unshift(bad);
    w.clock.service = 100_000;
    const first = await w.sweep({ 'github-token': DOCS_TOKEN });
    w.github.faults.splice(w.github.faults.indexOf(bad), 1);
    expect(first.annotations.map((a) => a.message).join('\n')).toContain('whether it is open could not be read');

    // GitHub is well again at the next schedules.
    for (const t of [400_000, 800_000]) {
      w.clock.service = t;
      await w.sweep({ 'github-token': DOCS_TOKEN });
    }
    const lines = w.github.comments.filter((c) => c.issue === 'acme/docs#42').map((c) => c.body);
    expect({
      docs: (w.pulls['acme/docs#42'] as { state?: string }).state,
      lines: lines.length,
      saysClosedToo: /so this docs pull request is closed too/.test(lines[0] ?? ''),
    }).toEqual({ docs: 'closed', lines: 1, saysClosedToo: true });
  });
});
