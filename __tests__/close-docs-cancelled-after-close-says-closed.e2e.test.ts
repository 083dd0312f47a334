/**
 * Was broken: `on-close: close-docs` closes the docs pull request first and writes its line after
 * (src/step/on-close.ts `closeAndSay`: `closeDocs`, then `createComment`). When the close's run is
 * cancelled (or its runner lost) right after GitHub took the close, the next run that tells the
 * close (the sweep, `tellClose` -> `endOfPullRequest`) reads the docs pull request `closed`, so
 * `open` is false and `owed` is false: it writes the plain line ("acme/product#5 was closed
 * without merging.", not "..., so this docs pull request is closed too") and the product pull
 * request's comment says the docs pull request "was told", where the action itself closed it.
 * Nothing anywhere says the docs pull request was closed, or by what.
 *
 * How a user meets it: docs in the same repository (examples/docs-in-same-repository.yml, `wait:
 * sweep`) with `on-close: close-docs`; the job has ended; the author closes the product pull
 * request without merging; its run is cancelled ("Cancel workflow", a runner shutting down: SIGINT,
 * then the runner's SIGTERM and SIGKILL) just as it closes the docs pull request. The hourly sweep
 * then runs.
 *
 * Was: the docs pull request acme/product#6 is closed (by the action), its one line reads
 * "acme/product#5 was closed without merging." and the product comment's top line reads "the docs
 * pull request acme/product#6 was told; this comment is no longer refreshed" (baseline, the run
 * not cancelled: "..., so this docs pull request is closed too" and "... was closed with it").
 *
 * Now, as promised: docs/pull-request.md: "With `on-close: close-docs`, a close without
 * merging also closes the docs pull request ... before its line is written, so the line says what
 * became of it", and the comment "then says at its top ... what became of the docs pull request
 * (told, closed with it, or not told)"; README: every message says what happened. The later run
 * that tells the close should say the docs pull request is closed (with it), as the run that
 * closed it would have.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { runAction } from '../sim/run-action.ts';
import { DOCS, PRODUCT, useConvergenceWorld } from './helpers/convergence-world.ts';

jest.setTimeout(300_000);
const w = useConvergenceWorld();
afterAll(() => w.github?.close());
const closeDocs = { 'on-close': 'close-docs' };

describe('a close run cancelled as GitHub takes its close of the docs pull request (on-close: close-docs)', () => {
  it('the sweep that tells the close says the docs pull request was closed with it', async () => {
    await w.fresh();
    const opened = await w.run(w.stepInputs(closeDocs), w.prEvent(5, 'opened'), undefined);
    expect(opened.run.outputs.outcome).toBe('started');
    w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, ref: `agent/${w.latestJob()}` };
    w.clock.service = 70_000; // the job has completed; no sweep ran yet
    Object.assign(w.pulls[PRODUCT]!, { state: 'closed', merged: false });

    // The close's run, cancelled as its close of #6 arrives (GitHub takes it): SIGINT, then the runner's SIGTERM and SIGKILL.
    const env = w.prEvent(5, 'closed');
    let fired = false;
    const timers: NodeJS.Timeout[] = [];
    const onStart = (child: ChildProcess): void => {
      const cancelOnClose = {
        test: (path: string): boolean => {
          if (!fired && path === `/repos/${DOCS.replace('#', '/pulls/')}`) {
            fired = true;
            child.kill('SIGINT');
            timers.push(setTimeout(() => child.kill('SIGTERM'), 7_500));
            timers.push(setTimeout(() => child.kill('SIGKILL'), 10_000));
          }
          return false;
        },
      } as unknown as RegExp;
      w.github.faults.unshift({ method: 'PATCH', path: cancelOnClose, status: 200, times: 1e9 });
      child.on('exit', () => timers.forEach(clearTimeout));
    };
    await w.github.running(env, () => runAction(w.stepInputs(closeDocs), { killAfterMs: 60_000, env, onStart }));
    w.github.faults.length = 0;
    expect(fired).toBe(true);
    expect(w.pulls[DOCS]!.state).toBe('closed'); // GitHub took the close

    // The schedule's sweeps.
    for (const t of [400_000, 800_000]) {
      w.clock.service = t;
      await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
    }

    const lines = w.github.comments
      .filter((c) => c.issue === DOCS && /was closed without merging/.test(c.body))
      .map((c) => c.body);
    const atop = w.commentOf(PRODUCT)?.body.split('\n')[0] ?? '';
    expect(lines).toHaveLength(1);
    expect({
      line: /so this docs pull request is closed too/.test(lines[0] ?? ''),
      atop: /was closed with it/.test(atop),
    }).toEqual({ line: true, atop: true });
  });
});
