/**
 * Was broken: a `/docs` command on a pull request whose job failed is sent to the failed job as a
 * follow-up, instead of starting a new job with the `prompt` and the comment's words.
 * src/step/command-message.ts `commandPlan` starts a new job only when there is none or its docs
 * pull request was merged or closed (`docsPullRequestOf`); it never looks at the job's own status,
 * while a push's run (src/pull-request/decide.ts `jobGone`: failed or archived) and the sweep
 * (src/sweep/queued.ts: "takes no more follow-ups; the pull request's next run starts a new job")
 * both treat a failed job as one that takes no more. Found by
 * found-convergence.property.e2e.test.ts (a push finished `failed`, then `/docs`).
 *
 * How a user meets it: the recipe (`wait: sweep`, docs in the same repository); the job fails
 * (the check run says so); a writer comments `/docs try again, smaller` on the product pull
 * request, whether or not a sweep has finished the failed turn yet.
 *
 * Was: one start in all; the command goes to the failed job as a message
 * (`messages: ["note 1"]`), in both cases (a sweep first, or the command's own run finishing the
 * failed turn first).
 *
 * What should happen instead: docs/pull-request.md, "A job that ended for good. When the job
 * failed or was archived, or its docs pull request was merged or closed, an owed command starts
 * the new job, after the `prompt`, as the command's own run would (a push that starts a new job
 * takes it too)"; docs/sweep.md: "A job that takes no more follow-ups (failed, archived, its docs
 * pull request merged or closed) is left to the pull request's next run, which starts a new job
 * with the prompt". The command's run starts a new job with the prompt and the comment's words.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { useConvergenceWorld } from './helpers/convergence-world.ts';

jest.setTimeout(300_000);
const w = useConvergenceWorld();
afterAll(() => w.github?.close());

async function failedJobThenCommand(sweepFirst: boolean) {
  await w.fresh();
  const opened = await w.run(w.stepInputs(), w.prEvent(5, 'opened'), undefined);
  expect(opened.run.outputs.outcome).toBe('started');
  const job = w.latestJob()!;
  w.pulls['acme/product#6']!.head = { ...w.pulls['acme/product#6']!.head, ref: `agent/${job}` };
  // The job fails.
  w.sim.service().endLiveJobsAs('failed');
  w.clock.service = 70_000;
  expect(await w.jobStatus(job)).toBe('failed');
  w.sim.service().endLiveJobsAs('completed');
  if (sweepFirst) await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
  const { env } = w.commentEvent(5, '/docs note 1', 'lead');
  const command = await w.run(w.stepInputs(), env, undefined);
  expect(command.run.exitCode).toBe(0);
  return {
    starts: w.starts().length,
    messages: w.messages(),
    newJobPrompt: /note 1/.test(String(w.starts()[1]?.body ?? '')),
  };
}

describe('a /docs command after the let-go job failed', () => {
  it('after a sweep finished the failed turn: the command starts a new job with the prompt and its words', async () => {
    expect(await failedJobThenCommand(true)).toEqual({ starts: 2, messages: [], newJobPrompt: true });
  });

  it('with no sweep first (its own run finishes the failed turn): the command starts a new job too', async () => {
    expect(await failedJobThenCommand(false)).toEqual({ starts: 2, messages: [], newJobPrompt: true });
  });
});
