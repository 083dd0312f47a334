/**
 * Was broken (the convergence property's one excused defect, "3 dispatches for 4 turns"): with
 * `wait: sweep` and `on-finish-dispatch`, a `/docs` command whose own run never came (cancelled
 * while pending) is sent first by the next command's run, which then queues its own behind it
 * ("this run sends it first"). No record named that first turn: the sweep sent the queued command
 * once the job was free and finished its turn, but the turn of the command sent first was never
 * dispatched. docs/sweep.md: `on-finish-dispatch` is sent once for each turn that ends.
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY } from '../sim/pull-request.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(3_620_000);
const DISPATCH = { 'on-finish-dispatch': 'review.yml' };

describe('a /docs command sent first by a later command’s run, then that later one queued', () => {
  it('dispatches once for each turn: the start, the command sent first, the queued one', async () => {
    const stepInputs = w.stepInputs;
    w.stepInputs = (extra = {}) => stepInputs({ ...DISPATCH, ...extra });
    const opened = await w.prRun('opened', HEADS[0]);
    expect(opened.outputs.outcome).toBe('started');
    w.clock.service += 120_000;
    // A command whose run never came (cancelled while pending), then one whose run comes.
    w.github.addComment(`${PR_REPOSITORY}#5`, '/docs first, the example', 'lead');
    const later = await w.commandRun('/docs second, the flags');
    expect(later.run.exitCode).toBe(0);
    expect(later.run.stdout).toContain('sends it first');
    expect(w.messages()).toEqual(['first, the example']);
    // Its summary says what it sent, not "nothing was sent".
    expect(later.run.summary).toContain('an earlier command or review no run had answered first');
    expect(later.run.summary).not.toContain('so nothing was sent');

    for (let sweeps = 0; sweeps < 3 && (w.labelled() || w.messages().length < 2); sweeps++) {
      w.clock.service += 120_000;
      expect((await w.sweep()).exitCode).toBe(0);
    }
    expect(w.messages()).toEqual(['first, the example', 'second, the flags']);
    expect(w.labelled()).toBe(false);
    // One dispatch for each turn the job took: the start's, the first command's, the second's.
    expect(w.github.dispatches.map((d) => d.inputs['job-id'])).toHaveLength(3);
    expect(w.checkRunsOf(HEADS[0]).every((run) => run.status === 'completed')).toBe(true);
  });
});
