/**
 * Was broken: a re-run (attempt 2) of the close's run, made after the pull request was re-opened
 * and the re-open's run dropped the closing line, puts "This pull request was closed ... no longer
 * refreshed" back atop the open pull request's comment.
 *
 * Now, as promised: docs/pull-request.md: "The pull request's state decides, not the event's name"
 * and the closing line is kept "while the pull request is closed, and drop[ped] once it is re-
 * opened, as does any run of the re-opened pull request" (95006a5 reads a re-run's state, but only
 * when its event says open).
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { eventFile, PR_REPOSITORY, pullRequestEnv } from '../sim/pull-request.ts';
import { HEADS, ISSUE, useKillWorld } from './helpers/kill-world.ts';

const w = useKillWorld();
afterAll(() => w.github?.close());

function prEnv(runId: number, action: string, state: 'open' | 'closed') {
  const event = {
    action,
    pull_request: {
      number: 5,
      draft: false,
      labels: [],
      state,
      merged: false,
      head: { sha: HEADS[0], repo: { full_name: PR_REPOSITORY } },
      base: { repo: { full_name: PR_REPOSITORY } },
    },
    repository: { full_name: PR_REPOSITORY, default_branch: 'main' },
  };
  return pullRequestEnv(w.github.url, runId, { GITHUB_EVENT_PATH: eventFile(event) });
}

const CLOSING = /This pull request was closed/;

describe('a re-run of the close run after the pull request was re-opened', () => {
  it('leaves the re-opened pull request comment without the closing line', async () => {
    await w.fresh();
    expect((await w.run(w.stepInputs(), prEnv(993_001, 'opened', 'open'), undefined)).outputs.outcome).toBe('started');
    w.clock.service = 70_000;
    await w.sweep();

    Object.assign(w.pulls[ISSUE]!, { state: 'closed' });
    w.clock.service += 10_000;
    const close = prEnv(993_002, 'closed', 'closed');
    await w.run(w.stepInputs(), close, undefined);
    expect(w.commentOf()?.body ?? '').toMatch(CLOSING);

    Object.assign(w.pulls[ISSUE]!, { state: 'open' });
    w.clock.service += 10_000;
    await w.run(w.stepInputs(), prEnv(993_003, 'reopened', 'open'), undefined);
    expect(w.commentOf()?.body ?? '').not.toMatch(CLOSING);

    // Someone clicks "Re-run jobs" on the close's run: its payload still says closed; the pull request is open.
    w.clock.service += 10_000;
    const rerun = await w.run(w.stepInputs(), { ...close, GITHUB_RUN_ATTEMPT: '2' }, undefined);
    expect(rerun.exitCode).toBe(0);
    const body = w.commentOf()?.body ?? '';
    // The closing line, if any, shown whole in the failure.
    expect(body.split('\n').find((line) => CLOSING.test(line))).toBeUndefined();
  });
});
