/**
 * Property: across random schedules of statuses, faults, request times and Retry-After values,
 * the loop ends with what the service last said (or the deadline), never asks after a final
 * status or the deadline, and never sooner than the poll interval or Retry-After allows.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { FetchResult } from '../../src/service/client.ts';
import { MAX_BACKOFF_MS } from '../../src/common/backoff.ts';
import { isFinal } from '../../src/common/agent-job.ts';
import { MAX_CONSECUTIVE_FAULTS, waitForJob } from '../../src/wait/wait.ts';
import { RecordingLog, VirtualClock } from '../helpers/virtual.ts';

export const SCHEDULES = 1_000;

type Answer = { result: FetchResult; takesMs: number };

const jobAnswer = fc.record({
  result: fc
    .constantFrom('active', 'active', 'active', 'queued', 'completed', 'archived', 'failed')
    .map((status): FetchResult => ({ kind: 'job', job: { status }, body: JSON.stringify({ status }) })),
  takesMs: fc.integer({ min: 0, max: 5_000 }),
});
const faultAnswer = fc.record({
  result: fc
    .record({
      rateLimited: fc.boolean(),
      retryAfterMs: fc.option(fc.integer({ min: 0, max: 180_000 }), { nil: undefined }),
    })
    .map(({ rateLimited, retryAfterMs }): FetchResult => ({
      kind: 'transient',
      cause: rateLimited ? 'HTTP 429' : 'HTTP 503',
      rateLimited,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    })),
  takesMs: fc.integer({ min: 0, max: 40_000 }),
});
const permanentAnswer = fc.record({
  result: fc.constantFrom<FetchResult>(
    { kind: 'not-found', message: 'Job not found' },
    { kind: 'refused', httpStatus: 401, message: 'Invalid API key' },
  ),
  takesMs: fc.integer({ min: 0, max: 1_000 }),
});
const answer: fc.Arbitrary<Answer> = fc.oneof(
  { arbitrary: jobAnswer, weight: 10 },
  { arbitrary: faultAnswer, weight: 6 },
  { arbitrary: permanentAnswer, weight: 1 },
);

const schedule = fc.record({
  pollIntervalMs: fc.integer({ min: 100, max: 60_000 }),
  extraTimeoutMs: fc.integer({ min: 0, max: 2 * 3_600_000 }),
  requestTimeoutMs: fc.integer({ min: 1_000, max: 30_000 }),
  script: fc.array(answer, { minLength: 1, maxLength: 40 }),
  seed: fc.integer(),
});

/** A small seeded generator, so a failing schedule replays exactly. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

interface Served {
  at: number;
  endAt: number;
  timeoutMs: number;
  /** What the loop received: the script's answer, or a time-out when it took too long. */
  delivered: FetchResult;
}

