/**
 * Was broken: a run with nothing to do for the head finishes a `wait: sweep` job's in-progress check
 * run as `neutral` when the pull request's comments cannot be read. 117e6a7 made
 * src/pull-request/surfaces.ts `headsCheckRun` tell a let-go turn's check run by the comment's
 * pending records (`where.turns()`), but when the comment list could not be read those records
 * are simply empty, and an empty list is taken as "no let-go turn": the check run looks "left in
 * progress by workflow run N, which has ended" and is taken over. The same function refuses to
 * act on a check-run list it could not read ("a list that cannot be read is no 'none'"), but not
 * on a comment list it could not read.
 *
 * How a user meets it: the recipe with `wait: sweep` and branch protection requiring `Docs`. The
 * step starts the job and lets go (`Docs` in progress). While the agent works, someone adds a
 * label; that run meets a GitHub bad day on the comments list (502). It ends `nothing-new`
 * ("the job could not be found") and turns `Docs` to `neutral`, which a required check passes on:
 * the pull request can be merged while the agent still works.
 *
 * Was: the labeled run logs "The head's 'Docs' check run was left in progress by workflow run
 * 492101, which has ended: this run finishes it.", and the head's only `Docs` check run is
 * `completed`/`neutral` while the job is `active`.
 *
 * What should happen instead: docs/pull-request.md, "The head's check run has one owner": a run
 * that decides nothing for that head leaves it as it is; README's `nothing-new`: "the head's check
 * run is left as the job's turn left it"; and nothing is done on a doubt.
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY } from '../sim/pull-request.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(492_000);

describe("a run with nothing to do that cannot read the pull request's comments", () => {
  it("leaves a let-go job's check run in progress for the sweep", async () => {
    expect((await w.prRun('opened', HEADS[0])).outputs.outcome).toBe('started');
    expect(w.checkRunsOf(HEADS[0]).map((run) => run.status)).toEqual(['in_progress']);

    // The job still works; someone labels the pull request while GitHub fails the comments list.
    const list = new RegExp(`^/repos/${PR_REPOSITORY}/issues/5/comments$`);
    w.github.faults.push({ method: 'GET', path: list, status: 502, body: { message: 'Bad gateway' }, times: 1000 });
    const labelled = await w.prRun('labeled', HEADS[0], {}, undefined, ['needs-review']);
    w.github.faults.length = 0;
    expect(labelled.exitCode).toBe(0);

    // Was: [['completed', 'neutral']] — a required `Docs` check passes while the agent still works.
    expect(w.checkRunsOf(HEADS[0]).map((run) => [run.status, run.conclusion])).toEqual([['in_progress', null]]);
  });
});
