/**
 * Was broken: a turn recorded on its check run alone was never finished. GitHub's secondary rate
 * limit (403, no retry-after) refused the opening run's comment creation and held its later writes,
 * so its "Docs agent" check run on the first head stayed "Starting an agent job", in progress. The
 * next push's run read that check run (for a record) and ended, yet finished only the turns the
 * comment records.
 *
 * How a user meets it: the README's workflow with `check-name: Docs agent` on a busy repository:
 * the pull request's first commit shows its check spinning for good, long after every run ended.
 *
 * What should happen instead: the push's run finishes, neutral and saying why, the check run that
 * an ended run left in progress on the head the push replaced, as it does for a turn the comment
 * records.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(97_500);
const SECONDARY = { message: 'You have exceeded a secondary rate limit.' };

describe("a secondary rate limit on the opening run's comment, then a push", () => {
  it("the push's run finishes the check run the opening run left in progress", async () => {
    await w.start([{ method: 'POST', path: /\/issues\/5\/comments$/, status: 403, body: SECONDARY, times: 20 }]);
    const opened = await w.opened();
    expect(opened.outputs.outcome).toBe('error');
    expect(w.checkRunsOn(HEADS[0]).map((c) => c.status)).toEqual(['in_progress']);

    w.github.faults.length = 0;
    w.push(HEADS[1]);
    const push = await w.synchronize();
    expect(push.exitCode).toBe(0);

    const [left] = w.checkRunsOn(HEADS[0]);
    expect([left?.status, left?.conclusion]).toEqual(['completed', 'neutral']);
    expect(left?.output?.summary).toContain('ended before it finished this check run');
    expect(w.log(push)).toContain('which has ended: finished as neutral');
    expect(w.github.checkRuns.filter((c) => c.status !== 'completed')).toEqual([]);
  });
});