describe('waitForJob over random schedules', () => {
  it(`holds its promises across ${SCHEDULES} schedules`, async () => {
    const outcomes = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(schedule, async ({ pollIntervalMs, extraTimeoutMs, requestTimeoutMs, script, seed }) => {
        const timeoutMs = pollIntervalMs + extraTimeoutMs;
        const clock = new VirtualClock();
        const served: Served[] = [];
        const fetchJob = async ({ timeoutMs: limit }: { timeoutMs: number }): Promise<FetchResult> => {
          const entry = script[Math.min(served.length, script.length - 1)] as Answer;
          const at = clock.time;
          const timedOut = entry.takesMs > limit;
          clock.time += Math.min(entry.takesMs, limit);
          const delivered: FetchResult = timedOut
            ? { kind: 'transient', cause: 'the request timed out', rateLimited: false }
            : entry.result;
          served.push({ at, endAt: clock.time, timeoutMs: limit, delivered });
          return delivered;
        };

        const result = await waitForJob({
          fetchJob,
          clock,
          random: seeded(seed),
          log: new RecordingLog(),
          pollIntervalMs,
          timeoutMs,
          requestTimeoutMs,
          signal: new AbortController().signal,
        });

        // No request starts at or after the deadline, and none outlives it.
        for (const call of served) {
          expect(call.at).toBeLessThan(timeoutMs);
          expect(call.endAt).toBeLessThanOrEqual(timeoutMs);
          expect(call.timeoutMs).toBeLessThanOrEqual(requestTimeoutMs);
        }
        // Never sooner than the interval, nor than Retry-After.
        for (let i = 1; i < served.length; i++) {
          const previous = served[i - 1] as Served;
          const gap = (served[i] as Served).at - previous.endAt;
          expect(gap).toBeGreaterThanOrEqual(pollIntervalMs);
          if (previous.delivered.kind === 'transient' && previous.delivered.retryAfterMs !== undefined) {
            expect(gap).toBeGreaterThanOrEqual(previous.delivered.retryAfterMs);
          }
        }
        // Nothing after a final status or a permanent error.
        const stopAt = served.findIndex(
          ({ delivered }) =>
            (delivered.kind === 'job' && isFinal(delivered.job.status)) ||
            delivered.kind === 'not-found' ||
            delivered.kind === 'refused',
        );
        if (stopAt >= 0) expect(served).toHaveLength(stopAt + 1);

        // The result is what the service last said, or the deadline.
        const last = served.at(-1)?.delivered;
        const lastJob = served.filter((call) => call.delivered.kind === 'job').at(-1)?.delivered;
        expect(result.polls).toBe(served.length);
        expect(result.job).toEqual(lastJob?.kind === 'job' ? lastJob.job : undefined);
        expect(result.waitedMs).toBeLessThanOrEqual(timeoutMs);
        let streak = 0;
        for (const call of served) {
          if (call.delivered.kind !== 'transient') streak = 0;
          else if (!call.delivered.rateLimited) streak++;
        }
        const expected =
          last?.kind === 'job' && isFinal(last.job.status)
            ? 'final'
            : last?.kind === 'not-found'
              ? 'not-found'
              : last?.kind === 'refused'
                ? 'refused'
                : streak >= MAX_CONSECUTIVE_FAULTS && last?.kind === 'transient' && !last.rateLimited
                  ? 'gave-up'
                  : 'timeout';
        expect(result.outcome).toBe(expected);
        outcomes.set(expected, (outcomes.get(expected) ?? 0) + 1);
        if (expected === 'timeout') expect(result.waitedMs).toBe(timeoutMs);
      }),
      { numRuns: SCHEDULES },
    );
    // The schedules reach every ending, so no promise above holds vacuously.
    expect([...outcomes.keys()].sort()).toEqual(['final', 'gave-up', 'not-found', 'refused', 'timeout']);
  });
});

describe('backoff growth', () => {
  it('at most doubles the wait per fault in a row, 429s (which also slow the pace) included', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 100, max: 60_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.boolean(),
        fc.integer({ min: 2, max: MAX_CONSECUTIVE_FAULTS - 1 }),
        async (intervalMs, share, rateLimited, faults) => {
          const clock = new VirtualClock();
          const fault: FetchResult = { kind: 'transient', cause: 'fault', rateLimited };
          let calls = 0;
          await waitForJob({
            fetchJob: async () =>
              ++calls > faults ? { kind: 'job', job: { status: 'completed' }, body: '{}' } : fault,
            clock,
            random: () => share,
            log: new RecordingLog(),
            pollIntervalMs: intervalMs,
            timeoutMs: 1_000 * 3_600_000,
            requestTimeoutMs: 30_000,
            signal: new AbortController().signal,
          });
          const sleeps = clock.sleeps;
          expect(sleeps).toHaveLength(faults);
          for (let i = 1; i < sleeps.length; i++) {
            const ratio = (sleeps[i] ?? 0) / (sleeps[i - 1] ?? 1);
            expect(ratio).toBeGreaterThanOrEqual(1 - 1e-9);
            expect(ratio).toBeLessThanOrEqual(2 + 1e-9);
          }
          // A 429 streak with the largest share doubles exactly until a cap is reached.
          if (rateLimited && share === 1 && faults >= 3 && intervalMs * 8 <= MAX_BACKOFF_MS)
            expect((sleeps[2] ?? 0) / (sleeps[1] ?? 1)).toBeCloseTo(2, 6);
        },
      ),
      { numRuns: 300 },
    );
  });
});
