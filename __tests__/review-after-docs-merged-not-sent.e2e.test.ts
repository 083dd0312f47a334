/**
 * Was broken: a review of the agent's docs pull request submitted after that pull request was
 * merged (or after its job failed) went to the job: "Sending a follow-up to job ...", and the
 * line said "went to the agent (job ...) as one follow-up", to a job that takes no more. A
 * `/docs` command in the same state is refused, and a queued review meeting the merge in the sweep
 * is too. Now the review's own run answers it as not sent, saying why and where to go on.
 * Docs in the same repository (convergence-world's recipe).
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { DOCS, useConvergenceWorld } from './helpers/convergence-world.ts';
import { PR_REPOSITORY, reviewEventEnv } from '../sim/pull-request.ts';

const w = useConvergenceWorld();
afterAll(() => w.github?.close());

async function jobEndedAndFinished(): Promise<string> {
  await w.fresh();
  await w.run(w.stepInputs(), w.prEvent(5, 'opened'), undefined);
  const job = w.latestJob() ?? '';
  w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, ref: `agent/${job}` };
  w.clock.service += 70_000;
  await w.jobStatus(job);
  await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
  return job;
}

function reviewRun(body: string) {
  const review = w.github.addReview(DOCS, { state: 'CHANGES_REQUESTED', login: 'lead', body });
  const where = { repository: PR_REPOSITORY, number: 6, head: w.pulls[DOCS]!.head.sha };
  const env = reviewEventEnv(w.github.url, 800_000 + review.id, review, where, { GITHUB_WORKFLOW: 'Docs' });
  return { review, run: w.run(w.stepInputs(), env, undefined) };
}

describe('a review of the docs pull request after it was merged', () => {
  it('is not sent, and its line says why and where to go on', async () => {
    await jobEndedAndFinished();
    const sentBefore = w.messages().length;
    Object.assign(w.pulls[DOCS]!, { state: 'closed', merged: true, merged_at: new Date().toISOString() });
    const { review, run } = reviewRun('Please add more examples.');
    const ran = await run;
    expect(ran.run.exitCode).toBe(0);
    expect(w.messages().slice(sentBefore)).toEqual([]);
    const lines = w.github.comments.filter((c) => c.issue === DOCS && c.body.includes(`review ${review.id}`));
    expect(lines.map((c) => c.body)).toEqual([
      expect.stringMatching(/was not sent to the agent: .*merged.*write the command on the product pull request/),
    ]);
    expect(lines[0]?.body).not.toContain('..');
  });
});
