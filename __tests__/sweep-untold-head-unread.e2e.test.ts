/**
 * Was broken: when the sweep cannot read the pull request's head (GitHub 502/429/403 on
 * GET /pulls/{n}) while deciding whether the job was told it (sweep/finish.ts untoldHead), it logs
 * "the label stays, and the next sweep reads it again" (docs/sweep.md: "a head it cannot read keeps
 * the label for the next sweep"). But the same sweep has already settled every pending turn, and
 * the untold turn is recorded nowhere: the next sweep finds no pending record, takes the label off
 * ("no pending record of the action's"), and never reads the head again. The push is never told.
 *
 * How a user meets it: a push lands while the let-go job works and its run is cancelled while
 * pending (or killed); GitHub answers the sweep's read of the pull request with 502 a few times.
 * The next sweep (GitHub well again) drops the label; the push's news never reaches the job and
 * the head never gets its check run.
 *
 * What should happen instead: what keeps the label also keeps something the next sweep reads (the
 * turn left pending, or the untold head recorded), so the next sweep tells the head, once.
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY } from '../sim/pull-request.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(960_000);

describe("a sweep that cannot read the pull request's head when it looks for an untold one", () => {
  it('the next sweep reads it again and tells it', async () => {
    await w.prRun('opened', HEADS[0]);
    w.pulls[`${PR_REPOSITORY}#5`]!.head.sha = HEADS[1]; // a push whose run never came
    w.clock.service = 61_000;
    w.github.faults.push({
      method: 'GET',
      path: /\/pulls\/5$/,
      status: 502,
      body: { message: 'Bad gateway' },
      times: 5,
    });
    const first = await w.sweep();
    expect(first.exitCode).toBe(0);
    const said = [...first.log, ...first.annotations.map((a) => a.message)].join('\n');
    expect(said).toContain('its turns stay pending, and the next sweep reads it again');
    expect(w.labelled()).toBe(true);
    w.github.faults.splice(0); // GitHub is well again
    const next = await w.sweep();
    expect(next.exitCode).toBe(0);
    expect(next.log.join('\n')).not.toContain('no pending record');
    expect(w.messages()).toHaveLength(1);
    expect(w.messages()[0]).toContain('Add the --flag option');
    expect(w.checkRunsOf(HEADS[1])).toHaveLength(1);
  });
});
