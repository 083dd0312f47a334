/**
 * GitHub on a bad day, on a `/docs` command queued while the job was busy: the sweep sends it,
 * then GitHub fails the 🚀 that answers it (three 502s: the first try and both tries again, GitHub
 * making nothing). The command is left with this run's 👀 alone, which reads as a claim of a run
 * that ended: the pull request's next run takes it over and sends it to the job a second time.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(150_000);

describe('a queued /docs command the sweep sent, whose 🚀 GitHub fails', () => {
  it('is sent to the job once, whatever runs next', async () => {
    await w.prRun('opened', HEADS[0]);
    const { id, run } = await w.commandRun('/docs shorter intro');
    expect(run.log.join('\n')).toContain('is busy, so nothing is sent now');
    w.clock.service = 61_000;
    // The command's reactions: the sweep's 👀 is made; its 🚀 meets 502 on every try.
    const reactions = new RegExp(`/issues/comments/${id}/reactions$`);
    w.github.faults.push({ method: 'POST', path: reactions, status: 200, until: Promise.resolve(), times: 1 });
    w.github.faults.push({ method: 'POST', path: reactions, status: 502, times: 3 });
    const swept = await w.sweep();
    expect(swept.exitCode).toBe(0);
    expect(w.messages()).toEqual(['shorter intro']);
    // The job works on it, and ends; a sweep finishes the turn, then the pull request's next run comes.
    w.clock.service = 200_000;
    await w.sweep();
    w.clock.service = 400_000;
    const next = await w.prRun('labeled', HEADS[0], {}, undefined, ['agent-job-pending']);
    expect(next.exitCode).toBe(0);
    expect(w.messages()).toEqual(['shorter intro']);
  });

  it("and the command's own run, the job not busy: its 🚀 failing leaves no warning, and the next run sends it again", async () => {
    await w.prRun('opened', HEADS[0]);
    w.clock.service = 61_000;
    await w.sweep();
    const own = w.commentOf()?.id;
    // Reactions on any comment but the action's own (its lease): the command's 👀 is made, its 🚀 meets 502 on every try.
    const reactions = new RegExp(`/issues/comments/(?!${own}/)\\d+/reactions$`);
    w.github.faults.push({ method: 'POST', path: reactions, status: 200, until: Promise.resolve(), times: 1 });
    w.github.faults.push({ method: 'POST', path: reactions, status: 502, times: 3 });
    const { run } = await w.commandRun('/docs shorter intro');
    expect(w.messages()).toEqual(['shorter intro']);
    w.clock.service = 200_000;
    await w.sweep();
    w.clock.service = 400_000;
    await w.prRun('labeled', HEADS[0], {}, undefined, ['agent-job-pending']);
    expect({ messages: w.messages(), warned: run.annotations.some((a) => a.command === 'warning') }).toEqual({
      messages: ['shorter intro'],
      warned: true,
    });
  });
});
