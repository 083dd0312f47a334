/**
 * Was broken (cancels at every point): a /docs run cancelled after it decided to send but before
 * the message left said on every surface "nothing was sent" and not that the command stays owed
 * (only its log did), so people wrote it again and the job got it twice; and it created a second
 * check run of the name, `cancelled`, beside the turn's, which GitHub takes for the required check
 * while nothing is wrong. Now the annotation and summary say the command stays owed and need not
 * be written again, and the head's check run stays as the last turn left it.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { HEADS, useKillWorld } from './helpers/kill-world.ts';

const w = useKillWorld();
afterAll(() => w.github?.close());

describe('a /docs run cancelled before its message left, on a job that ended', () => {
  it('says the command stays owed, and leaves the head its check run', async () => {
    await w.fresh();
    await w.prRun('opened', HEADS[0]);
    w.clock.service = 70_000;
    await w.sweep();
    const checks = w.checkRuns().length;

    const { run } = await w.commandRun('/docs add a table', { n: 6, mode: 'INT' });

    expect(run.outputs.outcome).toBe('cancelled');
    const said = [...run.annotations.map((a) => a.message), run.summary].join('\n');
    expect(said).toContain('The command stays owed');
    expect(said).toContain('there is no need to write it again');
    expect(w.checkRuns()).toHaveLength(checks);
    expect(w.checkRuns().at(-1)?.conclusion).toBe('success');

    w.clock.service += 200_000;
    await w.commandRun('/docs and a chart');
    expect(w.messages().filter((m) => m.includes('add a table'))).toHaveLength(1);
  });
});
