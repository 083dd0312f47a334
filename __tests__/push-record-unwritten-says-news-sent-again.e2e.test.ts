/**
 * A push's follow-up whose comment writes GitHub fails: the job's record is on the comment already
 * (the opened run's), so the log never says later runs cannot name the job. It says what this turn's
 * unwritten record costs: the pull request's next run tells the job this news again.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(96_400);

describe("a push's follow-up whose comment write GitHub fails, the job recorded before", () => {
  it('says the next run tells the news again, not that the job cannot be named', async () => {
    await w.start();
    await w.opened();
    w.github.faults.push({ method: 'PATCH', path: /\/issues\/comments\/\d+$/, status: 502, times: 1000 });
    w.push(HEADS[1]);
    const run = await w.synchronize();
    expect(run.stdout).not.toContain('until a write reaches it, they cannot name the job');
    expect(run.stdout).toContain("the pull request's next run tells the job this news again");
  });
});
