/**
 * Was broken: with `wait: sweep`, the job's "Docs" check run is `in_progress` on the head while
 * the job works. A later run on that head that decides nothing (a `labeled`, `edited` or
 * `reopened` event: "Nothing new for job ...") whose read of the head's check runs
 * (GET .../commits/{sha}/check-runs) gets a page GitHub served empty (200,
 * `{"total_count":0,"check_runs":[]}`) takes the head for one with no check run and CREATES a
 * second "Docs" check run, concluded `neutral` ("Nothing new for job job-started-1"), beside the
 * job's `in_progress` one -- though the comment's pending record names that very check run on that
 * very head.
 *
 * How a user meets it: someone adds a label (or edits the title) while the agent works, at a
 * moment GitHub's check-runs listing lags or a cache serves an empty page. A branch rule that
 * requires "Docs" now sees the newest "Docs" run, the `neutral` one, and lets the pull request merge
 * while the docs job is still running: the very thing the check run exists to stop.
 *
 * What should happen instead: docs/pull-request.md ("The head's check run has one owner"): a run
 * that decides nothing "leaves it as it is and never creates a second one ... a second one,
 * `neutral` beside the job's `in_progress`, would let the pull request merge while the job still
 * works ... when the check runs cannot be read, it writes none rather than risk a second". A list
 * that lacks the check run the pending record names is not "none" (as an empty comments page is
 * not "no job", comments-page-served-empty-no-second-job.e2e.test.ts): no second check run.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(3_910_000);

describe("a run that decides nothing and meets an empty page of the head's check runs", () => {
  it.each(['labeled', 'edited'])(
    "a %s run creates no second check run beside the let-go job's in-progress one",
    async (action) => {
      const opened = await w.prRun('opened', HEADS[0]);
      expect(opened.outputs.outcome).toBe('started');
      expect(w.checkRunsOf(HEADS[0]).map((c) => c.status)).toEqual(['in_progress']);

      w.github.faults.push({
        method: 'GET',
        path: /\/commits\/[0-9a-f]{40}\/check-runs$/,
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: { total_count: 0, check_runs: [] },
        times: 3,
      });
      const run = await w.prRun(action, HEADS[0]);
      expect(run.exitCode).toBe(0);
      expect(run.outputs.outcome).toBe('nothing-new');
      // Observed: [[1000, "in_progress", null], [1003, "completed", "neutral"]]: the newest "Docs"
      // check run is the neutral one, while the job still works.
      expect(w.checkRunsOf(HEADS[0]).map((c) => [c.id, c.status, c.conclusion])).toEqual([
        [expect.any(Number), 'in_progress', null],
      ]);
    },
  );
});
