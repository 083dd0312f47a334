/**
 * Was broken (GitHub on a bad day): while a pull request's run was still sending its prompt (its
 * record written, no job named yet), a `/docs` run said "No agent job was started on this pull
 * request yet" and started a second job. A start another run still works on holds the command:
 * nothing is sent, and the commenter is told to write it again once that run has ended. Once the
 * run has ended without recording a job, a command starts one, and says why.
 */
import { describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { eventFile, PR_REPOSITORY, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';
import { until } from './helpers/until.ts';

const w = useSweepWorld(981_000);

describe('a /docs while the pull request’s first run still waits for the start’s answer', () => {
  it('sends nothing, and says to write it again once that run has ended', async () => {
    let answer!: (value: unknown) => void;
    w.sim.service().failNextPost({ until: new Promise((resolve) => (answer = resolve)) });
    const first = w.prRun('opened', HEADS[0]);
    await until(() => w.starts().length === 1);

    const { run } = await w.commandRun('/docs more on flags');
    answer(undefined);
    await first;

    expect(w.starts()).toHaveLength(1);
    const log = run.log.join('\n');
    expect(log).toMatch(/No follow-up sent: run \d+ sent this pull request's prompt and has not recorded its job yet/);
    expect(log).not.toContain('No agent job was started on this pull request yet');
    // It ends there: going on as the pull request's event would call the live start lost.
    expect(run.outputs.outcome).toBe('skipped');
    expect(run.summary).toContain('has not recorded its job yet');
    expect(JSON.stringify(run.annotations)).not.toContain('answer was lost');
  });
});

describe('a re-run of a /docs run killed while its own start was under way', () => {
  it('is judged as a re-run, never held behind its own run', async () => {
    const body = '/docs more on flags';
    const { id } = w.github.addComment(`${PR_REPOSITORY}#5`, body, 'lead');
    const runId = ++w.runId;
    const envOf = (attempt: string) =>
      pullRequestEnv(w.github.url, runId, {
        GITHUB_EVENT_NAME: 'issue_comment',
        GITHUB_RUN_ATTEMPT: attempt,
        GITHUB_EVENT_PATH: eventFile({
          action: 'created',
          issue: { number: 5, pull_request: { url: `${w.github.url}/repos/${PR_REPOSITORY}/pulls/5` } },
          comment: { id, body, user: { login: 'lead', type: 'User' } },
          repository: { full_name: PR_REPOSITORY, default_branch: 'main' },
        }),
        GITHUB_ACTOR: 'lead',
      });
    let answer!: (value: unknown) => void;
    w.sim.service().failNextPost({ until: new Promise((resolve) => (answer = resolve)) });
    let child!: ChildProcess;
    const first = envOf('1');
    const killed = w.github.running(first, () =>
      runAction(w.stepInputs(), { killAfterMs: 60_000, env: first, onStart: (c) => (child = c) }),
    );
    await until(() => w.starts().length === 1);
    child.kill('SIGKILL');
    await killed;
    answer(undefined);

    const again = envOf('2');
    const rerun = await w.github.running(again, () => runAction(w.stepInputs(), { killAfterMs: 60_000, env: again }));
    const log = rerun.log.join('\n');
    expect(log).not.toContain("sent this pull request's prompt and has not recorded its job yet");
    expect(w.reactionsOn(id)).not.toContain('confused');
  });
});

describe("a /docs after a start's answer was lost (the run ended)", () => {
  it('starts the job, naming the lost start rather than saying none was started', async () => {
    w.sim.service().failNextPost({ http: 502, body: '{"error":"Bad gateway"}' });
    await w.prRun('opened', HEADS[0]);
    const { run } = await w.commandRun('/docs more on flags');

    expect(w.starts()).toHaveLength(2);
    const log = run.log.join('\n');
    expect(log).toMatch(/Run \d+ sent this pull request's prompt and recorded no job .*: this command starts the job/);
    expect(log).not.toContain('No agent job was started on this pull request yet');
  });
});
