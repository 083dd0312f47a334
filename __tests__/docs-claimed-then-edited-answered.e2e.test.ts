/**
 * Was broken: a `/docs` comment claimed (👀) by a run that was then killed, and edited afterwards,
 * kept its 👀 for good and was never answered: every later run dropped edited comments before it
 * read their reactions, so none took the dead claim over.
 *
 * Now, as promised (docs/pull-request.md, The queue of commands): "An edited comment is no
 * command ... answered 😕 with a reply". The next run of any kind takes the dead claim over and
 * answers it 😕, with a reply that says to write the command again; its old words are never sent.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, ISSUE, useWorld } from './helpers/attack-world.ts';

const w = useWorld(97_900);

describe('a /docs comment claimed by a killed run, then edited', () => {
  it("is answered 😕 by the pull request's next run, with a reply, and its words are not sent", async () => {
    await w.start();
    expect((await w.opened()).outputs.outcome).toBe('completed');
    const sentBefore = w.messages().length;

    const written = new Date(Date.now() - 20 * 60_000).toISOString();
    const comment = w.github.addComment(ISSUE, '/docs add an exmaple for --dry-run', 'lead');
    comment.created_at = written;
    // Its run made the 👀, then was killed before it sent anything.
    w.github.reactions.push({
      ...{ id: 880_001, commentId: comment.id, content: 'eyes', login: 'github-actions[bot]' },
      created_at: written,
    });
    // Then its author edited it.
    comment.body = '/docs never mind, the flag is internal';
    comment.updated_at = new Date(Date.now() - 10 * 60_000).toISOString();

    w.push(HEADS[1]);
    const push = await w.synchronize();
    expect(push.exitCode).toBe(0);

    const replies = w.github.comments
      .filter((c) => c.user.login === 'github-actions[bot]')
      .map((c) => c.body)
      .filter((body) => body.includes(`your comment ${comment.id} was edited`));
    expect({
      answers: w.reactionsOn(comment.id).filter((r) => r !== 'eyes'),
      replies: replies.length,
      oldWordsSent: w
        .messages()
        .slice(sentBefore)
        .filter((m) => m.includes('dry-run') || m.includes('never mind')),
    }).toEqual({ answers: ['confused'], replies: 1, oldWordsSent: [] });
    expect(replies[0]).toContain('write the command again in a new comment');
    w.invariants();
  });
});
