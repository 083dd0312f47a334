/**
 * A service that refuses: the sweep sends a queued push and the service refuses the POST (HTTP
 * 400, nothing sent). The turn is finished as not sent: the head the job was last told stays the
 * old one, so the next push's news still carries the refused push's commit.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(330_000);
const REFUSED = { http: 400, body: JSON.stringify({ error: 'Job is not accepting messages right now' }) };

describe('a queued push whose POST the service refused', () => {
  it("is not recorded as told: the next push's news still carries its commit", async () => {
    await w.prRun('opened', HEADS[0]);
    const pushed = await w.prRun('synchronize', HEADS[1]);
    expect(pushed.log.join('\n')).toContain('is busy, so nothing is sent now');
    w.clock.service = 61_000;
    w.sim.service().failNextPost(REFUSED);
    const swept = await w.sweep();
    expect(swept.annotations.map((a) => a.message).join('\n')).toContain('was not sent');
    // The job was told nothing of 2222…; the next push comes.
    w.clock.service = 400_000;
    const next = await w.prRun('synchronize', HEADS[2]);
    expect(next.outputs.outcome).toBe('started');
    const told = w.messages().slice(1); // the refused POST is the first
    expect(told).toHaveLength(1);
    expect(told[0]).toContain('Add the --flag option');
  });

  it('a queued /docs whose POST was refused: the conversation does not show it as a follow-up done', async () => {
    await w.prRun('opened', HEADS[0]);
    await w.commandRun('/docs shorter intro');
    w.clock.service = 61_000;
    w.sim.service().failNextPost(REFUSED);
    const swept = await w.sweep();
    expect(swept.annotations.map((a) => a.message).join('\n')).toContain('was not sent');
    const turn = w.records().find((r) => r.said === 'shorter intro');
    expect({ kind: turn?.kind, ended: turn?.ended, answers: turn?.answers }).not.toEqual(
      expect.objectContaining({ kind: 'message', ended: 'success' }),
    );
  });
});
