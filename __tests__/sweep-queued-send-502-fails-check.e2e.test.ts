/**
 * Was broken: when the sweep sends a queued push's follow-up and the service answers 502 (it may
 * have taken the message), the push's check run is concluded `success` ("completed with a pull
 * request") and the sweep's warning says the follow-up "was not sent" while also saying it "may
 * have been taken", where the push's own run meeting the same 502 ends its check run `failure`
 * ("message may have been taken") and tells you to look at the dashboard.
 *
 * Now, as promised: docs/sweep.md: the sweep "finishes each pending turn with the same renderers a
 * waiting step uses ... as that step" and sends what was queued "as the push's run would have";
 * README: a 5xx "leaves it unknown whether [it was taken]: the step fails at once with outcome
 * error, says so"; the log says what happened.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(931_000);

describe("a sweep sends a queued push's follow-up and the service answers 502", () => {
  it("does not pass the push's check run as if the follow-up were done, nor say it was not sent", async () => {
    expect((await w.prRun('opened', HEADS[0])).outputs.outcome).toBe('started');
    // The push comes while the job works: queued for the sweep.
    const pushed = await w.prRun('synchronize', HEADS[1]);
    expect(pushed.log.join('\n')).toContain('is busy, so nothing is sent now');
    expect(w.checkRunsOf(HEADS[1]).map((run) => run.status)).toEqual(['in_progress']);
    w.clock.service = 61_000;
    // The sweep's follow-up meets a 502: whether the service took the message is not known.
    w.sim.service().failNextPost({ http: 502, body: '{"error":"Bad gateway"}' });
    const sweep = await w.sweep();
    expect(sweep.exitCode).toBe(0);
    const posts = w.sim.requests().filter((r) => r.method === 'POST' && r.url.endsWith('/message'));
    expect(posts).toHaveLength(1);
    // The push's own run, meeting the same 502, ends its check run `failure`: "message may have been taken".
    const [check] = w.checkRunsOf(HEADS[1]);
    expect({ status: check?.status, conclusion: check?.conclusion }).toEqual({
      status: 'completed',
      conclusion: 'failure',
    });
    // The log does not say "was not sent" of a message the service may have taken.
    const warnings = sweep.annotations.filter((a) => a.command === 'warning').map((a) => a.message);
    expect(warnings.some((m) => m.includes('may have been taken'))).toBe(true);
    expect(warnings.filter((m) => /was not sent/.test(m) && /may have been taken/.test(m))).toEqual([]);
  });
});
