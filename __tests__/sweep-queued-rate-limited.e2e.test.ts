/**
 * Was broken: a push queued while a `wait: sweep` job was busy is dropped when the sweep's follow-up
 * meets the service's rate limit (HTTP 429, a `Retry-After` longer than the sweep can wait). In
 * src/sweep/queued.ts `sendQueued`, any send that got no job view ("not sent") finishes the queued
 * turns with the job's state (`finishAll`) and the label comes off, although a 429 is the one
 * answer after which the service certainly did not act. The new head's `Docs` check run is
 * finished `success` ("completed with a pull request"), the docs pull request does not have the
 * push's changes, and no sweep comes back for it (the label is off): only a later event of the
 * pull request, if any comes, tells the job.
 *
 * How a user meets it: `wait: sweep`, a busy project (the service allows 100 starts and
 * follow-ups an hour). The author pushes while the job works; the push is queued. The job ends;
 * the scheduled sweep sends the queued news and gets 429 "retry after 10 minutes". Nobody pushes
 * again (the pull request waits for review): `Docs` is green, the docs miss the push.
 *
 * Was: the sweep warns in its own run's log "the follow-up queued for job job-started-1 was
 * not sent (... HTTP 429 ... The service did not act on the request.)", takes the label off, and
 * finishes the new head's check run `success`; the next sweep (the limit lifted) sends nothing.
 *
 * What should happen instead: docs/sweep.md, "Waiting without a runner": what was queued is sent
 * "in the order queued", and "A 429 from the service ends the sweep's reads: the rest are `left
 * for the next sweep`"; the promise of the design (docs/pull-request.md, "One workflow, one sender
 * per pull request"): "Whatever a run was cancelled, timed out or died before doing, the next run
 * of any kind does". A send the service certainly did not act on stays queued (the label and the
 * check run in progress stay) and the next sweep sends it, once.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(500_000);
const told = () => w.messages().filter((m) => m.includes('Add the --flag option')).length;

describe('a queued push whose follow-up meets the rate limit', () => {
  it('stays queued, and the next sweep tells it once', async () => {
    await w.prRun('opened', HEADS[0]);
    expect((await w.prRun('synchronize', HEADS[1])).outputs.outcome).toBe('started');
    expect(told()).toBe(0);

    // The job ends; the sweep's follow-up meets the hourly limit.
    w.clock.service = 70_000;
    w.sim
      .service()
      .failNextPost({ http: 429, body: '{"error":"Too many requests"}', headers: { 'retry-after': '600' } });
    await w.sweep();
    expect(told()).toBe(1); // the refused request
    // Was: 'completed'/'success' and the label off: the head's check run says the docs are done.
    expect(w.checkRunsOf(HEADS[1]).at(-1)?.status).toBe('in_progress');
    expect(w.labelled()).toBe(true);

    // Ten minutes later the limit has lifted: the next sweep sends the push's news.
    w.clock.service = 700_000;
    await w.sweep();
    expect(told()).toBe(2);
  });

  it('a queued /docs command stays unanswered, and the next sweep sends it once', async () => {
    await w.prRun('opened', HEADS[0]);
    const { id, run } = await w.commandRun('/docs Mention the new flag too.');
    expect(run.exitCode).toBe(0);
    const asked = () => w.messages().filter((m) => m.includes('Mention the new flag too.')).length;
    expect(asked()).toBe(0);
    w.clock.service = 70_000;
    w.sim
      .service()
      .failNextPost({ http: 429, body: '{"error":"Too many requests"}', headers: { 'retry-after': '600' } });
    await w.sweep();
    expect(asked()).toBe(1); // the refused request
    const answers = () =>
      w.github.reactions.filter((r) => r.commentId === id && ['rocket', 'confused'].includes(r.content));
    expect(answers()).toEqual([]);
    expect(w.labelled()).toBe(true);
    w.clock.service = 700_000;
    await w.sweep();
    expect(asked()).toBe(2);
    expect(answers().map((r) => r.content)).toEqual(['rocket']);
  });
});
