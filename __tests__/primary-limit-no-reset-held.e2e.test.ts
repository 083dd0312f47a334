/**
 * Was broken: src/github/octokit.ts `closeOnTooMany` leaves every answer with `x-ratelimit-remaining: 0`
 * and no `retry-after` to plugin-throttling ("the plugin's, which waits until x-ratelimit-reset"),
 * a 429 too since b3fd465. But the plugin computes its wait as
 * `max(ceil((x-ratelimit-reset * 1000 - Date.now()) / 1000) + 1, 0)`: with no `x-ratelimit-reset`
 * header (a proxy, GitHub Enterprise Server, an answer cut short) it is 0, and with a reset the
 * runner's clock already passed (a self-hosted runner's clock a few minutes ahead of GitHub's) it
 * is 0 too. `onLimit` then closes the gate for 0 ms and says "try again" at once, GITHUB_RETRIES
 * times: the rate-limited request is sent again back to back, and the limit holds nothing for the
 * step's later requests, which go at once and are limited in turn. Before b3fd465 a 429 of this
 * kind closed the gate for a minute (one request); the 403 has done this since 1d13f56.
 *
 * How a user meets it: a `wait: sweep` (or any) step whose token's hourly quota is spent, answered
 * 429 (or 403) `x-ratelimit-remaining: 0` with no usable `x-ratelimit-reset`. GitHub documents that
 * continuing to send requests while rate limited may get the integration banned.
 *
 * Was: the check-run creation the limit answered is sent 8 times (4 back to back, the
 * comment write, then 4 more), with no pause between them (expected 1). On b5341c6 the 429 case
 * sent it once: "GitHub limited the rate and asked to wait 59s, longer than the step has for it".
 *
 * Now, as promised: docs/pull-request.md "What holds, whatever GitHub does": when GitHub
 * "limits the rate (a 429; ... or `x-ratelimit-remaining: 0`)", "every later request of the step
 * waits as asked; a request that cannot wait that long is not sent"; and "a rate limit one answer
 * announces holds for every later request of the step". A limit whose reset is unknown or already
 * past must still hold the step (e.g. the minute GitHub asks of a limit that names no time, as
 * the secondary one gets), not be retried at once.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(95_000);

function limitCheckRuns(status: number, reset: string | undefined): void {
  w.github.faults.push({
    method: 'POST',
    // The job ends once the check run is asked for (the service's clock is the test's), so a step
    // that does not let the runner go ends at once with the job, not after its minute.
    path: {
      test: (path: string): boolean => {
        if (!/\/repos\/acme\/product\/check-runs$/.test(path)) return false;
        w.clock.service = 10_000_000;
        return true;
      },
    } as unknown as RegExp,
    status,
    headers: {
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': '0',
      ...(reset === undefined ? {} : { 'x-ratelimit-reset': reset }),
      'content-type': 'application/json; charset=utf-8',
    },
    body: {
      message: 'API rate limit exceeded for installation ID 1234.',
      documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
    },
    times: 1_000,
  });
}

describe('a spent primary limit whose reset is unknown or past: the limited request is not sent again at once', () => {
  for (const status of [429, 403]) {
    it(`${status}, no x-ratelimit-reset`, async () => {
      limitCheckRuns(status, undefined);
      const from = w.github.requests.length;
      await w.prRun('opened', HEADS[0]);
      const creations = w.trace(from).filter((line) => line === 'POST /repos/acme/product/check-runs');
      expect(creations).toHaveLength(1);
    });

    it(`${status}, x-ratelimit-reset two minutes behind the runner's clock`, async () => {
      // GitHub's own header is wall-clock epoch seconds; any time far enough in the past will do.
      limitCheckRuns(status, String(Math.floor(Date.now() / 1_000) - 120));
      const from = w.github.requests.length;
      await w.prRun('opened', HEADS[0]);
      const creations = w.trace(from).filter((line) => line === 'POST /repos/acme/product/check-runs');
      // One more try right after a reset that seems past may be fair; a burst while still limited is not.
      expect(creations.length).toBeLessThanOrEqual(2);
    });
  }
});
