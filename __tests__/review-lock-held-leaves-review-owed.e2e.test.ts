/**
 * Was broken: a review's run that met the reviews' lock held by another run (a 🎉 on the action's
 * comment, another run in progress) kept the runner until its `timeout`, then failed: "The step's
 * 'timeout' (1m 20s) ran out before the request to send the message ... could be sent". Docs: a
 * holder holds the lock for seconds, and a run waits six pauses of 5 s, then leaves the review
 * unanswered for the next run. Now the wait for the job to be free ends there too: skipped, the
 * review owed, no failure. (The action's own clock: this test waits about 30 s.)
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { DOCS, useConvergenceWorld } from './helpers/convergence-world.ts';
import { PR_REPOSITORY, reviewEventEnv } from '../sim/pull-request.ts';
import type { SimReaction, SimWorkflowRun } from '../sim/github-api.ts';

const w = useConvergenceWorld();
afterAll(() => w.github?.close());

describe("a review's run meeting the reviews' lock another run holds", () => {
  it('ends skipped within the lock wait, and the review stays owed', async () => {
    await w.fresh();
    await w.run(w.stepInputs(), w.prEvent(5, 'opened'), undefined);
    const job = w.latestJob() ?? '';
    w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, ref: `agent/${job}` };
    w.clock.service += 70_000;
    await w.jobStatus(job);
    await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
    const lockComment = w.commentOf(DOCS);
    expect(lockComment).toBeDefined();
    const lock: SimReaction = {
      ...{ id: 99_999, commentId: lockComment?.id ?? 0, content: 'hooray', login: 'github-actions[bot]' },
      created_at: new Date().toISOString(),
    };
    w.github.reactions.push(lock);
    const other = { id: 123_456, path: '.github/workflows/docs.yml', status: 'in_progress', event: 'schedule' };
    w.github.workflowRuns.push(other as SimWorkflowRun);
    const review = w.github.addReview(DOCS, { state: 'CHANGES_REQUESTED', login: 'lead', body: 'Shorten it.' });
    const where = { repository: PR_REPOSITORY, number: 6, head: w.pulls[DOCS]!.head.sha };
    const env = reviewEventEnv(w.github.url, 800_000 + review.id, review, where, { GITHUB_WORKFLOW: 'Docs' });
    const ran = await w.run(w.stepInputs({ timeout: '3m' }), env, undefined);
    expect({ exit: ran.run.exitCode, outcome: ran.run.outputs.outcome }).toEqual({ exit: 0, outcome: 'skipped' });
    expect(ran.run.stdout).not.toContain("'timeout'");
    expect(w.messages().filter((m) => m.includes('Shorten it.'))).toEqual([]);
    const answered = w.github.comments.filter(
      (c) => c.issue === DOCS && c.body.includes(`wait-for-agent-job review-answered ${review.id}`),
    );
    expect(answered).toEqual([]);
  });
});
