/**
 * Was broken: src/step/on-close.ts `closeAndSay` writes the close's line on the docs pull request
 * blindly when that pull request's comments cannot be listed: `mine` is then undefined, so
 * `earlier` is undefined and `host.createComment` runs, whether or not an earlier run already
 * wrote the line. The product pull request's own comment says the close was told (its closing
 * line atop: `noticed === 'present'`), and is read just before, but is not consulted for the
 * line. So a sweep that finishes the job of a pull request whose close's run told the close (the
 * job was still working at the close) adds a second "closed without merging" line to the docs
 * pull request whenever GitHub fails that one list (a `link` header to another host, a page that
 * is not a list, a 5xx).
 *
 * How a user meets it: docs in the same repository (examples/docs-in-same-repository.yml, `wait:
 * sweep`, the default `on-close`); the product pull request is closed while its job still works:
 * the close's run tells the docs pull request (one line) and leaves the turn pending. Once the job
 * has ended, the schedule's sweep finishes it; GitHub's answer to its list of the docs pull
 * request's comments names a next page on another host (a proxy or a misconfigured GHES front).
 *
 * Was: acme/product#6 carries two "acme/product#5 was closed without merging." lines by
 * the action's account.
 *
 * Now, as promised: docs/sweep.md: "the job's docs pull request hears of it once however
 * many runs tell it"; docs/pull-request.md: "tells what the close owes once", "a re-run writes no
 * second line", and "an answer that is not a list is 'could not read', never 'nothing there'"
 * (here it is taken for "no line there"). A run that cannot read the docs pull request's comments
 * should not write a line the product comment says was already told.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { DOCS, PRODUCT, useConvergenceWorld } from './helpers/convergence-world.ts';

jest.setTimeout(300_000);
const w = useConvergenceWorld();
afterAll(() => w.github?.close());

const lines = () =>
  w.github.comments.filter((c) => c.issue === DOCS && /was closed without merging/.test(c.body)).map((c) => c.body);

describe("a close told by its own run, the sweep finishing the job unable to list the docs pull request's comments", () => {
  it('the docs pull request keeps one line', async () => {
    await w.fresh();
    const opened = await w.run(w.stepInputs(), w.prEvent(5, 'opened'), undefined);
    expect(opened.run.outputs.outcome).toBe('started');
    w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, ref: `agent/${w.latestJob()}` };
    // Closed without merging while the job still works: the close's run tells it, the turn stays pending.
    w.clock.service = 10_000;
    Object.assign(w.pulls[PRODUCT]!, { state: 'closed', merged: false });
    await w.run(w.stepInputs(), w.prEvent(5, 'closed'), undefined);
    expect(lines()).toHaveLength(1);
    expect(w.labelled(PRODUCT)).toBe(true);

    // The job ends; the schedule's sweep finishes it. GitHub's list of #6's comments names a next page elsewhere.
    w.clock.service = 400_000;
    w.github.faults.push({
      method: 'GET',
      path: new RegExp(`^/repos/${DOCS.replace('#', '/issues/')}/comments$`),
      status: 200,
      body: [],
      headers: {
        'content-type': 'application/json',
        link: '<https://api.elsewhere.example/repos/acme/product/issues/6/comments?page=2>; rel="next"',
      },
      times: 1,
    });
    const sweep = await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
    w.github.faults.length = 0;
    expect(JSON.parse(sweep.run.outputs.results ?? '[]')).toEqual([
      expect.objectContaining({ 'pull-request': 5, swept: 'finished' }),
    ]);
    expect(lines()).toHaveLength(1);
  });
});
