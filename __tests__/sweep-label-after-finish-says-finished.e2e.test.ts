/**
 * Was broken (a helper's trial: two sweeps at once over 22 pull requests): the sweep that lost the
 * race found the label still on pull requests the other had just finished, and said of each that
 * it had "no pending record of the action's (none yet, its comment deleted, or the label put on
 * by hand)": 18 lines blaming a person for what another run had done.
 *
 * A pull request whose action comment holds its turns, all finished, is said to be so: another
 * run finished the last one. A label with no comment of the action's keeps the old words.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { LABEL, PRODUCT, useConvergenceWorld } from './helpers/convergence-world.ts';

jest.setTimeout(120_000);
const w = useConvergenceWorld();
afterAll(() => w.github?.close());

const sweepLog = async () => {
  w.clock.service += 100_000;
  return (await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined)).run.log.join('\n');
};

describe('a sweep meeting the label on a pull request whose turns another run finished', () => {
  it('says another run finished it, and takes the label off', async () => {
    await w.fresh();
    await w.run(w.stepInputs(), w.prEvent(5, 'opened'), undefined);
    expect(await sweepLog()).toMatch(/finished \(completed\)/);
    expect(w.labelled(PRODUCT)).toBe(false);
    // As an overlapping sweep sees it: listed while labelled, read after the other finished it.
    w.github.labels.set(PRODUCT, new Set([LABEL]));
    const said = await sweepLog();
    expect(said).toContain("nothing of the action's is pending there any more (another run");
    expect(said).not.toContain('put on by hand');
    expect(w.labelled(PRODUCT)).toBe(false);
  });

  it('keeps saying a label may be put on by hand where no comment of the action is', async () => {
    await w.fresh();
    w.github.labels.set(PRODUCT, new Set([LABEL]));
    expect(await sweepLog()).toContain('or the label put on by hand');
  });
});
