/**
 * Docs in the product's repository: a `/docs` comment on the agent's docs pull request lets go with
 * its check run on the docs pull request's head as its run read it. The agent then pushes to that
 * pull request; whoever finishes the turn (the push's run, a sweep) finishes that check run, on
 * that head, never a new one on the pushed head beside it. Was broken: the pending record named no
 * head (a comment's event has none), so the finish looked the head up again and the comment's check
 * run stayed in progress for good.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { DOCS, useConvergenceWorld } from './helpers/convergence-world.ts';

jest.setTimeout(300_000);
const w = useConvergenceWorld();
afterAll(() => w.github?.close());

const docsPull = () => w.pulls[DOCS] as { head: { sha: string; ref?: string } };

async function jobEnds() {
  w.clock.service += 70_000;
  const id = w.latestJob();
  if (id) await w.jobStatus(id);
  if (id) docsPull().head = { ...docsPull().head, ref: `agent/${id}` };
}

async function sweepUntilSettled() {
  for (let i = 0; i < 4 && (w.inProgress().length > 0 || w.pendingOf(DOCS).length > 0); i++) {
    w.clock.service += 70_000;
    await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
  }
}

describe("a /docs comment on the agent's docs pull request, then the agent's push there", () => {
  it.each(['completed', 'failed'] as const)('finishes the comment’s check run on its head (job %s)', async (end) => {
    await w.fresh();
    await w.run(w.stepInputs(), w.prEvent(5, 'opened'), undefined);
    await jobEnds();
    await sweepUntilSettled();
    const commentHead = docsPull().head.sha;
    await w.run(w.stepInputs(), w.commentEvent(6, '/docs shorter intro', 'lead').env, undefined);
    expect(w.pendingOf(DOCS).map((record) => record.pending?.sha)).toEqual([commentHead]);

    w.sim.service().endLiveJobsAs(end);
    await jobEnds();
    w.sim.service().endLiveJobsAs('completed');
    docsPull().head = { ...docsPull().head, sha: 'e'.repeat(40) };
    await w.run(w.stepInputs(), w.prEvent(6, 'synchronize'), undefined);
    await sweepUntilSettled();

    expect(w.inProgress()).toEqual([]);
    const onCommentHead = w.checkRuns().filter((run) => run.head_sha === commentHead);
    expect(onCommentHead.map((run) => run.conclusion)).toContain(end === 'failed' ? 'failure' : 'success');
  });
});
