/**
 * A queued turn given up after its day whose command GitHub refuses to answer for good (the
 * reactions read or the 😕 answered 403 or 401, no rate limit, or the 😕 422) is finished all the same: its
 * label comes off and the log names the refusal and the fix. Kept queued, it would keep the
 * pull request labelled and be asked about by every sweep forever. A rate limit still waits.
 */
import { describe, expect, it } from '@jest/globals';
import { useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(953_000);
const gone = { 'base-url': 'http://127.0.0.1:9' };
const refused = { status: 403, body: { message: 'Resource not accessible by integration' }, times: 100 };

async function givenUpWith(method: 'GET' | 'POST', fault: typeof refused & { headers?: Record<string, string> }) {
  const id = await w.commandTimedOutUnsent();
  w.clock.service = 200_000;
  await w.sweep(gone);
  w.deadlinesPassed();
  w.github.faults.push({ method, path: new RegExp(`/issues/comments/${id}/reactions$`), ...fault });
  return { id, last: await w.sweep(gone) };
}

describe('a given-up turn whose command GitHub refuses to answer', () => {
  it.each(['GET', 'POST'] as const)('is finished for good when %s on its reactions is refused', async (method) => {
    const { id, last } = await givenUpWith(method, refused);
    expect([w.labelled(), w.records().filter((record) => record.pending).length]).toEqual([false, 0]);
    expect(last.stdout).toMatch(
      new RegExp(
        `::warning::.*\\(comment ${id}\\).*could not be answered.*403.*pull-requests: write.*finished unanswered`,
      ),
    );
    expect(last.stdout).not.toMatch(/its turn stays queued/);
    expect(w.reactionsOn(id)).not.toContain('confused');
  });

  it('is finished for good when its 😕 is answered 422', async () => {
    const invalid = { ...refused, status: 422, body: { message: 'Validation Failed' } };
    const { id, last } = await givenUpWith('POST', invalid);
    expect([w.labelled(), w.records().filter((record) => record.pending).length]).toEqual([false, 0]);
    expect(last.stdout).toMatch(new RegExp(`::warning::.*\\(comment ${id}\\).*could not be answered.*422`));
  });

  it('stays queued under a rate limit, for the next sweep', async () => {
    const limited = { ...refused, body: { message: 'You have exceeded a secondary rate limit' } };
    const { last } = await givenUpWith('GET', limited);
    expect(last.stdout).toMatch(/its turn stays queued, and the next sweep tries again/);
    expect([w.labelled(), w.records().filter((record) => record.pending).length]).toEqual([true, 1]);
  });
});
