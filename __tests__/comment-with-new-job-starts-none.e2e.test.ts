/**
 * Was broken (a helper's regression hunt): with `on-push: new-job`, any comment on the pull
 * request, a stranger's "nice work" included, went on as the pull request's event and was taken
 * for a push, so it started a new job for a head the job was already started for. A comment is no
 * push: it starts a job only for a head no job was started for, as a label does. And a turn killed
 * while it waited, its job since ended, is reported by such a comment's run as by a label's.
 */
import { describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { eventFile, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { HEADS, ISSUE, useWorld } from './helpers/attack-world.ts';
import { until } from './helpers/until.ts';

const w = useWorld(5_640_000, { 'on-push': 'new-job' });
const productComment = () => w.github.comments.find((c) => c.issue === ISSUE)?.body ?? '';

describe("with 'on-push: new-job', a comment that sends nothing", () => {
  it.each(['stranger', 'reader'])("by a %s starts no second job for the job's own head", async (who) => {
    await w.start();
    expect((await w.opened()).outputs.outcome).toBe('completed');
    const commented = await w.comment('nice work', who);
    expect(commented.outputs.outcome).not.toBe('started');
    expect(w.starts()).toHaveLength(1);
  });

  it('reports a turn killed while it waited, its job ended since', async () => {
    await w.start();
    w.sim.service().holdJobs(true);
    w.runId++;
    const env = pullRequestEnv(w.github.url, w.runId, {
      GITHUB_EVENT_PATH: eventFile({ action: 'opened', pull_request: { ...w.product } }),
    });
    let child: ChildProcess | undefined;
    const opened = w.github.running(env, () =>
      runAction(w.readme(), { killAfterMs: 60_000, env, onStart: (started) => (child = started) }),
    );
    await until(() => productComment().includes('is running'));
    child?.kill('SIGKILL');
    await opened;
    w.sim.service().holdJobs(false);
    w.sim.service().completeJob();
    const commented = await w.comment('thanks', 'reader');
    expect(commented.outputs.outcome).toBe('completed');
    expect(w.starts()).toHaveLength(1);
    expect(productComment()).toContain('Completed');
    expect(w.checkRunsOn(HEADS[0]).map((run) => [run.status, run.conclusion])).toEqual([['completed', 'success']]);
  });
});
