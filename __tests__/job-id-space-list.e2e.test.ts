/**
 * Was broken: several job ids separated by spaces (`job-id: ${{ steps.a.outputs.job-id }} ${{
 * steps.b.outputs.job-id }}`, the one-line way a new user joins two outputs) are refused as one id
 * with "ids hold only letters, digits, ... Check the expression that sets it.": the error never
 * says the fix, that several ids are separated by commas or line breaks (action.yml, README
 * "Several jobs"). The user is sent to check expressions that are each right.
 *
 * How a user meets it: README's "Wait for several jobs in one step" uses a `|` block; a user
 * writes the two expressions on one line, with a space between, and gets an error about the
 * characters an id may hold.
 *
 * What should happen instead: as `paths` does for a comma list on one line, an error that names
 * 'job-id' and the fix: separate the ids by commas or line breaks (or the ids are read as a list).
 */
import { describe, expect, it, jest } from '@jest/globals';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

describe("'job-id' with two ids separated by a space", () => {
  it('says to separate them by commas or line breaks (or waits for both)', async () => {
    const run = await sim.act({ 'job-id': 'job-pr job-no-pr' });
    const error = run.annotations.find((a) => a.command === 'error')?.message ?? '';
    const waitedForBoth = run.outputs.outcome !== 'error' && JSON.parse(run.outputs.results || '[]').length === 2;
    const namesTheFix = error.includes("'job-id'") && /comma|line break/i.test(error);
    expect({ error, waitedForBothOrNamesTheFix: waitedForBoth || namesTheFix }).toEqual({
      error,
      waitedForBothOrNamesTheFix: true,
    });
  });
});
