/**
 * Was broken: a `/docs` command that starts a new job (its docs pull request was merged) gets a
 * start answered 201 with no job id: the job may have been started. The run fails saying "The
 * job may have been started. Look at the project's agent jobs on the dashboard before running this
 * again: the step did not retry, so it never starts a second job." Its "Re-run jobs" (attempt 2)
 * then sends the prompt again and starts another job, with no word that the first may be running:
 * no warning, the notice says only that the job completed. The pull request's opening run in the
 * same spot warns on its re-run ("attempt 1 sent this prompt and its answer was lost, so the
 * service may have started a job this action cannot name. The prompt is sent again; look at the
 * project's agent jobs on the dashboard: a second job may be running."), and the next push after
 * such a lost start sends nothing ("a new job could be a second one").
 *
 * How a user meets it: the README's workflow; the docs pull request is merged; a maintainer
 * comments `/docs document the --flag option`; the service's answer to the start carries no id
 * (or is cut off); the maintainer clicks "Re-run jobs". Two jobs now work on the same pull
 * request, two docs pull requests follow, and nothing said so.
 *
 * What should happen instead (README, "Starting a job: what to know": "Never two jobs for one
 * step"; docs/pull-request.md: "Re-runs never start a second job when the record reads"; "a
 * start under way that no answer followed ... the next run takes as a lost start, never as no
 * job"; the opening run's re-run in the same spot): the re-run of the command's run either sends
 * nothing, or warns, as the opening run's re-run does, that a second job may be running.
 *
 * Now, as promised: the ending's record keeps `unanswered` when it is written over the same run's
 * record from before the prompt went (the command's run writes in the job's comment, read again
 * before each write), so the re-run warns that a second job may be running, as the opening run's
 * does (the next push: docs-new-job-lost-start-next-push.e2e.test.ts).
 */
import { describe, expect, it } from '@jest/globals';
import { commentEventEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { ISSUE, useWorld } from './helpers/attack-world.ts';

const w = useWorld(91_900);

describe("a /docs command's new job whose start answer had no id, re-run", () => {
  it('does not start another job without a word that the first may be running', async () => {
    const docs: Record<string, unknown> = {
      number: 101,
      state: 'open',
      merged: false,
      head: { sha: 'f'.repeat(40), ref: 'agent/job-started-1' },
      user: { login: 'mintlify[bot]', type: 'Bot' },
    };
    await w.start([], { pulls: { [ISSUE]: w.product, 'acme/docs#101': docs } });
    expect((await w.opened()).outputs.outcome).toBe('completed');
    // The docs pull request is merged: the next /docs starts a new job.
    Object.assign(docs, { state: 'closed', merged: true, merged_at: '2026-11-30T00:00:00Z' });
    w.sim.service().failNextPost({ http: 201, body: JSON.stringify({ status: 'active' }) });
    const first = await w.comment('/docs document the --flag option', 'lead');
    expect(first.outputs.outcome).toBe('error');
    expect(first.annotations.find((a) => a.command === 'error')?.message).toContain('The job may have been started.');
    expect(w.starts()).toHaveLength(2);

    // "Re-run jobs" on the command's run.
    const command = w.github.comments.find((c) => c.body.startsWith('/docs'))!;
    const env = commentEventEnv(
      w.github.url,
      w.runId,
      { id: command.id, body: command.body, login: 'lead' },
      { GITHUB_WORKFLOW: 'Docs', GITHUB_RUN_ATTEMPT: '2' },
      { repository: 'acme/product', number: 5 },
    );
    const rerun = await w.github.running(env, () => runAction(w.readme(), { killAfterMs: 40_000, env }));
    const startedAgain = w.starts().length > 2;
    const warned = rerun.annotations.some(
      (a) => a.command === 'warning' && /second job may be running|may have started a job/.test(a.message),
    );
    // Either nothing is started again, or the re-run says a second job may be running.
    expect({ startedAgain, warnedOfSecondJob: startedAgain ? warned : true }).toEqual({
      startedAgain,
      warnedOfSecondJob: true,
    });
  });
});
