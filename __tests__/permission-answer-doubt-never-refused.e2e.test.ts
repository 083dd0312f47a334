/**
 * A /docs author's permission GitHub does not give (a 200 not in its shape, a 502 read again, a
 * secondary rate limit) is doubt, never a refusal: no 😕, and the command is sent once, by a later
 * look or the next run.
 */
import { describe, expect, it } from '@jest/globals';
import { commentEventEnv, PR_REPOSITORY } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { HEADS, ISSUE, useWorld } from './helpers/attack-world.ts';

const PERM = /\/collaborators\/lead\/permission$/;

const a = useWorld(7_100_000);
describe("permission answered 200 with a body not in GitHub's shape (a proxy page)", () => {
  it('is doubt, not a refusal: no 😕, and the next run sends the command once', async () => {
    await a.start();
    await a.opened();
    a.github.faults.push({ method: 'GET', path: PERM, status: 200, body: { message: 'ok' }, times: 4 });
    const asked = await a.comment('/docs add a section on flags', 'lead');
    const command = a.github.comments.find((c) => c.body.startsWith('/docs'))!;
    const replies = a.github.comments.filter((c) => c.body.startsWith('lead')).map((c) => c.body);
    a.github.faults.length = 0;
    a.push(HEADS[1]);
    await a.synchronize();
    expect({
      log: a.log(asked).includes('has no permission'),
      replies,
      reactions: a.reactionsOn(command.id),
      sent: a.messages().filter((m) => m.includes('add a section on flags')).length,
    }).toEqual({ log: false, replies: [], reactions: expect.arrayContaining(['rocket']), sent: 1 });
  });
});

const c = useWorld(7_300_000);
describe('re-run of a /docs run whose permission read failed (502)', () => {
  it('sends the command once', async () => {
    await c.start();
    await c.opened();
    c.github.faults.push({ method: 'GET', path: PERM, status: 502, times: 4 });
    const asked = await c.comment('/docs add a section on flags', 'lead');
    const command = c.github.comments.find((x) => x.body.startsWith('/docs'))!;
    c.github.faults.length = 0;
    const env = commentEventEnv(
      c.github.url,
      c.runId,
      { id: command.id, body: command.body, login: 'lead', created_at: command.created_at },
      { GITHUB_WORKFLOW: 'Docs', GITHUB_RUN_ATTEMPT: '2' },
      { repository: PR_REPOSITORY, number: 5 },
    );
    const again = await c.record(
      'rerun',
      c.github.running(env, () => runAction(c.readme(), { killAfterMs: 40_000, env })),
    );
    expect({
      first: asked.outputs.outcome,
      outcome: again.outputs.outcome,
      reactions: c.reactionsOn(command.id),
      sent: c.messages().filter((m) => m.includes('add a section on flags')).length,
    }).toEqual({ first: asked.outputs.outcome, outcome: 'completed', reactions: ['eyes', 'rocket'], sent: 1 });
  });
});

const d = useWorld(7_400_000);
describe('permission read met by a 403 secondary rate limit, no retry-after', () => {
  it('is doubt: no 😕, the next run sends it once', async () => {
    await d.start();
    await d.opened();
    d.github.faults.push({
      method: 'GET',
      path: PERM,
      status: 403,
      body: { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' },
      times: 1,
    });
    const asked = await d.comment('/docs add a section on flags', 'lead');
    const command = d.github.comments.find((x) => x.body.startsWith('/docs'))!;
    const early = d.reactionsOn(command.id);
    d.github.faults.length = 0;
    d.push(HEADS[1]);
    await d.synchronize();
    expect({
      outcome: asked.outputs.outcome,
      early,
      reactions: d.reactionsOn(command.id),
      sent: d.messages().filter((m) => m.includes('add a section on flags')).length,
    }).toEqual({
      outcome: asked.outputs.outcome,
      early: expect.not.arrayContaining(['confused']),
      reactions: ['eyes', 'rocket'],
      sent: 1,
    });
  });
});

const e = useWorld(7_500_000);
describe('an earlier /docs whose author permission GitHub answers 200 {} for, taken by a push run', () => {
  it('is left for the next run, not answered 😕', async () => {
    await e.start();
    await e.opened();
    const earlier = e.github.addComment(ISSUE, '/docs add a FAQ', 'lead');
    earlier.created_at = earlier.updated_at = new Date(e.github.now() - 3 * 60_000).toISOString();
    e.github.faults.push({ method: 'GET', path: PERM, status: 200, body: {}, times: 4 });
    e.push(HEADS[1]);
    await e.synchronize();
    const early = e.reactionsOn(earlier.id);
    e.github.faults.length = 0;
    e.push(HEADS[2]);
    await e.synchronize();
    expect({ early, sent: e.messages().filter((m) => m.includes('add a FAQ')).length }).toEqual({ early: [], sent: 1 });
  });
});
