/**
 * Was broken: a wait whose first requests the service answered with HTTP 503, and whose last ones
 * then failed on the network (a reset, as an overloaded service or its balancer drops
 * connections), gives up saying (observed, judge() on waitForJob's result, d784a81):
 *   "... the service or the network to it is failing (no request reached it: check 'base-url',
 *   now https://api.example.test, the network and any proxy ...)"
 * Five requests reached the service and were answered. judgeWait ('gave-up') in
 * src/report/verdict.ts takes `serviceErred`, which src/wait/wait.ts onFault keeps for the LAST
 * fault only ("the fault still going on"), as "no request ever reached it"; the commit message
 * promises the advice only "when no request reached the service (no status read, no error it
 * answered)".
 *
 * How a user meets it: the service has an outage that starts with 503s and ends in resets; the
 * ending sends the user to re-check a base-url that the service itself answered on.
 *
 * What should happen instead: once any request of the wait was answered by the service (a status
 * or an error of its own), the gave-up ending does not say that no request reached it.
 */
import { describe, expect, it } from '@jest/globals';
import type { Config } from '../../src/inputs/inputs.ts';
import { fullText } from '../../src/output/text.ts';
import { judge } from '../../src/report/verdict.ts';
import type { FetchResult } from '../../src/service/client.ts';
import { MAX_CONSECUTIVE_FAULTS, waitForJob } from '../../src/wait/wait.ts';
import { RecordingLog, scriptedFetch, VirtualClock } from '../helpers/virtual.ts';

const config = {
  projectId: 'proj_1',
  baseUrl: 'https://api.example.test',
  failOn: new Set(['failed']),
  requirePr: false,
} as unknown as Config;

const answered503 = {
  kind: 'transient',
  cause: 'HTTP 503 (Service Unavailable)',
  rateLimited: false,
  httpStatus: 503,
} as FetchResult;
const reset = { kind: 'transient', cause: 'connection reset (ECONNRESET)', rateLimited: false } as FetchResult;

describe('gave up after the service answered with 503s, then resets', () => {
  it('does not say that no request reached the service', async () => {
    const clock = new VirtualClock();
    const script = [...Array.from({ length: MAX_CONSECUTIVE_FAULTS / 2 }, () => answered503), reset];
    const result = await waitForJob({
      fetchJob: scriptedFetch(clock, script),
      clock,
      log: new RecordingLog(),
      random: () => 0,
      pollIntervalMs: 10_000,
      timeoutMs: 60 * 60_000,
      requestTimeoutMs: 30_000,
      signal: new AbortController().signal,
    });
    expect(result.outcome).toBe('gave-up');
    const verdict = judge({ id: 'job-1', result }, config);
    const said = `${fullText(verdict.why ?? '')} ${fullText(verdict.next ?? '')}`;
    expect(said).not.toMatch(/no request reached/);
  });
});
