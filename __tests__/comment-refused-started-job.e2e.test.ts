/**
 * GitHub refuses every write of the action's comment, the create too, in the run that starts the
 * job (answered 201): the check run keeps its record, and the next push reads it there. It tells
 * that job what the push changed and starts no second one (docs/pull-request.md: "when GitHub
 * refuses every write of the comment, the check run's record stands").
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(95_600);
const [, H2] = HEADS;

describe('a started job whose comment GitHub never let the action write, then a push', () => {
  it('the push tells the job the check run names and starts no second one', async () => {
    await w.start();
    w.github.faults.push({ method: 'PATCH', path: /\/issues\/comments\/\d+$/, status: 502, times: 1000 });
    w.github.faults.push({ method: 'POST', path: /\/issues\/\d+\/comments$/, status: 502, times: 1000 });
    const opened = await w.opened();
    w.github.faults.length = 0;
    expect(opened.outputs['job-id']).toBe('job-started-1');
    expect(w.github.comments).toHaveLength(0);

    w.push(H2);
    const push = await w.synchronize();

    expect(w.starts()).toHaveLength(1);
    expect(w.messages()).toHaveLength(1);
    expect(push.outputs['job-id']).toBe('job-started-1');
    expect(w.log(push)).not.toContain('No job was started on this pull request by this action yet');
    // The push's run writes the comment GitHub refused before: the next run finds the job there.
    expect(w.github.comments.map((c) => c.body.includes('job-started-1'))).toEqual([true]);
    w.invariants();
  });
});
