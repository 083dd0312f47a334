/**
 * The sweep's queued /docs behind an earlier one of a deleted account (its permission read 404):
 * the earlier one is answered 😕, the queued one sent once, and its turn reported when the job ends.
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY } from '../sim/pull-request.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const writers = {
  collaborators: {
    lead: { permission: 'write', role_name: 'write' },
    ann: { permission: 'write', role_name: 'write' },
  },
};
const w = useSweepWorld(9_520_000, {}, {}, writers);

describe('the sweep, a queued /docs behind an earlier one whose author permission answers 502', () => {
  it('sends the queued one, then reports it once its job ends', async () => {
    const stepInputs = w.stepInputs;
    w.stepInputs = (extra = {}) => stepInputs({ 'on-finish-dispatch': 'review.yml', ...extra });
    await w.prRun('opened', HEADS[0]);
    w.clock.service += 10_000;
    const a = w.github.addComment(`${PR_REPOSITORY}#5`, '/docs first, the example', 'ann'); // its run never came
    const { id: b } = await w.commandRun('/docs second, the flags'); // queued: the job is busy
    w.github.faults.push({ path: /\/collaborators\/ann\/permission$/, status: 404, times: 100_000 });
    const warnings: string[] = [];
    for (let sweeps = 0; sweeps < 4; sweeps++) {
      w.clock.service += 120_000;
      warnings.push(...(await w.sweep()).annotations.map((x) => x.message));
    }
    // The fix's part holds: the earlier one passed over, the queued one sent once.
    expect(w.messages()).toEqual(['second, the flags']);
    expect(w.reactionsOn(a.id)).toContain('confused');
    expect(w.reactionsOn(b)).toContain('rocket');
    // The job of the sent turn ended 6 minutes ago: its report is owed now.
    expect(warnings.join('\n')).not.toContain('its comments could not be read');
    expect(w.checkRunsOf(HEADS[0]).map((run) => run.status)).toEqual(['completed']);
    expect(w.github.dispatches).toHaveLength(2);
    expect(w.labelled()).toBe(false);
  });
});
