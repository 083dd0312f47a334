/**
 * Was broken: the sweep told itself "this run tells it" about an untold head of a pull request
 * made a draft or labelled `skip-label` since, recorded a follow-up turn on that head (its check
 * run in progress), sent nothing, then finished that check run with the job's state: a failed
 * job's `failure` on the head of a pull request labelled to need no docs, where the push's own run
 * would have written `skipped` (docs/pull-request.md: a draft or the skip-label ends `skipped`).
 *
 * Now the sweep reads what the head needs first: a draft or a skip-labelled pull request gets no
 * turn, no news, and its head the `skipped` check run its push's run would have written.
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY } from '../sim/pull-request.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(990_000);
type Pull = { head: { sha: string }; draft?: boolean; labels?: { name: string }[] };
const pull = () => w.pulls[`${PR_REPOSITORY}#5`] as unknown as Pull;

describe('an untold head of a pull request that needs no docs now, as the sweep finds it', () => {
  it.each([
    ['labelled skip-label', (p: Pull) => (p.labels = [{ name: 'No-Docs' }]), 'skip-label'],
    ['made a draft', (p: Pull) => (p.draft = true), 'draft'],
  ])('%s: no turn, no news, the head skipped', async (_name, change, why) => {
    await w.prRun('opened', HEADS[0], { 'skip-label': 'no-docs' });
    change(pull());
    pull().head.sha = HEADS[1]; // a push whose run never came
    w.clock.service = 61_000;
    const swept = await w.sweep();
    const log = swept.log.join('\n');
    expect(swept.exitCode).toBe(0);
    expect(log).not.toContain('this run tells it');
    expect(log).toContain(why === 'draft' ? 'is a draft' : 'labelled');
    expect(w.messages()).toHaveLength(0);
    expect(w.checkRunsOf(HEADS[1]).map((c) => [c.status, c.conclusion])).toEqual([['completed', 'skipped']]);
    expect(w.checkRunsOf(HEADS[0]).at(-1)?.status).toBe('completed');
    expect(w.labelled()).toBe(false);
    // The next sweep finds nothing owed.
    await w.sweep();
    expect(w.messages()).toHaveLength(0);
    expect(w.checkRunsOf(HEADS[1])).toHaveLength(1);
  });
});
