/**
 * Was broken: in an enterprise with managed users (EMU), where every login is `<handle>_<shortcode>`
 * (the form `agent-login` already accepts, see agent-login-managed-user.e2e.test.ts), a `/docs`
 * command by a person with write access is never sent. `accountOf` in `src/github/values.ts` keeps
 * a login only when it matches `LOGIN`, which has no `_`, so the comment's author has no name: the
 * command is dropped as "the comment's author is not named", its permission is never read, and no
 * 😕 or 🚀 tells the person anything.
 *
 * How a user meets it: `lead_acme`, a maintainer of an EMU organisation's product repository,
 * comments `/docs Add an example for the flag.` on a pull request whose job has finished, with the
 * README's one workflow.
 *
 * Was: the comment's run ends `nothing-new`; its log says "No follow-up sent: the comment's
 * author is not named."; the service gets no message; the comment gets no reaction at all.
 *
 * What should happen instead: README: "a `/docs` by someone with write access is sent to it";
 * docs/pull-request.md: the command's "author's permission read first", and a comment that sends
 * nothing gets "one line in the log ... a `confused` reaction once the author is known". A GitHub
 * login (managed users' included) names its author: the message goes to the job and the comment
 * gets its 🚀.
 */
import { describe, expect, it } from '@jest/globals';
import { useWorld } from './helpers/attack-world.ts';

const w = useWorld(618_000);
const WRITER = { permission: 'write', role_name: 'write' };

describe('a /docs command by a managed (EMU) user with write access', () => {
  it('is sent to the job, once', async () => {
    await w.start([], { collaborators: { lead_acme: WRITER, lead: WRITER } });
    expect((await w.opened()).outputs.outcome).toBe('completed');
    const run = await w.comment('/docs Add an example for the flag.', 'lead_acme');
    const command = w.github.comments.find((c) => c.user.login === 'lead_acme');
    expect({
      outcome: run.outputs.outcome,
      sent: w.messages().filter((m) => m.includes('Add an example for the flag.')).length,
      reactions: w.reactionsOn(command?.id ?? 0).filter((r) => r !== 'eyes'),
    }).toEqual({ outcome: 'completed', sent: 1, reactions: ['rocket'] });
  });
});
