/**
 * Was broken: a person takes the `agent-job-pending` label off while a `wait: sweep` job is pending;
 * the `unlabeled` event's run (the recipe `examples/docs-for-product-pull-requests.yml` listens
 * to `labeled, unlabeled`) reads the pending record, sees its event carries no label, says "The
 * head's 'Docs' check run waits for the sweep", and ends without putting the label back
 * (src/sweep/entry.ts `beforeStep` passes `unlabel = false` and nothing re-labels; the let-go path
 * in src/step/let-go.ts labels only a run that itself lets go). The label is the sweep's only
 * index (src/github/pending-index.ts), so no sweep, and no docs pull request event, ever looks at
 * this pull request again: the check run stays `in_progress`, the comment says "working on it".
 *
 * How a user meets it: someone tidies labels on a pull request ("what is this agent-job-pending
 * label?") while the agent works; or a bot that syncs labels drops unknown ones. The job ends a
 * minute later; the schedule's sweeps run every 10 minutes and find nothing; the required
 * `Docs` check blocks the merge until someone pushes again.
 *
 * Was: after the `unlabeled` run the label is off; the sweep (job ended) lists no pull
 * request (`results: []`), and the head's `Docs` check run is still `in_progress`.
 *
 * Now, as promised: docs/sweep.md step 1 of the pull request's step: "a late, dropped
 * or disabled schedule delays a report but never strands it"; the brief's promise "none [no
 * required check] is left in progress for good". A run that finds its pull request's job still
 * pending and the label off puts the label back (as the let-go step does), so the sweep finishes
 * the job; the run's own line promises exactly that ("waits for the sweep").
 */
import { describe, expect, it } from '@jest/globals';
import { eventFile, PR_REPOSITORY, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { HEADS, LABEL, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(3_110_000);

/** A person takes the label off; GitHub runs the workflow on `unlabeled`. */
async function unlabeledRun() {
  w.github.labels.get(`${PR_REPOSITORY}#5`)!.delete(LABEL);
  w.runId++;
  const event = {
    action: 'unlabeled',
    label: { name: LABEL },
    pull_request: {
      number: 5,
      draft: false,
      labels: [],
      head: { sha: HEADS[0], repo: { full_name: PR_REPOSITORY } },
      base: { repo: { full_name: PR_REPOSITORY } },
    },
    repository: { full_name: PR_REPOSITORY, default_branch: 'main' },
  };
  const env = pullRequestEnv(w.github.url, w.runId, { GITHUB_EVENT_PATH: eventFile(event) });
  const unlabeled = await w.github.running(env, () => runAction(w.stepInputs(), { killAfterMs: 60_000, env }));
  expect(unlabeled.exitCode).toBe(0);
  return unlabeled;
}

describe('the agent-job-pending label taken off by a person while the job is pending', () => {
  it('the sweep still finishes the check run once the job ends', async () => {
    const opened = await w.prRun('opened', HEADS[0]);
    expect(opened.outputs.outcome).toBe('started');
    expect(w.labelled()).toBe(true);
    await unlabeledRun();
    // The job ends; the schedule's sweep runs.
    w.clock.service = 61_000;
    const swept = await w.sweep();
    expect(swept.exitCode).toBe(0);
    // Was: results [] and the check run still in_progress, for good.
    expect(JSON.parse(swept.outputs.results ?? '[]')).toEqual([
      expect.objectContaining({ 'pull-request': 5, swept: 'finished' }),
    ]);
    expect(w.checkRunsOf(HEADS[0])).toEqual([expect.objectContaining({ status: 'completed', conclusion: 'success' })]);
  });

  it('goes back on when the run finishes the ended job and sends what was queued for it', async () => {
    const opened = await w.prRun('opened', HEADS[0]);
    const job = opened.outputs['job-id'] ?? '';
    w.clock.service = 10_000;
    await w.commandRun('/docs add an example of --verbose');
    w.sim.service().completeJob(job);
    await unlabeledRun();
    // The queued command went to the job, whose new turn is pending: the sweep must find it.
    expect(w.messages().filter((message) => message.includes('--verbose'))).toHaveLength(1);
    expect(w.records().filter((record) => record.pending).length).toBeGreaterThan(0);
    expect(w.labelled()).toBe(true);
  });

  it('goes back on when the run finishes the ended job and what was queued for it still waits', async () => {
    const opened = await w.prRun('opened', HEADS[0]);
    const job = opened.outputs['job-id'] ?? '';
    w.clock.service = 10_000;
    const { id } = await w.commandRun('/docs add an example of --verbose');
    w.sim.service().completeJob(job);
    // Whether the queued command was answered cannot be read: it waits, queued, for the next look.
    const reactions = new RegExp(`/issues/comments/${id}/reactions$`);
    w.github.faults.push({
      method: 'GET',
      path: reactions,
      status: 502,
      body: { message: 'Bad gateway' },
      times: 1000,
    });
    await unlabeledRun();
    expect(w.messages().filter((message) => message.includes('--verbose'))).toHaveLength(0);
    expect(w.records().filter((record) => record.pending?.queued)).toHaveLength(1);
    expect(w.labelled()).toBe(true);
  });
});
