/**
 * The agent (a managed machine user, `agent-login`) answers in a review thread on its docs pull
 * request, and that review's own run never comes: the next `/docs` command's run there sends only
 * the command, never the agent's own review back to the agent, and writes no answer line for it.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { commentEventEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { DOCS, useDocsReviewWorld } from './helpers/docs-review-world.ts';

jest.setTimeout(120_000);

const AGENT = 'docs-bot_acme';
const w = useDocsReviewWorld({
  runIds: 881_000,
  author: { login: AGENT, type: 'User' },
  collaborators: { [AGENT]: { permission: 'write', role_name: 'write' } },
});

describe("the agent's own review, its run never came, then a /docs command", () => {
  it('is not sent back to the agent by the command run', async () => {
    expect((await w.productRun({ 'agent-login': AGENT })).outputs.outcome).toBe('completed');
    const review = w.github.addReview(DOCS, { state: 'COMMENTED', login: AGENT, body: '' }, [
      {
        path: 'docs/flags.md',
        line: 3,
        diff_hunk: '@@ -1,3 +1,3 @@\n a\n b\n+c',
        body: 'Done: I shortened the intro.',
      },
    ]);
    const written = w.github.addComment(DOCS, '/docs add an example', 'lead');
    written.created_at = written.updated_at = new Date(Date.parse(review.submitted_at) + 1_000).toISOString();
    const env = commentEventEnv(
      w.github.url,
      w.runId + 1,
      { id: written.id, body: written.body, login: 'lead' },
      {},
      { repository: 'acme/docs', number: 101, author: { login: AGENT, type: 'User' } },
    );
    const run = await runAction(w.docsInputs({ 'agent-login': AGENT }), { killAfterMs: 60_000, env });
    expect(run.exitCode).toBe(0);
    const answered = w.github.comments.filter((c) => c.issue === DOCS && c.body.includes('review-answered'));
    expect({ messages: w.messages(), answered: answered.map((c) => c.body) }).toEqual({
      messages: ['add an example'],
      answered: [],
    });
  });
});
