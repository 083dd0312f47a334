/**
 * Was broken: `wait` of 50 jobs whose first 32 the service holds (no answer) with `timeout: 30s`:
 * each held request kept its slot (4 of them) for 5 s, so the jobs behind were asked 4 every 5 s,
 * and 26 were never asked at all, the 18 that had ended among them, each reported timed out with
 * "the service did not answer" (a helper, on GitHub's bad day). docs/several-jobs.md: a held request
 * "gives its place to the next job's, so a few hung requests never starve the rest."
 *
 * Now a held request keeps its slot for less when the wait is too short for every job's turn
 * (src/wait/wait-many.ts slotHoldFor): every job the service answers is asked, and ends, in time.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { FetchResult } from '../src/service/client.ts';
import { waitForJobs } from '../src/wait/wait-many.ts';
import { EventClock } from './helpers/event-clock.ts';
import { RecordingLog } from './helpers/virtual.ts';

describe('requests the service holds, ahead of jobs it answers', () => {
  it('never keep a job it would answer from being asked before the wait ends', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 2, max: 50 })
          .chain((jobs) => fc.tuple(fc.constant(jobs), fc.integer({ min: 0, max: jobs - 1 }))),
        fc.integer({ min: 4, max: 120 }),
        fc.integer({ min: 1, max: 10 }),
        async ([jobs, held], timeoutS, pollS) => {
          fc.pre(pollS * 2 <= timeoutS);
          const clock = new EventClock();
          const ids = Array.from({ length: jobs }, (_, at) => (at < held ? `held-${at}` : `quick-${at}`));
          const fetchJob = async (id: string, { signal }: { signal: AbortSignal }): Promise<FetchResult> => {
            // A held request ends only with its own time-out (30 s) or the wait's.
            if (id.startsWith('held')) await clock.sleep(30_000, signal);
            if (signal.aborted) return { kind: 'cancelled' };
            if (id.startsWith('held')) return { kind: 'transient', cause: 'no answer', rateLimited: false };
            return { kind: 'job', job: { id, status: 'completed' }, body: '{}' };
          };
          const results = await clock.run(
            waitForJobs({
              ...{ ids, fetchJob, clock, random: () => 0.5, log: new RecordingLog() },
              ...{ pollIntervalMs: pollS * 1_000, timeoutMs: timeoutS * 1_000, requestTimeoutMs: 30_000 },
              signal: new AbortController().signal,
            }),
          );
          for (const ended of results.filter((r) => r.id.startsWith('quick')))
            expect([ended.id, ended.result.outcome]).toEqual([ended.id, 'final']);
        },
      ),
      { numRuns: 60 },
    );
  });
});
