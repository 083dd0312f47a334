/**
 * Was broken (the same class as abandoned-let-go-rerun, on the head itself): a let-go turn's
 * re-run (attempt 2) resumed, wrote the head's check run's record as attempt 2's, and ended
 * without its comment writes. The comment's pending record still named attempt 1, so a run that
 * decided nothing for the head (a `labeled` run) took the check run for no let-go turn's, saw
 * attempt 2 ended, and finished it while the job still worked.
 *
 * A let-go turn's check run is the sweep's, whatever attempt of its run wrote it last, until the
 * comment says that turn has ended.
 */
import { describe, expect, it } from '@jest/globals';
import { encodeRecord, readRecord } from '../src/pull-request/record.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { PR_STEP } from '../sim/pull-request.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(491_000);

describe("a let-go turn's check run last written by a re-run of its run", () => {
  it('is left by a run with nothing to do, and finished by the sweep', async () => {
    expect((await w.prRun('opened', HEADS[0])).outputs.outcome).toBe('started');
    const [check] = w.checkRunsOf(HEADS[0]);
    expect(check?.status).toBe('in_progress');

    // Attempt 2 of the opened run resumed, wrote the check run's record as its own, and ended.
    const record = readRecord(check!.external_id, PR_STEP, DEMO_API_KEY)!;
    check!.external_id = encodeRecord(PR_STEP, { ...record, attempt: 2 }, DEMO_API_KEY);
    Object.assign(
      w.github.workflowRuns.find((run) => run.id === Number(record.run))!,
      {
        status: 'completed',
        run_attempt: 2,
      },
    );

    const labelled = await w.prRun('labeled', HEADS[0], {}, undefined, ['needs-review']);
    expect(labelled.outputs.outcome).toBe('nothing-new');
    // Was: [['completed', 'neutral']] while the job still worked.
    expect(w.checkRunsOf(HEADS[0]).map((run) => [run.status, run.conclusion])).toEqual([['in_progress', null]]);

    w.clock.service = 70_000;
    await w.sweep();
    const newest = w.checkRunsOf(HEADS[0]).at(-1);
    expect([newest?.status, newest?.conclusion]).toEqual(['completed', 'success']);
  });
});
