/**
 * Was broken: when GitHub answers the read of a `/docs` commenter's permission with 502 (all four
 * attempts: a bad minute of GitHub's), the command's run says "the permission of lead could not be
 * read (GitHub answered HTTP 502: Server Error), and a follow-up is never sent on doubt", and then
 * answers the comment 😕 (confused) as if the commenter had been refused. 😕 marks the command
 * answered for good, so no later run sends it: the next push tells the job its news and the
 * collaborator's request is dropped without a word to them (no reply is written, unlike the
 * comments-unread case, whose reply says "Try again in a few minutes").
 *
 * How a user meets it: a maintainer with write access comments `/docs add a section on flags`
 * while GitHub serves 502s for a moment. The comment gets 😕, which the docs say means a refused
 * command; the maintainer's request never reaches the agent, though GitHub recovered seconds later
 * and the pull request had more runs.
 *
 * What should happen instead: a permission GitHub failed to give is doubt, not a refusal: "never
 * answered on doubt" (docs/pull-request.md, reviews), "one it cannot read now is read again at the
 * next look" (commands taken over), "a refused command gets 😕" (only a refusal). The command is
 * left unanswered (no 😕), and the pull request's next run reads the permission again and sends it,
 * once, as src/step/unanswered-command.ts already does for a command another run sends ("A
 * permission that cannot be read is read again by a later run: the command stays unanswered").
 * At fault: src/step/follow-up-command.ts, `if (by === undefined) await comment.react('confused')`
 * in mayNotCommand, which reacts for an unread permission (`refused.unread`) too.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(99_500);

describe("a /docs command whose author's permission GitHub fails to give (502)", () => {
  it('is not answered confused, and the next run sends it once', async () => {
    await w.start();
    await w.opened();
    w.github.faults.push({ method: 'GET', path: /\/collaborators\/lead\/permission$/, status: 502, times: 4 });
    const asked = await w.comment('/docs add a section on flags', 'lead');
    expect(w.log(asked)).toContain('could not be read (GitHub answered HTTP 502');
    const command = w.github.comments.find((c) => c.body.startsWith('/docs'));
    expect(command).toBeDefined();

    // GitHub recovered: the pull request's next run comes.
    w.github.faults.length = 0;
    w.push(HEADS[1]);
    await w.synchronize();

    // The command is either sent (once) by a later run, or its author is told it was not and what to do:
    // never a bare 😕 that drops it for good.
    const sent = w.messages().filter((m) => m.includes('add a section on flags')).length;
    const told = w.github.comments.filter((c) => c.body.startsWith('lead:')).map((c) => c.body);
    expect({ sent, told, reactions: w.reactionsOn(command?.id ?? 0) }).toEqual(
      sent === 1
        ? { sent: 1, told, reactions: w.reactionsOn(command?.id ?? 0) }
        : { sent: 0, told: [expect.stringContaining('lead:')], reactions: w.reactionsOn(command?.id ?? 0) },
    );
    // And the plain rule it should follow: a permission GitHub failed to give is no refusal (no 😕), and it is sent.
    expect(w.reactionsOn(command?.id ?? 0)).not.toContain('confused');
    expect(sent).toBe(1);
  });
});
