/**
 * Was broken: the re-run of a `wait: sweep` step whose turn was still pending (no sweep yet) read
 * its job active as it looked for a pending turn to finish, then completed a moment later as it
 * resumed: it reported the job and settled the turn itself, but sent no `on-finish-dispatch`, and
 * no sweep after it had a pending turn to dispatch for.
 *
 * Now, as promised (docs/sweep.md step 5: the dispatch is sent once for each finished turn, by the
 * run that finishes it): the re-run that finishes an unfinished turn sends it, once.
 */
import { describe, expect, it } from '@jest/globals';
import { eventFile, PR_REPOSITORY, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

// The job reads active once, then completed: what each run meets is set by its reads, not by time.
const w = useSweepWorld(7_960_000, {}, { activeReads: 1 });
const step = { 'on-finish-dispatch': 'review-after-sweep.yml' };
const RUN_ID = 7_969_001;

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

describe('the re-run of a let-go step whose turn no sweep finished yet', () => {
  it('finishes the turn and sends on-finish-dispatch once; the sweeps after send none', async () => {
    const first = openedEnv(1);
    const opened = await w.github.running(first, () =>
      runAction(w.stepInputs(step), { killAfterMs: 60_000, env: first }),
    );
    expect(opened.outputs.outcome).toBe('started');
    expect(w.labelled()).toBe(true);

    const second = openedEnv(2);
    const rerun = await w.github.running(second, () =>
      runAction(w.stepInputs(step), { killAfterMs: 60_000, env: second }),
    );
    expect(rerun.outputs['job-id']).toBe('job-started-1');
    w.clock.service += 70_000;
    await w.sweep();
    await w.sweep();

    expect(w.github.dispatches.map((d) => [d.workflow, d.inputs['job-id'], d.inputs.outcome])).toEqual([
      ['review-after-sweep.yml', 'job-started-1', 'completed'],
    ]);
  });
});
