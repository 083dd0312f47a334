/**
 * Was broken: a queued `/docs` command (`wait: sweep`, the job busy) whose comment is edited while it
 * waits blocks the pull request's queue until its step's `timeout`. src/sweep/queued.ts
 * `queuedMessage` sends the queued command "by its comment and no other"
 * (`sendUnansweredCommand` with `only`), but src/pull-request/command.ts `earlierCommands` drops an
 * edited comment, so nothing is taken; `answered()` finds no 🚀/😕, so the turn is `unanswered`
 * and `notNow` keeps every queued turn waiting "for the next look, until its step's 'timeout'",
 * with a log line that blames a permission that could not be read or a held reviews' lock (neither
 * happened). The edited command is never answered (no 😕), its check run stays `in_progress` and
 * the label stays while the job is idle, and a later command queued behind it is not sent either.
 *
 * How a user meets it: the README's one workflow with `wait: sweep`. A reviewer writes
 * `/docs add an exmaple` while the agent works, notices the typo and edits it (the most common
 * edit there is), then writes a fresh `/docs add an example too`. The agent finishes. Every sweep
 * (and every run of the pull request, which finishes its pending job with the same code) says the
 * queue "cannot go now"; for 30 minutes (the `timeout`; 60 in the same-repository recipe) the
 * required `Docs` check stays in progress, no command is sent, and nobody is told why.
 *
 * Was: after the job ended, two sweeps send nothing (`messages()` is empty), the edited
 * command carries no reaction, and the label is still on.
 *
 * What should happen instead: docs/pull-request.md, "The queue of commands": "An edited comment is
 * no command", and a command that is not sent is answered 😕 (docs/endings.md: "a comment that
 * sends nothing (... an edit ...) ... a `confused` reaction once the author is known"); the queue
 * then goes on: the later command is sent once the job is not active ("the sweep sends it once the
 * job is not active ... in the order queued").
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(620_000);

describe('a queued /docs command whose author fixes a typo while it waits', () => {
  it('is answered as not sent, and the command queued after it is sent once the job is idle', async () => {
    await w.prRun('opened', HEADS[0]);
    const { id, run } = await w.commandRun('/docs add an exmaple');
    expect(run.log.join('\n')).toContain('is busy, so nothing is sent now');
    // Its author fixes the typo while it waits (GitHub dates the edit).
    const comment = w.github.comments.find((c) => c.id === id);
    if (!comment) throw new Error('the command comment is missing');
    comment.body = '/docs add an example';
    comment.updated_at = new Date(Date.parse(comment.created_at) + 30_000).toISOString();
    // ...and, since nothing happened, writes a fresh command: queued too, the job still busy.
    w.clock.service = 40_000;
    const second = await w.commandRun('/docs add an example too');
    expect(second.run.log.join('\n')).toContain('is busy, so nothing is sent now');
    // The job ends; two sweeps, minutes apart.
    w.clock.service = 61_000;
    await w.sweep();
    w.clock.service = 200_000;
    await w.sweep();
    // Was: the sweeps' log "cannot go now (the queued command or review cannot be answered now: its
    // author's permission could not be read, or another run holds the reviews' lock)", and [].
    expect(w.messages()).toEqual([expect.stringContaining('add an example too')]);
    // The edited command is answered as not sent, not left looking queued. Was: [].
    expect(w.github.reactions.filter((r) => r.commentId === id).map((r) => r.content)).toContain('confused');
  });
});
