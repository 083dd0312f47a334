/**
 * Was broken: a sweep given another api-key than the pull request's step (a second secret, or one
 * the service refuses) could verify none of the pending records, finished nothing, and passed:
 * "Swept 1 pull request: 0 jobs finished", exit 0, one warning saying "the next sweep tries
 * again", while the "Docs agent" check stayed in progress for good. A sweep whose own setup stops
 * it now fails, naming the fix; the first sweep with the step's key finishes the pull request.
 */
import { describe, expect, it } from '@jest/globals';
import { MINUTE, useSameRepositoryWorld } from './helpers/same-repository-world.ts';

const OTHER_KEY = 'mint_otherkey0123456789abcdefXYZ';
const w = useSameRepositoryWorld({ otherApiKeys: [OTHER_KEY] });

describe('a sweep with another api-key than the pull request step', () => {
  it.each([
    ['another valid key', OTHER_KEY],
    ['a key the service refuses', 'mint_refused0123456789abcdefXYZ'],
  ])('with %s: fails naming the fix, leaves the turn; the right key finishes it', async (_what, key) => {
    await w.pr(5, 'opened', {}, {}, { 'on-finish-dispatch': '' });
    w.t.now += 11 * MINUTE;
    const wrong = await w.sweep({ 'api-key': key });
    expect(wrong.exitCode).toBe(1);
    expect(wrong.outputs.outcome).toBe('error');
    const error = wrong.annotations.find((a) => a.command === 'error')?.message ?? '';
    expect(error).toContain("Give the sweep the same api-key as the pull request's step");
    expect(error).not.toContain('the next sweep tries again');
    expect(wrong.summary).toContain(
      'is not finished&#58; a record of this action is there that this api-key cannot verify',
    );
    expect(wrong.summary).not.toContain('the next sweep tries again');
    expect(w.checkRuns().filter((c) => c.includes('in_progress'))).toHaveLength(1);
    expect(w.labelled(5)).toBe(true);
    const right = await w.sweep();
    expect(right.exitCode).toBe(0);
    expect(right.outputs.outcome).toBe('completed');
    expect(w.checkRuns().filter((c) => c.includes('in_progress'))).toHaveLength(0);
    const shown = (run: typeof wrong) => run.stdout.replace(/^::add-mask::.*$/gm, '') + run.summary;
    for (const run of [wrong, right]) expect(shown(run)).not.toContain(key);
  });
});
