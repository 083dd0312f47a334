/**
 * The admin key pasted in the wrong input: `project-id` and `api-key` swapped, as the dashboard's
 * API keys page shows both side by side. The action knows the key's shape (its own 401 advice says
 * "an admin API key (mint_...)"), and the command line hides a `mint_` value pasted in any flag
 * (src/cli/main.ts commandLineSecrets): any value of a secret's format is hidden as a secret is,
 * on the bundled action's log, error annotation and job summary.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { DEMO_API_KEY, DEMO_PROJECT_ID } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

describe('the admin key pasted as project-id', () => {
  it('is shown on no surface', async () => {
    const run = await sim.act({ 'job-id': 'job-x', 'project-id': DEMO_API_KEY, 'api-key': DEMO_PROJECT_ID });
    expect(run.exitCode).toBe(1);
    const text = [
      ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
      run.stderr,
      JSON.stringify(run.outputs),
      run.summary,
    ].join('\n');
    expect(text.split('\n').filter((line) => line.includes(DEMO_API_KEY.slice(0, 11)))).toEqual([]);
  });
});
