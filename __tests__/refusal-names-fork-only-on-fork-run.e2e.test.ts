/**
 * Was broken: every 403 that refused a write said "(a pull request from a fork gets a read-only
 * token)", also in a sweep or a let-go step on the repository's own pull request, where no fork's
 * token is in play: the user was sent to look for a fork that is not there, beside the permission
 * that is the real fix.
 *
 * What happens now: the permission is named alone; the fork is named only on a fork's own pull
 * request run (src/github/code-host.ts `forkRun`), and there the step says it once
 * (reviewers.e2e.test.ts pins that run's words).
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(88_000);
const REFUSED = { status: 403, body: { message: 'Resource not accessible by integration' } };
const said = (run: { log: string[]; annotations: Array<{ message: string }> }) =>
  [...run.log, ...run.annotations.map((a) => a.message)].join('\n');

describe('a refused write on the repository’s own pull request', () => {
  it('a let-go step whose label write is refused names the permission, not a fork', async () => {
    w.github.faults.push({ method: 'POST', path: /\/issues\/5\/labels$/, ...REFUSED });
    const opened = await w.prRun('opened', HEADS[0]);
    expect(opened.outputs.outcome).toBe('started');
    const text = said(opened);
    expect(text).toMatch(
      /may not do this \(HTTP 403: Resource not accessible by integration\); it needs pull-requests: write\)/,
    );
    expect(text).not.toMatch(/fork/);
  });

  it('a sweep whose list of labelled pull requests is refused names the permission, not a fork', async () => {
    await w.prRun('opened', HEADS[0]);
    w.clock.service = 61_000;
    w.github.faults.push({ method: 'GET', path: /\/repos\/acme\/product\/issues$/, ...REFUSED });
    const swept = await w.sweep();
    const text = said(swept);
    expect(text).toMatch(/HTTP 403: Resource not accessible by integration/);
    expect(text).not.toMatch(/fork/);
  });
});
