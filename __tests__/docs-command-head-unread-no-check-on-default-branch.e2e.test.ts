/**
 * Was broken (a helper trying GitHub on a bad day): a `/docs` run, whose commit is the default
 * branch's (issue_comment), while GitHub failed to give the pull request (its head unknown), wrote
 * the `Docs agent` check run on the run's own commit, the default branch's, said only in an info
 * line. No later run or sweep ever finished it: a yellow check on main's commit for good. The run
 * now writes no check run there and warns; the command is still sent, and the pull request's next
 * run writes the head's check run.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(99_000);
const DEFAULT_BRANCH = 'b'.repeat(40);

describe("a /docs run that cannot read the pull request's head", () => {
  it('writes no check run on the default branch, warns, sends the command; the next push writes the head', async () => {
    await w.start();
    expect((await w.opened()).outputs.outcome).toBe('completed');
    w.github.faults.push({ method: 'GET', path: /\/pulls\/5$/, status: 500, body: '', times: 30 });
    const commanded = await w.comment('/docs add an example', 'lead');
    expect(w.messages()).toEqual([expect.stringContaining('add an example')]);
    expect(w.github.checkRuns.filter((r) => r.head_sha === DEFAULT_BRANCH)).toEqual([]);
    expect(commanded.annotations.map((a) => a.message).join('\n')).toContain(
      "Could not read the pull request's head commit, so this run writes no check run",
    );
    w.github.faults.length = 0;
    w.push(HEADS[1]);
    await w.synchronize();
    expect(w.checkRunsOn(HEADS[1]).map((r) => r.status)).toEqual(['completed']);
    expect(w.github.checkRuns.filter((r) => r.head_sha === DEFAULT_BRANCH)).toEqual([]);
  });
});
