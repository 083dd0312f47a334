/**
 * A `/docs` command whose message the service answers 502 (it may have taken it): the reply on the
 * pull request says it may have reached the job and where to look before writing it again, never
 * that it was not sent. Was broken: "the message was not sent to the job as far as this run can
 * tell (message may have been taken)", which invites writing the command again and the job getting
 * it twice. A message the service certainly did not take still says it was not sent.
 */
import { describe, expect, it } from '@jest/globals';
import { commentEventEnv, PR_REPOSITORY } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { ISSUE, useWorld } from './helpers/attack-world.ts';

const w = useWorld(97_900);

describe('a /docs command the service answers 502', () => {
  it('is said to have maybe reached the job, with where to look', async () => {
    await w.start();
    expect((await w.opened()).outputs.outcome).toBe('completed');
    const comment = w.github.addComment(ISSUE, '/docs add an example for --dry-run', 'lead');
    w.sim.service().failNextPost({ http: 502, body: '{"error":"Bad gateway"}' });
    w.runId++;
    const env = commentEventEnv(
      w.github.url,
      w.runId,
      { id: comment.id, body: comment.body, login: 'lead', created_at: comment.created_at },
      { GITHUB_WORKFLOW: 'Docs' },
      { repository: PR_REPOSITORY, number: 5 },
    );
    const run = await w.github.running(env, () => runAction(w.readme(), { killAfterMs: 40_000, env }));
    expect(run.summary).toContain('The message may have been taken.');

    const replies = w.github.comments.filter((c) => c.issue === ISSUE && c.body.startsWith('lead:'));
    expect(replies).toHaveLength(1);
    const [reply = { body: '' }] = replies;
    expect(reply.body).toContain('may have reached the job');
    expect(reply.body).toContain("Look at the job's conversation on the dashboard before writing the command again");
    expect(reply.body).not.toContain('was not sent');
  });
});
