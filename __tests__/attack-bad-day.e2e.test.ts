/** GitHub and the service on a bad day, during the decision's read and the act. */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(71_000);
const [, H2] = HEADS;
const gh = () => w.github;
const COMMENTS = /\/issues\/5\/comments$/;

describe('bad day', () => {
  it('comments list 502 (once) on the push run: retried or says so; check run on the new head; next run tells once', async () => {
    await w.start();
    await w.opened();
    w.push(H2);
    gh().faults.push({ method: 'GET', path: COMMENTS, status: 502, times: 1 });
    await w.synchronize();
    await w.comment('/docs-site', 'reader');
    expect(w.messages()).toHaveLength(1);
    expect(w.starts()).toHaveLength(1);
    expect(w.checkRunsOn(H2).length).toBeGreaterThan(0);
    w.invariants();
  });

  it('comments list 502 persistently on a push run: no second job; warns; outcome set; check run on new head', async () => {
    await w.start();
    await w.opened();
    w.push(H2);
    gh().faults.push({ method: 'GET', path: COMMENTS, status: 502, times: 50 });
    await w.synchronize();
    expect(w.starts()).toHaveLength(1);
    expect(w.messages()).toHaveLength(0);
    expect(w.checkRunsOn(H2).length).toBeGreaterThan(0);
    gh().faults.length = 0;
    await w.comment('/docs-site', 'reader');
    expect(w.messages()).toHaveLength(1);
    w.invariants();
  });

  it('comments page 2 502 (partial list) on a merge with news: no second job, no wrong "no job"', async () => {
    await w.start();
    await w.opened();
    for (let i = 0; i < 120; i++) gh().addComment(`acme/product#5`, `noise ${i}`, 'reader');
    w.push(H2);
    gh().faults.push({ method: 'GET', path: COMMENTS, status: 502, times: 1 });
    gh().faults.length = 0;
    // a slow list: every comments read 3 s
    gh().faults.push({ method: 'GET', path: COMMENTS, status: 502, times: 1, delayMs: 3_000 });
    await w.merged();
    expect(w.starts()).toHaveLength(1);
    w.invariants();
  });

  it('a 429 on the follow-up POST during a push run', async () => {
    await w.start();
    await w.opened();
    w.push(H2);
    // The service's live job cannot be scripted: fail the next POST instead (the follow-up) with 429.
    w.sim.service().failNextPost({ http: 429, body: '{"error":"Too many requests"}', headers: { 'retry-after': '1' } });
    await w.synchronize();
    expect(w.messages().length).toBeGreaterThanOrEqual(1);
    expect(w.checkRunsOn(H2).at(-1)?.status).toBe('completed');
    w.invariants();
  });

  it('compare 404 (force push) on a merge: the job is told there are new commits, once', async () => {
    await w.start();
    await w.opened();
    w.push('7'.repeat(40));
    await w.merged();
    expect(w.messages()).toHaveLength(1);
    expect(w.checkRunsOn('7'.repeat(40))).toHaveLength(1);
    w.invariants();
  });

  it('check-run write failing on a merge with news', async () => {
    await w.start();
    await w.opened();
    w.push(H2);
    gh().faults.push({ method: 'POST', path: /check-runs$/, status: 500, times: 10 });
    await w.merged();
    expect(w.messages()).toHaveLength(1);
    expect(gh().comments.some((c) => c.body.includes('This pull request was merged'))).toBe(true);
    await w.merged();
    expect(w.messages()).toHaveLength(1);
    w.invariants();
  });

  it('comment update (PATCH) failing on a merge with news: told once, re-run does not tell twice', async () => {
    await w.start();
    await w.opened();
    w.push(H2);
    gh().faults.push({ method: 'PATCH', path: /\/issues\/comments\/\d+$/, status: 502, times: 20 });
    await w.merged();
    gh().faults.length = 0;
    await w.rerun('closed', w.runId, 2, { merged: true, state: 'closed' });
    await w.merged();
    expect(w.messages()).toHaveLength(1);
    w.invariants();
  });

  it('merge whose comments read fails (502 throughout): the log promises a re-run tells it; attempt 2 does', async () => {
    await w.start();
    await w.opened();
    w.push(H2);
    gh().faults.push({ method: 'GET', path: COMMENTS, status: 502, times: 100 });
    await w.merged();
    gh().faults.length = 0;
    await w.rerun('closed', w.runId, 2, { merged: true, state: 'closed' });
    expect(w.messages()).toHaveLength(1);
    expect(w.checkRunsOn(H2)).toHaveLength(1);
    expect(gh().comments.some((c) => c.body.includes('This pull request was merged'))).toBe(true);
    w.invariants();
  });
});
