/**
 * Was broken: the line the action writes on the docs pull request for a review it sent to the
 * agent is a markdown paragraph built by `sentLine` (src/step/review-comment.ts), which puts the
 * job id through `escapeMarkup` only, never through the log's prose (`toProse`, which breaks
 * `GH-123`). A job id the service hands back is checked only for its characters, so `GH-123` is
 * one; the answer then reads
 * "🤖 The <a href=...>review 1003</a> by lead went to the agent (job GH-123) as one follow-up."
 * and GitHub renders `GH-123` as a reference to issue 123 of the docs repository (a link, and a
 * "mentioned" event on that issue's timeline). The same id elsewhere in the action's writing is
 * made harmless: its comment on the docs pull request shows `<h2>🤖 Agent job GH&#8203;-123</h2>`.
 * How a user meets it: a compromised or misrouted service (or a cache or proxy between) names its
 * job `GH-<n>`; a reviewer submits a review of the docs pull request; the action's answer links
 * and cross-references an issue the attacker chose.
 * What should happen instead: SECURITY.md, "replies under a `/docs` command or a review": "escaped,
 * and no `@` mention or `#123`, `owner/repo#123` or `GH-123` reference". The job id in the answer
 * goes through the prose the rest of the reply does, so no `GH-<n>` stays whole in the text GitHub
 * reads (HTML entities decoded), whatever its case or number.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { reviewEventEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { DOCS, useDocsReviewWorld } from './helpers/docs-review-world.ts';

jest.setTimeout(90_000);

const w = useDocsReviewWorld({ runIds: 874_000 });

/** The text GitHub's reference filter reads: entities decoded. */
const decoded = (html: string): string =>
  html
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe("the answer to a review sent to the agent names the service's job id", () => {
  it.each(['GH-123', 'gh-42', 'GH-7'])('refers to no issue when the job id is %s', async (id) => {
    const repository = 'https://github.com/acme/docs';
    const source = { repository, ref: 'agent/job-started-1' };
    w.sim.service().failNextPost({ http: 201, body: JSON.stringify({ id, status: 'active', source }) });
    w.sim
      .service()
      .setJob(id, [{ job: { status: 'completed', prLink: 'https://github.com/acme/docs/pull/101', source } }]);
    expect((await w.productRun()).outputs['job-id']).toBe(id);

    const review = w.github.addReview(DOCS, { state: 'COMMENTED', login: 'lead', body: 'Add an example.' });
    const env = reviewEventEnv(w.github.url, w.runId + 2, review, { repository: 'acme/docs', number: 101 });
    const run = await runAction(w.docsInputs(), { killAfterMs: 40_000, env });
    expect(run.outputs.outcome).toBe('completed');

    const answers = w.github.comments.filter((c) => c.issue === DOCS && c.body.includes('went to the agent'));
    expect(answers).toHaveLength(1);
    const text = decoded(answers[0]?.body ?? '');
    // The job is named (the answer says where the review went), but as no reference.
    expect(text).toContain(id.slice(3));
    expect({ text, reference: /\bGH-\d+/i.exec(text)?.[0] ?? null }).toEqual({ text, reference: null });
  });
});
