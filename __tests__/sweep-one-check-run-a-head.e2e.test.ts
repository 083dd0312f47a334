/**
 * Was broken: turns queued on one head (a push, then a `/docs`, each taking the head's check run
 * over from the one before) finished by a sweep that sends none of them each looked for a check
 * run of their own and, finding none, created one: a second "Docs agent" check run on the head,
 * with the same words. It happened after a close (the job takes no more), with a second `/docs`
 * still queued, and when the job stayed busy past the turns' timeout (and again a day later).
 * One head keeps one check run: the turn queued last on it owns it.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { deadlinesPassed } from './helpers/deadlines-passed.ts';
import { H, MINUTE, P, useSameRepositoryWorld } from './helpers/same-repository-world.ts';

jest.setTimeout(300_000);
const w = useSameRepositoryWorld();
const onHead = (index: number) => w.checkRuns().filter((run) => run.startsWith(`${index}#`));

describe('a sweep finishing turns queued on one head writes no second check run there', () => {
  it.each([
    ['closed unmerged, on-close close-docs', { merged: false }, { 'on-close': 'close-docs' }, 1],
    ['merged, on-close comment', { merged: true }, { 'on-close': 'comment' }, 1],
    ['closed unmerged, two /docs queued', { merged: false }, { 'on-close': 'close-docs' }, 2],
  ])('%s', async (_what, how, inputs, commands) => {
    await w.pr(5, 'opened', {}, {}, inputs);
    w.t.now = 1 * MINUTE;
    await w.push(5, H[1] as string, inputs);
    for (let command = 0; command < commands; command++) {
      w.t.now = (2 + command) * MINUTE;
      await w.command(5, `/docs alpha ${command}`, 'lead', inputs);
    }
    w.t.now = 5 * MINUTE;
    Object.assign(w.pulls[P(5)] as object, { state: 'closed', ...how });
    await w.pr(5, 'closed', { state: 'closed', ...how }, {}, inputs);
    const atClose = w.checkRuns();
    expect(onHead(2)).toHaveLength(1);
    for (let sweep = 0; sweep < 4; sweep++) {
      w.t.now += 11 * MINUTE;
      await w.sweep();
    }
    const after = w.checkRuns();
    expect(after).toHaveLength(atClose.length);
    expect(after.filter((run) => run.includes('in_progress'))).toEqual([]);
    expect(onHead(2)).toHaveLength(1);
  });

  it('the job busy past the turns’ timeout, then a day more', async () => {
    w.sim.service().holdJobs(true);
    await w.pr(5, 'opened');
    w.t.now = 1 * MINUTE;
    await w.push(5, H[1] as string);
    w.t.now = 2 * MINUTE;
    await w.command(5, '/docs alpha', 'lead');
    const comment = () => w.github.comments.find((c) => c.issue === P(5) && c.body.includes('<!-- wait-for-agent-job'));
    w.t.now = 70 * MINUTE;
    deadlinesPassed(comment(), w.github.now());
    await w.sweep();
    expect(onHead(2)).toEqual([expect.stringContaining('completed/timed_out')]);
    w.t.now += 25 * 60 * MINUTE;
    deadlinesPassed(comment(), w.github.now());
    await w.sweep();
    w.t.now += 11 * MINUTE;
    await w.sweep();
    expect(onHead(2)).toEqual([expect.stringContaining('completed/timed_out')]);
  });
});
