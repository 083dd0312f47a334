/**
 * Was broken: src/pull-request/decide.ts read a pull request's state from its event's action: only
 * `closed` was a close. The README's recipe listens to `labeled` and `unlabeled`, which GitHub
 * also sends for a closed or merged pull request (a "released" label put on after the merge, a
 * stale bot's label on a pull request closed long ago): such a run decided as for an open pull
 * request and started a docs job with the prompt (or told the job news) for a pull request that
 * will never change again.
 *
 * Was: `outcome` `started`, one POST .../job to the service.
 *
 * Now, as promised (docs/pull-request.md): "A closed pull request starts no job." Whatever the
 * event, the pull request's state decides: a closed or merged one is decided as its close (whose
 * own run may never have come): no job started, the merged pushes told once.
 */
import { describe, expect, it } from '@jest/globals';
import { eventFile, PR_REPOSITORY, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(3_960_000);

function eventOnClosed(action: string, merged: boolean, head = HEADS[0]) {
  const pull = w.pulls[`${PR_REPOSITORY}#5`]!;
  Object.assign(pull, { state: 'closed', merged });
  pull.head.sha = head;
  w.runId++;
  const event = {
    action,
    ...(action.endsWith('labeled') ? { label: { name: 'released' } } : {}),
    pull_request: {
      ...{ number: 5, draft: false, labels: action === 'labeled' ? [{ name: 'released' }] : [] },
      ...{ state: 'closed', merged },
      head: { sha: head, repo: { full_name: PR_REPOSITORY } },
      base: { repo: { full_name: PR_REPOSITORY } },
    },
    repository: { full_name: PR_REPOSITORY, default_branch: 'main' },
  };
  const env = pullRequestEnv(w.github.url, w.runId, { GITHUB_EVENT_PATH: eventFile(event) });
  return w.github.running(env, () => runAction(w.stepInputs(), { killAfterMs: 60_000, env }));
}

describe('an event other than its close on a closed pull request', () => {
  for (const [action, merged] of [
    ['labeled', true],
    ['unlabeled', false],
    ['edited', true],
  ] as const) {
    it(`${action} on a ${merged ? 'merged' : 'closed'} pull request with no job starts none`, async () => {
      const run = await eventOnClosed(action, merged);
      expect(run.exitCode).toBe(0);
      expect(w.starts()).toHaveLength(0);
      expect(run.outputs.outcome).not.toBe('started');
    });
  }

  it("a label on the merged pull request does the merge's work once when the merge's run never came", async () => {
    const opened = await w.prRun('opened', HEADS[0]);
    expect(opened.outputs.outcome).toBe('started');
    w.clock.service = 61_000;
    await w.sweep();
    // A last push and the merge, their runs cancelled in the concurrency group; then two labels.
    const labeled = await eventOnClosed('labeled', true, HEADS[1]);
    expect(labeled.exitCode).toBe(0);
    await eventOnClosed('labeled', true, HEADS[1]);
    expect(w.starts()).toHaveLength(1);
    // What was merged is what the docs must follow: told once, as the merge's run would have.
    expect(w.messages().filter((m) => m.includes('Add the --flag option'))).toHaveLength(1);
  });
});
