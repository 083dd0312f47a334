/**
 * Was broken: a 403 that carries `retry-after` but whose words are not "secondary rate" (GitHub's
 * older and Enterprise Server wording of the same limit: "You have triggered an abuse detection
 * mechanism") does not close the step's rate-limit gate. `isRateLimit` in src/github/client.ts
 * knows it as a rate limit (the warning says "GitHub kept limiting the rate"), but the gate is
 * closed only by plugin-throttling's handlers (which look for the words "secondary rate") and by
 * `closeOnTooMany` (a 429 only), in src/github/octokit.ts. So the very next requests go out at
 * once, inside the window GitHub asked the step to keep quiet.
 *
 * How a user meets it: a let-go (`wait: sweep`) step on a busy repository, GitHub Enterprise
 * Server or a proxy answering the check run's creation 403 with `retry-after: 60` and the abuse
 * wording. The step warns that GitHub is limiting the rate, then at once edits the comment and
 * creates the check run again, and every write of its ending: each such request during a
 * secondary limit lengthens it (GitHub's docs: keep making requests and the integration may be
 * banned).
 *
 * Was: right after the 403 that asked for 60 s, the step sends `GET /repos/acme/docs/pulls/102`,
 * `GET .../issues/comments/1000`, `PATCH .../issues/comments/1000` and `POST .../check-runs`
 * again (the same token); with the words "secondary rate limit" the same answer stops
 * every later request (the first test below, the control, which passes).
 *
 * Now, as promised: docs/pull-request.md, "What holds, whatever GitHub does": "limits
 * the rate (a 403 or 429 secondary limit, or `x-ratelimit-remaining: 0`) | every later request
 * of the step waits as asked; a request that cannot wait that long is not sent".
 */
import { describe, expect, it } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(91_000);

/** GitHub's 403 on the check run's creation, with retry-after: 60 and the given words. */
async function limitedOnCheckRun(words: string): Promise<{ after: string[]; outcome: string | undefined }> {
  // Once the check run is asked for (the start's first write, before its prompt), the service's
  // clock (the test's) runs a minute a read, so the job the step starts next ends by its next
  // read: the step that waits for it instead of letting go ends within seconds, well inside the
  // 60 s asked.
  let at = 0;
  let running = false;
  Object.defineProperty(w.clock, 'service', {
    configurable: true,
    get: () => (running ? (at += 60_000) : at),
    set: (value: number) => {
      at = value;
      running = false;
    },
  });
  const checkRunCreation = {
    test: (path: string): boolean => {
      if (!/\/check-runs$/.test(path)) return false;
      running = true;
      return true;
    },
  } as unknown as RegExp;
  w.github.faults.push({
    method: 'POST',
    path: checkRunCreation,
    status: 403,
    headers: { 'retry-after': '60', 'content-type': 'application/json; charset=utf-8' },
    body: { message: words, documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api' },
  });
  const from = w.github.requests.length;
  const run: ActionRun = await w.prRun('opened', HEADS[0]);
  const trace = w.trace(from);
  const limited = trace.indexOf('POST /repos/acme/product/check-runs');
  return { after: trace.slice(limited + 1), outcome: run.outputs.outcome };
}

describe('a 403 with retry-after holds every later GitHub request of the step', () => {
  it('with the words "secondary rate limit": nothing more is sent to GitHub', async () => {
    const { after, outcome } = await limitedOnCheckRun(
      'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
    );
    // No record could be written for the limit's wait, so no job is started that the next run would
    // start again (rate-limited-start-record-sends-no-prompt): the step ends `error`, saying so.
    expect(outcome).toBe('error');
    expect(after).toEqual([]);
  });

  it('with the words "abuse detection mechanism": nothing more is sent to GitHub either', async () => {
    const { after, outcome } = await limitedOnCheckRun(
      'You have triggered an abuse detection mechanism. Please wait a few minutes before you try again.',
    );
    // No record could be written for the limit's wait, so no job is started that the next run would
    // start again (rate-limited-start-record-sends-no-prompt): the step ends `error`, saying so.
    expect(outcome).toBe('error');
    expect(after).toEqual([]);
  });
});
