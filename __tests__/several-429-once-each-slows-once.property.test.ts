/**
 * Was broken (a helper, on a bad day): `wait job0 job1 job2 job3 --timeout 60s --poll-interval 5s`
 * against a service that answered each job's first read 429 (`Retry-After: 1`), then completed:
 * each 429 doubled the pace all jobs share, so one burst's four made it 80 s, two jobs were never
 * asked again, and the step timed out saying the service "kept limiting the rate" (exit 5).
 *
 * Now the shared pace doubles at most once a pace period: one burst of 429s is one signal. A job
 * the service answers after one 429 is read again, and ends, well within the wait.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { FetchResult } from '../src/service/client.ts';
import { waitForJobs } from '../src/wait/wait-many.ts';
import { EventClock } from './helpers/event-clock.ts';
import { RecordingLog } from './helpers/virtual.ts';

describe('several jobs, each answered one 429 before its status', () => {
  it('all end with their status, the pace doubled once for the burst', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 50 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 5 }),
        async (jobs, pollS, retryAfterS) => {
          const clock = new EventClock();
          const ids = Array.from({ length: jobs }, (_, at) => `job-${at}`);
          const limited = new Set<string>();
          const fetchJob = async (id: string): Promise<FetchResult> => {
            if (!limited.has(id)) {
              limited.add(id);
              return {
                kind: 'transient',
                cause: 'HTTP 429 (slow down)',
                rateLimited: true,
                httpStatus: 429,
                ...(retryAfterS > 0 ? { retryAfterMs: retryAfterS * 1_000 } : {}),
              };
            }
            return { kind: 'job', job: { id, status: 'completed' }, body: '{}' };
          };
          // Room for the first round spread over the interval, a doubled pace, and a retry.
          const timeoutMs = (pollS * 6 + retryAfterS) * 1_000;
          const results = await clock.run(
            waitForJobs({
              ...{ ids, fetchJob, clock, random: () => 0.5, log: new RecordingLog() },
              ...{ pollIntervalMs: pollS * 1_000, timeoutMs, requestTimeoutMs: 30_000 },
              signal: new AbortController().signal,
            }),
          );
          expect(results.filter((r) => r.result.outcome !== 'final').map((r) => r.id)).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });
});
