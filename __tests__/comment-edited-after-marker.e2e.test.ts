/**
 * Was broken: the action's own comment, edited by a person who adds a line at its end (or a word after
 * the hidden marker), is read as "no job on this pull request": `markerOf` in
 * `src/pull-request/record.ts` looks only at the body's last line, so `readCommentRecords` and
 * `unverifiedRecord` both see nothing, `startIn`/`findStartedJob` (`src/pull-request/comment.ts`)
 * report no start and no doubt, and the push's run starts a SECOND job with the prompt and posts a
 * SECOND comment.
 *
 * How a user meets it: a maintainer edits the bot's "Docs agent" comment on the product pull
 * request to add a note at the bottom ("Edited: see also #7"), which GitHub allows anyone with
 * write access to do; the hidden marker, an HTML comment, is then no longer the last line. The
 * next push runs the README's workflow.
 *
 * Was: the push's run logs "No job was started on this pull request by this action yet. This
 * run starts a new job with the prompt.", starts job 2 (two starts), tells the first job nothing,
 * and the pull request carries two comments of the action.
 *
 * What should happen instead: docs/pull-request.md: "Comments that cannot be read, or a record the
 * api-key cannot verify, are never taken for 'no job': only a pull request just opened starts one
 * then; any other event warns, sends nothing and ends `nothing-new`"; README: "One job for the pull
 * request's life ... a push tells it what changed"; the comment is "updated in place and never adds
 * a second one". The push is told to the pull request's job (or, at worst, the run warns and starts
 * nothing); never a second job and a second comment.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(614_000);

describe("the action's comment edited by a person after its hidden marker", () => {
  for (const [name, edit] of [
    ['a line added at the end', (body: string) => `${body.trimEnd()}\n\nEdited: see also #7.`],
    ['a word added after the marker', (body: string) => `${body.trimEnd()} thanks`],
  ] as const)
    it(`${name}: the next push starts no second job and adds no second comment`, async () => {
      await w.start();
      expect((await w.opened()).outputs.outcome).toBe('completed');
      const ours = w.github.comments.filter((c) => c.user.login === 'github-actions[bot]');
      expect(ours).toHaveLength(1);
      ours[0]!.body = edit(ours[0]!.body);
      w.push(HEADS[1]);
      const pushed = await w.synchronize();
      expect({
        starts: w.starts().length,
        comments: w.github.comments.filter((c) => c.user.login === 'github-actions[bot]').length,
        log: pushed.log.filter((l) => /No job was started/.test(l)),
      }).toEqual({ starts: 1, comments: 1, log: [] });
    });
});
