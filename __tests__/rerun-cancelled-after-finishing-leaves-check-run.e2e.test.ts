/**
 * Was broken: the re-run of a `wait: sweep` step whose job completed finishes its earlier
 * attempt's turn (check run `success`, dispatch `completed`), then, cancelled, rewrites that
 * head's check run `cancelled`, and no later run (the sweep, a comment's run) writes it back: the
 * required check stays failing.
 *
 * Now, as promised: docs/pull-request.md "A run that decides nothing for that head ... leaves it
 * as it is"; "writes anew one that a run which sent nothing left (nothing to do, or cut short:
 * `cancelled`, `timed_out`), so a cancelled run never leaves a required check failing";
 * docs/sweep.md "finishes each job that ended, once, as the step would have".
 */
/**
 * The pull request's opening run (`wait: sweep`, `on-finish-dispatch`) starts its job and lets go.
 * The job completes. Someone re-runs the opening run (attempt 2): as promised it first finishes the
 * pending turn of attempt 1 (its check run `success`, the comment "✅ Completed", the dispatch with
 * outcome `completed`). The runner cancels it (SIGINT, then SIGTERM 7.5 s and SIGKILL 2.5 s later)
 * as that finish reads the docs pull request. On its way out the run says it "decided nothing, and
 * nothing was sent", yet writes the head's check run `cancelled` over the finished turn's `success`.
 * The label is off and no turn is pending, so the next sweep has nothing to do, and a comment's run
 * on the pull request leaves the check run ("it belongs to the turn that made it"). A sweep
 * cancelled at the same request settles the turn `success`; so does the re-run when it is not
 * cancelled.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { eventFile, PR_REPOSITORY, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { HEADS, useKillWorld } from './helpers/kill-world.ts';

const w = useKillWorld();
afterAll(() => w.github?.close());
const step = { 'on-finish-dispatch': 'review.yml' };
const RUN_ID = 7_971_001;

function openedEnv(attempt: number): Record<string, string> {
  const pull_request = {
    number: 5,
    draft: false,
    labels: [],
    head: { sha: HEADS[0], repo: { full_name: PR_REPOSITORY } },
    base: { repo: { full_name: PR_REPOSITORY } },
  };
  const event = { action: 'opened', pull_request, repository: { full_name: PR_REPOSITORY, default_branch: 'main' } };
  return pullRequestEnv(w.github.url, RUN_ID, {
    GITHUB_EVENT_PATH: eventFile(event),
    GITHUB_RUN_ATTEMPT: String(attempt),
  });
}

/** The runner's cancel (SIGINT, SIGTERM 7.5 s later, SIGKILL 2.5 s after) when the run first reads the docs pull request. */
function cancelAtDocsRead(child: ChildProcess): void {
  let fired = false;
  const timers: NodeJS.Timeout[] = [];
  const matcher = {
    test: (path: string): boolean => {
      if (!fired && /\/repos\/acme\/docs\/pulls\/42$/.test(path)) {
        fired = true;
        child.kill('SIGINT');
        timers.push(setTimeout(() => child.kill('SIGTERM'), 7_500));
        timers.push(setTimeout(() => child.kill('SIGKILL'), 10_000));
      }
      return false; // the request is answered as GitHub would
    },
  } as unknown as RegExp;
  w.github.faults.unshift({ path: matcher, status: 200, times: 1e9 });
  child.on('exit', () => {
    timers.forEach(clearTimeout);
    const at = w.github.faults.findIndex((f) => f.path === matcher);
    if (at >= 0) w.github.faults.splice(at, 1);
  });
}

describe('the re-run of a let-go step whose job completed, cancelled while it finishes the earlier turn', () => {
  it("leaves the head's check run saying the job completed, as the comment and the dispatch do", async () => {
    await w.fresh();
    const first = openedEnv(1);
    const opened = await w.github.running(first, () =>
      runAction(w.stepInputs(step), { killAfterMs: 60_000, env: first }),
    );
    expect(opened.outputs.outcome).toBe('started');
    expect(w.labelled()).toBe(true);

    w.clock.service = 70_000; // the job has completed
    const second = openedEnv(2);
    const rerun = await w.github.running(second, () =>
      runAction(w.stepInputs(step), { killAfterMs: 60_000, env: second, onStart: cancelAtDocsRead }),
    );
    // GitHub shows the run's latest attempt.
    for (const run of w.github.workflowRuns) if (run.id === RUN_ID) run.run_attempt = 2;
    expect(rerun.signal).toBeNull(); // it ended by itself, within the runner's grace
    // It finished attempt 1's turn before the cancel took hold: the job completed, and was dispatched so.
    expect(rerun.stdout).toContain('Pull request #5: job job-started-1 finished (completed).');
    expect(w.github.dispatches.map((d) => [d.workflow, d.inputs['job-id'], d.inputs.outcome])).toEqual([
      ['review.yml', 'job-started-1', 'completed'],
    ]);
    expect(w.commentOf()?.body).toContain('✅ Completed');

    // The next runs of other kinds: the schedule's sweep, and a comment on the pull request that sends nothing.
    w.clock.service = 200_000;
    await w.sweep();
    await w.commandRun('/docs-site is down, FYI');

    // Promised: the head's required check says how the job ended (completed), never `cancelled`.
    const onHead = w.github.checkRuns.filter((run) => run.name === 'Docs' && run.head_sha === HEADS[0]);
    expect(onHead.map((run) => `${run.status}/${String(run.conclusion)}`)).toEqual(['completed/success']);
    expect(w.github.dispatches).toHaveLength(1);
  });
});
