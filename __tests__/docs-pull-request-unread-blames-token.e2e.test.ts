/**
 * Was broken: when GitHub fails the look-up of the agent's docs pull request for a passing reason
 * (a 502 from GitHub, or a secondary rate limit: the plugin-throttling gate asks 60 s, longer than
 * the look-up's budget), the step says "pass a github-token that can read acme/docs to fill them",
 * although the token CAN read acme/docs: the failure had nothing to do with the token.
 * describePullRequest (src/github/look-up.ts, line ~199) prints the token advice for every
 * `unavailable` look-up; lookUpPullRequest already marks the refusals (`forGood`, a 401/403/404)
 * apart from the passing faults, but the message never reads that mark.
 *
 * How a user meets it: GitHub has a bad minute (a 5xx burst, or a secondary rate limit after a
 * busy push) as the job ends; the pr-head-sha, pr-state and pr-draft outputs come out empty, and
 * the log tells the user to swap their github-token, which already reads the docs repository.
 * They change a working token (or widen its scope) for nothing, and a later step that gates on
 * pr-state stays broken the next time GitHub has a bad minute.
 *
 * What should happen instead: docs/reliability.md: every message says what happened and what to
 * do next. A passing fault (5xx, rate limit, no answer) should say so and name the real next step
 * (re-run the step / the run once GitHub answers), keeping the token advice for a refusal only.
 */
import { describe, expect, it } from '@jest/globals';
import { useWorld } from './helpers/attack-world.ts';

const w = useWorld(3_920_000);

const lookUpLine = (log: string): string =>
  log.split('\n').find((line) => line.includes('Could not read pull request acme/docs#101')) ?? '(no such line)';

describe('the docs pull request look-up fails for a passing reason', () => {
  it('a 502 from GitHub does not send the user to replace a token that reads the repository', async () => {
    await w.start([{ method: 'GET', path: /\/repos\/acme\/docs\/pulls\/101$/, status: 502, times: 100 }]);
    const run = await w.opened();
    expect(run.outputs.outcome).toBe('completed');
    expect(run.outputs['pr-state']).toBe('');
    const line = lookUpLine(w.log(run));
    // Observed: "Could not read pull request acme/docs#101: the GitHub API answered HTTP 502. The
    // pr-head-sha, pr-state and pr-draft outputs stay empty; pass a github-token that can read acme/docs to fill them."
    expect(line).toMatch(/HTTP 502/);
    expect(line).not.toMatch(/pass a github-token that can read/);
    expect(line).toMatch(/re-run/i);
    w.invariants();
  });

  it('a secondary rate limit does not send the user to replace a token that reads the repository', async () => {
    await w.start([
      {
        method: 'GET',
        path: /\/repos\/acme\/docs\/pulls\/101$/,
        status: 403,
        body: { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' },
        times: 100,
      },
    ]);
    const run = await w.opened();
    expect(run.outputs.outcome).toBe('completed');
    expect(run.outputs['pr-state']).toBe('');
    const line = lookUpLine(w.log(run));
    // Observed: "... GitHub kept limiting the rate (HTTP 403: ...); GitHub asked to wait 60s, longer than the step has for it.
    // The pr-head-sha, pr-state and pr-draft outputs stay empty; pass a github-token that can read acme/docs to fill them."
    expect(line).toMatch(/limit(ed|ing) the rate/);
    expect(line).not.toMatch(/pass a github-token that can read/);
    expect(line).toMatch(/re-run/i);
    w.invariants();
  });
});
