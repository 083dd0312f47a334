/**
 * Was broken: a `report-token` that GitHub refuses with HTTP 401 (an expired or revoked app token or
 * personal token, or a secret that holds a stale value) is reported as if it were a missing
 * permission, or as a passing fault, never with the fix that works (give the step a valid token):
 *  - the product step (src/pull-request/surfaces.ts RECORD_REFUSED_COSTS, added for every refusal
 *    `refusedForGood` counts, 401 included) says "the report-token was refused (HTTP 401: Bad
 *    credentials) ... Give the workflow's token pull-requests: write (the recipes' permissions:
 *    block has it)": no permission fixes a token GitHub does not accept; its check run line says
 *    no fix at all;
 *  - the sweep (src/sweep/sweep.ts, `refusedForGood(listed, [403, 404])`, 401 left out) says
 *    "could not be listed (the report-token was refused (HTTP 401: Bad credentials)); nothing was
 *    swept. The next sweep tries again; nothing pending is lost." The next sweep meets the same
 *    401, and the one after: every pending check run stays in progress while each sweep says that
 *    the next one will do it.
 * How a user meets it: the recipes pass an app installation token or a PAT as `report-token`
 * (docs repository apart, or a bot account of their own); the PAT expires, the app's key is
 * rotated, or the secret is revoked. Every run then warns or errors with a fix that changes nothing.
 * Was: the product run's warning ends "Give the workflow's token pull-requests: write (the
 * recipes' permissions: block has it)."; the sweep's error ends "The next sweep tries again;
 * nothing pending is lost."
 * What should happen instead: the brief's and README's promise, "every message says what
 * happened and what to do next" ("Every input problem is reported at once, each naming its input
 * and the fix"): a 401 names `report-token` and says it was not accepted (expired, revoked or
 * wrong) and that a valid token is the fix; the sweep does not promise that the next sweep
 * succeeds with the same token. Once a valid token is given, the next sweep finishes the job.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';
import { REPORT_TOKEN } from '../sim/pull-request.ts';
import type { ActionRun } from '../sim/run-action.ts';

const w = useSweepWorld(910_000);
/** The words a user reads on the run's page: warnings and errors. */
const said = (run: ActionRun): string[] =>
  run.annotations.filter((a) => a.command === 'warning' || a.command === 'error').map((a) => a.message);
const REPLACE = /expired|revoked|not valid|invalid|replace|a valid token|new token/i;

describe('a report-token GitHub refuses (HTTP 401)', () => {
  it('the pull request step: each line about the 401 says to give a valid report-token, not a permission', async () => {
    delete w.tokens[REPORT_TOKEN];
    // A record no surface could keep: no later run could find a job started now, so none starts
    // (was: started and waited, and each later run would start another), and the step fails.
    const run = await w.prRun('opened', HEADS[0], { 'poll-interval': '1s' });
    expect(run.exitCode).toBe(1);
    expect(run.outputs.started).toBe('false');
    expect(run.annotations.filter((a) => a.command === 'error').map((a) => a.message)).toEqual([
      expect.stringMatching(/no check run holds it, so every later run would start another job\. No job was started/),
    ]);
    const about401 = said(run).filter((line) => line.includes('HTTP 401'));
    expect(about401.length).toBeGreaterThan(0);
    for (const line of about401) {
      expect(line).toContain('report-token');
      // No permission gives GitHub a token it does not accept.
      expect(line).not.toMatch(/Give the workflow's token pull-requests: write/);
      expect(line).toMatch(REPLACE);
    }
  });

  it('the sweep: the error names the fix, and does not say the next sweep (same token) will do it', async () => {
    const full = { ...w.tokens[REPORT_TOKEN] };
    expect((await w.prRun('opened', HEADS[0])).outputs.outcome).toBe('started');
    w.clock.service = 61_000;
    delete w.tokens[REPORT_TOKEN];
    const refused = await w.sweep();
    expect(refused.outputs.outcome).toBe('error');
    const line = said(refused).join('\n');
    expect(line).toContain('HTTP 401');
    expect(line).not.toMatch(/The next sweep tries again/);
    expect(line).toContain('report-token');
    expect(line).toMatch(REPLACE);
    // The fix, applied: a valid token, and the next sweep finishes the job.
    w.tokens[REPORT_TOKEN] = full;
    const fixed = await w.sweep();
    expect(fixed.outputs['completed-count']).toBe('1');
    expect(w.checkRunsOf(HEADS[0]).map((r) => r.conclusion)).toEqual(['success']);
  });
});
