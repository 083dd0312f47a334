/**
 * Was broken: an untold head's turn whose comment record GitHub refuses leaves its check run in_progress for good.
 *
 * The defect: a sweep finishing a let-go job with nothing queued tells the job an untold head (a push
 * whose run never came) as a turn of its own run (sweep/finish.ts untoldHead). It first settles the
 * job's own pending turn in the comment, sends the push's news, then writes the turn's record: the
 * head's check run first (in_progress, with the record), then the comment. When GitHub refuses the
 * comment write (502 on every try) the sweep warns "the next sweep reads it as still queued", but
 * nothing was ever queued for an untold turn: the comment holds no pending record, so the next sweep
 * takes the label off ("no pending record") and never looks at the head's check run again.
 *
 * How a user meets it: `wait: sweep`; a push lands while the job works and its run is cancelled
 * while pending; GitHub has a bad minute when the sweep records the follow-up it sent. The head's
 * `Docs` check run stays in_progress forever (a required check blocks the merge), the job's
 * answer to the push is never reported, and the label is gone.
 *
 * What should happen instead (docs/sweep.md: "a check run is never left in progress with no
 * record"; the next run of any kind finishes what a run left): the next sweep, GitHub well again,
 * finishes the head's turn (as sentEarlier adopts a queued turn's check-run record), and the
 * check run ends.
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY } from '../sim/pull-request.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(1_510_000);

describe("an untold head's turn whose comment record GitHub refuses", () => {
  it('is finished by a later sweep: its check run does not stay in_progress', async () => {
    await w.prRun('opened', HEADS[0]);
    w.pulls[`${PR_REPOSITORY}#5`]!.head.sha = HEADS[1]; // a push whose run never came
    w.clock.service = 61_000;
    // The claim's naming and the job's own turn are written; every comment write after answers 502.
    w.failRecordWrites();
    const first = await w.sweep();
    expect(first.exitCode).toBe(0);
    // The untold head's turn is recorded as queued before anything is sent; a write refused after
    // it leaves every turn pending, nothing sent yet.
    expect(w.messages().length).toBeLessThanOrEqual(1);
    w.github.faults.splice(0); // GitHub is well again
    // The job ends its answer to the push; the schedule runs, twice.
    w.clock.service = 400_000;
    await w.sweep();
    w.clock.service = 800_000;
    const last = await w.sweep();
    expect(last.exitCode).toBe(0);
    expect(w.messages()).toHaveLength(1);
    // Was: still 'in_progress' — no sweep ever reads it again, and the label is off.
    expect(w.checkRunsOf(HEADS[1]).map((run) => run.status)).not.toContain('in_progress');
  });
});
