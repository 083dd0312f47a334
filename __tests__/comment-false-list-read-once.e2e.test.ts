/**
 * Was broken: with `comment: false` and a `check-name` (the docs' recipe for a matrix's legs), any
 * run on a head whose check run records the job (a label, a reopen, a force-push back to that
 * head) warns that "GitHub's list of the pull request's comments lacks one that is there" and that
 * the comments "could not be read", and starts nothing, though the action writes no comment at
 * all; before f892174 such a push started a new job as documented.
 *
 * Now, as promised: docs/pull-request.md "Where the job is found ... with `comment: false` there
 * is none to read, so every push starts a new job, as with `new-job`"; README `comment`: "`false`:
 * none".
 */
import { describe, expect, it } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { NO_RECORD_KEPT } from '../src/pull-request/decide.ts';
import { HEADS, ISSUE, useWorld } from './helpers/attack-world.ts';

// The matrix recipe: no comment, a check run of the leg's own name.
const w = useWorld(1_540_000, { comment: 'false' });

const warnings = (run: ActionRun): string =>
  run.annotations
    .filter((a) => a.command === 'warning' || a.command === 'error')
    .map((a) => a.message)
    .join('\n');

describe("comment: false with a check-name: the head's check run records the job, no comment exists", () => {
  it('a push back to a head told before starts a new job, as every push does with comment: false', async () => {
    await w.start();
    const opened = await w.opened();
    expect(opened.outputs.outcome).toBe('completed');
    expect(w.github.comments.filter((c) => c.issue === ISSUE)).toHaveLength(0);
    // The head's check run carries the signed record of job-started-1.
    expect(w.checkRunsOn(HEADS[0])[0]?.external_id).toMatch(/^wait-for-agent-job\./);

    w.push(HEADS[1]);
    const pushed = await w.synchronize();
    expect(pushed.outputs.outcome).toBe('completed');
    expect(w.starts()).toHaveLength(2);
    // Said as what it is (a helper found "No job was started on this pull request", which was false).
    expect(pushed.stdout).toContain(NO_RECORD_KEPT);
    expect(pushed.stdout).not.toContain('No job was started on this pull request');

    // The author force-pushes the first head back.
    w.push(HEADS[0]);
    const back = await w.synchronize();
    // Fails: "nothing-new", with a warning that the comments could not be read; no job started.
    expect({ outcome: back.outputs.outcome, starts: w.starts().length }).toEqual({ outcome: 'completed', starts: 3 });
    expect(warnings(back)).not.toMatch(/lacks one that is there|could not be read/);
    w.invariants();
  });

  it("a label's run does not warn that GitHub's comment list lacks a comment the action never writes", async () => {
    await w.start();
    await w.opened();
    expect(w.github.comments.filter((c) => c.issue === ISSUE)).toHaveLength(0);
    const labeled = await w.prEvent('labeled');
    expect(labeled.exitCode).toBe(0);
    // Fails: ::warning::The pull request's comments, where its job is recorded, could not be read (GitHub's
    // list of the pull request's comments lacks one that is there (...)) ... The next event or a re-run tries again.
    expect(warnings(labeled)).not.toMatch(/lacks one that is there|could not be read/);
    expect(labeled.stdout).not.toContain('lacks one that is there');
    w.invariants();
  });

  it('a /docs command says why it starts a new job: no record is kept, not that none was started', async () => {
    await w.start();
    await w.opened();
    const commanded = await w.comment('/docs mention the flag', 'lead');
    expect(commanded.exitCode).toBe(0);
    expect(w.starts()).toHaveLength(2);
    expect(commanded.stdout).toContain(`${NO_RECORD_KEPT}: this command starts the job with its message.`);
    expect(commanded.stdout).not.toContain('No agent job was started on this pull request');
    w.invariants();
  });
});
