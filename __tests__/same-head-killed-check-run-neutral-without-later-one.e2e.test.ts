/**
 * Was broken: the uncommitted change to src/pull-request/abandoned-check.ts lets a later run on the
 * SAME head finish a killed turn's "Docs agent" check run as `neutral`, saying "A later 'Docs agent'
 * check run of this commit shows the job." It does so whether or not that later run has a check
 * run there: src/pull-request/surfaces.ts writeBoth calls finishAbandonedCheckRun after
 * writeCheckRun on every ending, without looking at whether the write went through (`done`). When
 * the /docs run's own check run cannot be created (GitHub answers the POST with 500s), the head is
 * left with ONE "Docs agent" check run, the killed turn's, completed `neutral` and claiming a later
 * one shows the job. A required check reads `neutral` as passing: the pull request can be merged
 * with no check run showing what the job did.
 *
 * How a user meets it: the opened run is cancelled or its runner lost while the agent works;
 * nobody pushes; the author comments `/docs ...` on a day GitHub refuses the check-run create.
 * The required "Docs agent" check turns from pending to passed (neutral), and its text points to a
 * later check run that does not exist.
 *
 * What should happen instead: a run finishes a killed turn's check run on its own head only when
 * its own newer check run is there to show the job (else it leaves it, or takes it over, as
 * docs/pull-request.md's "The head's check run has one owner" says); no check run's words claim a
 * later check run that was never written.
 */
import { describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { HEADS, useWorld } from './helpers/attack-world.ts';
import { until } from './helpers/until.ts';

const w = useWorld(3_530_000);

describe('a killed turn on the head, then a /docs run whose own check run cannot be created', () => {
  it('does not finish the killed check run neutral, pointing to a later one that is not there', async () => {
    await w.start();
    w.sim.service().holdJobs(true);
    let child: ChildProcess | undefined;
    const opened = w.prEvent('opened', {}, {}, (c) => (child = c));
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

    // GitHub refuses every check-run create of the next run.
    w.github.faults.push({ method: 'POST', path: /\/check-runs$/, status: 500, times: 50 });
    const command = await w.comment('/docs add an example', 'lead');
    expect(command.outputs.outcome).toBe('completed');

    const runs = w.checkRunsOn(HEADS[0]);
    const shown = runs.map((c) => [c.id, c.status, c.conclusion ?? null, c.output.title ?? null]);
    // Observed: [[1000, "completed", "neutral", "Its run ended before it finished"]]: the only check
    // run of the head, passing a required check, its summary naming "A later 'Docs agent' check run".
    const claimsLater = runs.filter((c) =>
      /A later .*check run of this commit shows the job/.test(String(c.output.summary)),
    );
    const later = runs.filter((c) => c.id !== runs[0]?.id);
    expect({ shown, claimsLater: claimsLater.length > 0 && later.length === 0 }).toEqual({
      shown: expect.anything(),
      claimsLater: false,
    });
  });
});
