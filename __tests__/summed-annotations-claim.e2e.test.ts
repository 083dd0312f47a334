/**
 * Was broken: when more jobs fail than the runner shows annotations for, the jobs' annotations are
 * summed up in ONE ("12 agent jobs": "12 jobs: 12 failed. job-0: failed; job-1: failed; ..."), yet the
 * step's own error still says "12 of 12 jobs failed the step: ... Each has an annotation above and a
 * line in the job summary." (src/report/report.ts `failureOf`). No job has an annotation of its
 * own, and neither annotation says what to do about a failed job (the per-job "Open the job on the
 * dashboard to see what went wrong, then start a new job." is in none of them).
 *
 * How a user meets it: a step waits for a dozen jobs (README's "Several jobs") and most fail; the
 * run page shows two errors, one of which points at annotations that are not there, and neither
 * says what to do next.
 *
 * What should happen instead (every message says what happened and what to do next): the step's
 * error does not claim per-job annotations that were summed away, and what to do about the failed
 * jobs is said in an annotation.
 */
import { expect, it, jest } from '@jest/globals';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

it("the step's error does not point at per-job annotations that were summed into one", async () => {
  const ids = Array.from({ length: 12 }, (_, i) => `job-f${i}`);
  for (const id of ids) sim.service().setJob(id, [{ job: { status: 'failed' } }]);
  const run = await sim.act({ 'job-id': ids.join('\n') });
  expect(run.exitCode).toBe(1);
  const errors = run.annotations.filter((a) => a.command === 'error');
  // The runner shows 10 errors: the jobs' are summed in one, beside the step's own.
  expect(errors).toHaveLength(2);
  expect(errors.filter((a) => a.properties.title?.startsWith('Agent job '))).toHaveLength(0);
  const all = errors.map((a) => a.message).join('\n');
  // Was: "... Each has an annotation above and a line in the job summary."
  expect(all).not.toContain('Each has an annotation above');
  // What to do about a failed job is said somewhere on the run page.
  expect(all).toMatch(/dashboard/);
});

/**
 * Was broken (a helper's README trial): a completed job that fails the step only because
 * `require-pr` is true was left out of the summed annotation ("12 jobs: 12 completed. ", naming no
 * job), was named "(completed)" in the step's error, and the fourth kind of advice (require-pr's)
 * was cut. Now it is named with why, and each kind of failure says what to do.
 */
it('names a completed job that fails require-pr, and says what to do for each kind of failure', async () => {
  const failed = Array.from({ length: 9 }, (_, i) => `job-f${i}`);
  for (const id of failed) sim.service().setJob(id, [{ job: { status: 'failed' } }]);
  sim.service().setJob('job-a0', [{ job: { status: 'archived' } }]);
  sim.service().setJob('job-n0', [{ job: { status: 'completed' } }]);
  const ids = [...failed, 'job-a0', 'job-gone', 'job-n0'];
  const run = await sim.act({ 'job-id': ids.join('\n'), 'fail-on': 'failed,archived', 'require-pr': 'true' });
  expect(run.exitCode).toBe(1);
  const errors = run.annotations.filter((a) => a.command === 'error').map((a) => a.message);
  expect(errors).toHaveLength(2);
  const [summed = '', step = ''] = errors;
  expect(summed).toContain('job-n0: completed without a pull request');
  expect(step).toContain('job-n0 (completed without a pull request)');
  expect(step).toContain("'require-pr' is true, so the step fails");
  expect(step).toMatch(/dashboard/);

  const onlyWithoutPullRequest = Array.from({ length: 12 }, (_, i) => `job-c${i}`);
  for (const id of onlyWithoutPullRequest) sim.service().setJob(id, [{ job: { status: 'completed' } }]);
  const none = await sim.act({ 'job-id': onlyWithoutPullRequest.join('\n'), 'require-pr': 'true' });
  const [summedNone = ''] = none.annotations.filter((a) => a.command === 'error').map((a) => a.message);
  expect(summedNone).toContain('job-c0: completed without a pull request');
  expect(summedNone).not.toMatch(/completed\. $/);
});

/**
 * Was broken (a helper, on the change above): 50 jobs with 64-character ids made both errors
 * longer than the log's cut (4,000 characters), which fell mid-id: "Each has a line in the job
 * summary" and what to do were cut, and about ten failing jobs were named nowhere. The names now
 * stop where they fit, with how many more there are.
 */
it('says what to do for 50 jobs with long ids, naming those that fit and counting the rest', async () => {
  const ids = Array.from({ length: 50 }, (_, i) => `agent-job-${String(i).padStart(2, '0')}-${'x'.repeat(51)}`);
  for (const id of ids) sim.service().setJob(id, [{ job: { status: 'completed' } }]);
  const run = await sim.act({ 'job-id': ids.join('\n'), 'require-pr': 'true' });
  expect(run.exitCode).toBe(1);
  const errors = run.annotations.filter((a) => a.command === 'error').map((a) => a.message);
  expect(errors).toHaveLength(2);
  for (const error of errors) {
    expect(error).not.toContain('[cut:');
    expect(error).toMatch(/and \d+ more \(the job summary has each\)/);
    const named = ids.filter((id) => error.includes(id)).length;
    const more = Number(/and (\d+) more/.exec(error)?.[1]);
    expect(named + more).toBe(50);
  }
  expect(errors[1]).toContain("'require-pr' is true, so the step fails");
  expect(errors[1]).toContain('Each has a line in the job summary.');
});
