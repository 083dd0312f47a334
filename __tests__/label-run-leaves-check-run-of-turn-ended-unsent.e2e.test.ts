/**
 * Was broken (a helper's trial, GitHub on a bad day): a queued turn whose job was still busy at
 * its deadline ended unsent (its check run `timed_out`; the comment records it ended, `unsent`,
 * and it stays queued for the sweep). A later sweep sent it, writing the check run in progress
 * again, and GitHub refused its comment write. A run with nothing to do for the head (a label)
 * read the comment's turn as ended, took the check run for one left by an ended run and finished
 * it `neutral` while the job worked on the message: a required check passed.
 *
 * A turn that ended unsent stays the sweep's, as its queue says: its check run is left.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { H, useConvergenceWorld } from './helpers/convergence-world.ts';
import { checkRunsOn, pushQueuedWhileBusy, rewritePendingRecords } from './helpers/queued-push.ts';

jest.setTimeout(300_000);
const w = useConvergenceWorld();
afterAll(() => w.github?.close());

const onHead = (sha: string) => checkRunsOn(w, sha);

describe('a label run on a head whose queued turn ended unsent, then sent by a sweep the comment missed', () => {
  it("leaves the turn's check run in progress for the sweep", async () => {
    const { job } = await pushQueuedWhileBusy(w);

    // The comment still says the push's queued turn ended unsent; its check run is in progress again.
    rewritePendingRecords(w, (r) => ({ ...r, ended: 'timed_out', pending: { ...r.pending!, unsent: true } }));

    w.clock.service = 40_000;
    await w.run(w.stepInputs(), w.prEvent(5, 'labeled'), undefined);
    // Was: [['completed', 'neutral']].
    expect(onHead(H[1]!).map((r) => [r.status, r.conclusion ?? null])).toEqual([['in_progress', null]]);
    expect(w.latestJob()).toBe(job);

    // The sweeps send what the turn owes, once, and finish its check run.
    for (let i = 0; i < 3; i++) {
      w.clock.service += 200_000;
      await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
    }
    expect({
      inProgress: w.inProgress().length,
      newsSent: w.messages().filter((m) => /Change 1(?!\d)/.test(m)).length,
    }).toEqual({ inProgress: 0, newsSent: 1 });
  });
});
