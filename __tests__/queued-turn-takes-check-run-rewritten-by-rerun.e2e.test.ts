/**
 * Was broken (the class of let-go-check-run-rewritten-by-rerun-kept, on a queued turn's path): a
 * push's turn queued for the sweep on H1 held H1's check run; a re-run of that push's run (attempt
 * 2) resumed and wrote the check run's record as attempt 2's. A `/docs` command's turn queued on
 * the same head then took the check run for no let-go turn's (its match went by attempt) and made
 * a second one on H1.
 *
 * A let-go turn's check run is the sweep's, whatever attempt of its run wrote it last, until the
 * comment says that turn ended: the command's turn takes it over, as it does attempt 1's.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { encodeRecord, readRecord } from '../src/pull-request/record.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { H, useConvergenceWorld } from './helpers/convergence-world.ts';
import { checkRunsOn, PRODUCT_STEP as STEP, pushQueuedWhileBusy } from './helpers/queued-push.ts';

jest.setTimeout(300_000);
const w = useConvergenceWorld();
afterAll(() => w.github?.close());

const onHead = (sha: string) => checkRunsOn(w, sha);

describe('a /docs turn queued on a head whose let-go check run a re-run rewrote', () => {
  it('takes that check run over: one check run on the head, the news and the command sent once each', async () => {
    const { check } = await pushQueuedWhileBusy(w);

    // Attempt 2 of the push's run resumed and wrote the check run's record as its own, then ended.
    const record = readRecord(check.external_id, STEP, DEMO_API_KEY)!;
    check.external_id = encodeRecord(STEP, { ...record, attempt: 2 }, DEMO_API_KEY);
    Object.assign(
      w.github.workflowRuns.find((run) => run.id === Number(record.run))!,
      { run_attempt: 2 },
    );

    w.clock.service = 40_000;
    await w.run(w.stepInputs(), w.commentEvent(5, '/docs Mention the new flag.', 'lead').env, undefined);
    // Was: 2 (the command's turn made its own beside the let-go one).
    const afterCommand = onHead(H[1]!).length;

    for (let i = 0; i < 3; i++) {
      w.clock.service += 200_000;
      await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
    }
    expect({
      checkRunsAfterCommand: afterCommand,
      checkRunsOnHead: onHead(H[1]!).length,
      inProgress: w.inProgress().length,
      newsSent: w.messages().filter((m) => /Change 1(?!\d)/.test(m)).length,
      commandSent: w.messages().filter((m) => m.includes('Mention the new flag.')).length,
    }).toEqual({ checkRunsAfterCommand: 1, checkRunsOnHead: 1, inProgress: 0, newsSent: 1, commandSent: 1 });
  });
});
