/**
 * Was broken: a `wait: sweep` pull request run cancelled (SIGINT: "Cancel workflow", a newer run of a
 * group with cancel-in-progress, a runner shutting down) right after the service took its start
 * or follow-up writes the turn's pending record on the cancelled budget (src/step/let-go.ts
 * `letGo` -> `step.surfaces.hold`): every GitHub request fails at once ("Could not read the check
 * run: the time for GitHub ran out"), `letGo` answers 'not recorded', the step falls back to
 * waiting ("so this run does not let the runner go: it waits for the job, as 'wait: true' does")
 * and is cancelled at once. The turn the service took is never recorded as pending and the label
 * is never put on: no sweep ever finishes it. The job's ending never reaches the check run (left
 * `cancelled` on the head, a failing required check) nor the comment, and `on-finish-dispatch` is
 * never sent for it. The sweep had the same fault and was fixed
 * (sweep-cancel-after-send-records-it: "a cancel that comes after the send must not cost that
 * record"); step/follow-up-command.ts keeps a budget of its own for a command sent before a
 * cancel (`answerAfterCancel`); the let-go record has neither. Found by
 * found-convergence.property.e2e.test.ts (an opening cancelled at its 5th to 7th GitHub request).
 *
 * How a user meets it: the recipe (`wait: sweep`, `on-finish-dispatch`); the opening run is
 * cancelled a moment after it started the job (a second later than it would have ended on its
 * own). The job completes with its docs pull request; the schedule's sweeps run.
 *
 * Was: after the job completed and two sweeps: no dispatch; the head's only check run
 * `completed/cancelled`; no label, no pending record (the sweeps report nothing).
 *
 * What should happen instead: README, "Waiting without a runner": the step "starts the job ...
 * leaves the check run in progress, labels the pull request `agent-job-pending`"; "A sweep ...
 * finishes each job that ended, once, as the step would have"; `on-finish-dispatch`: "sent ...
 * once the job is finished". A SIGINT leaves 7.5 s before SIGTERM, time for the three writes:
 * the run records what the service took (pending record, check run in progress, label) on a
 * budget of its own, so the sweep finishes it: the check run `success`, one dispatch.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { H, PRODUCT, useConvergenceWorld } from './helpers/convergence-world.ts';

jest.setTimeout(300_000);
const w = useConvergenceWorld();
afterAll(() => w.github?.close());

/** The opening cancelled at its GitHub request `n`, and whether the service had taken its start by then. */
async function openingCancelledAt(n: number): Promise<boolean> {
  await w.fresh();
  const opened = await w.run(w.stepInputs(), w.prEvent(5, 'opened'), { n, mode: 'INT' });
  expect(opened.stopped).toBe(true);
  return w.lastStop.servicePosts === 1;
}

/** The first GitHub request of the opening that comes after the service took its start. */
let firstAfterStart = 0;

describe('a let-go opening cancelled (SIGINT) right after the service took its start', () => {
  it.each([0, 2])(
    'at its GitHub request %i after the start: the sweep still finishes the job once, with its dispatch',
    async (after) => {
      if (firstAfterStart === 0) while (!(await openingCancelledAt(++firstAfterStart)) && firstAfterStart < 20);
      const n = firstAfterStart + after;
      expect(await openingCancelledAt(n)).toBe(true); // the service took the start before the cancel
      expect(w.starts()).toHaveLength(1);
      const job = w.latestJob()!;
      w.pulls['acme/product#6']!.head = { ...w.pulls['acme/product#6']!.head, ref: `agent/${job}` };

      w.clock.service = 70_000; // the job completed
      await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
      w.clock.service = 700_000;
      await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);

      const head = w.checkRuns().filter((r) => r.head_sha === H[0]);
      expect({
        dispatches: w.github.dispatches.map((d) => `${String(d.inputs['job-id'])}:${String(d.inputs.outcome)}`),
        headCheckRun: `${head.at(-1)?.status}/${head.at(-1)?.conclusion}`,
        labelled: w.labelled(PRODUCT),
      }).toEqual({ dispatches: [`${job}:completed`], headCheckRun: 'completed/success', labelled: false });
    },
  );
});
