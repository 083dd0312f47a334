/**
 * Was broken: a review's run whose read of the docs pull request's comments GitHub serves empty
 * once (a page that lies) ends `skipped` saying "no agent job of this action is recorded on this
 * pull request" and sends nothing, though the job's docs-pr-comment is there; a `/docs` command's
 * run in the same state reads the list again and sends.
 *
 * Now, as promised: docs/pull-request.md "Reviews on the docs pull request": a review "reaches the
 * agent as one follow-up per review ... finds the job as a `/docs` command finds it"; "When the
 * job cannot be found": a list "that shows none of the action's comments" is not taken for no job
 * "until it was read twice (a page GitHub served empty once)"; README: the log says what happened.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { reviewEventEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { DOCS, useDocsReviewWorld } from './helpers/docs-review-world.ts';

jest.setTimeout(120_000);
const w = useDocsReviewWorld({ runIds: 981_000 });

describe("a review's run whose read of the docs pull request's comments GitHub serves empty once", () => {
  it('finds the job all the same (as a /docs command does) and sends the review once', async () => {
    expect((await w.productRun()).outputs.outcome).toBe('completed');
    // The job's comment, with its record, is on the docs pull request.
    expect(w.github.comments.filter((c) => c.issue === DOCS)).toHaveLength(1);

    const review = w.github.addReview(DOCS, { state: 'COMMENTED', login: 'lead', body: 'Add an example.' });
    // GitHub serves the docs pull request's comments as an empty page, once (a replica behind, a short page).
    w.github.faults.push({
      method: 'GET',
      path: /\/repos\/acme\/docs\/issues\/101\/comments$/,
      status: 200,
      body: [],
      times: 1,
    });
    const env = reviewEventEnv(w.github.url, w.runId + 1, review, { repository: 'acme/docs', number: 101 });
    const run = await runAction(w.docsInputs(), { killAfterMs: 60_000, env });
    const log = run.log.join('\n');

    // Was: "No review sent: no agent job of this action is recorded on this pull request." (outcome skipped).
    expect(log).not.toContain('no agent job of this action is recorded on this pull request');
    expect(run.outputs.outcome).toBe('completed');
    expect(w.messages()).toEqual([expect.stringContaining('Add an example.')]);
  });
});
