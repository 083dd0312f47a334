/**
 * Was broken: a pull request run killed (SIGKILL: the runner lost, or a cancel past its grace)
 * while it waits for the job leaves the head's "Docs agent" check run `in_progress`. When the
 * pull request's next runs come on the SAME head (a `/docs` command that tells the job, then a
 * label run), none of them finishes it: the `/docs` run creates a second "Docs agent" check run
 * and finishes only that one. The killed run's check run stays `in_progress` for good.
 * finishAbandonedCheckRun (src/pull-request/abandoned-check.ts, `abandonedTurns`) only looks at
 * turns whose head differs from the current one (`record.head !== sha`), assuming a run on the
 * same head writes that check run; but a run only ever updates its own (findCheckRun,
 * src/pull-request/check-run.ts, matches `record.run === trigger.runId`) and creates a new one.
 *
 * How a user meets it: the opened run is cancelled or its runner lost while the agent works;
 * nobody pushes; the author comments `/docs ...`. The commit keeps a "Docs agent" check run
 * spinning forever next to the finished one, and no later run (push-less) ever stops it.
 *
 * What should happen instead: docs/pull-request.md ("The head's check run has one owner"): a run
 * "finishes one a turn left in progress when the workflow run that held it has ended (killed, or
 * crashed: read with `actions: read`), saying so", and "creates that head's check run when it has
 * none, or its newest is finished". The `/docs` run, whose token has `actions: read` and sees the
 * killed run completed, should finish (or take over) the killed turn's check run.
 */
import { describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { HEADS, useWorld } from './helpers/attack-world.ts';
import { until } from './helpers/until.ts';

const w = useWorld(3_510_000);

describe('a turn killed with its check run in progress, then a /docs on the same head', () => {
  it("the killed turn's check run does not stay in progress", async () => {
    await w.start();
    w.sim.service().holdJobs(true);
    let child: ChildProcess | undefined;
    const opened = w.prEvent('opened', {}, {}, (c) => (child = c));
    // The job is started, its check run in progress and the comment holds its record: the runner is lost.
    await until(
      () =>
        w.starts().length === 1 &&
        w.checkRunsOn(HEADS[0]).some((r) => r.status === 'in_progress' && /is running/.test(r.output.title ?? '')),
    );
    child?.kill('SIGKILL');
    expect((await opened).signal).toBe('SIGKILL');
    w.runs.length = 0;
    w.sim.service().holdJobs(false);
    w.sim.service().completeJob();

    // The pull request's next run is on the same head: a /docs command, which tells the job.
    const command = await w.comment('/docs add an example', 'lead');
    expect(command.outputs.outcome).toBe('completed');
    expect(w.messages().filter((m) => m.includes('add an example'))).toHaveLength(1);
    // Observed: [[1000, "in_progress", "Agent job job-started-1 is running"]] beside the /docs run's
    // own [1004, "completed", "success"].
    const left = w.checkRunsOn(HEADS[0]).filter((c) => c.status !== 'completed');
    expect(left.map((c) => [c.id, c.status, c.output.title])).toEqual([]);
    w.invariants();
  });
});
