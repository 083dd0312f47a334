/**
 * Was broken: a `wait: sweep` step that could not write its record and waits for its job itself,
 * when cancelled while the job still runs, sends `on-finish-dispatch` (outcome `cancelled`) for an
 * unfinished job.
 *
 * Now, as promised: README inputs, `on-finish-dispatch`: "a workflow file sent `workflow_dispatch`
 * ... once the job is finished"; docs/sweep.md step 5 "sends `on-finish-dispatch` once".
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

// Every job stays active until the test ends it: what the run sees is set by the test, not by time.
const w = useSweepWorld(7_440_000, {}, { holdJobs: true });

describe('a let-go step whose record could not be written, cancelled while it waits', () => {
  it('sends no on-finish-dispatch for a job that has not finished', async () => {
    const step = { 'on-finish-dispatch': 'review-after-sweep.yml', 'poll-interval': '100ms' };
    // GitHub fails every try to create the pull request's comment (the record's home).
    w.github.faults.push({ method: 'POST', path: /\/issues\/5\/comments$/, status: 500, times: 10 });
    const reads = () => w.sim.requests().filter((r) => r.method === 'GET').length;
    const run = await w.prRun('opened', HEADS[0], step, (child) => {
      // The runner cancels the step (SIGINT) once it has read its still-active job twice.
      const tick = setInterval(() => {
        if (reads() >= 2) {
          clearInterval(tick);
          child.kill('SIGINT');
        }
      }, 20);
      child.on('exit', () => clearInterval(tick));
    });
    expect(run.stdout).toContain('so this run does not let the runner go');
    expect(run.outputs.outcome).toBe('cancelled');
    // The job is still active on the service: nothing is finished, so nothing may be dispatched yet.
    expect(w.github.dispatches.map((d) => [d.workflow, d.inputs['job-id'], d.inputs.outcome])).toEqual([]);
  });
});
