/**
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

const w = useSweepWorld(93_000);

describe('a comment that 404s once after it was created', () => {
  it('still records the job, so the next push tells it instead of starting a second job', async () => {
    // The first update of the comment answers 404 once; from then on the job has ended (the
    // service's clock is the test's), so the opening run ends within seconds.
    const update = {
      test: (path: string): boolean => {
        if (!/\/issues\/comments\/\d+$/.test(path)) return false;
        w.clock.service = 10_000_000;
        return true;
      },
    } as unknown as RegExp;
    w.github.faults.push({
      method: 'PATCH',
      path: update,
      status: 404,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: {
        message: 'Not Found',
        documentation_url: 'https://docs.github.com/rest/issues/comments#update-an-issue-comment',
      },
    });
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
