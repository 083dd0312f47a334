/**
 * The sweep's queued /docs (lead) behind an earlier /docs (ann, a writer) whose run never came, and
 * whose permission GitHub fails (502): the earlier one is passed over, never answered 😕, and the
 * queued one is sent once. While the permission stays unread the sent turn stays pending (a command
 * is owed, and never sent on doubt), and the warning names the permission, not the comments; once
 * GitHub gives it, the next sweep sends ann's command and every turn is reported.
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
const w = useSweepWorld(9_510_000, {}, {}, writers);

describe('the sweep, a queued /docs behind an earlier one whose author permission answers 502', () => {
  it('sends the queued one, and the earlier one once GitHub gives its permission', async () => {
    const stepInputs = w.stepInputs;
    w.stepInputs = (extra = {}) => stepInputs({ 'on-finish-dispatch': 'review.yml', ...extra });
    await w.prRun('opened', HEADS[0]);
    w.clock.service += 10_000;
    const a = w.github.addComment(`${PR_REPOSITORY}#5`, '/docs first, the example', 'ann'); // its run never came
    const { id: b } = await w.commandRun('/docs second, the flags'); // queued: the job is busy
    w.github.faults.push({ path: /\/collaborators\/ann\/permission$/, status: 502, times: 100_000 });
    const warnings: string[] = [];
    for (let sweeps = 0; sweeps < 4; sweeps++) {
      w.clock.service += 120_000;
      warnings.push(...(await w.sweep()).annotations.map((x) => x.message));
    }
    // The fix's part holds: the earlier one passed over, the queued one sent once.
    expect(w.messages()).toEqual(['second, the flags']);
    expect(w.reactionsOn(a.id)).toEqual([]);
    expect(w.reactionsOn(b)).toContain('rocket');
    const said = warnings.join('\n');
    expect(said).not.toContain('its comments could not be read');
    expect(said).toContain("the permission of an owed /docs command's author could not be read");
    w.github.faults.length = 0;
    for (let sweeps = 0; sweeps < 4 && (w.labelled() || w.messages().length < 2); sweeps++) {
      w.clock.service += 120_000;
      expect((await w.sweep()).exitCode).toBe(0);
    }
    expect(w.messages()).toEqual(['second, the flags', 'first, the example']);
    expect(w.reactionsOn(a.id)).toContain('rocket');
    expect(w.checkRunsOf(HEADS[0]).every((run) => run.status === 'completed')).toBe(true);
    expect(w.labelled()).toBe(false);
  });
});
