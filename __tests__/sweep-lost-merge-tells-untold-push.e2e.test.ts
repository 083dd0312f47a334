/**
 * Was broken: when a pull request's last push's run and its merge's run are both lost (killed at
 * once, or never run), the sweep tells the docs pull request of the merge and settles the job, but
 * never sends the job the merged changes it was not told.
 *
 * Now, as promised: docs/pull-request.md: "A merge is the one close that tells the job a push it
 * was not told (what was merged is what the docs must follow)"; "any run of a closed or merged
 * pull request ... is its close ... (so a close whose own run was cancelled is told by the next),
 * and a merge's untold pushes reach the job once"; docs/sweep.md: the sweep tells a close "as the
 * close's run would have (that run may have been lost, cancelled or killed)".
 */
/**
 * How a user meets it: `wait: sweep`, a `github-token` that writes the docs repository. The job of
 * the opening has ended. The author pushes H1 ("Add the --flag option") and merges right after;
 * both runs are lost (here SIGKILLed at their first request: a runner lost, or GitHub dropping the
 * events; without `queue`, the push's pending run is cancelled by the merge's). The next sweep reads
 * the pull request merged: it writes "was merged" on the docs pull request, finishes the job and
 * takes the label off. The job never hears of --flag, which is now on the default branch; nothing
 * will tell it later.
 *
 * With the merge's run alone (the push's still lost), the merge's run sends that follow-up
 * ("merged with changes job ... was not told: they are sent to it as a follow-up"); the sweep,
 * standing in for the lost merge's run, does not.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { DOCS_TOKEN, HEADS, ISSUE, useKillWorld } from './helpers/kill-world.ts';

const w = useKillWorld();
afterAll(() => w.github?.close());
const inputs = { 'github-token': DOCS_TOKEN };

describe('a push and the merge right after it, both runs lost', () => {
  it('the sweep tells the merge and sends the job the merged push, once', async () => {
    await w.fresh();
    await w.prRun('opened', HEADS[0], inputs);
    w.clock.service = 70_000; // the job has ended

    const push = await w.prRun('synchronize', HEADS[1], inputs, { n: 0, mode: 'KILL' });
    expect(push.signal).toBe('SIGKILL');
    Object.assign(w.pulls[ISSUE]!, { state: 'closed', merged: true });
    const merge = await w.prRun('closed', HEADS[1], inputs, { n: 0, mode: 'KILL' }, { state: 'closed', merged: true });
    expect(merge.signal).toBe('SIGKILL');
    expect(w.messages()).toEqual([]);

    for (let i = 0; i < 3; i++) {
      w.clock.service += 70_000;
      await w.sweep(inputs);
    }

    const told = w.github.comments.filter((c) => c.issue === 'acme/docs#42').map((c) => c.body);
    expect(told).toHaveLength(1);
    expect(told[0]).toContain('was merged');
    const flag = w.messages().filter((m) => m.includes('Add the --flag option')).length;
    // Was: 0: the close is told, the merged push never reaches the job.
    expect(flag).toBe(1);
  });
});
