/**
 * A queued turn given up after its day is finished even when GitHub will not say who the
 * report-token is (GraphQL's `viewer` and `GET /user` refused): the action's own comment, whose
 * signed records name its author, says whose 🚀 or 😕 answers the command. Kept queued, the turn
 * would keep the pull request labelled and be asked about by every sweep forever.
 */
import { describe, expect, it } from '@jest/globals';
import { useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(957_000);
const gone = { 'base-url': 'http://127.0.0.1:9' };
const refused = { status: 403, body: { message: 'Resource not accessible by integration' }, times: 100 };

describe('a given-up turn when who the token is cannot be read', () => {
  it('is finished: its command answered 😕 by the account that wrote the comment, the label off', async () => {
    const id = await w.commandTimedOutUnsent();
    w.clock.service = 200_000;
    await w.sweep(gone);
    w.deadlinesPassed();
    w.github.faults.push({ method: 'POST', path: /\/graphql$/, ...refused });
    w.github.faults.push({ method: 'GET', path: /\/user$/, ...refused });
    const last = await w.sweep(gone);
    expect([w.labelled(), w.records().filter((record) => record.pending).length]).toEqual([false, 0]);
    expect(w.reactionsOn(id)).toContain('confused');
    expect(last.stdout).not.toMatch(/its turn stays queued/);
  });

  it('keeps the turn queued when the command cannot be read, as before', async () => {
    const id = await w.commandTimedOutUnsent();
    w.clock.service = 200_000;
    await w.sweep(gone);
    w.deadlinesPassed();
    w.github.faults.push({ method: 'POST', path: /\/graphql$/, ...refused });
    w.github.faults.push({ method: 'GET', path: /\/user$/, ...refused });
    w.github.faults.push({
      method: 'GET',
      path: new RegExp(`/issues/comments/${id}/reactions$`),
      status: 502,
      times: 100,
    });
    const last = await w.sweep(gone);
    expect(last.stdout).toMatch(/its turn stays queued, and the next sweep tries again/);
    expect(w.labelled()).toBe(true);
  });
});
