/**
 * Was broken: a comment deleted between the reads of page 1 and page 2 of the pull request's comments
 * makes the step miss its own comment, so its records, and it starts a SECOND job for the pull request.
 *
 * How a user meets it: a busy pull request with 100+ comments (bots, reviews); the action's
 * comment sits on page 2. While a push's run lists the comments, someone deletes an older comment
 * (or GitHub hides spam). GitHub's issue-comment pages are offsets, so every later comment moves
 * up one place: the action's comment moves from the top of page 2 to the bottom of page 1, which
 * was already read, and the list the step assembles lacks it. The run then logs "No job was started
 * on this pull request by this action yet" and starts a new job with the prompt, breaking "One job
 * per pull request: a push tells it what changed" (README) and orphaning the first job's docs pull
 * request.
 *
 * What should happen instead: a list whose pages shifted under it must not be taken for "no
 * comment of ours" (re-read it, or look the comment up by the id the check run or an earlier read
 * gave, or refuse to start on doubt); the push is told to the existing job, once, and no second job
 * starts.
 *
 * The order of events is the test's: every list read of the comments is held by the simulated
 * GitHub until the test lets it go, and the deletion happens while the page-2 read is held.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, ISSUE, useWorld } from './helpers/attack-world.ts';

const w = useWorld(86_500);
const LIST = /\/issues\/5\/comments$/;

/** Holds each list read of the comments in turn; while the first page-2 read is held, one older comment is deleted. */
function deleteOneWhilePage2IsRead(): { stop: () => void; deleted: () => boolean } {
  let stopped = false;
  let seen = w.github.requests.length;
  let release: () => void = () => undefined;
  let deleted = false;
  const arm = (): void => {
    const held = new Promise<void>((resolve) => (release = resolve));
    w.github.faults.push({ method: 'GET', path: LIST, status: 200, until: held });
  };
  arm();
  const tick = (): void => {
    if (stopped) return;
    const fresh = w.github.requests.slice(seen);
    const at = fresh.findIndex((r) => r.method === 'GET' && LIST.test(r.url.split('?')[0] ?? ''));
    if (at >= 0) {
      seen += at + 1;
      if (!deleted && /[?&]page=2(&|$)/.test(fresh[at]?.url ?? '')) {
        deleted = true;
        const noise = w.github.comments.findIndex((c) => c.body.startsWith('noise'));
        w.github.comments.splice(noise, 1);
      }
      const letGo = release;
      arm();
      letGo();
    }
    setTimeout(tick, 2);
  };
  tick();
  return {
    deleted: () => deleted,
    stop: () => {
      stopped = true;
      release();
      w.github.faults.length = 0;
    },
  };
}

describe("a comment deleted while the step pages through the pull request's comments", () => {
  it('a push run still finds its job and tells it the push; it never starts a second job', async () => {
    await w.start();
    // 100 earlier comments fill page 1: the action's own comment is the first of page 2.
    for (let i = 0; i < 100; i++) w.github.addComment(ISSUE, `noise ${i}`, 'reader');
    const opened = await w.opened();
    expect(opened.outputs.outcome).toBe('completed');
    expect(w.starts()).toHaveLength(1);

    w.push(HEADS[1]);
    const shift = deleteOneWhilePage2IsRead();
    let pushed;
    try {
      pushed = await w.synchronize();
    } finally {
      shift.stop();
    }
    expect(shift.deleted()).toBe(true);
    expect(pushed.outputs.outcome).toBeTruthy();
    // One job for the pull request, told the push once.
    expect({ starts: w.starts().length, told: w.messages().length, jobId: pushed.outputs['job-id'] }).toEqual({
      starts: 1,
      told: 1,
      jobId: 'job-started-1',
    });
  });
});
