/**
 * Was broken (GitHub on a bad day, a helper's trial, `wait: sweep`): the opened run let go (the
 * comment: its attempt 1 pending for the sweep; the head's check run in progress). A re-run of it
 * (attempt 2) resumed, wrote the check run's record as attempt 2's, had every comment write refused,
 * and was killed. The next push's run then took the check run for no let-go turn's, since the
 * comment's pending record named attempt 1, and finished it `neutral` while the job still worked.
 *
 * A let-go turn's check run is the sweep's, whatever attempt of its run wrote it last, until the
 * comment says that turn has ended.
 */
import { describe, expect, it } from '@jest/globals';
import { createLog } from '../src/output/log.ts';
import { finishAbandonedCheckRun } from '../src/pull-request/abandoned-check.ts';
import type { PullRequestHost } from '../src/pull-request/host.ts';
import { encodeRecord, type StepRecord } from '../src/pull-request/record.ts';
import { FakeIO } from './helpers/fake-io.ts';
import { pullRequestTrigger, STEP } from './helpers/pull-request-run.ts';

const KEY = 'mint_demo0123456789abcdef';
const OLD_HEAD = 'b'.repeat(40);
const NEW_HEAD = 'c'.repeat(40);

/** The push's run ending, with one check run in progress on the head it replaced; what it finished. */
async function finishedAtPush(onCheckRun: StepRecord, comment: StepRecord[]): Promise<number[]> {
  const updated: number[] = [];
  const host = {
    checkRuns: async (sha: string) => ({
      ok: true,
      value:
        sha === OLD_HEAD
          ? [{ id: 9, url: 'u', status: 'in_progress', externalId: encodeRecord(STEP, onCheckRun, KEY) }]
          : [],
    }),
    runState: async () => 'ended',
    updateCheckRun: async (id: number) => {
      updated.push(id);
      return { ok: true, value: undefined };
    },
  } as unknown as PullRequestHost;
  const trigger = pullRequestTrigger({ runId: '300', headSha: NEW_HEAD });
  trigger.pullRequest = { ...trigger.pullRequest!, pushed: true, before: OLD_HEAD };
  await finishAbandonedCheckRun(
    {
      host,
      trigger,
      keys: KEY,
      name: 'Docs agent',
      log: createLog(new FakeIO({}), [KEY]),
      turns: () => comment,
      liveHead: async () => NEW_HEAD,
    },
    { sha: NEW_HEAD, leftByOthers: false },
    { deadline: Number.POSITIVE_INFINITY } as never,
  );
  return updated;
}

const letGo = { run: '100', attempt: 1, kind: 'prompt', jobs: ['job-1'], head: OLD_HEAD } as StepRecord;
const pending = { ...letGo, pending: { sha: OLD_HEAD } } as unknown as StepRecord;

describe("a let-go turn's check run on the head a push replaced, its run ended", () => {
  it.each([
    ['attempt 1, as the comment names it', 1],
    ['attempt 2, a re-run that resumed and was killed', 2],
  ])('written last by %s: left to the sweep', async (_by, attempt) => {
    expect(await finishedAtPush({ ...letGo, attempt }, [pending])).toEqual([]);
  });

  it('once the comment says the turn ended (the sweep finished it, its last check run write refused): finished', async () => {
    const ended = { ...pending, ended: 'success' } as unknown as StepRecord;
    expect(await finishedAtPush({ ...letGo, attempt: 2 }, [ended])).toEqual([9]);
  });

  it("another run's turn, not a let-go one, ended with its last check run write refused: finished", async () => {
    const ended = { ...letGo, ended: 'success' } as StepRecord;
    expect(await finishedAtPush(letGo, [ended])).toEqual([9]);
  });
});
