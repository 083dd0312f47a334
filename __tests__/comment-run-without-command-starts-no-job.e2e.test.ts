/**
 * Was broken: on an `issue_comment` run of a pull request that already has a job, a step with `prompt`
 * but without `follow-up-command` starts a second job with the prompt, never reading the pull
 * request's records. src/step/comment-run.ts commentRun returns the comment's trigger untouched
 * when `config.followUp` is unset (`if (!commentRun && !reviewed) return { trigger }`), so the
 * run never goes through asItsEvent / decide (src/github/trigger.ts gives an issue_comment trigger
 * no `pullRequest` event), and the plain "start a job with the prompt" path runs. The new job's
 * record then replaces the first one's in the action's comment, so the pull request's later pushes
 * tell the new job, and the first job's docs pull request is orphaned. Nothing warns.
 *
 * How a user meets it: the README's workflow with the input's name misspelt in `with:`
 * (`follow-up-comand: /docs`; the runner passes the action no `follow-up-command`), or with that
 * line removed but `issue_comment` kept in `on:`. The job's `if:` still lets every comment that
 * begins with `/docs` through, so each `/docs ...` a reviewer writes starts another billed job
 * and opens another docs pull request.
 *
 * The same holds for a review's run (`pull_request_review`, which docs-in-same-repository.yml
 * listens to and whose `if:` lets every review through): a review of the product's code starts a
 * second job, and writes a second action comment on the pull request.
 *
 * Was: the comment's run logs "Starting a job in project demo-project with the prompt:
 * Document the changes of this pull request." and ends `completed` with job-started-2; the service
 * got two starts for one pull request; no warning names follow-up-command.
 *
 * Now, as promised: README "**One job per pull request:** a push tells it what changed"
 * and docs/architecture.md's table: a comment's run "with a `prompt`, then all a pull request event
 * reads (`commented`), on the pull request as read now", i.e. it finds the pull request's job and
 * ends `nothing-new` (as the same comment does with `follow-up-command` set), or it says that
 * without `follow-up-command` a comment's run does nothing. It never starts a second job.
 */
import { describe, expect, it } from '@jest/globals';
import { reviewEventEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { HEADS, useWorld } from './helpers/attack-world.ts';

// The README's step, its `follow-up-command` lost to a typo: the action reads it as not given.
const w = useWorld(97_500, { 'follow-up-command': '' });

describe('a comment on a pull request that has a job, follow-up-command not given', () => {
  it('starts no second job', async () => {
    await w.start();
    const opened = await w.opened();
    expect(opened.outputs.outcome).toBe('completed');
    expect(w.starts()).toHaveLength(1);
    const firstJob = opened.outputs['job-id'];

    const comment = await w.comment('/docs Also document the --verbose flag', 'lead');
    // Was: a second start with the prompt, outcome `completed`, job-id job-started-2.
    expect(w.starts()).toHaveLength(1);
    expect(comment.outputs['job-id']).not.toBe('job-started-2');
    expect(comment.outputs.started).not.toBe('true');
    expect([firstJob, '']).toContain(comment.outputs['job-id']);
  });

  it("a review's run starts no second job either", async () => {
    await w.start();
    await w.opened();
    expect(w.starts()).toHaveLength(1);
    const review = { id: 1, state: 'COMMENTED', body: 'Looks fine to me.', user: { login: 'lead' } };
    const when = { submitted_at: '2026-11-22T09:10:00Z', html_url: 'https://github.com/acme/product/pull/5#review-1' };
    const env = reviewEventEnv(
      w.github.url,
      ++w.runId,
      { ...review, ...when },
      {
        ...{ repository: 'acme/product', number: 5 },
        ...{ author: 'author', head: HEADS[0] },
      },
    );
    const run = await w.github.running(env, () => runAction(w.readme(), { env, killAfterMs: 40_000 }));
    // Was: "Starting a job in project demo-project with the prompt: ...", a second comment written.
    expect(w.starts()).toHaveLength(1);
    expect(run.outputs.started).not.toBe('true');
    const own = w.github.comments.filter((c) => c.user.login === 'github-actions[bot]');
    expect(own).toHaveLength(1);
  });
});
