/**
 * Was broken: after a merge whose run was cancelled or killed at its start, a re-run of the pull
 * request's opening run finishes the ended job and takes the pending label off without telling the
 * close, so the docs pull request never hears of the merge and the comment never says it.
 *
 * Now, as promised: docs/pull-request.md: "any run of a closed or merged pull request ... is its
 * close: it ... tells what the close owes once (so a close whose own run was cancelled is told by
 * the next)"; docs/sweep.md: a close's "run may have been lost, cancelled or killed: the job's
 * docs pull request hears of it once however many runs tell it".
 */
/**
 * How a user meets it: `wait: sweep`, a `github-token` that writes the docs repository. The job of
 * the opening run has ended (no sweep yet). The author merges; the merge's run is cancelled (or its
 * runner dies) at its first requests. Someone then clicks "Re-run jobs" on the opening run (it
 * showed the job still running). That re-run, attempt 2 of a pull request that is now merged,
 * finishes the pending job ("had ended: finished here"), reports it and takes `agent-job-pending`
 * off. From then on no sweep looks at the pull request: the docs pull request gets no line, and the
 * product comment still reads as an open pull request's, refreshed ("open", no closing line).
 *
 * Without the re-run the sweep tells the lost close (sweep-tells-close-its-run-lost); a `/docs`
 * run in its place tells it too. The re-run is a run of the merged pull request and should as well.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { eventFile, PR_REPOSITORY, pullRequestEnv } from '../sim/pull-request.ts';
import { DOCS_TOKEN, HEADS, ISSUE, useKillWorld } from './helpers/kill-world.ts';

const w = useKillWorld();
afterAll(() => w.github?.close());
const inputs = { 'github-token': DOCS_TOKEN };

function prEnv(runId: number, action: string, more: object = {}) {
  const event = {
    action,
    pull_request: {
      number: 5,
      draft: false,
      labels: [],
      state: 'open',
      merged: false,
      head: { sha: HEADS[0], repo: { full_name: PR_REPOSITORY } },
      base: { repo: { full_name: PR_REPOSITORY } },
      ...more,
    },
    repository: { full_name: PR_REPOSITORY, default_branch: 'main' },
  };
  return pullRequestEnv(w.github.url, runId, { GITHUB_EVENT_PATH: eventFile(event) });
}

describe.each(['INT', 'KILL'] as const)(
  'a merge whose run was stopped (%s) at its start, then a re-run of the opening run',
  (mode) => {
    it('the docs pull request is told of the merge, once, and the comment says so atop', async () => {
      await w.fresh();
      const opening = prEnv(991_001, 'opened');
      expect((await w.run(w.stepInputs(inputs), opening, undefined)).outputs.outcome).toBe('started');
      w.clock.service = 70_000; // the job has ended; no sweep ran yet

      Object.assign(w.pulls[ISSUE]!, { state: 'closed', merged: true });
      const merge = prEnv(991_002, 'closed', { state: 'closed', merged: true });
      await w.run(w.stepInputs(inputs), merge, { n: 2, mode });
      expect(w.lastStop.fired).toBe(true);
      expect(w.github.comments.filter((c) => c.issue === 'acme/docs#42')).toHaveLength(0);

      // "Re-run jobs" on the opening run: attempt 2.
      const rerun = await w.run(w.stepInputs(inputs), { ...opening, GITHUB_RUN_ATTEMPT: '2' }, undefined);
      expect(rerun.log.join('\n')).toContain('had ended: finished here');

      // The schedule's sweeps.
      for (let i = 0; i < 3; i++) {
        w.clock.service += 70_000;
        await w.sweep(inputs);
      }

      const told = w.github.comments.filter((c) => c.issue === 'acme/docs#42').map((c) => c.body);
      const notice = /This pull request was merged/.test(w.commentOf()?.body ?? '');
      // Was: { told: 0, mergedTold: false, notice: false }.
      expect({ told: told.length, mergedTold: told.some((b) => b.includes('was merged')), notice }).toEqual({
        told: 1,
        mergedTold: true,
        notice: true,
      });
    });
  },
);
