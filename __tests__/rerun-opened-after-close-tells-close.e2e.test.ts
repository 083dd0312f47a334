/**
 * Was broken: the product pull request closed and its close's own run never came; a re-run of the
 * run that opened it (`on-rerun: resume`) resumed the job's report and never told the close: the
 * docs pull request heard nothing, the comment still read "open", and sweeps did not tell it
 * either. docs/pull-request.md: any run of a closed pull request is its close, so a close whose
 * own run was cancelled is told by the next. Now the re-run of a start tells it, as a re-run of a
 * push's run already did.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { DOCS, PRODUCT, useConvergenceWorld } from './helpers/convergence-world.ts';

const w = useConvergenceWorld();
afterAll(() => w.github?.close());

describe('a re-run of the opening run after the pull request closed, its close never told', () => {
  it('tells the docs pull request, and the comment says it was closed', async () => {
    await w.fresh();
    await w.play(w.stepInputs(), w.prEvent(5, 'opened'), undefined, false);
    const job = w.latestJob() ?? '';
    w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, ref: `agent/${job}` };
    for (let i = 0; i < 2; i++) {
      w.clock.service += 70_000;
      await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
    }
    Object.assign(w.pulls[PRODUCT]!, { state: 'closed', merged: false });
    const rerun = await w.rerun(0, undefined);
    expect(rerun?.run.exitCode).toBe(0);
    expect(w.starts()).toHaveLength(1);
    const told = w.github.comments.filter((c) => c.issue === DOCS && c.body.includes('Product pull request closed'));
    expect(told).toHaveLength(1);
    expect(w.commentOf(PRODUCT)?.body).toContain('was closed without merging');
  });
});
