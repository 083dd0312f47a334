/**
 * Was broken: with the push's run lost, a merge's run (`wait: sweep`) killed after it told the
 * close and settled the ended job's turn, but before it sent the merged push's follow-up, left that
 * push untold for good: the record and the label were gone, so every later sweep found nothing owed.
 * Now, as promised (docs/pull-request.md: "a merge's untold pushes reach the job once"; docs/sweep.md:
 * the sweep tells what "the close's run would have (that run may have been lost, cancelled or
 * killed)"): the merge's run finishes the ended job as a sweep does, the untold head queued as a
 * turn before the turns settle; killed at any of its requests, the next sweeps tell it, once.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { DOCS_TOKEN, HEADS, ISSUE, useKillWorld, type Stop } from './helpers/kill-world.ts';

const w = useKillWorld();
afterAll(() => w.github?.close());
const inputs = { 'github-token': DOCS_TOKEN };

/** The opening's job ended; the push to H1 lost; the merge's run stopped as `stop` says; three sweeps. */
async function mergeStoppedThenSwept(stop: Stop) {
  await w.fresh();
  await w.prRun('opened', HEADS[0], inputs);
  w.clock.service = 70_000; // the job has ended
  const push = await w.prRun('synchronize', HEADS[1], inputs, { n: 0, mode: 'KILL' });
  expect(push.signal).toBe('SIGKILL');
  Object.assign(w.pulls[ISSUE]!, { state: 'closed', merged: true });
  const merge = await w.prRun('closed', HEADS[1], inputs, stop, { state: 'closed', merged: true });
  const requests = w.lastStop.requests;
  for (let i = 0; i < 3; i++) {
    w.clock.service += 70_000;
    await w.sweep(inputs);
  }
  const told = w.github.comments.filter((c) => c.issue === 'acme/docs#42' && c.body.includes('was merged'));
  return {
    merge,
    requests,
    outcome: {
      flag: w.messages().filter((m) => m.includes('Add the --flag option')).length,
      mergeTold: told.length,
    },
  };
}

describe('a lost push, then a merge run', () => {
  const once = { flag: 1, mergeTold: 1 };

  it('tells the merged push once, killed at none of its requests', async () => {
    const { merge, outcome } = await mergeStoppedThenSwept(undefined);
    expect(merge.exitCode).toBe(0);
    expect(outcome).toEqual(once);
  });

  // A kill that lands between the service taking the news and its record leaves it unrecorded: the
  // next run sends it again (docs/pull-request.md: "a send left unrecorded would be sent again").
  it('cancelled at any of its GitHub requests, the next sweeps tell the push, once; killed, never lost', async () => {
    const { requests } = await mergeStoppedThenSwept(undefined);
    expect(requests).toBeGreaterThan(10);
    for (let n = 0; n < requests; n += 3) {
      for (const mode of ['INT', 'KILL'] as const) {
        if (mode === 'KILL' && n % 2 === 1) continue;
        const { outcome } = await mergeStoppedThenSwept({ n, mode });
        const at = `${mode}@${n}`;
        const got = mode === 'INT' ? outcome : { ...outcome, flag: Math.min(outcome.flag, 1) };
        expect({ at, outcome: got }).toEqual({ at, outcome: once });
      }
    }
  });
});
