/** A new user with the README's workflow exactly: sequences through merge, unmerged close, label, draft, re-run. */
import { describe, expect, it } from '@jest/globals';
import { HEADS, ISSUE, useWorld } from './helpers/attack-world.ts';

const w = useWorld(51_000);
const [, H2] = HEADS;
const gh = () => w.github;
/**
 * What a run reads of GITHUB_TOKEN's 1,000 requests an hour, measured on the simulated GitHub: a
 * bound, so a change that reads more says so. Writes are left out: how many progress writes a run
 * makes depends on how GitHub spaces them. A push reads the check runs of the head it replaced (11,
 * was 10): one left in progress there, its run's last write refused, is finished.
 */
const MOST_READS = { merge: 13, push: 11, comment: 9 };
const readsSince = (from: number): number =>
  gh()
    .requests.slice(from)
    .filter((request) => request.method === 'GET' || request.url.endsWith('/graphql')).length;

describe('README workflow sequences', () => {
  it('opened -> push (run cancelled) -> merged: told once, newest told, check run, merged notice; request counts', async () => {
    await w.start();
    expect((await w.opened()).outputs.outcome).toBe('completed');
    w.push(H2);
    const before = gh().requests.length;
    const merge = await w.merged();
    expect(readsSince(before)).toBeLessThanOrEqual(MOST_READS.merge);
    expect(merge.outputs.outcome).toBe('completed');
    expect(w.messages()).toHaveLength(1);
    expect(w.messages()[0]).toContain('Add the --flag option');
    expect(w.checkRunsOn(H2)).toEqual([expect.objectContaining({ conclusion: 'success' })]);
    expect(gh().comments.some((c) => c.body.includes('This pull request was merged'))).toBe(true);
    // Same merge event delivered twice (a second run of the workflow for the same event).
    await w.merged();
    expect(w.messages()).toHaveLength(1);
    w.invariants();
  });

  it('a push run with news: request count', async () => {
    await w.start();
    await w.opened();
    w.push(H2);
    const before = gh().requests.length;
    const run = await w.synchronize();
    expect(readsSince(before)).toBeLessThanOrEqual(MOST_READS.push);
    expect(run.outputs.outcome).toBe('completed');
    expect(w.messages()).toHaveLength(1);
    // A comment that is no command with nothing to tell.
    const b2 = gh().requests.length;
    const c = await w.comment('/docs-site is down', 'reader');
    expect(readsSince(b2)).toBeLessThanOrEqual(MOST_READS.comment);
    expect(c.outputs.outcome).toBe('nothing-new');
    w.invariants();
  });

  it('opened -> push (cancelled) -> unmerged close tells nothing, no check run -> reopened tells the push once', async () => {
    await w.start();
    await w.opened();
    w.push(H2);
    await w.closedUnmerged();
    expect(w.messages()).toHaveLength(0);
    expect(w.checkRunsOn(H2)).toEqual([]);
    expect(gh().comments.some((c) => c.body.includes('closed without merging'))).toBe(true);
    Object.assign(w.product, { state: 'open', merged: false });
    await w.prEvent('reopened');
    expect(w.messages()).toHaveLength(1);
    expect(w.starts()).toHaveLength(1);
    expect(w.checkRunsOn(H2).at(-1)).toMatchObject({ status: 'completed', conclusion: 'success' });
    // The comment no longer says it is closed / no longer refreshed once reopened.
    const own = gh().comments.filter((c) => c.user.login === 'github-actions[bot]');
    expect(own.some((c) => c.body.includes('no longer refreshed'))).toBe(false);
    w.invariants();
  });

  it('opened -> push (cancelled) -> labelled no-docs -> merged: the skip-label is obeyed by the merge', async () => {
    await w.start();
    await w.opened();
    w.push(H2);
    w.product.labels = [{ name: 'no-docs' }];
    const labelled = await w.prEvent('labeled');
    expect(labelled.outputs.outcome).toBe('skip-label');
    await w.merged();
    expect(w.messages()).toHaveLength(0);
    w.invariants();
  });

  it('opened as draft -> ready_for_review -> push (cancelled) -> merged', async () => {
    await w.start();
    w.product.draft = true;
    const draft = await w.opened();
    expect(draft.outputs.outcome).toBe('draft');
    w.product.draft = false;
    const ready = await w.prEvent('ready_for_review');
    expect(ready.outputs.outcome).toBe('completed');
    expect(w.starts()).toHaveLength(1);
    w.push(H2);
    await w.merged();
    expect(w.messages()).toHaveLength(1);
    expect(w.checkRunsOn(H2)).toHaveLength(1);
    w.invariants();
  });

  it('opened -> push outside paths (cancelled) -> merged: nothing told', async () => {
    await w.start();
    await w.opened();
    w.push(H2);
    await w.synchronize();
    w.push(HEADS[3]);
    const merge = await w.merged();
    expect(w.messages()).toHaveLength(1);
    expect(merge.outputs.outcome).toBe('nothing-new');
    w.invariants();
  });

  it('re-run (attempt 2) of a merge run that told the job', async () => {
    await w.start();
    await w.opened();
    w.push(H2);
    await w.merged();
    expect(w.messages()).toHaveLength(1);
    await w.rerun('closed', w.runId, 2, { merged: true, state: 'closed' });
    expect(w.messages()).toHaveLength(1);
    const own = gh().comments.filter((c) => c.issue === ISSUE && c.user.login === 'github-actions[bot]');
    expect(own.some((c) => c.body.includes('This pull request was merged'))).toBe(true);
    w.invariants();
  });
});
