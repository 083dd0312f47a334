/**
 * Was broken (a helper's trial as a user from the README): a pull request's turn that waited
 * (`wait: true`) ran out of `timeout` while the job worked, so its check run ended `timed_out` and
 * the comment said the job goes on running. Once the job completed, the pull request's next run on
 * that head (a label, a reopen) read the job, said "already told about this head" and left the
 * required check failing and the comment stale, until someone re-ran the first run by hand.
 *
 * Whatever a run was cancelled or timed out before doing, the next run of any kind does: it
 * reports the job's ending as that turn would have (its outputs, the comment, a check run that
 * concludes as the job did), once.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { H, PRODUCT, useConvergenceWorld } from './helpers/convergence-world.ts';
import { checkRunsOn } from './helpers/queued-push.ts';

jest.setTimeout(120_000);
const w = useConvergenceWorld();
afterAll(() => w.github?.close());

const waiting = (extra: Record<string, string> = {}) =>
  w.stepInputs({ wait: 'true', 'on-finish-dispatch': '', 'poll-interval': '200ms', ...extra });
const onHead = () => checkRunsOn(w, H[0]!).map((r) => [r.status, r.conclusion ?? null]);

describe('a turn that ran out of time while its job worked, the job completed since', () => {
  it("the pull request's next run on that head reports how it ended, once", async () => {
    await w.fresh();
    const first = await w.run(waiting({ timeout: '2s' }), w.prEvent(5, 'opened'), undefined);
    expect(first.run.outputs.outcome).toBe('timed-out');
    expect(onHead()).toEqual([['completed', 'timed_out']]);

    w.clock.service = 70_000; // the job has completed
    const labelled = await w.run(waiting(), w.prEvent(5, 'labeled'), undefined);
    expect(labelled.run.log.join('\n')).toContain("since this head's turn was cut short while it waited");
    expect(labelled.run.outputs).toMatchObject({ outcome: 'completed', 'job-id': w.latestJob() });
    expect(labelled.posts).toBe(0);
    // GitHub takes the newest check run of a name for a required check: it now passes.
    expect(onHead().at(-1)).toEqual(['completed', 'success']);
    expect(w.commentOf(PRODUCT)?.body).toMatch(/Completed/);
    expect(w.commentOf(PRODUCT)?.body).not.toMatch(/Timed out/);

    // Reported: the next run on that head has nothing new, and writes no other check run.
    const again = await w.run(waiting(), w.prEvent(5, 'labeled'), undefined);
    expect(again.run.outputs.outcome).toBe('nothing-new');
    expect(onHead()).toHaveLength(2);
  });

  it('a job still working is left to the turn that waits for it: the next run reports nothing yet', async () => {
    await w.fresh();
    await w.run(waiting({ timeout: '2s' }), w.prEvent(5, 'opened'), undefined);
    const labelled = await w.run(waiting(), w.prEvent(5, 'labeled'), undefined);
    expect(labelled.run.outputs.outcome).toBe('nothing-new');
    expect(onHead()).toEqual([['completed', 'timed_out']]);
  });
});
