/**
 * Was broken: src/step/on-close.ts `closeDocs` (5efc92a) warns, on a close of the docs pull request
 * that GitHub failed in a way that may pass (a 5xx), "It stays open for now: re-run this run, or
 * the next sweep closes it; or close it by hand." But only a sweep that tells the close itself
 * keeps anything for a next sweep (src/sweep/finish.ts `finishClaimed` on `again`). The close's
 * own run (src/step/act-on-decision.ts `close`) drops `endOfPullRequest`'s `again`, and when the
 * job had already been finished (no turn pending, the `agent-job-pending` label off) nothing is
 * left for a sweep to find: no sweep ever closes it.
 *
 * How a user meets it: the recipe with `wait: sweep` and `on-close: close-docs`; the job finished
 * (the sweep settled it, label off) before the author closes the product pull request without
 * merging; GitHub answers the PATCH of the docs pull request 502 through the retries (a bad
 * minute). The close's run warns "... or the next sweep closes it". The user waits for the
 * schedule, as told.
 *
 * Was: after the next schedules (GitHub well again) the docs pull request #6 is still
 * `open`, and the product comment says it "was told", not closed.
 *
 * Now, as promised: README: "every message says what happened and what to do next";
 * docs/pull-request.md: "When GitHub failed in a way that may pass (a 5xx, ...) ... the next
 * sweep does what it could not". Either the close's run leaves the pull request for a sweep (the
 * label on) so the next sweep closes the docs pull request, or the warning names only what works
 * (re-run this run, or close it by hand). It names only what works now, and the re-run it names
 * closes the docs pull request.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { DOCS, PRODUCT, useConvergenceWorld } from './helpers/convergence-world.ts';

jest.setTimeout(300_000);
const w = useConvergenceWorld();
afterAll(() => w.github?.close());
const closeDocs = { 'on-close': 'close-docs' };
const PROXY_PAGE = '<html><head><title>502 Bad Gateway</title></head><body>bad gateway</body></html>';

describe('a close whose own run GitHub fails the close of the docs pull request, the job already finished', () => {
  it('the warning names the re-run, and the re-run closes the docs pull request', async () => {
    await w.fresh();
    const opened = await w.run(w.stepInputs(closeDocs), w.prEvent(5, 'opened'), undefined);
    expect(opened.run.outputs.outcome).toBe('started');
    w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, ref: `agent/${w.latestJob()}` };

    // The job completes; the schedule's sweep finishes it and takes the label off.
    w.clock.service = 400_000;
    await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
    expect(w.labelled(PRODUCT)).toBe(false);

    // The author closes #5 without merging; GitHub fails the PATCH of #6 (every try).
    w.clock.service = 500_000;
    Object.assign(w.pulls[PRODUCT]!, { state: 'closed', merged: false });
    w.github.faults.push({
      method: 'PATCH',
      path: new RegExp(`^/repos/${DOCS.replace('#', '/pulls/')}$`),
      status: 502,
      headers: { 'content-type': 'text/html' },
      body: PROXY_PAGE,
      times: 1000,
    });
    const closed = await w.play(w.stepInputs(closeDocs), w.prEvent(5, 'closed'), undefined, false);
    w.github.faults.length = 0;
    const warned = closed!.run.annotations.map((a) => a.message).join('\n');
    // Was: "... re-run this run, or the next sweep closes it": no sweep came (nothing was pending).
    expect(warned).toMatch(/could not be closed \(on-close: close-docs\)[\s\S]*re-run this run to close it/);
    expect(warned).not.toMatch(/next sweep/);
    expect(w.pulls[DOCS]!.state).toBe('open');

    // GitHub is well again; the user re-runs the close's run, as the warning says.
    w.clock.service = 800_000;
    await w.rerun(w.played.length - 1, undefined);

    const atop = w.commentOf(PRODUCT)?.body.split('\n')[0] ?? '';
    expect({ docs: w.pulls[DOCS]!.state, atop }).toEqual({
      docs: 'closed',
      atop: expect.stringMatching(/was closed with it/),
    });
  });
});
