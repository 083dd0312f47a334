/**
 * Was broken: a `wait: sweep` step whose record GitHub refused (so it waits for its job itself and
 * owes `on-finish-dispatch`) killed while it waits, then re-run once the job ended, reports the
 * job completed and never sends the dispatch; no sweep or later run sends it either.
 *
 * Now, as promised: docs/sweep.md step 5: "A step that could not write its record (so no sweep
 * finishes its turn) waits for the job itself and sends the dispatch when it ends"; README `on-
 * finish-dispatch`: "sent `workflow_dispatch` ... once the job is finished"; docs/pull-request.md:
 * "Whatever a run was cancelled, timed out or died before doing, the next run of any kind does".
 */
/**
 * The pull request's opening run (`wait: sweep`, `on-finish-dispatch`) starts its job; GitHub
 * answers 500 to each try to create the pull request's comment (the record's home), so the step
 * says it does not let the runner go and waits for the job itself. While it waits (the job held
 * active by the simulated service, so the moment of the kill does not matter) the runner is lost:
 * SIGKILL. The job then completes; a sweep runs (nothing is labelled, so it has nothing to do);
 * the run is re-run (GITHUB_RUN_ATTEMPT 2), which finds attempt 1's job, reads it completed and
 * reports it; another sweep runs. The chained workflow must have been dispatched once for that
 * job's turn (its head), by someone: today no one ever sends it, and nothing says so.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { eventFile, PR_REPOSITORY, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

jest.setTimeout(300_000);
// Jobs stay active until the test ends them: what each run meets is set by the test, not by time.
const w = useSweepWorld(7_950_000, {}, { holdJobs: true });
const step = { 'on-finish-dispatch': 'review-after-sweep.yml', 'poll-interval': '100ms' };
const RUN_ID = 7_959_001;

/** The opening run's environment, for its first attempt or a re-run of it. */
function openedEnv(attempt: number): Record<string, string> {
  const event = {
    action: 'opened',
    pull_request: {
      number: 5,
      draft: false,
      labels: [],
      head: { sha: HEADS[0], repo: { full_name: PR_REPOSITORY } },
      base: { repo: { full_name: PR_REPOSITORY } },
    },
    repository: { full_name: PR_REPOSITORY, default_branch: 'main' },
  };
  return pullRequestEnv(w.github.url, RUN_ID, {
    GITHUB_EVENT_PATH: eventFile(event),
    GITHUB_RUN_ATTEMPT: String(attempt),
  });
}

/** SIGKILL once the step has read its job twice: it is then waiting for it (the job stays active). */
function killWhileWaiting(child: ChildProcess): void {
  const look = setInterval(() => {
    const reads = w.sim
      .requests()
      .filter((r) => r.method === 'GET' && /\/job\/job-started-1$/.test(r.url.split('?')[0] ?? '')).length;
    if (reads >= 2) {
      clearInterval(look);
      child.kill('SIGKILL');
    }
  }, 10);
  child.on('exit', () => clearInterval(look));
}

describe('a let-go step whose record GitHub refused, killed while it waits for its job', () => {
  it('has on-finish-dispatch sent once for that turn after its re-run reports the finished job', async () => {
    // GitHub fails the step's every try to create the pull request's comment (the record's home):
    // the start's first write and the let-go record, four tries each.
    w.github.faults.push({ method: 'POST', path: /\/issues\/5\/comments$/, status: 500, times: 8 });
    const first = openedEnv(1);
    const killed = await w.github.running(first, () =>
      runAction(w.stepInputs(step), { killAfterMs: 120_000, env: first, onStart: killWhileWaiting }),
    );
    expect(killed.signal).toBe('SIGKILL');
    // It said it waits for the job itself (so the dispatch is its to send), and was killed doing so.
    expect(killed.stdout).toContain('so this run does not let the runner go');
    expect(w.github.dispatches).toEqual([]);

    // The job completes; a sweep, the run's re-run, and another sweep follow.
    w.sim.service().completeJob('job-started-1');
    await w.sweep();
    const second = openedEnv(2);
    const rerun = await w.github.running(second, () =>
      runAction(w.stepInputs(step), { killAfterMs: 120_000, env: second }),
    );
    expect(rerun.outputs['job-id']).toBe('job-started-1');
    expect(rerun.outputs.outcome).toBe('completed');
    await w.sweep();

    // Promised: the finished job's turn dispatches the chained workflow, once.
    expect(
      w.github.dispatches.map((d) => [d.workflow, d.inputs['job-id'], d.inputs.outcome, d.inputs['head-sha']]),
    ).toEqual([['review-after-sweep.yml', 'job-started-1', 'completed', HEADS[0]]]);
  });
});
