/**
 * GitHub makes a `/docs` command's 👀 (the run's claim) but the answer is lost (a 502 after acting):
 * the claim is asked again (docs/pull-request.md: "A reaction GitHub failed to answer (5xx, none)
 * is sent again") and GitHub answers 200, the reaction there. No other run in progress could have
 * made it: it is this run's, which sends the command. With another run in progress it cannot be
 * told apart: the run says so, sends nothing, and the pull request's next run sends it, once.
 */
import { describe, expect, it } from '@jest/globals';
import { commentEventEnv, PR_REPOSITORY } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { HEADS, ISSUE, useWorld } from './helpers/attack-world.ts';

const w = useWorld(311_000);
const gh = () => w.github;

describe('a /docs command whose 👀 GitHub made, the answer lost', () => {
  it('is sent by its own run, once, and the run does not say another run sends it', async () => {
    await w.start();
    await w.opened();
    w.push(HEADS[1]);
    const body = '/docs add a note about the flag';
    const { id } = gh().addComment(ISSUE, body, 'lead');
    // GitHub makes the 👀 and the answer never comes (502 after acting), once.
    gh().faults.push({
      method: 'POST',
      path: new RegExp(`/issues/comments/${id}/reactions$`),
      status: 502,
      afterActing: true,
    });
    w.runId++;
    const env = commentEventEnv(
      gh().url,
      w.runId,
      { id, body, login: 'lead' },
      { GITHUB_WORKFLOW: 'Docs' },
      {
        repository: PR_REPOSITORY,
        number: 5,
      },
    );
    // The Actions API shows the run in progress while it runs, as GitHub does.
    const run = await gh().running(env, () => runAction(w.readme(), { killAfterMs: 60_000, env }));
    const text = run.log.join('\n') + run.annotations.map((a) => a.message).join('\n');
    // No other run exists: the run must not say one took the command.
    expect(text).not.toContain('another run of this workflow has already taken this command');
    expect(w.messages().filter((m) => m.includes('add a note about the flag'))).toHaveLength(1);
    expect(w.reactionsOn(id)).toContain('rocket');
  });

  it('with another run in progress, is left by its run, which says why, and sent once by the next run', async () => {
    await w.start();
    await w.opened();
    w.push(HEADS[1]);
    const body = '/docs add a note about the flag';
    const { id } = gh().addComment(ISSUE, body, 'lead');
    gh().faults.push({
      method: 'POST',
      path: new RegExp(`/issues/comments/${id}/reactions$`),
      status: 502,
      afterActing: true,
    });
    // Another run of the repository is in progress: it could have made the 👀.
    const other = { id: 1, path: '.github/workflows/other.yml', status: 'in_progress', event: 'push' };
    gh().workflowRuns.push(other);
    w.runId++;
    const env = commentEventEnv(
      gh().url,
      w.runId,
      { id, body, login: 'lead' },
      { GITHUB_WORKFLOW: 'Docs' },
      {
        repository: PR_REPOSITORY,
        number: 5,
      },
    );
    const run = await gh().running(env, () => runAction(w.readme(), { killAfterMs: 60_000, env }));
    // It goes on as the pull request's event (one workflow): the push is told, the command is not.
    expect(run.exitCode).toBe(0);
    expect(run.log.join('\n')).toContain('lost its answer to this run, and another run in progress may have made it');
    expect(w.messages().filter((m) => m.includes('add a note about the flag'))).toHaveLength(0);
    // That run ends; the pull request's next run (a push) finds the claim dead and sends the command.
    other.status = 'completed';
    w.push(HEADS[2]);
    await w.synchronize();
    expect(w.messages().filter((m) => m.includes('add a note about the flag'))).toHaveLength(1);
    expect(w.reactionsOn(id)).toContain('rocket');
  });
});
