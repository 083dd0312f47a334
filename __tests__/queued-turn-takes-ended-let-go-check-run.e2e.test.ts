/**
 * Was broken (a helper's trial of 8db2587, GitHub on a bad day): a push's let-go turn on H1 whose
 * check run is still in progress while the comment records that turn ended (a sweep's comment
 * write refused after it sent the turn anew). A `/docs` turn queued on H1 took the check run for
 * no let-go turn's and made a second one in progress beside it.
 *
 * A turn queued on a head whose newest check run is a let-go turn's, ended or not, takes that one
 * over: the head never carries two in progress.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { H, useConvergenceWorld } from './helpers/convergence-world.ts';
import { checkRunsOn, pushQueuedWhileBusy, rewritePendingRecords } from './helpers/queued-push.ts';

jest.setTimeout(300_000);
const w = useConvergenceWorld();
afterAll(() => w.github?.close());

const onHead = (sha: string) => checkRunsOn(w, sha);

describe('a /docs turn queued on a head whose let-go check run the comment says ended', () => {
  it('takes that check run over: one in progress on the head, none left after the sweeps', async () => {
    await pushQueuedWhileBusy(w);

    // The comment records the push's turn ended; its check run is still in progress.
    rewritePendingRecords(w, (r) => ({ ...r, ended: 'success' }));

    w.clock.service = 40_000;
    await w.run(w.stepInputs(), w.commentEvent(5, '/docs Mention the new flag.', 'lead').env, undefined);
    // Was: 2 in progress on H1.
    const inProgressAfterCommand = onHead(H[1]!).filter((check) => check.status === 'in_progress').length;

    for (let i = 0; i < 3; i++) {
      w.clock.service += 200_000;
      await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
    }
    expect({
      inProgressAfterCommand,
      inProgress: w.inProgress().length,
      commandSent: w.messages().filter((m) => m.includes('Mention the new flag.')).length,
    }).toEqual({ inProgressAfterCommand: 1, inProgress: 0, commandSent: 1 });
  });
});
