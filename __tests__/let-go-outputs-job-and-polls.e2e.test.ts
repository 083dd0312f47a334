/**
 * Was broken: a `wait: sweep` step that starts the job and lets the runner go sets the `job` output
 * empty and `polls` to 0, though it made a request (the start) and holds the job object the
 * service answered with (its `status`, `model`, `ref`, `created-at` outputs come from it).
 * src/step/send-or-resume.ts: the `work.letGo` branch builds its result with `polls: 0` and no
 * `body`, where the `wait: false` branch just below passes `body: posted.body` and
 * `polls: posted.attempts`; src/step/let-go.ts `letGo` then finishes with `polls: 0`.
 *
 * How a user meets it: the recipe examples/docs-in-same-repository.yml (`wait: sweep`) on a
 * pull request's `opened`; a later step reads `steps.docs.outputs.job` (say with `jq .id`) or
 * `polls`, as it does after `wait: false`.
 *
 * A re-run of that step (attempt 2) reads the job, finds it busy and lets go again: `polls` "0"
 * again, after 3 requests to the service.
 *
 * Was: outputs `job` = "" and `polls` = "0" (the summary table says nothing of the request);
 * the same start with `wait: false` gives `job` = {"id":"job-started-1","status":"active",...}
 * and `polls` = "1".
 *
 * Now, as promised: README, Outputs: "Every output is set on every path ... an output is
 * empty when its value is unknown"; `job`: "The last job object, as one line of JSON"; `polls`:
 * "How many requests it made to the service." The job object is known and one request was made.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(93_000);

describe("a 'wait: sweep' step that starts the job and lets the runner go", () => {
  it("sets 'job' to the job object the start answered and counts the start in 'polls'", async () => {
    const run = await w.prRun('opened', HEADS[0]);
    expect(run.outputs.outcome).toBe('started');
    const id = run.outputs['job-id'];
    expect(id).toMatch(/^job-started-/);
    // The runner was let go: the check run is left in progress for the sweep.
    expect(w.checkRunsOf(HEADS[0])).toEqual([expect.objectContaining({ status: 'in_progress' })]);
    expect(w.starts()).toHaveLength(1);
    // Known from the start's answer, as `status`, `model` and `ref` are.
    expect(run.outputs.status).toBe('active');
    expect(run.outputs.model).not.toBe('');
    expect(run.outputs.job).not.toBe('');
    expect(JSON.parse(run.outputs.job ?? 'null')).toMatchObject({ id, status: 'active' });
    // One request reached the service: the start.
    expect(run.outputs.polls).toBe(String(w.sim.requests().length));
    expect(run.outputs.polls).toBe('1');
  });

  it("a re-run that reads the job, finds it busy and lets go again counts those reads in 'polls'", async () => {
    await w.prRun('opened', HEADS[0]);
    const before = w.sim.requests().length;
    // "Re-run jobs" of the same run: attempt 2.
    w.runId--;
    w.env = { GITHUB_RUN_ATTEMPT: '2' };
    const again = await w.prRun('opened', HEADS[0]);
    expect(again.outputs.outcome).toBe('started');
    expect(again.outputs.resumed).toBe('true');
    expect(w.starts()).toHaveLength(1);
    const read = w.sim.requests().length - before;
    expect(read).toBeGreaterThan(0);
    expect(again.outputs.polls).toBe(String(read));
    expect(JSON.parse(again.outputs.job || 'null')).toMatchObject({ status: 'active' });
  });
});
