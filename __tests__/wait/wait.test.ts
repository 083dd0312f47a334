import { describe, expect, it } from '@jest/globals';
import type { FetchResult } from '../../src/service/client.ts';
import {
  MAX_CONSECUTIVE_FAULTS,
  MAX_PACE_FACTOR,
  PACE_RECOVERY,
  PROGRESS_EVERY_MS,
  waitForJob,
  type WaitOptions,
} from '../../src/wait/wait.ts';
import { jobResult, RecordingLog, scriptedFetch, VirtualClock } from '../helpers/virtual.ts';

const SECOND = 1_000;
const unavailable: FetchResult = { kind: 'transient', cause: 'HTTP 503 (Service Unavailable)', rateLimited: false };
const rateLimited = (retryAfterMs?: number): FetchResult => ({
  kind: 'transient',
  cause: 'HTTP 429 (Too many requests)',
  rateLimited: true,
  ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
});

function setup(script: Parameters<typeof scriptedFetch>[1], overrides: Partial<WaitOptions> = {}) {
  const clock = new VirtualClock();
  const log = new RecordingLog();
  const fetchJob = scriptedFetch(clock, script);
  const options: WaitOptions = {
    fetchJob,
    clock,
    log,
    random: () => 0,
    pollIntervalMs: 10 * SECOND,
    timeoutMs: 30 * 60 * SECOND,
    requestTimeoutMs: 30 * SECOND,
    signal: new AbortController().signal,
    ...overrides,
  };
  return { clock, log, fetchJob, wait: () => waitForJob(options) };
}

