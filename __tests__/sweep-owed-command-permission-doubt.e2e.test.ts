/**
 * With `wait: sweep`, an owed /docs whose author's permission GitHub does not give (a 502, a 200
 * not in its shape) is doubt: never answered 😕, and sent once when the permission reads again.
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY } from '../sim/pull-request.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const PERM = /\/collaborators\/lead\/permission$/;
const w = useSweepWorld(7_800_000);

describe("a let-go /docs run meets its author's permission read: 502 (job busy)", () => {
  it('the sweep sends the command once the job is free, and finishes every turn', async () => {
    await w.prRun('opened', HEADS[0]);
    w.clock.service = 10_000;
    w.github.faults.push({ method: 'GET', path: PERM, status: 502, times: 4 });
    const { id, run } = await w.commandRun('/docs add an example of --verbose');
    w.github.faults.length = 0;
    const early = w.github.reactions.filter((r) => r.commentId === id).map((r) => r.content);
    for (const at of [70_000, 300_000, 600_000]) {
      w.clock.service = at;
      expect((await w.sweep()).exitCode).toBe(0);
    }
    const sent = w.messages().filter((m) => m.includes('add an example of --verbose')).length;
    expect({
      exit: run.exitCode,
      early: early.includes('confused'),
      sent,
      labelled: w.labelled(),
      inProgress: w.checkRunsOf(HEADS[0]).filter((c) => c.status !== 'completed').length,
    }).toEqual({ exit: 0, early: false, sent: 1, labelled: false, inProgress: 0 });
  });
});

const v = useSweepWorld(7_900_000);
describe("the sweep meets an owed /docs whose author's permission GitHub answers 200 not in its shape", () => {
  it('keeps the command owed (doubt), and the next sweep sends it once', async () => {
    await v.prRun('opened', HEADS[0]);
    const c = v.github.addComment(`${PR_REPOSITORY}#5`, '/docs shorter intro', 'lead'); // its run never came
    v.clock.service = 61_000;
    v.github.faults.push({ path: PERM, status: 200, body: { message: 'ok' }, times: 50 });
    expect((await v.sweep()).exitCode).toBe(0);
    const early = v.github.reactions.filter((r) => r.commentId === c.id).map((r) => r.content);
    v.github.faults.length = 0;
    for (const at of [300_000, 600_000]) {
      v.clock.service = at;
      expect((await v.sweep()).exitCode).toBe(0);
    }
    expect({ early, sent: v.messages().filter((m) => m.includes('shorter intro')).length }).toEqual({
      early: expect.not.arrayContaining(['confused']),
      sent: 1,
    });
  });
});
