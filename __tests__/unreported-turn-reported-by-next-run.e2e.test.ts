/**
 * Was broken (a helper's trial of GitHub on a bad day): a pull request turn that waits
 * (`wait: true`) saw its job complete, but GitHub answered every try of the comment's last write
 * with 502: the check run said success and the comment "⏳ Agent job … is running" for good. The
 * next run on that head (a label, a reader's comment) said "already told about this head" and
 * left it; only a re-run of that same run rewrote it. A turn killed while it waited (SIGKILL: no
 * ending recorded anywhere) left the same. The next run of any kind now reports the job's ending
 * once that turn's run has ended (GitHub's Actions API, `actions: read`), as the turn would have.
 */
import { describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { eventFile, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { HEADS, ISSUE, useWorld } from './helpers/attack-world.ts';
import { until } from './helpers/until.ts';

const w = useWorld(5_120_000);
const productComment = () => w.github.comments.find((c) => c.issue === ISSUE)?.body ?? '';
const completedWrite = (request: { method: string; url: string; body?: unknown }) =>
  request.method === 'PATCH' && /issues\/comments/.test(request.url) && /Completed/.test(JSON.stringify(request.body));

describe('a waiting turn whose ending never reached the comment, its job since ended', () => {
  it('its last comment write refused every try: the next run rewrites the comment with the ending, once', async () => {
    await w.start();
    let left = 8;
    const refused = {
      test: () => left > 0 && completedWrite(w.github.requests.at(-1)!) && left-- > 0,
    } as unknown as RegExp;
    w.github.faults.unshift({ path: refused, status: 502, times: 8 });
    const first = await w.opened();
    expect(first.outputs.outcome).toBe('completed');
    expect(productComment()).toContain('is running');
    left = 0; // GitHub answers again

    const labelled = await w.prEvent('labeled', { labels: [{ name: 'x' }] });
    expect(labelled.stdout).toContain('recorded no ending though its run has ended');
    expect(labelled.outputs).toMatchObject({ outcome: 'completed', 'job-id': first.outputs['job-id'] });
    expect(productComment()).toContain('Completed');
    expect(productComment()).not.toContain('is running');
    expect(w.starts()).toHaveLength(1);
    expect(w.messages()).toHaveLength(0);
    // The turn's own check run said success already: no second one.
    expect(w.checkRunsOn(HEADS[0]).map((run) => [run.status, run.conclusion])).toEqual([['completed', 'success']]);

    const again = await w.prEvent('labeled', { labels: [{ name: 'x' }] });
    expect(again.outputs.outcome).toBe('nothing-new');
  });

  it('killed while it waited: the next run reports the ending once the job ended', async () => {
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
    // Still working: the killed turn's job is left to run, nothing reported.
    const early = await w.prEvent('labeled', { labels: [{ name: 'x' }] });
    expect(early.outputs.outcome).toBe('nothing-new');
    w.sim.service().holdJobs(false);
    w.sim.service().completeJob();

    const labelled = await w.prEvent('labeled', { labels: [{ name: 'x' }] });
    expect(labelled.outputs.outcome).toBe('completed');
    expect(productComment()).toContain('Completed');
    expect(w.starts()).toHaveLength(1);
    // The killed turn's check run, left in progress, takes the report: no second one.
    expect(w.checkRunsOn(HEADS[0]).map((run) => [run.status, run.conclusion])).toEqual([['completed', 'success']]);
  });
});
