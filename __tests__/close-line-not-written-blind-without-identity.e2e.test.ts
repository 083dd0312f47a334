/**
 * Was broken: src/step/on-close.ts `closeAndSay` writes the close's line on the docs pull request
 * blind when GitHub does not say who the github-token is. `mine` (the token's own closing lines)
 * is then undefined, `linesOfThisClose(mine ?? [])` is empty, `earlier` is undefined, and
 * `host.createComment` adds a line whatever lines an earlier run of this close wrote. With
 * `on-close: close-docs` that new line is the plain one ("closed without merging.", since
 * `closedByUs` needs the identity too), and the closing notice atop the product comment is
 * rewritten from "was closed with it" to "was told". No warning says any of it: the log says
 * "acme/product#6 was told that this pull request was closed."
 *
 * How a user meets it: the recipe of docs in the same repository (GITHUB_TOKEN for both tokens,
 * as examples/docs-in-same-repository.yml), `on-close: close-docs`. The product pull request is
 * closed without merging: its run closes the docs pull request and writes one line there. Any later
 * run of the close (a "Re-run jobs" of it, a label put on the closed pull request, a sweep) meets
 * GitHub's GraphQL answering 502 for the `viewer` query (an incident; GitHub refuses GET /user to
 * GITHUB_TOKEN and app tokens, so GraphQL is the only way the step learns who it is).
 *
 * Was: the docs pull request carries two lines by the action's account, the second
 * contradicting the first ("so this docs pull request is closed too", then "closed without
 * merging."), and the product comment's notice says the docs pull request "was told" where it said
 * "was closed with it"; the default `on-close` gets a second identical line the same way.
 *
 * Now, as promised: docs/pull-request.md, "a token that cannot is one warning, and a
 * re-run writes no second line", "one whose comments cannot be read is neither closed nor told
 * then (a second line is never written blind)"; docs/sweep.md, "the job's docs pull request hears
 * of it once however many runs tell it". The code itself already takes an unknown identity as
 * doubt for the close (`doubt = mine === undefined`): the line should wait on the same doubt (or
 * be recognised by its exact text among the comments of an account that is a bot), and what an
 * earlier run said atop the product comment should stand.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { DOCS, PRODUCT, useConvergenceWorld } from './helpers/convergence-world.ts';

jest.setTimeout(300_000);
const w = useConvergenceWorld();
afterAll(() => w.github?.close());

const closingLines = () =>
  w.github.comments.filter((c) => c.issue === DOCS && /Product pull request closed/.test(c.body)).map((c) => c.body);
const notice = () => w.commentOf(PRODUCT)?.body.split('\n')[0] ?? '';

/** GitHub's GraphQL failing for the whole run: who the token is cannot be read (GET /user refuses a bot's token). */
const graphqlDown = () =>
  w.github.faults.push({
    method: 'POST',
    path: /\/graphql$/,
    status: 502,
    body: { message: 'Bad gateway' },
    times: 1000,
  });

async function closedOnce(extra: Record<string, string>) {
  await w.fresh();
  const inputs = w.stepInputs(extra);
  const opened = await w.run(inputs, w.prEvent(5, 'opened'), undefined);
  expect(opened.run.outputs.outcome).toBe('started');
  w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, ref: `agent/${w.latestJob()}` };
  // The job has ended by the close; the product pull request is closed without merging.
  w.clock.service = 400_000;
  Object.assign(w.pulls[PRODUCT]!, { state: 'closed', merged: false });
  await w.play(inputs, w.prEvent(5, 'closed'), undefined, false);
  expect(closingLines()).toHaveLength(1);
}

describe('a later run of a close, GitHub not saying who the token is', () => {
  it('with on-close: close-docs, writes no second, contradicting line and keeps "closed with it"', async () => {
    await closedOnce({ 'on-close': 'close-docs' });
    expect(w.pulls[DOCS]!.state).toBe('closed');
    const said = closingLines();
    expect(said[0]).toContain('so this docs pull request is closed too');
    expect(notice()).toContain('was closed with it');

    graphqlDown();
    // "Re-run jobs" of the close's run (played index 0: the close).
    await w.rerun(0, undefined);
    w.github.faults.length = 0;

    expect(closingLines()).toEqual(said);
    expect(notice()).toContain('was closed with it');
  });

  it('with the default on-close, writes the line once', async () => {
    await closedOnce({});
    graphqlDown();
    await w.rerun(0, undefined);
    w.github.faults.length = 0;
    expect(closingLines()).toHaveLength(1);
  });
});
