/**
 * GitHub on a bad day, the runner on a worse one: a sweep about to send a queued `/docs` command,
 * or a queued push, dies (SIGKILL) before the POST reaches the service. Nothing recorded it as
 * sent: a later run sends it, and no check run calls a turn done that the job never got.
 */
import { describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { PR_REPOSITORY } from '../sim/pull-request.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(310_000);

/** Kills the run the moment its POST to the service arrives, which the service holds unanswered (never acted on). */
function killAtThePost(child: ChildProcess): void {
  const before = w.messages().length;
  const timer = setInterval(() => {
    if (w.messages().length > before) {
      clearInterval(timer);
      child.kill('SIGKILL');
    }
  }, 2);
  child.on('exit', () => clearInterval(timer));
}

describe('a sweep killed before the POST of a queued /docs', () => {
  it('the command is not lost in silence: a later run sends it, or it is answered 😕 and no check run calls it done', async () => {
    await w.prRun('opened', HEADS[0]);
    const { id, run } = await w.commandRun('/docs shorter intro');
    expect(run.log.join('\n')).toContain('is busy, so nothing is sent now');
    w.clock.service = 61_000;
    // The POST is held by the service (never acted on), and the sweep is killed as it goes out.
    w.sim.service().failNextPost({ hang: true });
    const killed = await w.sweep({}, killAtThePost);
    expect(killed.signal).toBe('SIGKILL');
    const held = w.messages().filter((m) => m === 'shorter intro').length;
    expect(held).toBe(1);
    // Then GitHub and the service answer as they should: the next sweeps, the pull request's next
    // run and a later command's run come.
    const next = await w.sweep();
    w.clock.service = 400_000;
    await w.sweep();
    const labelled = await w.prRun('labeled', HEADS[0], {}, undefined, ['agent-job-pending']);
    await w.commandRun('/docs and the changelog');
    w.clock.service = 800_000;
    await w.sweep();
    const sentByALaterRun = w.messages().filter((m) => m === 'shorter intro').length > held;
    const reactions = w.github.reactions.filter((r) => r.commentId === id).map((r) => r.content);
    const said = [...next.log, ...next.annotations.map((a) => a.message), ...labelled.log].join('\n');
    const fate = sentByALaterRun
      ? 'sent by a later run'
      : reactions.includes('confused') || /not sent|may not have been sent|may have been taken/i.test(said)
        ? 'told not sent'
        : `lost in silence (reactions: ${reactions.join(', ')}; check runs: ${w
            .checkRunsOf(HEADS[0])
            .map((r) => `${r.status}/${r.conclusion}`)
            .join(', ')})`;
    expect(['sent by a later run', 'told not sent']).toContain(fate);
    expect(w.github.comments.some((c) => c.issue === `${PR_REPOSITORY}#5`)).toBe(true);
  });

  it("a queued push: its news reaches the job, by a later sweep or the next push's news", async () => {
    await w.prRun('opened', HEADS[0]);
    const pushed = await w.prRun('synchronize', HEADS[1]);
    expect(pushed.log.join('\n')).toContain('is busy, so nothing is sent now');
    w.clock.service = 61_000;
    w.sim.service().failNextPost({ hang: true });
    const killed = await w.sweep({}, killAtThePost);
    expect(killed.signal).toBe('SIGKILL');
    expect(w.messages()).toHaveLength(1);
    await w.sweep();
    w.clock.service = 400_000;
    await w.sweep();
    // The next push: its news begins where the job was last told.
    await w.prRun('synchronize', HEADS[2]);
    const told = w.messages().slice(1); // the first never reached the job
    expect(told.some((m) => m.includes('Add the --flag option'))).toBe(true);
  });
});
