/**
 * Was broken: the record of a follow-up a sweep just sent is written on the comment and the check run
 * at once, not "check run first, then comment" as docs/sweep.md promises. src/sweep/queued.ts
 * holdRecord -> surfaces.hold(record, progress, { until: deadline }) (src/pull-request/surfaces.ts)
 * is a progress write (`ending === false`), so `inOrder` takes the order 'both' (Promise.all):
 * when GitHub's secondary limit answers the comment's write, the step's gate closes and the check
 * run's write, which never left, waits behind it. Whenever the sweep cannot wait the limit out (a
 * cancel during the minute GitHub asks, or a wait longer than BUDGET_MS.recordSent) neither
 * surface holds the record, so the next sweep reads the push as still queued and sends its news
 * again. Had the check run gone first, its record would stand and the next sweep would adopt the
 * send from it (sentEarlier), as the docs say.
 *
 * How a user meets it: `wait: sweep`; a push queued while the job worked; the schedule's sweep
 * sends it, and GitHub answers the comment write that records the send with a secondary rate
 * limit (`retry-after: 60`, as GitHub asks); the sweep is cancelled during that minute (a newer
 * sweep, "Cancel workflow"), or GitHub asks for longer than 90 s.
 *
 * Was: the service gets the push's news ("Add the --flag option") twice. The cancelled
 * sweep warns "Could not update the check run: the time for GitHub ran out" (the check run's
 * write never left), and "the follow-up sent to job job-started-1 could not be recorded on the
 * pull request (its comment and check run 'Docs'): the next sweep reads it as still queued and
 * may send it again". With `retry-after: 120` and no cancel: "Could not update the check run:
 * GitHub limited the rate and asked to wait 120s, longer than the step has for it", then the same.
 *
 * Now, as promised: docs/sweep.md, 6.: "That turn becomes the pending turn of the
 * message, its record (check run first, then comment) written once it is sent ... a turn an
 * earlier sweep sent whose comment write was refused is recorded from its check run, never sent
 * again." The comment's refusal must not cost the check run's record.
 */
import { describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(133_000);
const COMMENT_WRITE = /\/issues\/comments\/\d+$/;
const SECONDARY = {
  status: 403,
  body: {
    message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
    documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
  },
};

/** The job opened, a push queued while it works, then the job has ended: the next sweep sends the push. */
async function queuedPush(): Promise<void> {
  expect((await w.prRun('opened', HEADS[0])).outputs.outcome).toBe('started');
  const pushed = await w.prRun('synchronize', HEADS[1]);
  expect(pushed.log.join('\n')).toContain('is busy, so nothing is sent now');
  expect(w.messages()).toHaveLength(0);
  w.clock.service = 61_000;
  // The sweep names its claim in the comment, then finishes the job's own turn there (both
  // written); the third comment write, the record of the turn it just sent, meets the limit.
  w.github.faults.push({ method: 'PATCH', path: COMMENT_WRITE, status: 200, until: Promise.resolve(), times: 2 });
}

async function laterSweeps(): Promise<void> {
  for (const t of [200_000, 400_000, 800_000]) {
    w.clock.service = t;
    await w.sweep();
  }
}

const told = (): number => w.messages().filter((m) => m.includes('Add the --flag option')).length;

describe("a sweep's record of a follow-up it sent, its comment write rate-limited", () => {
  it('cancelled (SIGINT) while it waits out the minute: the push is told once', async () => {
    await queuedPush();
    let child: ChildProcess | undefined;
    const timers: NodeJS.Timeout[] = [];
    w.github.faults.push({
      method: 'PATCH',
      // The runner cancels as the limited write arrives: SIGINT, SIGTERM 7.5 s later.
      path: {
        test: (path: string): boolean => {
          if (!COMMENT_WRITE.test(path)) return false;
          child?.kill('SIGINT');
          timers.push(setTimeout(() => child?.kill('SIGTERM'), 7_500));
          return true;
        },
      } as unknown as RegExp,
      ...SECONDARY,
      headers: { 'retry-after': '60' },
      times: 1,
    });
    const cancelled = await w.sweep({}, (c) => {
      child = c;
      c.on('exit', () => timers.forEach(clearTimeout));
    });
    // It ends by itself within the runner's grace, outputs and summary written.
    expect(cancelled.signal).toBeNull();
    expect(cancelled.outputs.outcome).toBeDefined();
    expect(cancelled.summary).not.toBe('');
    expect(told()).toBe(1);
    await laterSweeps();
    expect(told()).toBe(1);
  });

  it('GitHub asks for longer than the record may wait: the push is told once', async () => {
    await queuedPush();
    w.github.faults.push({ method: 'PATCH', path: COMMENT_WRITE, ...SECONDARY, headers: { 'retry-after': '120' } });
    await w.sweep();
    expect(told()).toBe(1);
    await laterSweeps();
    expect(told()).toBe(1);
  });

  it("its check run's write refused for good: the record is on the comment, and the push is told once", async () => {
    await queuedPush();
    // From the send on, GitHub refuses every check run write of this sweep (a permission taken away).
    const afterSend = {
      test: (path: string): boolean => /\/check-runs(\/\d+)?$/.test(path) && w.messages().length > 0,
    } as unknown as RegExp;
    w.github.faults.push({
      path: afterSend,
      status: 403,
      body: { message: 'Resource not accessible by integration' },
      times: 20,
    });
    await w.sweep();
    expect(told()).toBe(1);
    w.github.faults.length = 0;
    await laterSweeps();
    expect(told()).toBe(1);
  });
});
