/**
 * Was broken: with `wait: sweep`, a `/docs` command that comes while the job is busy is queued
 * by its own run, as docs/sweep.md (2.) describes: "nothing is sent, and a `/docs` command keeps no
 * claim (👀), so the sweep can send it". Its run ends normally ("Job ... is busy, so nothing is sent
 * now: a sweep ... sends this follow-up once it is not"). The sweep that then sends it logs:
 *   "The command of lead (comment N) was not sent by its own run (cancelled while pending, or
 *    stopped): this run sends it."
 * (src/step/unanswered-command.ts, `sendAsItsOwnRun`, the line built at about line 193.) Nothing
 * was cancelled or stopped: the run queued it on purpose, and the same sweep's next line says so
 * ("sent job ... the follow-up queued while it was busy").
 *
 * How a user meets it: every queued `/docs` command on a let-go pull request. Reading the sweep's
 * log after a command was answered late, a maintainer is told the command's run was cancelled or
 * stopped, and goes looking for a cancelled workflow run or a runner problem that never happened.
 *
 * What should happen instead: "every message says what happened": the sweep names the command
 * as queued while the job was busy (the cause its own run gave), and keeps "cancelled while
 * pending, or stopped" for a command whose run really did not answer it.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(3_610_000);

describe('a /docs command its own run queued while the job was busy, sent by the sweep', () => {
  it('is not said to have had its run cancelled or stopped', async () => {
    const opened = await w.prRun('opened', HEADS[0]);
    expect(opened.outputs.outcome).toBe('started');
    const { run: command } = await w.commandRun('/docs add an example');
    expect(command.exitCode).toBe(0);
    // Its own run queued it, on purpose, and said so.
    expect(command.stdout).toContain('is busy, so nothing is sent now');
    expect(w.messages()).toEqual([]);

    w.clock.service += 120_000;
    const sweep = await w.sweep();
    expect(sweep.exitCode).toBe(0);
    expect(w.messages()).toEqual(['add an example']);
    expect(sweep.stdout).toContain('the follow-up queued while it was busy');
    // Observed: "The command of lead (comment 1003) was not sent by its own run (cancelled while
    // pending, or stopped): this run sends it."
    expect(sweep.stdout + sweep.summary).not.toContain('cancelled while pending, or stopped');
  });
});
