/**
 * When GitHub will not say who the report-token is (GraphQL's `viewer` and `GET /user` refused),
 * the pull request's own ways in still act: a `/docs` command is sent, a push is told. The action's
 * comment is found by the author its signed records name. The refusal is asked once per run.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(961_000);
const refused = { status: 403, body: { message: 'Resource not accessible by integration' }, times: 1000 };
const noIdentity = () => {
  w.github.faults.push({ method: 'POST', path: /\/graphql$/, ...refused });
  w.github.faults.push({ method: 'GET', path: /\/user$/, ...refused });
};

describe('GitHub will not say who the report-token is', () => {
  it('a /docs command is still sent', async () => {
    await w.prRun('opened', HEADS[0]);
    w.clock.service = 61_000;
    await w.sweep();
    noIdentity();
    await w.commandRun('/docs add an example of --verbose');
    expect(w.messages()).toHaveLength(1);
  });

  it('a push is still told', async () => {
    await w.prRun('opened', HEADS[0]);
    w.clock.service = 61_000;
    await w.sweep();
    noIdentity();
    await w.prRun('synchronize', HEADS[1]);
    expect(w.messages()).toHaveLength(1);
  });

  it('a sweep finishes an ended job', async () => {
    await w.prRun('opened', HEADS[0]);
    w.clock.service = 61_000;
    noIdentity();
    const sweep = await w.sweep();
    expect(sweep.outputs['completed-count']).toBe('1');
    expect(w.labelled()).toBe(false);
    expect(w.checkRunsOf(HEADS[0]).map((r) => r.conclusion)).toEqual(['success']);
  });

  it('a sweep sends a command queued while the job was busy, once it ends', async () => {
    await w.prRun('opened', HEADS[0]);
    w.clock.service = 10_000;
    const { id } = await w.commandRun('/docs add an example of --verbose');
    expect(w.messages()).toEqual([]);
    w.clock.service = 61_000;
    noIdentity();
    const from = w.github.requests.length;
    await w.sweep();
    expect(w.messages()).toHaveLength(1);
    expect(w.reactionsOn(id)).toContain('rocket');
    // GitHub's refusal is its answer for the run: asked once, not again by every read that needs it.
    const asked = w.trace(from).filter((request) => /^(POST \/graphql|GET \/user)$/.test(request));
    expect(asked).toEqual(['POST /graphql', 'GET /user']);
  });
});
