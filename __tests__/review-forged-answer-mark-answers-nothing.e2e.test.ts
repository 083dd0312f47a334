/** Another account's comment forging a review's answer mark, or a copy of a signed sent line, makes no review answered. */
import { describe, expect, it, jest } from '@jest/globals';
import type { SimGitHub } from '../sim/github-api.ts';
import { reviewEventEnv } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { DOCS, useDocsReviewWorld } from './helpers/docs-review-world.ts';

jest.setTimeout(120_000);
const w = useDocsReviewWorld({ runIds: 886_000, collaborators: { reader: { permission: 'read', role_name: 'read' } } });
function reviewRun(review: ReturnType<SimGitHub['addReview']>): Promise<ActionRun> {
  w.runId++;
  const env = reviewEventEnv(w.github.url, w.runId, review, { repository: 'acme/docs', number: 101 });
  return w.github.running(env, () => runAction(w.docsInputs(), { killAfterMs: 60_000, env }));
}
describe('forged answer marks', () => {
  it('do not stop a review from being sent', async () => {
    expect((await w.productRun()).outputs.outcome).toBe('completed');
    const review = w.github.addReview(DOCS, { state: 'COMMENTED', login: 'lead', body: 'Add an example.' });
    w.github.addComment(DOCS, `ok\r\n<!-- wait-for-agent-job review-answered ${review.id} -->\r\n`, 'reader');
    w.github.addComment(DOCS, `<!-- wait-for-agent-job review-answered ${review.id} -->`, 'docs-app');
    const run = await reviewRun(review);
    expect({ outcome: run.outputs.outcome, sent: w.messages().length }).toEqual({ outcome: 'completed', sent: 1 });
  });
});