describe('waitForJob', () => {
  it('polls every interval until the job completes, and reports the last job', async () => {
    const { clock, wait, fetchJob } = setup([
      jobResult('active'),
      jobResult('active'),
      jobResult('completed', { prLink: 'https://github.com/a/b/pull/1' }),
    ]);
    const result = await wait();
    expect(result.outcome).toBe('final');
    expect(result.job).toMatchObject({ status: 'completed', prLink: 'https://github.com/a/b/pull/1' });
    expect(result.polls).toBe(3);
    expect(fetchJob.calls.map((call) => call.at)).toEqual([0, 10 * SECOND, 20 * SECOND]);
    expect(clock.sleeps).toEqual([10 * SECOND, 10 * SECOND]);
    expect(result.waitedMs).toBe(20 * SECOND);
  });

  it.each(['completed', 'archived', 'failed'])(
    'stops at the final status %s without another request',
    async (status) => {
      const { wait, fetchJob } = setup([jobResult(status), jobResult('active')]);
      const result = await wait();
      expect(result).toMatchObject({ outcome: 'final', polls: 1, job: { status } });
      expect(fetchJob.calls).toHaveLength(1);
    },
  );

  it('logs one line per status change, not one per poll, and an occasional progress line', async () => {
    const polls = (PROGRESS_EVERY_MS / (10 * SECOND)) * 2 + 1;
    const { log, wait } = setup([...Array.from({ length: polls }, () => jobResult('active')), jobResult('completed')]);
    await wait();
    expect(log.at('info')).toEqual([
      'Job status: active (request 1).',
      'Still active after 5m 00s (request 31).',
      'Still active after 10m 00s (request 61).',
      'Job status: active -> completed after 10m 10s (request 62).',
    ]);
    expect(log.at('warning')).toEqual([]);
    // Each response is in the client's debug log; the loop adds nothing per poll.
    expect(log.at('debug')).toEqual([]);
  });

  it('treats an unknown status as not finished, and warns about it once', async () => {
    const { log, wait } = setup([
      jobResult('queued'),
      jobResult('queued'),
      jobResult('active'),
      jobResult('completed'),
    ]);
    const result = await wait();
    expect(result).toMatchObject({ outcome: 'final', polls: 4 });
    expect(log.at('warning')).toEqual([
      'The service reported status "queued", which this action does not know; it treats it as not finished and keeps polling until completed, archived or failed.',
    ]);
  });

  it('times out at the deadline with the last status, clipping the last sleep and starting no request after it', async () => {
    const { clock, wait, fetchJob } = setup([jobResult('active')], { timeoutMs: 45 * SECOND });
    const result = await wait();
    expect(result).toMatchObject({ outcome: 'timeout', polls: 5, job: { status: 'active' }, waitedMs: 45 * SECOND });
    expect(fetchJob.calls.map((call) => call.at)).toEqual([0, 10, 20, 30, 40].map((s) => s * SECOND));
    expect(clock.sleeps.at(-1)).toBe(5 * SECOND);
  });

  it('counts request time against the deadline and clips the request timeout to it', async () => {
    const { wait, fetchJob } = setup([{ result: jobResult('active'), takesMs: 4 * SECOND }], {
      timeoutMs: 30 * SECOND,
    });
    const result = await wait();
    expect(result.outcome).toBe('timeout');
    expect(fetchJob.calls).toEqual([
      { at: 0, timeoutMs: 30 * SECOND },
      { at: 14 * SECOND, timeoutMs: 16 * SECOND },
      { at: 28 * SECOND, timeoutMs: 2 * SECOND },
    ]);
    expect(result.waitedMs).toBe(30 * SECOND);
  });

  it.each([
    [{ kind: 'not-found', message: 'Job not found' }, 'not-found'],
    [{ kind: 'refused', httpStatus: 401, message: 'Invalid API key' }, 'refused'],
    [{ kind: 'rejected', cause: 'the service answered HTTP 400' }, 'rejected'],
  ] as Array<[FetchResult, string]>)('stops at once on a permanent error (%j)', async (answer, outcome) => {
    const { wait, fetchJob } = setup([answer]);
    const result = await wait();
    expect(result.outcome).toBe(outcome);
    expect(fetchJob.calls).toHaveLength(1);
  });

  it('retries transient faults no faster than the interval, says each failure (a repeat briefly), and says when it clears', async () => {
    const { clock, log, wait } = setup([
      unavailable,
      unavailable,
      unavailable,
      jobResult('active'),
      jobResult('completed'),
    ]);
    const result = await wait();
    expect(result).toMatchObject({ outcome: 'final', polls: 5 });
    expect(clock.sleeps.every((ms) => ms >= 10 * SECOND)).toBe(true);
    expect(log.at('info')).toEqual([
      'Request 1 failed: HTTP 503 (Service Unavailable). Retrying in 10s.',
      'Request 2 failed again (2 in a row). Retrying in 10s.',
      'Request 3 failed again (3 in a row). Retrying in 10s.',
      'The service answers again after 3 failed requests.',
      'Job status: active (request 4).',
      'Job status: active -> completed after 40s (request 5).',
    ]);
  });

  it('widens the random retry window with each fault, up to the cap', async () => {
    const { clock, wait } = setup([unavailable, unavailable, unavailable, unavailable, jobResult('completed')], {
      random: () => 1,
      pollIntervalMs: SECOND,
    });
    await wait();
    expect(clock.sleeps).toEqual([2, 3, 5, 9].map((s) => s * SECOND));
  });

  it('honours Retry-After, even when it is longer than the interval', async () => {
    const { clock, fetchJob, wait } = setup([rateLimited(90 * SECOND), jobResult('completed')]);
    await wait();
    expect(clock.sleeps).toEqual([90 * SECOND]);
    expect(fetchJob.calls[1]?.at).toBe(90 * SECOND);
  });

  it(`gives up after ${MAX_CONSECUTIVE_FAULTS} faults in a row, naming the fault`, async () => {
    const { wait, fetchJob } = setup([unavailable]);
    const result = await wait();
    expect(result).toMatchObject({ outcome: 'gave-up', fault: 'HTTP 503 (Service Unavailable)' });
    expect(fetchJob.calls).toHaveLength(MAX_CONSECUTIVE_FAULTS);
  });

  it('does not count rate limiting towards giving up: a 429 storm waits until the deadline', async () => {
    const { wait } = setup([rateLimited(SECOND)], { timeoutMs: 60 * 60 * SECOND });
    const result = await wait();
    expect(result.outcome).toBe('timeout');
    expect(result.fault).toBe('HTTP 429 (Too many requests)');
    expect(result.polls).toBeGreaterThan(MAX_CONSECUTIVE_FAULTS);
  });

  it('slows its own pace after a 429 and speeds up again slowly once served', async () => {
    const { clock, wait } = setup([
      jobResult('active'),
      rateLimited(SECOND),
      rateLimited(SECOND),
      jobResult('active'),
      jobResult('active'),
      jobResult('completed'),
    ]);
    await wait();
    const pace = (factor: number) => factor * 10 * SECOND;
    expect(clock.sleeps).toEqual([pace(1), pace(2), pace(4), pace(4 - PACE_RECOVERY), pace(4 - 2 * PACE_RECOVERY)]);
  });

  it(`never slows below 1/${MAX_PACE_FACTOR} of the poll rate`, async () => {
    const { clock, wait } = setup([...Array<FetchResult>(12).fill(rateLimited()), jobResult('completed')]);
    await wait();
    expect(Math.max(...clock.sleeps)).toBe(MAX_PACE_FACTOR * 10 * SECOND);
  });

  it('returns cancelled with the last job when the signal aborts', async () => {
    const controller = new AbortController();
    const { wait } = setup([jobResult('active'), jobResult('active'), { kind: 'cancelled' }], {
      signal: controller.signal,
    });
    const result = await wait();
    expect(result).toMatchObject({ outcome: 'cancelled', job: { status: 'active' }, polls: 2 });
  });

  describe('after a follow-up, a final status from before the message', () => {
    const followUp = { followUp: { graceMs: 1_500 }, timeoutMs: 1_000, pollIntervalMs: 500 };

    it('is taken as the answer once a read sent after the grace still shows it', async () => {
      const { wait } = setup([jobResult('completed')], { ...followUp, timeoutMs: 5_000 });
      const result = await wait();
      expect(result).toMatchObject({ outcome: 'final', polls: 4 });
    });

    it('says the grace as the poll intervals add up, never rounded to a longer one', async () => {
      const { wait, log } = setup([jobResult('completed')], { ...followUp, timeoutMs: 5_000 });
      await wait();
      expect(log.lines.map((line) => line.message)).toContainEqual(
        expect.stringContaining('never turned active within 1.5s of the message'),
      );
    });

    it.each([1_600, 5_000, 60_000])(
      'never ends the grace by a slow answer: sent inside it, answered %i ms in, it times out',
      async (answeredAt) => {
        const clock = new VirtualClock();
        let reads = 0;
        const fetchJob = async (): Promise<FetchResult> => {
          reads++;
          // The machine is loaded: the second answer is handled long after it was sent.
          if (reads === 2) clock.time = answeredAt;
          return jobResult('completed');
        };
        const result = await waitForJob({
          fetchJob,
          clock,
          log: new RecordingLog(),
          random: () => 0,
          requestTimeoutMs: 30 * SECOND,
          signal: new AbortController().signal,
          ...followUp,
        });
        expect(result).toMatchObject({ outcome: 'timeout', staleFinal: true, polls: 2 });
      },
    );
  });

  it('does not start a request once cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const { wait, fetchJob } = setup([jobResult('active')], { signal: controller.signal });
    expect((await wait()).outcome).toBe('cancelled');
    expect(fetchJob.calls).toHaveLength(0);
  });
});
