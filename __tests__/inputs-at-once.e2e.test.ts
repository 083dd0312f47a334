/**
 * README: "Every input problem is reported at once, each naming its input and the fix, before any
 * request." Problems that depend on the run's event (`wait: sweep` on a push, `sweep: true` on a
 * pull request) are reported with the others (src/inputs/event-fit.ts, read with the inputs), so
 * a new user with two mistakes fixes both in one go.
 */
import { describe, expect, it } from '@jest/globals';
import { eventFile, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID } from '../sim/service.ts';

/** A run whose GitHub is never reached: each case is refused before any request. */
const NOWHERE = 'http://127.0.0.1:9';

const errors = (run: Awaited<ReturnType<typeof runAction>>): string =>
  run.annotations
    .filter((a) => a.command === 'error')
    .map((a) => a.message)
    .join('\n');

describe('two input mistakes, one of them about the event', () => {
  it("'wait: sweep' on a push and a bad 'poll-interval': both in the one error", async () => {
    const env = pullRequestEnv(NOWHERE, 1, {
      GITHUB_EVENT_NAME: 'push',
      GITHUB_REF: 'refs/heads/main',
      GITHUB_EVENT_PATH: eventFile({ ref: 'refs/heads/main', after: 'b'.repeat(40) }),
    });
    const run = await runAction(
      {
        'project-id': DEMO_PROJECT_ID,
        'api-key': DEMO_API_KEY,
        'base-url': NOWHERE,
        'report-token': 'ghs_aTokenTheRunnerWouldGive000001',
        prompt: 'Document the flag',
        'check-name': 'Docs agent',
        wait: 'sweep',
        'poll-interval': '10sec',
      },
      { env, killAfterMs: 25_000 },
    );
    expect(run.exitCode).toBe(1);
    // run says "'wait' is sweep, but this run's event (push) is not about a pull request ...".
    expect(errors(run)).toContain("'poll-interval'");
    expect(errors(run)).toContain("'wait' is sweep");
  });

  it("'sweep: true' on a pull request and a bad 'timeout': both in the one error", async () => {
    const env = pullRequestEnv(NOWHERE, 2, {
      GITHUB_EVENT_PATH: eventFile({ action: 'opened', pull_request: { number: 5, head: { sha: 'a'.repeat(40) } } }),
    });
    const run = await runAction(
      {
        'project-id': DEMO_PROJECT_ID,
        'api-key': DEMO_API_KEY,
        'base-url': NOWHERE,
        'report-token': 'ghs_aTokenTheRunnerWouldGive000001',
        sweep: 'true',
        timeout: '10 minutes',
      },
      { env, killAfterMs: 25_000 },
    );
    expect(run.exitCode).toBe(1);
    expect(errors(run)).toContain("'timeout'");
    expect(errors(run)).toContain("'sweep' is true, but this run's event is pull_request");
  });
});
