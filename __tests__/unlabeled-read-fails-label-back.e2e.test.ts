/**
 * Was broken: the run of an `unlabeled` event puts the `agent-job-pending` label back only when its
 * first look at its own pending job answered `running` (src/sweep/entry.ts `beforeStep`:
 * `own.kind === 'running' && pull.labelTakenOff !== undefined` -> `putLabelBack`). When that one
 * read of the pull request's comments fails (`finishPullRequest` -> `readPending` answers
 * `unread`: a 502 through the client's retries, or a 200 whose body is not a list), the label is
 * left off without a word (`unread` is not even logged), although the same run reads the comment
 * again a moment later and finds the job ("Nothing new for job ...: was already told about this
 * head"). No sweep ever visits the pull request again (the label is all it finds it by): the head's
 * `Docs agent` check run stays `in_progress`, blocking the required check, and the pending record
 * is never finished, until some later event of the pull request happens to come.
 *
 * How a user meets it: `wait: sweep` (either recipe); while the job works a person takes the
 * `agent-job-pending` label off (the recipes list `unlabeled` for this very case); GitHub answers
 * that run's first list of the pull request's comments with a 502 proxy page (through its
 * retries) or a truncated/non-list 200. The job ends; the schedule's sweeps run.
 *
 * Was: after the run the label is off and the log says nothing of it; the next sweep lists
 * no labelled pull request (`results: []`); the check run on the head stays `in_progress` and the
 * record pending.
 *
 * Now, as promised: docs/sweep.md: "A label a person or a bot takes off while the job is
 * pending is put back by the run of that `unlabeled` event (both recipes listen to it)"; README
 * promises: no required check left in progress for good, every message says what happened and
 * what to do next. A read that fails is "could not read", never "nothing pending": the run should
 * put the label back (it is harmless when nothing is pending: the sweep takes it off), or at
 * least warn with the fix.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { eventFile, PR_REPOSITORY, pullRequestEnv } from '../sim/pull-request.ts';
import type { Fault } from '../sim/github-api.ts';
import { HEADS, ISSUE, LABEL, useKillWorld } from './helpers/kill-world.ts';

jest.setTimeout(300_000);
const w = useKillWorld();
afterAll(() => w.github?.close());

const comments = /^\/repos\/acme\/product\/issues\/5\/comments$/;
const faults: Array<[string, Fault]> = [
  [
    'a 502 proxy page, through the retries',
    {
      method: 'GET',
      path: comments,
      status: 502,
      headers: { 'content-type': 'text/html' },
      body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
      times: 4,
    },
  ],
  [
    'a 200 whose body is not a list (a JSON string)',
    { method: 'GET', path: comments, status: 200, body: '[{"id": 10', times: 1 },
  ],
];

describe("a person takes the pending label off; the unlabeled run's first read of the comments fails", () => {
  it.each(faults)('%s: the label goes back on, and the sweep finishes the job', async (_, fault) => {
    await w.fresh();
    const opened = await w.prRun('opened', HEADS[0]);
    expect(opened.outputs.outcome).toBe('started');
    expect(w.labelled()).toBe(true);

    // While the job works, a person takes the label off: the `unlabeled` event's run.
    w.clock.service = 10_000;
    w.github.labels.get(ISSUE)!.delete(LABEL);
    const event = {
      action: 'unlabeled',
      label: { name: LABEL },
      pull_request: {
        number: 5,
        draft: false,
        labels: [],
        state: 'open',
        head: { sha: HEADS[0], repo: { full_name: PR_REPOSITORY } },
        base: { repo: { full_name: PR_REPOSITORY } },
      },
      repository: { full_name: PR_REPOSITORY, default_branch: 'main' },
    };
    w.github.faults.push({ ...fault });
    const env = pullRequestEnv(w.github.url, 980_001, { GITHUB_EVENT_PATH: eventFile(event) });
    const unlabeled = await w.run(w.stepInputs(), env, undefined);
    w.github.faults.length = 0;
    expect(unlabeled.exitCode).toBe(0);

    // The job ends; the schedule's sweeps run.
    for (const t of [200_000, 400_000]) {
      w.clock.service = t;
      await w.sweep();
    }
    expect({ inProgress: w.inProgress().length, pending: w.pendingRecords().length }).toEqual({
      inProgress: 0,
      pending: 0,
    });
  });
});
