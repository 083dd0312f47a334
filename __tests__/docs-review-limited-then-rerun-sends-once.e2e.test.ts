/**
 * The docs repository's recipe: a review's own run meets a 429 past 'timeout', then that run is
 * re-run. The re-run sends it once; the "not sent yet" line names the runs that send it in any
 * recipe (the sweep only with wait: sweep, which this recipe does not have).
 */
import { describe, expect, it, jest } from '@jest/globals';
import { reviewEventEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { DOCS, useDocsReviewWorld } from './helpers/docs-review-world.ts';

jest.setTimeout(200_000);
const w = useDocsReviewWorld({ runIds: 994_000 });

describe('docs repository recipe, a review rate-limited, then its run re-run', () => {
  it('the re-run sends it once', async () => {
    expect((await w.productRun()).outputs.outcome).toBe('completed');
    const review = w.github.addReview(DOCS, { state: 'CHANGES_REQUESTED', login: 'lead', body: 'Add examples.' });
    w.runId++;
    const env = reviewEventEnv(w.github.url, w.runId, review, { repository: 'acme/docs', number: 101 });
    w.sim
      .service()
      .failNextPost({ http: 429, headers: { 'retry-after': '600' }, body: '{"error":"Too many requests"}' });
    const first = await w.github.running(env, () => runAction(w.docsInputs(), { killAfterMs: 60_000, env }));
    const env2 = { ...env, GITHUB_RUN_ATTEMPT: '2' };
    const second = await w.github.running(env2, () => runAction(w.docsInputs(), { killAfterMs: 60_000, env: env2 }));
    const lines = w.github.comments.filter((c) => c.issue === DOCS).map((c) => c.body.slice(0, 600));
    const accepted = w.sim.requests().filter((r) => r.method === 'POST' && r.url.endsWith('/message')).length;
    expect({ first: first.outputs.outcome, second: second.outputs.outcome, posts: accepted }).toEqual({
      first: 'error',
      second: 'completed',
      posts: 2,
    });
    // This recipe has no sweep (issue_comment and pull_request_review only): the line says when one sends it.
    const owedLine = lines.find((b) => b.includes('review-owed')) ?? '';
    expect(owedLine).toContain("a re-run of this one, the pull request's next run, or, with wait: sweep, the sweep");
  });
});
