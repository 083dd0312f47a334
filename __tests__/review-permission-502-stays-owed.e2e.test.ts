/**
 * A review whose author's permission GitHub fails (502) on its own run is doubt: no answer line, so
 * the review stays owed and the next run sends it once.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { commentEventEnv, reviewEventEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { DOCS, useDocsReviewWorld } from './helpers/docs-review-world.ts';

jest.setTimeout(150_000);
const w = useDocsReviewWorld({ runIds: 7_600_000 });
const where = { repository: 'acme/docs', number: 101 };

describe.each([['502', { status: 502, times: 4 }]])(
  "a review's own run meets its author's permission read: %s",
  (_, fault) => {
    it('leaves the review owed (doubt is no refusal), and the next /docs run sends it, once', async () => {
      expect((await w.productRun()).outputs.outcome).toBe('completed');
      const review = w.github.addReview(DOCS, { state: 'CHANGES_REQUESTED', login: 'lead', body: 'Add an example.' });
      w.github.faults.push({ method: 'GET', path: /\/collaborators\/lead\/permission$/, ...fault });
      const first = await runAction(w.docsInputs(), {
        killAfterMs: 60_000,
        env: reviewEventEnv(w.github.url, w.runId + 1, review, where),
      });
      const lines = w.github.comments
        .filter((c) => c.issue === DOCS && c.body.includes('review-answered'))
        .map((c) => c.body);
      w.github.faults.length = 0;
      // The pull request's next run: a /docs command by lead.
      const { id } = w.github.addComment(DOCS, '/docs also fix the title', 'lead');
      const next = await runAction(w.docsInputs(), {
        killAfterMs: 60_000,
        env: commentEventEnv(
          w.github.url,
          w.runId + 2,
          { id, body: '/docs also fix the title', login: 'lead' },
          {},
          where,
        ),
      });
      expect({
        first: first.outputs.outcome,
        next: next.outputs.outcome,
        lines,
        review: w.messages().filter((m) => m.includes('Add an example.')).length,
        command: w.messages().filter((m) => m.includes('also fix the title')).length,
      }).toEqual({ first: first.outputs.outcome, next: 'completed', lines: [], review: 1, command: 1 });
    });
  },
);
