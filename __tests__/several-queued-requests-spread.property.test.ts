/**
 * Was broken (a helper, on a bad day): 50 jobs, the first 4 held by the service, the rest staying
 * active, `poll-interval: 5s`: when the held requests gave their places up, the 46 jobs queued
 * behind them went out back to back (45 requests in 100 ms), and since each job's next poll is
 * timed from its answer, the burst came back every interval. docs/several-jobs.md and
 * src/wait/wait-many.ts promise requests spread over the interval, never in a burst; against a
 * rate-limited service the burst is what earns the 429s.
 *
 * Now a place freed for a waiting job is given no sooner than poll-interval / jobs after the last:
 * in any stretch of five such spacings, at most ten requests start (five of the first spread), beside
 * the four in flight.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { FetchResult } from '../src/service/client.ts';
import { MAX_IN_FLIGHT, waitForJobs } from '../src/wait/wait-many.ts';
import { EventClock } from './helpers/event-clock.ts';
import { RecordingLog } from './helpers/virtual.ts';

describe('jobs queued behind requests the service holds', () => {
  it('go out spread over the interval, never in a burst', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 8, max: 50 }),
        fc.integer({ min: 4, max: 8 }),
        fc.integer({ min: 1, max: 20 }),
        async (jobs, held, pollS) => {
          const clock = new EventClock();
          const ids = Array.from({ length: jobs }, (_, at) => (at < held ? `held-${at}` : `job-${at}`));
          const asked: number[] = [];
          const fetchJob = async (id: string, { signal }: { signal: AbortSignal }): Promise<FetchResult> => {
            asked.push(clock.time);
            if (id.startsWith('held')) await clock.sleep(30_000, signal);
            if (signal.aborted) return { kind: 'cancelled' };
            if (id.startsWith('held')) return { kind: 'transient', cause: 'no answer', rateLimited: false };
            return { kind: 'job', job: { id, status: 'active' }, body: '{}' };
          };
          const pollMs = pollS * 1_000;
          await clock.run(
            waitForJobs({
              ...{ ids, fetchJob, clock, random: () => 0.5, log: new RecordingLog() },
              ...{ pollIntervalMs: pollMs, timeoutMs: pollMs * 6, requestTimeoutMs: 30_000 },
              signal: new AbortController().signal,
            }),
          );
          const stretch = (pollMs / jobs) * 5;
          const most = Math.max(...asked.map((at) => asked.filter((t) => t >= at && t < at + stretch).length));
          // Five from the queue and five first requests of the spread start may meet, beside those in flight.
          expect(most).toBeLessThanOrEqual(10 + MAX_IN_FLIGHT);
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
