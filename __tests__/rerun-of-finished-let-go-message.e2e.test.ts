/**
 * Was broken: a re-run of a let-go `/docs` run whose turn a sweep had already finished found the
 * job ended, then still gave it the grace a message just sent gets (three poll intervals of
 * "never turned active"), holding the runner and saying "Completed after 35s". A turn whose
 * ending is recorded was answered after its message: the re-run reports the ending at once, as
 * read before this run.
 */
import { afterAll, expect, it, jest } from '@jest/globals';
import { DOCS, H, PRODUCT, useConvergenceWorld } from './helpers/convergence-world.ts';

jest.setTimeout(300_000);
const w = useConvergenceWorld();
afterAll(() => w.github?.close());

it('a re-run of a let-go /docs run whose turn the sweep finished reports its ending at once', async () => {
  await w.fresh();
  await w.play(w.stepInputs(), w.prEvent(5, 'opened'), undefined, false);
  w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, ref: `agent/${w.latestJob()}` };
  w.clock.service = 100_000;
  await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
  w.pulls[PRODUCT]!.head = { sha: H[1]! };
  await w.play(w.stepInputs(), w.prEvent(5, 'synchronize'), undefined, false);
  w.clock.service = 200_000;
  await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
  const docs = w.commentEvent(5, '/docs add an example', 'lead');
  await w.play(w.stepInputs(), docs.env, undefined, false);
  w.clock.service = 300_000;
  await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
  expect(w.pendingOf(PRODUCT)).toHaveLength(0);

  const rerun = await w.rerun(2, undefined);
  const { run } = rerun!;
  expect(run.outputs.outcome).toBe('completed');
  expect(run.stdout).toContain('is no longer active: this re-run reports how it ended instead of letting go');
  expect(run.stdout).not.toContain('never turned active');
  const notice = run.annotations.find((a) => a.command === 'notice')?.message ?? '';
  expect(notice).toContain('before this run read it');
  expect(notice).not.toMatch(/after \d+s/);
});
