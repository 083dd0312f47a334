/**
 * Was broken: `status` on a read the service turned away with 429 and a `Retry-After` of more
 * digits than a number of seconds can be (src/common/retry-after.ts reads it as Infinity, "longer
 * than any time-out", which "callers clip to their deadline") tells the user to
 * "run the command again after Infinity s, as it asked." src/cli/status.ts `rateLimitedNext`
 * writes `Math.ceil(retryAfterMs / 1_000)` unclipped; the action's own wait says the same answer
 * plainly ("the service asks to wait longer than any time-out").
 *
 * Observed (standard error): `error: job-r: HTTP 429 (Too many requests). The service limited the
 * rate of requests: run the command again after Infinity s, as it asked.`
 *
 * How a user meets it: a service, a gateway or a proxy in between that answers 429 with
 * `Retry-After: 99999999999` (a misconfigured limiter, or one that means "not today"); the
 * scripted `status` check's message then names no wait a person can act on.
 *
 * What should happen instead: every message says what happened and what to do next, in words a
 * person reads: no `Infinity` (nor `NaN`); a wait too long to name is said as such (as the action
 * says it), with what to do now.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { runCli } from './helpers/cli.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

describe("'status' on a 429 whose Retry-After is longer than any number of seconds", () => {
  it('names a wait a person can act on, never Infinity', async () => {
    sim
      .service()
      .setJob('job-r', [
        { http: 429, body: '{"error":"Too many requests"}', headers: { 'retry-after': '99999999999' } },
      ]);
    const ran = await runCli(['status', 'job-r', '--base-url', sim.service().url, '--timeout', '5s']);
    expect(ran.code).toBe(5);
    expect(ran.out).toBe('job-r\tunread\t\n');
    const said = ran.err.split('\n').filter((line) => line.startsWith('error: job-r'));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain('The service limited the rate of requests');
    expect(said[0]).not.toMatch(/Infinity|NaN/);
  });
});
