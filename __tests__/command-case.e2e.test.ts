/**
 * A `/docs` command typed with a capital (`/Docs ...`, as a phone's keyboard or a habit writes it).
 * The README's workflow runs the step for it: its `if:` is
 * `startsWith(github.event.comment.body, '/docs')`, and GitHub's `startsWith` ignores case: the
 * step reads the command in any case too (src/pull-request/command.ts), so a run that starts for
 * a comment answers it with the reactions the README names, never with silence.
 */
import { describe, expect, it } from '@jest/globals';
import { useWorld } from './helpers/attack-world.ts';

const w = useWorld(74_000);

describe('a /docs command with a capital, which the README workflow runs', () => {
  it('"/Docs add examples" by a writer is sent to the job, or gets 😕 (not sent): never silence', async () => {
    await w.start();
    expect((await w.opened()).outputs.outcome).toBe('completed');
    const run = await w.comment('/Docs add an example for --flag', 'lead');
    expect(run.exitCode).toBe(0);
    const command = w.github.comments.find((c) => c.body.startsWith('/Docs'));
    const reactions = w.reactionsOn(command?.id ?? -1);
    // Today: no message sent, no reaction on the comment, no reply; the run's outcome is `nothing-new`.
    const sent = w.messages().some((m) => m.includes('add an example for --flag'));
    const toldNotSent = reactions.includes('confused');
    expect({ sent, toldNotSent }).not.toEqual({ sent: false, toldNotSent: false });
  });
});
