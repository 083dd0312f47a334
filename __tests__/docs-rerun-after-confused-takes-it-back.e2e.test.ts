/**
 * Was broken: a `/docs` run cancelled after it read the permission answers the command 😕 with a
 * reply ("not sent ... before writing the command again"); "Re-run jobs" on that run then sends
 * the command anyway, leaving 😕 and 🚀 side by side and the "write it again" reply standing, so a
 * user who writes it again gets it sent twice.
 *
 * Now, as promised: docs/pull-request.md "A command is _answered_ once the action's account
 * reacted 🚀 (sent) or 😕 (not sent)" and "A run cancelled ... before its message left lets its 👀
 * go and leaves the command unanswered: the next run sends it, once" (it was answered 😕, "write it
 * again", though the service never had it); a re-run sends it once, never answered both ways.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { eventFile, PR_REPOSITORY, pullRequestEnv } from '../sim/pull-request.ts';
import { HEADS, ISSUE, useKillWorld } from './helpers/kill-world.ts';

const w = useKillWorld();
afterAll(() => w.github?.close());

let runId = 990_000;
function commandEnv(id: number, body: string) {
  const event = {
    action: 'created',
    issue: { number: 5, pull_request: { url: `${w.github.url}/repos/${PR_REPOSITORY}/pulls/5` } },
    comment: { id, body, user: { login: 'lead', type: 'User' }, created_at: new Date(w.github.now()).toISOString() },
    repository: { full_name: PR_REPOSITORY, default_branch: 'main' },
  };
  return pullRequestEnv(w.github.url, ++runId, {
    GITHUB_EVENT_NAME: 'issue_comment',
    GITHUB_EVENT_PATH: eventFile(event),
    GITHUB_ACTOR: 'lead',
  });
}

describe('a /docs run cancelled after the permission read, before its message left, then re-run', () => {
  it('leaves the command owed (no 😕), and the re-run sends it once, never answered both ways', async () => {
    // A /docs run on a fresh pull request whose job ended, cancelled before request n.
    const cancelledAt = async (n: number) => {
      await w.fresh();
      await w.prRun('opened', HEADS[0]);
      w.clock.service = 70_000; // the job ended
      await w.sweep(); // and the sweep finished it
      const body = '/docs add a table';
      const { id } = w.github.addComment(ISSUE, body, 'lead');
      const env = commandEnv(id, body);
      const run = await w.run(w.stepInputs(), env, { n, mode: 'INT' });
      return { id, env, owedCancel: run.outputs.outcome === 'cancelled' && w.messages().length === 0 };
    };
    // The latest cancel point at which no message left: after the permission read.
    let last = -1;
    for (let n = 0; n <= 14 && (await cancelledAt(n)).owedCancel; n++) last = n;
    expect(last).toBeGreaterThan(0);
    const { id, env } = await cancelledAt(last);
    // Was: answered 😕 ("write it again") though nothing was sent.
    expect(w.github.reactions.some((r) => r.commentId === id && r.content === 'confused')).toBe(false);

    // "Re-run jobs" on that run.
    const rerun = await w.run(w.stepInputs(), { ...env, GITHUB_RUN_ATTEMPT: '2' }, undefined);
    expect(rerun.exitCode).toBe(0);

    const reactions = w.github.reactions.filter((r) => r.commentId === id).map((r) => r.content);
    const sent = w.messages().filter((m) => m.includes('add a table')).length;
    // A re-run sends again (as after any attempt that could not): sent once, and its 😕 (not sent) taken back.
    expect({
      sent,
      answeredBothWays: reactions.includes('confused') && reactions.includes('rocket'),
    }).toEqual({ sent: 1, answeredBothWays: false });
    expect(reactions).toContain('rocket');
  });
});
