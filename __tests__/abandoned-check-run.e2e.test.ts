/**
 * A run is killed (SIGKILL: the runner lost, or a cancel past its grace) while it waits for the
 * job, its head's `Docs agent` check run in progress; the pull request's next run comes on a new
 * head (a push). docs/pull-request.md ("The head's check run has one owner"): a run finishes one a
 * turn left in progress when the workflow run that held it has ended. The earlier head gets no
 * later run of its own, so the next run that ends a turn finishes it there (neutral), once the
 * Actions API says its run has ended (src/pull-request/abandoned-check.ts).
 */
import { describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { eventFile, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { HEADS, useWorld } from './helpers/attack-world.ts';
import { until } from './helpers/until.ts';

const w = useWorld(351_000);
const gh = () => w.github;

describe('a turn killed with its check run in progress, then a push', () => {
  it("the killed turn's check run does not stay in progress once its run has ended", async () => {
    await w.start();
    w.sim.service().holdJobs(true);
    w.runId++;
    const env = pullRequestEnv(gh().url, w.runId, {
      GITHUB_EVENT_PATH: eventFile({ action: 'opened', pull_request: { ...w.product } }),
    });
    let child: ChildProcess | undefined;
    const opened = gh().running(env, () =>
      runAction(w.readme({ timeout: '2m' }), { killAfterMs: 150_000, env, onStart: (c) => (child = c) }),
    );
    // The job is started and its check run shows it in progress: the runner is lost.
    await until(() => w.checkRunsOn(HEADS[0]).some((r) => r.status === 'in_progress') && w.starts().length === 1);
    child?.kill('SIGKILL');
    const killed = await opened;
    expect(killed.signal).toBe('SIGKILL');
    w.sim.service().holdJobs(false);
    w.sim.service().completeJob();
    // The pull request's next run: a push, on its own head; and a comment that asks for nothing.
    w.push(HEADS[1]);
    w.runId++;
    const pushEnv = pullRequestEnv(gh().url, w.runId, {
      GITHUB_EVENT_PATH: eventFile({ action: 'synchronize', pull_request: { ...w.product } }),
    });
    const pushed = await gh().running(pushEnv, () => runAction(w.readme(), { killAfterMs: 60_000, env: pushEnv }));
    expect(pushed.exitCode).toBe(0);
    await w.comment('/docs-site', 'reader');
    // No run holds the first head's check run any more: it must not be left in progress.
    expect(w.checkRunsOn(HEADS[0]).map((r) => r.status)).not.toContain('in_progress');
  });
});
