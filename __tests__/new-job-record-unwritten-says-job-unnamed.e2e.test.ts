/**
 * A push that starts a new job (the first failed), its comment writes failing: the warning says the
 * later runs cannot name the job this run starts, never that the next run tells "this news again"
 * (which is true only of a message to a job the comment already names).
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(97_300, { 'check-name': '' });

describe('a push that starts a new job (the earlier failed), its comment writes failing 502', () => {
  it('warns what the unwritten new job costs', async () => {
    await w.start();
    w.sim.service().endLiveJobsAs('failed');
    const opened = await w.opened();
    expect(opened.outputs.outcome).toBe('failed');
    w.sim.service().endLiveJobsAs('completed');
    w.github.faults.push({ method: 'PATCH', path: /\/issues\/comments\/\d+$/, status: 502, times: 1000 });
    w.push(HEADS[1]);
    const run = await w.synchronize();

    expect(w.starts().length).toBe(2);
    const said = w.log(run);
    expect(said).toContain('until a write reaches it, they cannot name the job');
    expect(said).not.toContain("the pull request's next run tells the job this news again");
  });
});
