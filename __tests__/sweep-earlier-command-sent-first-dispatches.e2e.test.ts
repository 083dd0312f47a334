/**
 * Was broken: while the job worked, a `/docs` whose run never came (cancelled while pending) and a
 * later `/docs` whose run queued it. Once the job ended, the sweep sent the earlier command first
 * (commands go in the order written) and left the queued one for its next look, but wrote nothing
 * on the queued turn: the earlier turn's `on-finish-dispatch` was never sent (2 dispatches for 3
 * turns), so the review workflow never ran on that change (a helper's convergence explorer; the
 * same on a queued review). A command's own run that sends an earlier one first records it
 * (src/step/let-go.ts `dispatchOwed`); the sweep did not.
 *
 * Now the sweep records on the queued turn that the earlier one's dispatch is owed, and the next
 * look sends it when the job ends, before the queued one: one dispatch a turn, in order.
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY } from '../sim/pull-request.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(3_720_000);

describe('the sweep sends an earlier command first while a later one is queued', () => {
  it('dispatches once for each turn, the earlier one included', async () => {
    const stepInputs = w.stepInputs;
    w.stepInputs = (extra = {}) => stepInputs({ 'on-finish-dispatch': 'review.yml', ...extra });
    const opened = await w.prRun('opened', HEADS[0]);
    expect(opened.outputs.outcome).toBe('started');
    w.clock.service += 10_000;
    w.github.addComment(`${PR_REPOSITORY}#5`, '/docs first, the example', 'lead');
    await w.commandRun('/docs second, the flags');
    expect(w.messages()).toEqual([]);
    const said: string[] = [];
    for (let sweeps = 0; sweeps < 5; sweeps++) {
      w.clock.service += 120_000;
      said.push(...(await w.sweep()).log);
    }
    expect(w.messages()).toEqual(['first, the example', 'second, the flags']);
    expect(w.github.dispatches).toHaveLength(3);
    expect(said.join('\n')).toContain('an earlier command or review than the one queued');
    expect(w.checkRunsOf(HEADS[0]).every((run) => run.status === 'completed')).toBe(true);
  });
});
