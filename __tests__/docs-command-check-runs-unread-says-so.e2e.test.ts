/**
 * Was (a helper's trial): a `/docs` command on a pull request the action never commented on (its
 * opened run had nothing to do), while GitHub failed the pull request's commit list or the head's
 * check runs: the run rightly started nothing (the job may be recorded there), but its reply and
 * log blamed the comments, which were read fine ("this pull request's comments, where the job is
 * recorded, could not be read"), and added "(the comment's updates had failed)", which never
 * happened.
 *
 * Now the words name what could not be read.
 */
import { describe, expect, it } from '@jest/globals';
import { useWorld } from './helpers/attack-world.ts';

const w = useWorld(95_000);

describe('a /docs command where the action never commented, a read of where the job may be recorded failing', () => {
  it.each([
    ["the pull request's commits", { method: 'GET', path: /\/pulls\/5\/commits$/, status: 502, times: 1000 }],
    ["the head's check runs", { method: 'GET', path: /\/commits\/1{40}\/check-runs$/, status: 502, times: 1000 }],
  ])('%s: the command is answered, naming what could not be read', async (_what, fault) => {
    await w.start();
    w.product.files = ['README.md'];
    await w.opened();
    w.github.faults.push(fault);
    const commented = await w.comment('/docs mention the new flag', 'lead');
    w.github.faults.length = 0;
    const replies = w.github.comments.map((comment) => String(comment.body)).join('\n');
    expect(replies).toContain('nothing was sent: the check runs that may record this pull request');
    expect(replies).not.toContain("this pull request's comments, where the job is recorded, could not be read");
    expect(w.log(commented)).not.toContain("the pull request's comments could not be read");
    expect(w.log(commented)).not.toContain("the comment's updates had failed");
    expect(w.starts()).toHaveLength(0);
    w.invariants();
  });
});
