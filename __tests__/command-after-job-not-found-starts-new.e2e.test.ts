/**
 * Was broken: a `/docs` command on a pull request whose job the service no longer has (HTTP 404) is
 * sent to that job as a follow-up, fails `not-found`, and so does every later `/docs`, while a
 * push's run on the same pull request starts a new job. c871717 made "one rule" for the push and
 * the command (`takesNoMore`), but the command's path (src/step/command-message.ts `jobEnded`:
 * `if (read.kind !== 'job') return undefined;`) still takes a job the service answers 404 for as
 * one that takes follow-ups, while src/pull-request/decide.ts `jobGone` starts a new job for it
 * ("Job X, this pull request's, is not found."). Same class as c871717, by another status.
 *
 * How a user meets it: `wait: sweep` (or `wait: true`); the job the comment records is gone at
 * the service: the workflow's `project-id` was moved to another project (a project outside the
 * key's organization answers 404 too, service-facts.md), or the service dropped the job. The sweep
 * finishes the turn `not-found`. A writer then comments `/docs add a page for --flag`.
 *
 * Was: the command's run POSTs the words to `/job/job-started-1/message`, gets 404, ends
 * `not-found` with a second `failure` check run on the head, answers the comment 😕 and "the
 * message was not sent to the job as far as this run can tell (not found)". One start in all;
 * every later `/docs` goes to the same missing job (the record still names it).
 *
 * What should happen instead: as a push's run judges the same job (decide.ts jobGone; README and
 * docs/pull-request.md "When a push starts a new job instead", "A job that ended for good ... an
 * owed command starts the new job, after the `prompt`, as the command's own run would"): the
 * command starts a new job with the workflow's prompt and its words, and the reply says so. README
 * puts the two on one footing: "the next push or `/docs` starts a new job". A push's run at this
 * point (checked by hand on the same world) does: "Job job-started-1, this pull request's, is not
 * found. This run starts a new job with the prompt." (2 starts, no message).
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { HEADS, useKillWorld } from './helpers/kill-world.ts';

const w = useKillWorld();
afterAll(() => w.github?.close());

describe('a /docs command after the service lost the job (HTTP 404)', () => {
  it('starts a new job with the prompt and its words, as a push would', async () => {
    await w.fresh();
    expect((await w.prRun('opened', HEADS[0])).outputs.outcome).toBe('started');
    expect(w.starts()).toHaveLength(1);
    // The service no longer has the job (its project moved, or it was dropped): it answers 404.
    w.sim.service().reset();
    w.clock.service = 70_000;
    const sweep = await w.sweep();
    expect(JSON.parse(sweep.outputs.results ?? '[]')).toMatchObject([{ swept: 'finished', outcome: 'not-found' }]);

    const { run } = await w.commandRun('/docs add a page for --flag');
    const reply = w.github.comments.find((c) => c.body.startsWith('lead:'))?.body ?? '';
    expect({
      outcome: run.outputs.outcome,
      starts: w.starts().length,
      messages: w.messages(),
      newJobHasWords: /add a page for --flag/.test(String(w.starts()[1]?.body ?? '')),
      replySaysNotSent: /was not sent/.test(reply),
    }).toEqual({
      outcome: 'started',
      starts: 2,
      messages: [],
      newJobHasWords: true,
      replySaysNotSent: false,
    });
  });
});
