/**
 * Was broken: a person deletes the action's pull request comment while the step runs. Every later
 * write answered 404, the warning named a token permission to fix, `comment-url` linked the
 * deleted comment, and the record of the job was gone with it: the next push found no job.
 *
 * Now: an update still answered 404 after two pauses looks again; a comment the pull request no
 * longer lists was deleted, so it is written again as a new one, with the records the step read,
 * once. The warning says so; `comment-url` links the new one; the next push tells the same job.
 */
import { describe, expect, it } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { HEADS, ISSUE, useWorld } from './helpers/attack-world.ts';

const w = useWorld(97_100);
const ACTIONS = (): typeof w.github.comments =>
  w.github.comments.filter((c) => c.issue === ISSUE && c.body.includes('wait-for-agent-job'));

/** Holds the first update of a comment until the action's comment is deleted, then lets it go. */
function deleteAtFirstUpdate(): { stop: () => void; deleted: () => number | undefined } {
  let release: () => void = () => undefined;
  let deleted: number | undefined;
  let stopped = false;
  const held = new Promise<void>((resolve) => (release = resolve));
  w.github.faults.push({ method: 'PATCH', path: /\/issues\/comments\/\d+$/, status: 200, until: held });
  const tick = (): void => {
    if (stopped) return;
    const updating = w.github.requests.some((r) => r.method === 'PATCH' && /\/issues\/comments\/\d+/.test(r.url));
    const ours = ACTIONS()[0];
    if (updating && ours && deleted === undefined) {
      deleted = ours.id;
      w.github.comments.splice(w.github.comments.indexOf(ours), 1);
      release();
      return;
    }
    setTimeout(tick, 2);
  };
  tick();
  return {
    deleted: () => deleted,
    stop: () => {
      stopped = true;
      release();
    },
  };
}

describe("the action's comment deleted while the step runs", () => {
  it('is written again as a new comment, which comment-url links and the next push reads', async () => {
    await w.start();
    const deletion = deleteAtFirstUpdate();
    let opened: ActionRun;
    try {
      opened = await w.opened();
    } finally {
      deletion.stop();
    }
    const gone = deletion.deleted();
    expect(gone).toBeDefined();
    expect(opened.outputs.outcome).toBe('completed');
    const now = ACTIONS();
    expect(now).toHaveLength(1);
    expect(now[0]?.id).not.toBe(gone);
    expect(opened.outputs['comment-url']).toBe(now[0]?.html_url);
    expect(w.log(opened)).toContain('it was deleted while the step ran, and is written again as a new one');
    expect(w.log(opened)).not.toMatch(/pull-requests: write/);

    w.push(HEADS[1]);
    const pushed = await w.synchronize();
    expect({ starts: w.starts().length, told: w.messages().length, job: pushed.outputs['job-id'] }).toEqual({
      starts: 1,
      told: 1,
      job: 'job-started-1',
    });
    expect(ACTIONS()).toHaveLength(1);
    w.invariants();
  });
});
