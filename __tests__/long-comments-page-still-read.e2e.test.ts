/**
 * Was broken: anyone who can comment on a pull request can post 100 comments of 65,536 CJK
 * characters (each within GitHub's limit, about 192 KiB as the API's UTF-8 JSON sends it); the
 * page of 100 then passes the GitHub client's 16 MiB bound, the step can no longer read the
 * comments that hold its job's record, and every later push is "Nothing sent: the job could not be
 * found", said as "GitHub answered with something that is not a list".
 *
 * Now, as promised: docs/pull-request.md "Lists are read to their end (at most 100 pages of 100)"
 * and its table "holds more than 1,000 comments on the pull request | every page is read; the
 * step's comment is found"; README "a push tells it what changed (`on-push`)".
 */
/**
 * src/github/octokit.ts bounds an answer at MAX_GITHUB_BODY_BYTES (16 MiB), "a page of 100
 * comments of up to 65,536 characters each, with room to spare": room only for one byte a
 * character. GitHub counts a comment's 65,536 in characters; a CJK character is three bytes of
 * UTF-8 (an emoji four), so 86 such comments on one page pass 16 MiB. The bound cuts the answer,
 * the list reads as "not a list", and the push run ends `nothing-new` with the push untold. The
 * warning says "The next event or a re-run tries again", but every next event meets the same page:
 * for as long as the comments stay, no push and no `/docs` reaches the job. An outsider on a public
 * repository needs no permission for it, and a team writing in Chinese or Japanese with a bot that
 * posts long reports gets there by itself.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, ISSUE, useWorld } from './helpers/attack-world.ts';

const w = useWorld(93_000);
const [, H2] = HEADS;

/** GitHub's largest comment, in characters: 65,536. */
const LONGEST = 65_536;

describe('a page of comments each as long as GitHub allows, in a script of three bytes a character', () => {
  it('still lets the push reach the job its record names', async () => {
    await w.start();
    const opened = await w.opened();
    expect(opened.outputs.outcome).toBe('completed');
    expect(w.starts()).toHaveLength(1);
    // A visitor's comments: one page of them, each within GitHub's limit.
    const long = '文'.repeat(LONGEST);
    for (let i = 0; i < 100; i++) w.github.addComment(ISSUE, long, 'visitor');
    w.push(H2);
    const run = await w.synchronize();
    // Was: no message: "Nothing sent: the job could not be found", outcome nothing-new.
    expect({ starts: w.starts().length, messages: w.messages().length, job: run.outputs['job-id'] }).toEqual({
      starts: 1,
      messages: 1,
      job: 'job-started-1',
    });
    // Was: "could not be read (GitHub answered with something that is not a list)": it was a list.
    expect(run.log.filter((line) => line.includes('not a list'))).toEqual([]);
    expect(run.annotations.filter((a) => a.message.includes('not a list')).map((a) => a.message)).toEqual([]);
  });
});
