/**
 * Was broken (the same class as check-run-left-while-rerun-runs, on the head itself): a run that
 * decided nothing for the head (a `labeled` run) found the head's check run in progress with the
 * opened run's attempt 1 record (its last write refused) while a re-run of that run (attempt 2)
 * was still going. GitHub says an attempt has ended once a later one exists, so the labelled run
 * took the check run for one left by an ended run and finished it `neutral`.
 *
 * Now a check run is taken over only once no attempt of the run that wrote it is going.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(94_000);
const [H1] = HEADS;
const refuseCheckRunUpdates = { method: 'PATCH', path: /\/check-runs\/\d+$/, status: 502, times: 1000 };

describe("the head's check run left by attempt 1 of a run whose attempt 2 is still going", () => {
  it('is left by a run with nothing to do, and taken once the run has ended', async () => {
    await w.start();
    w.github.faults.push(refuseCheckRunUpdates);
    await w.opened();
    w.github.faults.length = 0;
    const opened = w.runId;
    expect(w.checkRunsOn(H1).map((check) => check.status)).toEqual(['in_progress']);

    // GitHub shows the opened run's attempt 2 going; someone labels the pull request.
    const shown = w.github.workflowRuns.find((run) => run.id === opened)!;
    Object.assign(shown, { status: 'in_progress', run_attempt: 2 });
    const labelled = await w.prEvent('labeled');
    expect(labelled.outputs.outcome).toBe('nothing-new');
    // Was: completed / neutral while attempt 2 still went.
    expect(w.checkRunsOn(H1).map((check) => check.status)).toEqual(['in_progress']);

    // The run has ended: the next run with nothing to do takes the check run over.
    shown.status = 'completed';
    await w.prEvent('labeled');
    expect(w.checkRunsOn(H1).map((check) => check.status)).toEqual(['completed']);
    expect(w.starts()).toHaveLength(1);
    w.invariants();
  });
});
