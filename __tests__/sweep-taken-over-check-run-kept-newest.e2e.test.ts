/**
 * Was broken: with `wait: sweep`, a `/docs` queued behind a sent `/docs` on the same head takes
 * over that turn's check run, and the sweep that finishes the first turn then creates a second
 * `Docs` check run (`success`) on the head, newer than the in-progress one of the command now
 * sent, so the required check passes while the job works and stays `success` after that command's
 * job fails.
 *
 * Now, as promised: docs/pull-request.md "The head's check run has one owner": "GitHub takes the
 * newest check run of a name for a required check, so a second one ... would let the pull request
 * merge while the job still works"; docs/sweep.md: "a check run is never left in progress with no
 * record" / "a required check reads the newest".
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(7_330_000);

/** The check run a required check reads: the newest of the name on the head. */
const newest = () => [...w.checkRunsOf(HEADS[0])].sort((a, b) => b.id - a.id)[0];

describe('a /docs queued behind a sent /docs on the same head, finished by the sweep', () => {
  it("leaves the head's newest Docs check run the one of the turn the job works on", async () => {
    expect((await w.prRun('opened', HEADS[0])).outputs.outcome).toBe('started');
    w.clock.service = 61_000;
    await w.sweep();
    // A first command is sent (the job idle): its turn's check run is in progress for the sweep.
    const first = await w.commandRun('/docs first: the intro');
    expect(first.run.outputs.outcome).toBe('started');
    // A second command on the same head while the job works on the first: queued.
    w.clock.service = 70_000;
    const second = await w.commandRun('/docs second: an example');
    expect(second.run.log.join('\n')).toContain('is busy, so nothing is sent now');

    // The job ends the first command; the sweep finishes that turn and sends the second.
    w.clock.service = 200_000;
    expect((await w.sweep()).exitCode).toBe(0);
    expect(w.messages()).toEqual(['first: the intro', 'second: an example']);
    // The job works on the second command: the check run a required check reads must say so.
    expect({ status: newest()?.status, title: newest()?.output.title }).toEqual({
      status: 'in_progress',
      title: expect.stringContaining('is running'),
    });

    // The job fails on it: the sweep finishes that turn, and the required check must read the failure.
    w.clock.service = 400_000;
    w.sim.service().endLiveJobsAs('failed');
    expect((await w.sweep()).exitCode).toBe(0);
    expect({ status: newest()?.status, conclusion: newest()?.conclusion }).toEqual({
      status: 'completed',
      conclusion: 'failure',
    });
  });
});
