/**
 * Was broken: `closeOnTooMany` (src/github/octokit.ts) leaves a primary rate limit to plugin-throttling
 * only when its status is 403 (`status === 403 && x-ratelimit-remaining: 0 && no retry-after`).
 * GitHub documents that a spent primary limit answers "a 403 or 429 response, and the
 * x-ratelimit-remaining header will be 0"; plugin-throttling reads a 429 with
 * `x-ratelimit-remaining: 0` as the primary limit too and waits until `x-ratelimit-reset`. For the
 * 429 the gate is closed for a flat 60 s on top (no retry-after), so the retry the plugin makes at
 * the reset meets a closed gate and a write whose budget ends first is refused and never sent:
 * the very defect 1d13f56 fixed for the 403, left in place for the 429.
 *
 * How a user meets it: an installation token whose hourly quota runs out a second before it
 * resets, answered (as GitHub may) `429` with `x-ratelimit-remaining: 0` and `x-ratelimit-reset`
 * a second away. A `wait: sweep` step's check run, due at the reset, is held a minute instead.
 *
 * Was: the check-run creation is sent once (the 429); every later request is refused by the
 * gate: "Could not read the check run: GitHub limited the rate and asked to wait 58s, longer than
 * the step has for it", then "The record a sweep finishes job job-started-1 from could not be
 * written ... so this run does not let the runner go: it waits for the job". No `Docs` check run
 * exists on the head, and the comment update is refused the same way.
 *
 * Now, as promised: docs/pull-request.md, "What holds, whatever GitHub does": a limit
 * ("a 429; ... or `x-ratelimit-remaining: 0`") -> "every later request of the step waits as
 * asked; a request that cannot wait that long is not sent". GitHub asked to wait until
 * `x-ratelimit-reset` (a second), as for the 403 in primary-limit-waits-its-reset.e2e.test.ts.
 */
import { expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(94_000);

it('a primary limit answered 429 that resets in a second holds the check run a second, not a minute', async () => {
  // GitHub's own header is wall-clock epoch seconds: the limit resets a second from now.
  const reset = String(Math.floor(Date.now() / 1_000) + 1);
  w.github.faults.push({
    method: 'POST',
    // The job ends once the check run is asked for (the service's clock is the test's), so a step
    // held from letting go waits seconds for it, not the job's minute.
    path: {
      test: (path: string): boolean => {
        if (!/\/repos\/acme\/product\/check-runs$/.test(path)) return false;
        w.clock.service = 10_000_000;
        return true;
      },
    } as unknown as RegExp,
    status: 429,
    headers: {
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': reset,
      'content-type': 'application/json; charset=utf-8',
    },
    body: {
      message: 'API rate limit exceeded for installation ID 1234.',
      documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
    },
  });
  const from = w.github.requests.length;
  const run = await w.prRun('opened', HEADS[0]);
  const creations = w.trace(from).filter((line) => line === 'POST /repos/acme/product/check-runs');
  // The limited creation, then the one sent once the limit reset.
  expect(creations.length).toBeGreaterThanOrEqual(2);
  expect(w.github.checkRuns.filter((c) => c.name === 'Docs')).toHaveLength(1);
  expect(run.stdout).not.toMatch(/asked to wait \d+s, longer than/);
  // The record was written, so the step let the runner go, as `wait: sweep` promises.
  expect(run.outputs.outcome).toBe('started');
});
