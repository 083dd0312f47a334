/**
 * Was broken: a pull request run that decides nothing for the head (a `labeled` run, `nothing-new`)
 * finishes the `Docs` check run of a `wait: sweep` job that is still working, as `neutral`. In
 * src/pull-request/surfaces.ts `headsCheckRun`, a let-go turn's check run is meant to be "the
 * sweep's to finish" (`record.pending || record.ended`), but the record a let-go step writes into
 * its check run's `external_id` carries no `pending` part (only the comment's record does). So the
 * check run looks like one "left in progress by workflow run N, which has ended" (the let-go run
 * ends by design within seconds) and is taken over and finished `neutral`.
 *
 * How a user meets it: the recipe with `wait: sweep` and branch protection requiring `Docs`. The
 * pull request is opened; the step starts the job and lets the runner go (`Docs` in progress). A
 * minute later a reviewer adds any label (the recipe lists `labeled`): that run ends `nothing-new`
 * and turns `Docs` to `neutral`, which a required check passes on. The pull request can be merged
 * while the agent still works on its docs.
 *
 * Was: the labeled run logs "The head's 'Docs' check run was left in progress by workflow
 * run 490101, which has ended: this run finishes it." and the head's only `Docs` check run is
 * `completed`/`neutral` while the job is `active`.
 *
 * What should happen instead: docs/pull-request.md, "The head's check run has one owner": "A run
 * that decides nothing for that head (... a label, ... nothing new) leaves it as it is"; the
 * README's endings table for `nothing-new`: "the head's check run is left as the job's turn left
 * it"; docs/sweep.md: the let-go step writes "the check run (`in_progress`) once", and the sweep
 * finishes it when the job ends.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(490_000);

describe('a run with nothing to do while a let-go job works', () => {
  it("leaves the job's check run in progress for the sweep", async () => {
    expect((await w.prRun('opened', HEADS[0])).outputs.outcome).toBe('started');
    expect(w.checkRunsOf(HEADS[0]).map((run) => run.status)).toEqual(['in_progress']);

    // The job still works (the service's clock stays before its end); someone labels the pull request.
    const labelled = await w.prRun('labeled', HEADS[0], {}, undefined, ['needs-review']);
    expect(labelled.outputs.outcome).toBe('nothing-new');

    // Was: [['completed', 'neutral']] — a required `Docs` check passes while the agent still works.
    expect(w.checkRunsOf(HEADS[0]).map((run) => [run.status, run.conclusion])).toEqual([['in_progress', null]]);

    // The job ends: the sweep finishes it, and the head's check run shows how it ended.
    w.clock.service = 70_000;
    await w.sweep();
    const newest = w.checkRunsOf(HEADS[0]).at(-1);
    expect([newest?.status, newest?.conclusion]).toEqual(['completed', 'success']);
  });
});
