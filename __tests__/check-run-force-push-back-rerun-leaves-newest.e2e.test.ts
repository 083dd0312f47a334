/**
 * Was broken (GitHub on a bad day, a helper's trial): the pull request went H1 -> H2 -> back to H1
 * (a force-push), and the force-push's run had its last check-run write refused, so H1's newest
 * check run, the one a required check reads, stayed in progress. A re-run of the H2 push's run
 * (GitHub keeps its event: head H2, `before` H1) took H1 for an earlier head and finished that
 * check run `neutral`: with the force-push's job failed, the required check passed.
 *
 * A run's event may be old (a re-run, a run queued behind a force-push): before it finishes one on
 * an earlier head it reads the pull request's head now, and there it finishes only one a newer
 * check run of the name stands after.
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY } from '../sim/pull-request.ts';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(91_000);
const [H1, H2] = HEADS;
const refuseCheckRunUpdates = { method: 'PATCH', path: /\/check-runs\/\d+$/, status: 502, times: 1000 };
const newestOf = (runs: ReturnType<typeof w.checkRunsOn>) => runs.reduce((a, b) => (b.id > a.id ? b : a));

describe('a force-push back to H1 whose last check-run write was refused, then a re-run of the H2 push', () => {
  it.each([
    ['the job completed', 'completed'],
    ['the job failed', 'failed'],
  ] as const)("%s: the current head's newest check run is left as it is", async (_what, ending) => {
    w.sim.service().endLiveJobsAs('completed');
    await w.start();
    await w.opened();
    w.push(H2);
    await w.synchronize();
    const h2Run = w.runId;
    w.push(H1);
    w.sim.service().endLiveJobsAs(ending);
    w.github.faults.push(refuseCheckRunUpdates);
    await w.synchronize();
    w.github.faults.length = 0;
    expect(newestOf(w.checkRunsOn(H1)).status).toBe('in_progress');

    await w.rerun('synchronize', h2Run, 2, { head: { sha: H2, repo: { full_name: PR_REPOSITORY } } }, H1);
    expect(newestOf(w.checkRunsOn(H1)).status).toBe('in_progress');
    // A failed job ends its run with exit 1, by design: the invariants hold the completed case.
    if (ending === 'completed') w.invariants();
  });
});
