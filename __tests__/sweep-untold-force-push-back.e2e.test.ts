/**
 * Was broken: the sweep's untold-head turn (sweep/finish.ts untoldHead, sweep/queued.ts sentEarlier)
 * takes ANY message record on the head's check run as "sent by an earlier sweep" (`same` is true
 * for every untold turn), so a force-push back to a head the job was told earlier is never told.
 *
 * How a user meets it: the job is told push H1, then push H2 (each by its own run). The author
 * force-pushes back to H1 (drops H2's commit), and that push's run is cancelled while pending /
 * killed. The sweep that finishes the job finds the head H1 untold by any pending turn and makes
 * its own turn for it; sentEarlier then finds the H1 push run's settled check-run record (a
 * message to the job, months-old for all it knows) and adopts it: the log says "was sent by an
 * earlier sweep ... it is recorded now, not sent again" (false: no sweep ever sent it), the H1
 * check run is re-opened for a turn that sent nothing, and the job keeps documenting the dropped
 * `--other` option. The job was last told H2; the pull request's head is H1: it owes the job the
 * rewrite (compare H2...H1 is not linear: "The history ... was rewritten").
 *
 * What should happen instead: an earlier send is adopted only when it is this untold turn's own
 * (a record an earlier attempt of a sweep wrote for a head newer than the one the job was last
 * told), and the job is told the history was rewritten, once. (The decision the turn then takes
 * also needs found-force-push-back-told-before's fix: toldOnHeadsCheckRun makes the same mistake.)
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY } from '../sim/pull-request.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(940_000);
const pull = () => w.pulls[`${PR_REPOSITORY}#5`] as unknown as { commits: string[]; head: { sha: string } };

describe('a force-push back to a head the job was told before, its own run never came', () => {
  it('the sweep tells the job the history was rewritten, and claims no earlier sweep sent it', async () => {
    pull().commits = [HEADS[0]];
    await w.prRun('opened', HEADS[0]);
    w.clock.service = 61_000;
    pull().commits = [HEADS[0], HEADS[1]];
    await w.prRun('synchronize', HEADS[1]); // tells H1, lets go
    w.clock.service = 200_000;
    pull().commits = [HEADS[0], HEADS[1], HEADS[2]];
    await w.prRun('synchronize', HEADS[2]); // tells H2, lets go
    expect(w.messages()).toHaveLength(2);
    // The author force-pushes back to H1; that push's run never comes.
    w.clock.service = 400_000;
    pull().commits = [HEADS[0], HEADS[1]];
    pull().head.sha = HEADS[1];
    const swept = await w.sweep();
    expect(swept.exitCode).toBe(0);
    // No sweep ever sent a turn for H1: saying so is false.
    expect(swept.log.join('\n')).not.toContain('was sent by an earlier sweep');
    // The job was last told H2; H2's commit is gone: the job is told, once.
    expect(w.messages()).toHaveLength(3);
    expect(w.messages()[2]).toContain('was rewritten since');
    expect(w.messages()[2]).toContain(`its head is now ${HEADS[1]}`);
  });
});
