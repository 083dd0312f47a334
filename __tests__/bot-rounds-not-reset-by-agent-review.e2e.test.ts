/**
 * `review-bot-rounds` stops a review tool and the agent answering each other forever: the agent's
 * own thread replies (a managed user's COMMENTED reviews) count for neither side, so they never
 * start the bot's count again.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { SimGitHub } from '../sim/github-api.ts';
import { reviewEventEnv } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { DOCS, useDocsReviewWorld } from './helpers/docs-review-world.ts';

jest.setTimeout(180_000);

const AGENT = 'docs-bot_acme';
const w = useDocsReviewWorld({
  runIds: 882_000,
  author: { login: AGENT, type: 'User' },
  collaborators: { [AGENT]: { permission: 'write', role_name: 'write' } },
});
const inputs = { 'agent-login': AGENT, 'review-bots': 'prose-lint[bot]', 'review-bot-rounds': '1' };

function reviewRun(review: ReturnType<SimGitHub['addReview']>): Promise<ActionRun> {
  w.runId++;
  const env = reviewEventEnv(w.github.url, w.runId, review, { repository: 'acme/docs', number: 101, author: AGENT });
  return w.github.running(env, () => runAction(w.docsInputs(inputs), { killAfterMs: 60_000, env }));
}
const hunk = '@@ -1,3 +1,3 @@\n a\n b\n+c';

describe('review-bot-rounds with the agent a managed user replying in threads', () => {
  it("the agent's own replies do not start the bot's count again", async () => {
    expect((await w.productRun({ 'agent-login': AGENT })).outputs.outcome).toBe('completed');
    const outcomes: string[] = [];
    for (const n of [1, 2, 3]) {
      const bot = w.github.addReview(DOCS, {
        state: 'COMMENTED',
        login: 'prose-lint[bot]',
        body: `Round ${n}: passive voice.`,
      });
      outcomes.push((await reviewRun(bot)).outputs.outcome ?? '');
      // The agent answers the bot in the thread: a COMMENTED review by the agent's account.
      const reply = w.github.addReview(DOCS, { state: 'COMMENTED', login: AGENT, body: '' }, [
        { path: 'docs/a.md', line: 3, diff_hunk: hunk, body: `Fixed (round ${n}).` },
      ]);
      outcomes.push((await reviewRun(reply)).outputs.outcome ?? '');
    }
    // 'review-bot-rounds' is 1: the bot's first review goes, the next ones meet one listed bot's review with no person's between.
    expect({ outcomes, sent: w.messages().length }).toEqual({
      outcomes: ['completed', 'skipped', 'skipped', 'skipped', 'skipped', 'skipped'],
      sent: 1,
    });
  });
});
