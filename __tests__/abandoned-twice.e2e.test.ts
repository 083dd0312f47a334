/**
 * Two turns killed in a row (the runner lost twice: on the opened run, then on the push's run),
 * each leaving its head's `Docs agent` check run in progress; then the pull request goes on. Each
 * run that ends a turn looks at the few newest turns that never recorded an ending
 * (src/pull-request/abandoned-check.ts), so neither check run stays in progress.
 */
import { describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { eventFile, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { HEADS, useWorld } from './helpers/attack-world.ts';
import { until } from './helpers/until.ts';

const w = useWorld(361_000);
const gh = () => w.github;

/** The runs whose records the action's comment holds naming their job (each record's run id). */
function recordedRuns(): string[] {
  return gh().comments.flatMap((comment) =>
    [...comment.body.matchAll(/<!-- [\w-]+\.[\w-]+\.([\w-]+)/g)].flatMap((m) => {
      try {
        const read = JSON.parse(Buffer.from(m[1] ?? '', 'base64url').toString()) as {
          records?: Array<{ run?: string; jobs?: string[] }>;
        };
        // A start's record is written before its prompt goes, naming no job yet.
        const named = (read.records ?? []).filter((record) => (record.jobs ?? []).length > 0);
        return named.map((record) => String(record.run));
      } catch {
        return [];
      }
    }),
  );
}

/**
 * A pull request run on the current head, killed once its head's check run is in progress (and,
 * with `starts`, once the service took that many starts and messages, and its record names them).
 */
async function killedRun(action: string, head: string, starts?: number): Promise<void> {
  w.runId++;
  const env = pullRequestEnv(gh().url, w.runId, {
    GITHUB_EVENT_PATH: eventFile({ action, pull_request: { ...w.product } }),
  });
  let child: ChildProcess | undefined;
  const ran = gh().running(env, () =>
    runAction(w.readme({ timeout: '2m' }), { killAfterMs: 150_000, env, onStart: (c) => (child = c) }),
  );
  await until(
    () =>
      child !== undefined &&
      w.checkRunsOn(head).some((r) => r.status === 'in_progress') &&
      (starts === undefined ||
        (recordedRuns().includes(String(w.runId)) && w.starts().length + w.messages().length >= starts)),
  );
  child?.kill('SIGKILL');
  expect((await ran).signal).toBe('SIGKILL');
}

describe('two turns killed in a row, each on its own head, then the pull request goes on', () => {
  it("neither killed turn's check run stays in progress once their runs have ended", async () => {
    await w.start();
    w.sim.service().holdJobs(true);
    await killedRun('opened', HEADS[0], 1);
    w.push(HEADS[1]);
    // The push's run waits for the held job to take its follow-up: killed while its check run is in progress.
    await killedRun('synchronize', HEADS[1]);
    w.sim.service().holdJobs(false);
    w.sim.service().completeJob();
    // The pull request's next runs: a push to a third head, then another to a fourth.
    w.push(HEADS[2]);
    expect((await w.synchronize()).exitCode).toBe(0);
    w.push(HEADS[3]);
    expect((await w.synchronize()).exitCode).toBe(0);
    expect({
      first: w.checkRunsOn(HEADS[0]).map((r) => r.status),
      second: w.checkRunsOn(HEADS[1]).map((r) => r.status),
    }).toEqual({
      first: expect.not.arrayContaining(['in_progress']) as unknown,
      second: expect.not.arrayContaining(['in_progress']) as unknown,
    });
  });
});
