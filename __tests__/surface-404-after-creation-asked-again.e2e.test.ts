/**
 * One class, two surfaces: an update GitHub answers 404 right after the creation.
 *
 * The check run.
 * Was broken: one 404 on an update of the check run the step itself just created turns the check run
 * off for the rest of the step (`refusedForGood` in src/pull-request/host.ts counts 404 as a
 * refusal for good, and `createSurface` in src/pull-request/surface.ts then writes nothing more),
 * so the step's ending is never written and the check run stays `in_progress` although the job
 * completed and the step passed.
 *
 * How a user meets it: GitHub's checks API answers a write on a check run made a moment before
 * with 404 now and then (the write reached a replica that has not seen the creation yet). A
 * `wait: true` step (`check-name: Docs agent`, required by branch protection) creates its check
 * run, the first update (the job's id) gets that 404, the job completes, the step ends
 * `completed`, its `check-run-url` names the check run, and the required check sits at "in
 * progress" with nothing left to finish it: the pull request cannot merge until someone pushes
 * again. The only line is "Could not update the check run: GitHub answered 404 ... The step goes
 * on", which says no next step.
 *
 * Was: the check run's history is the creation alone (`in_progress`); the step's outcome is
 * `completed`, and no write of its ending is sent (the trace has no later PATCH of it).
 *
 * Now, as promised: docs/pull-request.md: the check run is "`in_progress` while it
 * waits, then `completed` with a conclusion that follows the step"; the brief's promise "no
 * required check passes while the agent works, and none is left in progress for good". A 404 on
 * a check run the step created and knows to exist is not proof it is gone for good: the ending
 * is still written (and a check run truly gone is made again, or the log says what to do).
 *
 * The comment.
 * Was broken: one 404 on the first update of the comment the step itself just created turns the
 * comment off for the rest of the step (`refusedForGood` in src/pull-request/host.ts counts 404 as
 * a refusal for good, and `createSurface` in src/pull-request/surface.ts then writes nothing
 * more). The comment keeps the record the creation wrote, from before the job's id was known, so
 * it names no job: the step ends `completed`, the comment says "Working on it" for ever, and the
 * pull request's next push finds "no job" in the records and starts a second job (a second docs
 * pull request) instead of telling the first one what changed. The 404 is logged as an info line
 * only (`comment: auto`), so nobody is told.
 *
 * How a user meets it: the recipe (docs-for-product-pull-requests.yml, `wait: true` by default):
 * GitHub answers the first update of a comment made a moment before with 404 now and then (the
 * write reached a replica that has not seen the creation yet). The job completes; the next push
 * to the pull request starts a new job with the prompt.
 *
 * Was: after the opening run (outcome `completed`), the comment still reads "⏳ Starting
 * an agent job ... Working on it"; the push's run logs "No job was started on this pull request by
 * this action yet. This run starts a new job with the prompt." and the service gets a second start
 * and no follow-up.
 *
 * Now, as promised: README: "**One job per pull request:** a push tells it what changed
 * (`on-push`)"; docs/pull-request.md: the comment is "finished as a compact mirror of the job's
 * docs pull request", "the comment and the check run never stay at 'working on it'"; a 404 on a
 * comment the step made and knows to exist is not proof it is gone: its ending (and the job's
 * record) is still written.
 */
import { describe, expect, it } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(92_000);

/**
 * The first update of a surface (its path) answers 404 once, as GitHub's docs page `docs` says it
 * may not; from then on the job has ended (the service's clock is the test's), so the run ends
 * within seconds.
 */
function notFoundOnce(surface: RegExp, docs: string): void {
  const update = {
    test: (path: string): boolean => {
      if (!surface.test(path)) return false;
      w.clock.service = 10_000_000;
      return true;
    },
  } as unknown as RegExp;
  w.github.faults.push({
    method: 'PATCH',
    path: update,
    status: 404,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: { message: 'Not Found', documentation_url: docs },
  });
}

describe('a check run that 404s once after it was created', () => {
  it('is still finished when the job completes', async () => {
    notFoundOnce(/\/check-runs\/\d+$/, 'https://docs.github.com/rest/checks/runs#update-a-check-run');
    const run: ActionRun = await w.prRun('opened', HEADS[0], { wait: 'true', 'poll-interval': '1s' });
    expect(run.outputs.outcome).toBe('completed');
    expect(run.outputs['check-run-url']).not.toBe('');
    const checkRuns = w.checkRunsOf(HEADS[0]);
    expect(checkRuns.map((c) => `${c.status}/${c.conclusion}`)).toEqual(['completed/success']);
  });
});

describe('a comment that 404s once after it was created', () => {
  it('still records the job, so the next push tells it instead of starting a second job', async () => {
    notFoundOnce(/\/issues\/comments\/\d+$/, 'https://docs.github.com/rest/issues/comments#update-an-issue-comment');
    const opened: ActionRun = await w.prRun('opened', HEADS[0], { wait: 'true', 'poll-interval': '1s' });
    expect(opened.outputs.outcome).toBe('completed');
    const stillWorking = /Working on it/.test(w.commentOf()?.body ?? '');

    // A push, once the job has ended. (`wait: false` only keeps the test short: whether the push
    // tells the job or starts another is decided before any wait.)
    w.clock.service = 10_100_000;
    const pushed = await w.prRun('synchronize', HEADS[1], { wait: 'false' });
    expect({
      commentStillWorkingOnIt: stillWorking,
      pushSaysNoJob: /No job was started on this pull request/.test(pushed.log.join('\n')),
      starts: w.starts().length,
      followUps: w.messages().length,
    }).toEqual({ commentStillWorkingOnIt: false, pushSaysNoJob: false, starts: 1, followUps: 1 });
  });
});
