/**
 * GitHub on a bad day: a sweep sends a queued `/docs` command; GitHub fails its 🚀 and refuses
 * every comment write of its record, so only the turn's check run holds it. A push lands before the
 * next sweep, so the command's message would now begin with the push's news: the command is still
 * sent once, the check run's record of the send read whatever the next message would say.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(230_000);

describe('a swept /docs command whose 🚀 and comment record both fail, then a push', () => {
  it('the command is sent to the job once', async () => {
    await w.prRun('opened', HEADS[0]);
    const { id, run } = await w.commandRun('/docs shorter intro');
    expect(run.log.join('\n')).toContain('is busy, so nothing is sent now');
    w.clock.service = 61_000;
    // The sweep's claim, the job's own turn and the command's 👀 are written; then the 🚀 and every comment write fail.
    w.failRecordWrites(id);
    expect((await w.sweep()).exitCode).toBe(0);
    w.github.faults.splice(0);
    expect(w.messages().filter((m) => m.includes('shorter intro'))).toHaveLength(1);
    // A push lands while the job works on the command.
    await w.prRun('synchronize', HEADS[1]);
    for (const at of [200_000, 400_000, 600_000]) {
      w.clock.service = at;
      await w.sweep();
    }
    const told = w.messages();
    expect(told.some((m) => m.includes('Add the --flag option'))).toBe(true);
    expect(told.filter((m) => m.includes('shorter intro'))).toHaveLength(1);
  });
});
