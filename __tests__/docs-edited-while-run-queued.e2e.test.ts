/**
 * Was broken: a `/docs` comment edited while its run waited in the pull request's concurrency
 * queue is still sent, with the words its author took back (the event's body), and answered 🚀; the
 * same edit on a `wait: sweep` pull request is "no command", answered 😕 and not sent.
 *
 * Now, as promised: docs/pull-request.md, The queue of commands: "An edited comment is no
 * command"; docs/sweep.md: "A queued command edited while it waited is no command: it is answered
 * 😕".
 */
/**
 * How a user meets it: the README's one workflow (`concurrency: ... queue: max`, `wait: true`). The
 * agent works on the pull request's job; a reviewer writes `/docs add an exmaple for --dry-run`,
 * whose run waits in the group behind the running one. Meanwhile the reviewer sees the typo, or
 * changes their mind, and edits the comment (`/docs never mind, the flag is internal`). When the
 * run starts it reads only the event file (the body as created), never the comment: the agent is
 * sent the words the author took back, the comment gets 🚀 "sent", and the job's comment shows the
 * old words as the conversation. The same two actions on a `wait: sweep` pull request (the
 * command queued while the job was busy) send nothing and answer 😕
 * (sweep-queued-command-edited.e2e.test.ts).
 *
 * What should happen instead: the comment as it is when the run reads it decides: an edited one is
 * no command (nothing sent, 😕, as for a queued one), and never are the words its author removed sent.
 */
import { describe, expect, it } from '@jest/globals';
import { commentEventEnv, PR_REPOSITORY } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { ISSUE, useWorld } from './helpers/attack-world.ts';

const w = useWorld(97_300);

describe("a /docs comment edited while its run waits in the pull request's group", () => {
  it('is not sent with the words its author took back', async () => {
    await w.start();
    const opened = await w.opened();
    expect(opened.outputs.outcome).toBe('completed');
    const sentBefore = w.messages().length;

    // The command is written; its run is queued behind the pull request's running one.
    const written = '/docs add an exmaple for --dry-run';
    const comment = w.github.addComment(ISSUE, written, 'lead');
    const createdAt = comment.created_at;
    // While the run waits, its author edits the comment (GitHub dates the edit).
    comment.body = '/docs never mind, the flag is internal';
    comment.updated_at = new Date(Date.parse(comment.created_at) + 30_000).toISOString();

    // The run starts: its event file holds the comment as it was created.
    w.runId++;
    const env = commentEventEnv(
      w.github.url,
      w.runId,
      { id: comment.id, body: written, login: 'lead', created_at: createdAt },
      { GITHUB_WORKFLOW: 'Docs' },
      { repository: PR_REPOSITORY, number: 5 },
    );
    const run = await w.record(
      'edited /docs',
      w.github.running(env, () => runAction(w.readme(), { killAfterMs: 40_000, env })),
    );
    expect(run.exitCode).toBe(0);

    const sent = w.messages().slice(sentBefore);
    expect({
      oldWordsSent: sent.filter((m) => m.includes('add an exmaple for --dry-run')),
      reactions: w.reactionsOn(comment.id).filter((r) => r === 'rocket' || r === 'confused'),
    }).toEqual({ oldWordsSent: [], reactions: ['confused'] });
  });
});
