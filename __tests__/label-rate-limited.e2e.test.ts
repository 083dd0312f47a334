/**
 * Was broken: when GitHub's SECONDARY RATE LIMIT (HTTP 403, "You have exceeded a secondary rate
 * limit") meets the `agent-job-pending` label, the step reads it as a missing permission and
 * gives the wrong fix:
 * - a `wait: sweep` step whose label write is limited warns "give the report-token issues: write,
 *   or make the label once (gh label create agent-job-pending)" (a 429 at the same place rightly
 *   says to put the label on by hand);
 * - a sweep whose list of labelled pull requests is limited fails with "Give the report-token
 *   issues: read and pull-requests: write, then run the sweep again."
 *
 * How a user meets it: a busy repository (many workflows on one GITHUB_TOKEN) trips the secondary
 * limit. The token and the label are fine; the user is sent to change permissions or create a
 * label that exists, while what the let-go job needs (the label on this pull request, or simply the
 * next sweep) goes unsaid. "Every message says what happened and what to do next."
 *
 * What should happen instead: a 403 that is a rate limit (the GitHub client's own `isRateLimit`
 * knows it) is said as one, with the rate limit's fix: put the label on by hand / the next sweep
 * tries again; permissions are named only for a 403 that is a refusal.
 */
import { describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(88_000);
const SECONDARY = {
  status: 403,
  body: { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' },
};
const said = (run: { log: string[]; annotations: Array<{ message: string }> }) =>
  [...run.log, ...run.annotations.map((a) => a.message)].join('\n');

describe("GitHub's secondary rate limit on the pending label", () => {
  it("a let-go step whose label write is rate-limited says so, and not to fix the token's permissions", async () => {
    // The label goes on before the record (a run killed between them is still swept): GitHub's
    // pause after a secondary limit then holds the record too, so the step cannot let the runner
    // go and waits for its job itself, saying why in a rate limit's words.
    w.github.faults.push({ method: 'POST', path: /\/issues\/5\/labels$/, ...SECONDARY });
    const endJobOnceStarted = (child: ChildProcess) => {
      const look = setInterval(() => {
        if (w.sim.requests().some((r) => r.method === 'POST')) w.clock.service = 61_000;
      }, 5);
      child.on('exit', () => clearInterval(look));
    };
    const opened = await w.prRun('opened', HEADS[0], { 'poll-interval': '1s' }, endJobOnceStarted);
    expect(opened.outputs.outcome).toBe('completed');
    const text = said(opened);
    expect(text).toMatch(/GitHub limited the rate/);
    expect(text).toMatch(/so this run does not let the runner go/);
    expect(text).not.toMatch(/give the report-token issues: write|gh label create/);
  });

  it('a let-go step whose every label write is refused for want of permission names the fix', async () => {
    w.github.faults.push({
      method: 'POST',
      path: /\/issues\/5\/labels$/,
      status: 403,
      body: { message: 'Resource not accessible by integration' },
      times: 2,
    });
    const opened = await w.prRun('opened', HEADS[0]);
    expect(opened.outputs.outcome).toBe('started');
    expect(w.labelled()).toBe(false);
    expect(said(opened)).toMatch(/label 'agent-job-pending'.*could not be put on.*give the report-token issues: write/);
  });

  it("a sweep whose list of labelled pull requests is rate-limited says so, and not to fix the token's permissions", async () => {
    await w.prRun('opened', HEADS[0]);
    w.clock.service = 61_000;
    w.github.faults.push({ method: 'GET', path: /\/repos\/acme\/product\/issues$/, ...SECONDARY });
    const swept = await w.sweep();
    expect(swept.outputs.outcome).toBeTruthy();
    const text = said(swept);
    expect(text).toMatch(/could not be listed.*secondary rate limit/);
    expect(text).not.toMatch(/Give the report-token issues: read and pull-requests: write/);
  });
});
