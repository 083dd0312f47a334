/**
 * Was broken:
 *   A sweep whose token may not write check runs (the sweep workflow's `permissions:` with
 *   `checks: read` instead of `checks: write`) reads the pull request's job, sees it ended, and
 *   cannot write its check run. Its summary row for the pull request then says "not read; the next
 *   sweep tries again (the check run and the comment of job job-started-1 could not be written; it
 *   stays pending, and the next sweep finishes it)" and its warning "Pull request #5: not finished
 *   (...); the next sweep tries again". The job WAS read (it completed): "not read" is false, and
 *   "the next sweep finishes it" is a promise no sweep keeps while the token lacks `checks: write`
 *   (the same run's other warning says to give the token what GitHub names).
 * How a user meets it:
 *   README "Waiting without a runner" + examples/sweep-pending-docs-jobs.yml with a permissions
 *   slip; the "Docs agent" check stays in progress forever while every sweep's summary says the
 *   pull request was "not read" and that the next sweep will finish it.
 * What should happen instead:
 *   The row says what happened (the job ended; its check run could not be written) and what to do
 *   (the token needs checks: write), never that the pull request or job was "not read".
 */
import { expect, it } from '@jest/globals';
import { REPORT_TOKEN } from '../sim/pull-request.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(73_000);

it('a sweep that read an ended job but could not write its check run does not call it "not read"', async () => {
  const pr = await w.prRun('opened', HEADS[0]);
  expect(pr.outputs.outcome).toBe('started');
  // The job's time is up; the sweep's token may read check runs but not write them.
  w.clock.service = 120_000;
  w.tokens[REPORT_TOKEN]!.checks = 'read';
  const sweep = await w.sweep();
  // The sweep did read the job: it asked the service for it and saw it ended.
  expect(w.sim.requests().some((r) => r.method === 'GET' && r.url.endsWith('/job/job-started-1'))).toBe(true);
  const row = sweep.summary.split('\n').find((line) => line.includes('<code>job-started-1</code>')) ?? '';
  expect(row).not.toBe('');
  expect(row).not.toContain('not read');
  expect(row).toContain('could not be written');
});
