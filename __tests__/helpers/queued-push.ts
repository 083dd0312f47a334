/**
 * The opening the queued-turn tests share, in a convergence world: the opened run starts the job,
 * and a push to H1 while it is busy queues its turn for the sweep (H1's one check run in progress).
 * And the comment's records rewritten as a test plays them (a sweep's write GitHub refused).
 */
import { expect } from '@jest/globals';
import { commentMarker, readCommentRecords, withoutMarker, type StepRecord } from '../../src/pull-request/record.ts';
import { PR_REPOSITORY } from '../../sim/pull-request.ts';
import { DEMO_API_KEY } from '../../sim/service.ts';
import { DOCS, H, PRODUCT, type useConvergenceWorld } from './convergence-world.ts';

type World = ReturnType<typeof useConvergenceWorld>;

/** The step's name the convergence world's product runs write as. */
export const PRODUCT_STEP = { workflow: 'Docs', job: 'docs', step: 'agent', repository: PR_REPOSITORY, pull: 5 };

export const checkRunsOn = (w: World, sha: string) => w.checkRuns().filter((r) => r.head_sha === sha);

/** The job, and H1's check run, once the push's turn is queued while the job is busy. */
export async function pushQueuedWhileBusy(w: World) {
  await w.fresh();
  expect((await w.run(w.stepInputs(), w.prEvent(5, 'opened'), undefined)).run.outputs.outcome).toBe('started');
  const job = w.latestJob()!;
  w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, ref: `agent/${job}` };
  w.clock.service = 30_000;
  w.pulls[PRODUCT]!.head = { sha: H[1]! };
  await w.run(w.stepInputs(), w.prEvent(5, 'synchronize'), undefined);
  const onHead = checkRunsOn(w, H[1]!);
  expect(onHead.map((check) => check.status)).toEqual(['in_progress']);
  return { job, check: onHead[0]! };
}

/** The product's comment with its let-go (pending) records changed by `change`, signed as the step signs them. */
export function rewritePendingRecords(w: World, change: (record: StepRecord) => StepRecord): void {
  const comment = w.commentOf(PRODUCT)!;
  const kept = readCommentRecords(comment.body, PRODUCT_STEP, DEMO_API_KEY)!;
  const records = kept.records.map((r) => (r.pending === undefined ? r : change(r)));
  comment.body = `${withoutMarker(comment.body)}\n${commentMarker(PRODUCT_STEP, { ...kept, records }, DEMO_API_KEY)}`;
}

/**
 * The job's first turn finished by a sweep (the docs pull request then carries the job's comment),
 * a push to H1 that tells it news and busies it, and a push to H2 queued behind that: the job.
 */
export async function secondPushQueuedWhileBusy(w: World): Promise<string> {
  await w.fresh();
  await w.run(w.stepInputs(), w.prEvent(5, 'opened'), undefined);
  const job = w.latestJob()!;
  w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, ref: `agent/${job}` };
  w.clock.service = 70_000;
  await w.jobStatus(job);
  await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
  w.pulls[PRODUCT]!.head = { sha: H[1]! };
  await w.run(w.stepInputs(), w.prEvent(5, 'synchronize'), undefined);
  w.clock.service += 20_000;
  w.pulls[PRODUCT]!.head = { sha: H[2]! };
  await w.run(w.stepInputs(), w.prEvent(5, 'synchronize'), undefined);
  return job;
}
