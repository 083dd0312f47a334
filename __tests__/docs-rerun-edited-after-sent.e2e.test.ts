/**
 * Was broken: a re-run (attempt 2) of a `/docs` comment's run whose attempt 1 sent the command (🚀)
 * answers the comment 😕 and replies that it "was edited before this run could send it ... write
 * the command again" when its author fixed a typo after it was sent, though it was sent.
 *
 * Now, as promised: docs/pull-request.md, Commands not yet answered: "a re-run of that run, finds
 * it taken or sent (🚀) and sends nothing"; the reply tells the author to write a command again
 * that the job already has (sent twice).
 */
import { describe, expect, it } from '@jest/globals';
import { commentEventEnv, PR_REPOSITORY } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { ISSUE, useWorld } from './helpers/attack-world.ts';

const w = useWorld(97_900);

describe('a re-run of a /docs run that sent its command, the comment edited after the send', () => {
  it('does not answer the sent command 😕 nor ask for it again', async () => {
    await w.start();
    const opened = await w.opened();
    expect(opened.outputs.outcome).toBe('completed');
    const sentBefore = w.messages().length;

    const written = '/docs add an exmaple for --dry-run';
    const comment = w.github.addComment(ISSUE, written, 'lead');
    const createdAt = comment.created_at;
    w.runId++;
    const runId = w.runId;
    const env = (attempt: number) =>
      commentEventEnv(
        w.github.url,
        runId,
        { id: comment.id, body: written, login: 'lead', created_at: createdAt },
        { GITHUB_WORKFLOW: 'Docs', GITHUB_RUN_ATTEMPT: String(attempt) },
        { repository: PR_REPOSITORY, number: 5 },
      );
    const e1 = env(1);
    const first = await w.record(
      '/docs attempt 1',
      w.github.running(e1, () => runAction(w.readme(), { killAfterMs: 40_000, env: e1 })),
    );
    expect(first.exitCode).toBe(0);
    expect(w.messages().slice(sentBefore)).toEqual([expect.stringContaining('add an exmaple for --dry-run')]);
    expect(w.reactionsOn(comment.id)).toContain('rocket');

    // After it was sent (🚀), its author fixes the typo (GitHub dates the edit).
    comment.body = '/docs add an example for --dry-run';
    comment.updated_at = new Date(Date.parse(comment.created_at) + 60_000).toISOString();
    const repliesBefore = w.github.comments.length;

    // Someone presses "Re-run jobs" on the comment's run.
    const e2 = env(2);
    const second = await w.record(
      '/docs attempt 2',
      w.github.running(e2, () => runAction(w.readme(), { killAfterMs: 40_000, env: e2 })),
    );
    expect(second.exitCode).toBe(0);

    const replies = w.github.comments
      .slice(repliesBefore)
      .map((c) => String(c.body))
      .filter((b) => /write the command again/.test(b));
    expect({
      sent: w.messages().slice(sentBefore).length,
      reactions: w.reactionsOn(comment.id).filter((r) => r === 'rocket' || r === 'confused'),
      repliesAskingToWriteAgain: replies,
    }).toEqual({ sent: 1, reactions: ['rocket'], repliesAskingToWriteAgain: [] });
  });
});
