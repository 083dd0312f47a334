/**
 * Was broken (GitHub on a bad day, a helper's trial): a run's check run, left in progress with its
 * attempt 1's record (its last write refused), was finished `neutral` by the next push's run while
 * a re-run of that run (attempt 2) was still going: GitHub says an attempt has ended as soon as a
 * later one exists, and the finish asked about attempt 1. Attempt 2, which resumes and finds that
 * check run by its run, would have written it at its ending.
 *
 * Now a check run left by another run is finished only once no attempt of that run is going.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(93_000);
const [H1, H2, H3] = HEADS;
const refuseCheckRunUpdates = { method: 'PATCH', path: /\/check-runs\/\d+$/, status: 502, times: 1000 };

describe('a check run left in progress by attempt 1 of a run whose attempt 2 is still going', () => {
  it('is left while attempt 2 runs, and finished once the run has ended', async () => {
    await w.start();
    w.github.faults.push(refuseCheckRunUpdates);
    await w.opened();
    w.github.faults.length = 0;
    const opened = w.runId;
    expect(w.checkRunsOn(H1).map((check) => check.status)).toEqual(['in_progress']);

    // GitHub shows the opened run's attempt 2 going.
    const shown = w.github.workflowRuns.find((run) => run.id === opened)!;
    Object.assign(shown, { status: 'in_progress', run_attempt: 2 });
    w.push(H2);
    await w.synchronize();
    expect(w.checkRunsOn(H1).map((check) => check.status)).toEqual(['in_progress']);

    // Attempt 2 has ended: the next push's run reads the comment's turns there, finds it and finishes it.
    shown.status = 'completed';
    const pushRun = w.runId;
    await w.rerun('synchronize', pushRun, 2, {}, H1);
    const left = w.checkRunsOn(H1)[0];
    expect({ status: left?.status, conclusion: left?.conclusion }).toEqual({
      status: 'completed',
      conclusion: 'neutral',
    });
    w.push(H3);
    await w.synchronize();
    expect(w.starts()).toHaveLength(1);
    w.invariants();
  });
});
