/**
 * Was broken: when GitHub refused every write of the action's comment in the run that started the
 * job (its record kept on the check run of the head only), a force-push (amend, rebase) that drops
 * that head from the pull request's commits starts a second job: the push reads the new head's
 * check run alone, never the event's `before`.
 *
 * Now, as promised: docs/pull-request.md "Where the job is found": "a run whose every write of the
 * comment GitHub refused (the create too) keeps its record on its head's check run only ... so a
 * start, a lost start or a follow-up kept there is never taken for no job"; README "One job per
 * pull request".
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(95_800);
const [H1, H2] = HEADS;

describe('a started job whose comment GitHub never let the action write, then a force-push', () => {
  it('the force-push tells the job the check run names and starts no second one', async () => {
    await w.start();
    w.github.faults.push({ method: 'PATCH', path: /\/issues\/comments\/\d+$/, status: 502, times: 1000 });
    w.github.faults.push({ method: 'POST', path: /\/issues\/\d+\/comments$/, status: 502, times: 1000 });
    const opened = await w.opened();
    w.github.faults.length = 0;
    expect(opened.outputs['job-id']).toBe('job-started-1');
    expect(w.github.comments).toHaveLength(0);
    // The start is kept on the check run of the opening head only.
    expect(w.checkRunsOn(H1).map((c) => c.external_id !== '')).toEqual([true]);

    // `git commit --amend && git push --force`: the new head replaces the old one; the event's `before` names it.
    w.pushedFrom = H1;
    w.product.commits = [H2];
    w.product.head = { sha: H2, repo: { full_name: 'acme/product' } };
    const push = await w.synchronize();

    // One job per pull request: the start kept on the replaced head's check run is no "no job".
    expect(w.starts()).toHaveLength(1);
    expect(w.log(push)).not.toContain('No job was started on this pull request by this action yet');
    expect(push.outputs['job-id']).toBe('job-started-1');
  });
});
