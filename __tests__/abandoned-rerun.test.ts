/**
 * A killed turn's check run is matched by its run AND attempt: runState says a run's attempt 1
 * has ended as soon as attempt 2 exists, so a re-run (attempt 2), live on the old head with its
 * check run in progress, keeps it; only attempt 1's is finished neutral. What the finish says
 * (the check run's summary, the log line) goes through the log whole: redacted, escaped, then cut.
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

describe('a killed turn whose run was re-run', () => {
  it("leaves the re-run attempt's in-progress check run alone (it is the live attempt's, not the killed one's)", async () => {
    const killed: StepRecord = {
      run: '100',
      attempt: 1,
      kind: 'prompt',
      jobs: ['job-1'],
      head: OLD_HEAD,
    } as StepRecord;
    const live: StepRecord = { ...killed, attempt: 2 };
    const updated: number[] = [];
    const host = {
      checkRuns: async () => ({
        ok: true,
        value: [{ id: 9, url: 'u', status: 'in_progress', externalId: encodeRecord(STEP, live, KEY) }],
      }),
      // As src/github/host.ts answers for attempt 1 once attempt 2 exists (latest > attempt).
      runState: async ({ attempt }: { attempt: number }) => (attempt < 2 ? 'ended' : 'running'),
      updateCheckRun: async (id: number) => {
        updated.push(id);
        return { ok: true, value: undefined };
      },
    } as unknown as PullRequestHost;
    const trigger = pullRequestTrigger({ runId: '200', headSha: NEW_HEAD });
    await finishAbandonedCheckRun(
      {
        host,
        trigger,
        keys: KEY,
        name: 'Docs agent',
        log: createLog(new FakeIO({}), [KEY]),
        turns: () => [killed],
        liveHead: async () => trigger.headSha,
      },
      { sha: NEW_HEAD, leftByOthers: false },
      { deadline: Number.POSITIVE_INFINITY } as never,
    );
    expect(updated).toEqual([]);
  });

  it('says what it finished through the log: every value redacted and escaped before a commit id is cut to 12', async () => {
    // A secret inside the commit id, past its eighth character: cut first, its start would show.
    const secret = 'fedcba9876543210fedcba';
    const oldHead = `${'a'.repeat(8)}${secret}${'a'.repeat(10)}`;
    const killed = { run: '100', attempt: 1, kind: 'prompt', jobs: ['job-1'], head: oldHead } as StepRecord;
    const written: string[] = [];
    const host = {
      checkRuns: async () => ({
        ok: true,
        value: [{ id: 9, url: 'u', status: 'in_progress', externalId: encodeRecord(STEP, killed, KEY) }],
      }),
      runState: async () => 'ended',
      updateCheckRun: async (_: number, fields: { title: string; summary: string }) => {
        written.push(fields.title, fields.summary);
        return { ok: true, value: undefined };
      },
    } as unknown as PullRequestHost;
    const io = new FakeIO({});
    const name = `Docs <img src=x onerror=alert(1)> @acme/docs ${KEY}`;
    const newHead = `${'c'.repeat(4)}${secret}${'c'.repeat(14)}`;
    const trigger = pullRequestTrigger({ runId: '200', headSha: newHead });
    await finishAbandonedCheckRun(
      {
        host,
        trigger,
        keys: KEY,
        name,
        log: createLog(io, [KEY, secret]),
        turns: () => [killed],
        liveHead: async () => trigger.headSha,
      },
      { sha: newHead, leftByOthers: false },
      { deadline: Number.POSITIVE_INFINITY } as never,
    );
    const shown = [...written, io.written()].join('\n');
    expect(written).toHaveLength(2);
    expect(shown).toContain('***');
    for (const piece of [secret.slice(0, 4), KEY.slice(5, 11)]) expect(shown).not.toContain(piece);
    // The check run's summary is markup: the name's HTML is text and its mention pings no one.
    expect(written[1]).not.toContain('<img');
    expect(written[1]).not.toContain('@acme/docs');
  });
});
