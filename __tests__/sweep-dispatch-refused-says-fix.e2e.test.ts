/**
 * Was broken: when GitHub refused `on-finish-dispatch` itself (422: the workflow has no
 * `workflow_dispatch` trigger, or does not declare an input; 404: no such file on the default
 * branch; 403: the token may not dispatch), the sweep's warning offered only the `gh workflow run`
 * line that sends the same request again, which fails the same way.
 *
 * Now, as promised (README: every message says what happened and what to do next): the warning
 * names what to put right first, by GitHub's answer, then the line to send it by hand.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(7_340_000);
const step = { 'on-finish-dispatch': 'review-after-sweep.yml' };

describe('a sweep whose on-finish-dispatch GitHub refuses', () => {
  it.each([
    [
      422,
      "Workflow does not have 'workflow_dispatch' trigger",
      "First give review-after-sweep.yml an 'on: workflow_dispatch' trigger that declares the inputs job-id, outcome, pr-link, pull-request and head-sha",
    ],
    [404, 'Not Found', 'First put review-after-sweep.yml in .github/workflows on main'],
    [403, 'Resource not accessible by integration', "First give the report-token 'actions: write'."],
  ])('after a %i says what to put right, then how to send it by hand', async (status, message, fix) => {
    await w.prRun('opened', HEADS[0], step);
    w.clock.service += 70_000; // the job has ended
    w.github.faults.push({ method: 'POST', path: /\/dispatches$/, status, body: { message }, times: 5 });
    const sweep = await w.sweep();
    expect(sweep.exitCode).toBe(0);
    expect(w.github.dispatches).toEqual([]);
    const warning = sweep.stdout.split('\n').find((line) => line.includes('could not be dispatched')) ?? '';
    expect(warning).toContain(fix);
    expect(warning).toContain('Then send it by hand: gh workflow run review-after-sweep.yml --ref main');
  });
});
