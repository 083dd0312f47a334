/**
 * Was broken: a force-push back to a head the job was told before is "already told about this head"
 * (step/pull-request-state.ts toldOnHeadsCheckRun): the head's old check run says it was told
 * that head once, and that wins over the comment's record that the job was told a NEWER head
 * since. The job never hears that the newer commits were dropped.
 *
 * How a user meets it: the job is told push H1, then push H2 (which adds `--other`). The author
 * force-pushes back to H1 (dropping H2). The push's own run reads the comment (last told: H2),
 * sees H1's check run from the earlier turn, takes H1 as the head last told, and ends
 * "Nothing new for job ... already told about this head": the docs keep documenting `--other`,
 * which no longer exists. Per docs/pull-request.md a force-push "rewrote the history: the job is
 * told so".
 *
 * What should happen instead: the check run's record stands in for the comment only when the
 * comment's record is older than it (a comment write that was refused), not when the comment
 * records a later head; this push tells the job the history was rewritten since H2, once.
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY } from '../sim/pull-request.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(950_000);
const pull = () => w.pulls[`${PR_REPOSITORY}#5`] as unknown as { commits: string[]; head: { sha: string } };

describe("a force-push back to a head the job was told before, by the push's own run", () => {
  it('tells the job the history was rewritten', async () => {
    pull().commits = [HEADS[0]];
    await w.prRun('opened', HEADS[0]);
    w.clock.service = 61_000;
    pull().commits = [HEADS[0], HEADS[1]];
    await w.prRun('synchronize', HEADS[1]);
    w.clock.service = 200_000;
    pull().commits = [HEADS[0], HEADS[1], HEADS[2]];
    await w.prRun('synchronize', HEADS[2]);
    expect(w.messages()).toHaveLength(2);
    expect(w.messages()[1]).toContain('Add the --other option');
    w.clock.service = 400_000;
    pull().commits = [HEADS[0], HEADS[1]];
    const back = await w.prRun('synchronize', HEADS[1]);
    expect(back.exitCode).toBe(0);
    expect(back.log.join('\n')).not.toContain('already told about this head');
    expect(w.messages()).toHaveLength(3);
    expect(w.messages()[2]).toContain(`was rewritten since ${HEADS[2]}`);
  });
});
