/**
 * Was broken: docs in the same repository, one job pending on both pull requests: a turn of the
 * product pull request (#5), closed since, and a `/docs` turn of the agent's docs pull request
 * (#6). One sweep finds both labelled and finishes both (four pull requests at a time), and #5's
 * finish also tells its close on #6 ("acme/product#6 was told that this pull request was closed").
 * After it, #6's comment still holds its pending record, while the `agent-job-pending` label is
 * off both: a write made from a read of #6's comment taken before #6's own finish settled the
 * record apparently puts it back (GitHub has no compare-and-set on comments; the lease is per pull request,
 * and #5's finish writes on #6 without #6's lease). The docs pull request's next event then finds
 * "its pending job had ended" and finishes that turn a second time: a second `on-finish-dispatch`
 * for it (4 dispatches for 3 turns), a second report. Found by
 * found-convergence.property.e2e.test.ts (close while busy, `/docs` on the docs pull request,
 * "4 dispatches for 3 turns sent").
 *
 * How a user meets it: the recipe (`wait: sweep`, `on-finish-dispatch`, docs in the same
 * repository); a push's news goes to the job; the author closes the product pull request while
 * the job works; a reviewer writes `/docs ...` on the agent's docs pull request, sent once that
 * turn ended; the hourly sweep finds both; the agent later pushes to its docs pull request.
 *
 * Was: after the sweep, `p6: 1` pending record on #6 with no label; after the agent's push,
 * 4 dispatches (the opening, the push, note 2 twice).
 *
 * What should happen instead: docs/sweep.md: "Two sweeps, or a sweep and the pull request's next
 * run, that meet finish a job and dispatch once"; 7.: "takes the label off (unless a turn is
 * pending again)"; README `on-finish-dispatch`: sent "once the job is finished". Each turn is
 * finished once: no pending record left behind the label, 3 dispatches in all.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { DOCS, H, PRODUCT, useConvergenceWorld } from './helpers/convergence-world.ts';

jest.setTimeout(600_000);
const w = useConvergenceWorld();
afterAll(() => w.github?.close());

async function bothPendingThenSweep(close: boolean) {
  await w.fresh();
  await w.run(w.stepInputs(), w.prEvent(5, 'opened'), undefined);
  const job = w.latestJob()!;
  w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, ref: `agent/${job}` };
  w.clock.service = 70_000; // the opening's turn ends; the schedule finishes it (the link comment on #6)
  await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
  // A push: its news goes to the job, pending on #5.
  w.pulls[PRODUCT]!.head = { sha: H[1]! };
  await w.run(w.stepInputs(), w.prEvent(5, 'synchronize'), undefined);
  if (close) {
    // Closed while the job works on the push: the close's run leaves the turn pending.
    Object.assign(w.pulls[PRODUCT]!, { state: 'closed', merged: false });
    await w.run(w.stepInputs(), w.prEvent(5, 'closed'), undefined);
  }
  w.clock.service = 140_000; // that turn ends
  // A /docs on the docs pull request: sent, pending on #6. Its event names no author, so its run
  // does not know #6 is the agent's and leaves #5's ended turn for the sweep: both pending for one
  // sweep (the run of an event that names the agent finishes #5 first:
  // docs-pull-request-any-run-finishes-product-turn.e2e.test.ts).
  const { env } = w.commentEvent(6, '/docs note 2', 'lead', true);
  await w.run(w.stepInputs(), env, undefined);
  const before = {
    p5: w.pendingOf(PRODUCT).length,
    p6: w.pendingOf(DOCS).length,
    dispatches: w.github.dispatches.length,
  };
  w.clock.service = 210_000; // the /docs turn ends: one sweep finds both pull requests labelled
  const swept = await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
  const after = {
    p5: w.pendingOf(PRODUCT).length,
    p6: w.pendingOf(DOCS).length,
    l5: w.labelled(PRODUCT),
    l6: w.labelled(DOCS),
  };
  // The docs pull request's next event (the agent pushes).
  w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, sha: 'e'.repeat(40) };
  await w.run(w.stepInputs(), w.prEvent(6, 'synchronize'), undefined);
  return {
    before,
    results: swept.run.outputs.results,
    after,
    messages: w.messages().length,
    dispatches: w.github.dispatches.length,
  };
}

describe('one sweep finishing a closed product pull request and its docs pull request, one job', () => {
  it('finishes each turn once: nothing left pending on the docs pull request, one dispatch a turn', async () => {
    const r = await bothPendingThenSweep(true);
    expect(r.before).toEqual({ p5: 1, p6: 1, dispatches: 1 });
    expect({ after: r.after, dispatches: r.dispatches, messages: r.messages }).toEqual({
      after: { p5: 0, p6: 0, l5: false, l6: false },
      dispatches: 3,
      messages: 2,
    });
  });
});
