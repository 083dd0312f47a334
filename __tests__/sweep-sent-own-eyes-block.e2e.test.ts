/**
 * GitHub on a bad day: a sweep sends a queued `/docs` command; GitHub fails its 🚀 and refuses every
 * comment write of its record, so only the turn's check run holds it. The dead sweep's 👀, named
 * nowhere, must not block the next sweep (its own run is no other run in progress): that sweep
 * reads the check run's record, records the turn and makes the 🚀, and the command is sent once.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(270_000);

describe('a swept /docs command whose 🚀 and comment record both fail', () => {
  it('without the push, the check run record holds it: sent once, 🚀 made by the next sweep', async () => {
    await w.prRun('opened', HEADS[0]);
    const { id } = await w.commandRun('/docs shorter intro');
    w.clock.service = 61_000;
    // The sweep's claim, the job's own turn and the command's 👀 are written; then the 🚀 and every comment write fail.
    w.failRecordWrites(id);
    await w.sweep();
    w.github.faults.splice(0);
    for (const at of [200_000, 400_000, 600_000]) {
      w.clock.service = at;
      const s = await w.sweep();
      expect(s.log.join('\n')).not.toContain('cannot go now');
    }
    expect(w.messages().filter((m) => m.includes('shorter intro'))).toHaveLength(1);
    expect(w.github.reactions.filter((r) => r.commentId === id).map((r) => r.content)).toContain('rocket');
    expect(w.checkRunsOf(HEADS[0]).map((r) => r.status)).not.toContain('in_progress');
  });
});
