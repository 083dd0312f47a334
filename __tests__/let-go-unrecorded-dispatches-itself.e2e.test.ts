/**
 * Was broken: a `wait: sweep` step whose pending record GitHub refused (the comment write answered
 * 5xx) waits for its job itself and reports it, but nothing ever sends `on-finish-dispatch`: the
 * chained workflow (the review) is lost for that job.
 *
 * Now, as promised: README inputs, `on-finish-dispatch`: "With `wait: sweep`: a workflow file sent
 * `workflow_dispatch` (`job-id`, `outcome`, `pr-link`, ...) once the job is finished";
 * docs/sweep.md step 5 "sends `on-finish-dispatch` once"; docs/reliability.md: a failed comment
 * write changes nothing else ("the step's outcome, outputs and summary do not change").
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

// The job reads active twice, then completed: what the run sees is set by its reads, not by time.
const w = useSweepWorld(7_330_000, {}, { activeReads: 2 });

describe('a let-go step whose record could not be written', () => {
  it('still has on-finish-dispatch sent once its job is finished', async () => {
    const step = { 'on-finish-dispatch': 'review-after-sweep.yml', 'poll-interval': '100ms' };
    // GitHub fails every try to create the pull request's comment (the record's home).
    w.github.faults.push({ method: 'POST', path: /\/issues\/5\/comments$/, status: 500, times: 10 });
    const run = await w.prRun('opened', HEADS[0], step);
    // The step says it waits for the job itself, and it does: the job is reported completed.
    expect(run.stdout).toContain('so this run does not let the runner go');
    expect(run.outputs.outcome).toBe('completed');
    expect(run.outputs['job-id']).toBe('job-started-1');

    // Nothing is labelled, so a sweep has nothing to finish (and nothing to dispatch) either.
    const sweep = await w.sweep();
    expect(sweep.exitCode).toBe(0);

    // Promised: the finished job's workflow is dispatched, once.
    expect(w.github.dispatches.map((d) => [d.workflow, d.inputs['job-id'], d.inputs.outcome])).toEqual([
      ['review-after-sweep.yml', 'job-started-1', 'completed'],
    ]);
  });
});
