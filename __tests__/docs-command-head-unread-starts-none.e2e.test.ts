/**
 * Was broken (GitHub on a bad day, a helper's trial): while GitHub refused every write of the pull
 * request's comment, the job was recorded on the head's check run alone. A `/docs` comment's run
 * looks up the pull request's head to read those check runs; when that look-up failed (GET
 * /pulls/5 answered 502 through one read's retries), it took "no head" for "no job", said "No
 * agent job was started on this pull request yet" and started a second job.
 *
 * Now a head that cannot be looked up, where the comment names no job, is a doubt: nothing starts,
 * and the command waits for a run that can read it.
 */
import { describe, expect, it } from '@jest/globals';
import { useWorld } from './helpers/attack-world.ts';

const w = useWorld(72_000);

describe("a /docs command whose run cannot look up the head, while GitHub refuses the pull request's comment", () => {
  it.each([
    ['once (one read and its retries)', 4],
    ['for good', 1000],
  ])('%s: no second job starts', async (_how, times) => {
    await w.start([{ method: 'POST', path: /\/issues\/5\/comments$/, status: 502, times: 1000 }]);
    await w.opened();
    w.github.faults.push({ method: 'GET', path: /\/pulls\/5$/, status: 502, times });
    const commented = await w.comment('/docs mention the new flag', 'lead');
    expect(w.log(commented)).not.toContain('No agent job was started on this pull request yet');
    expect(w.starts()).toHaveLength(1);
    w.invariants();
  });
});
