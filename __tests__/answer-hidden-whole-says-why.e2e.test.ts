/**
 * Was broken: a service answer holding pieces of the admin key across two of its fields (six
 * characters in `model`, the next six in `createdAt`) is hidden whole, rightly; but each poll then
 * said "the response has no job status", and the step timed out naming the network and any proxy.
 * Now each failed read says the answer held a secret of the step and was hidden, and names
 * 'base-url'.
 */
import { describe, expect, it } from '@jest/globals';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService();

describe('an answer hidden whole for the pieces of a secret across its fields', () => {
  it('says so on each read, and never shows a piece', async () => {
    const job = { status: 'completed', model: DEMO_API_KEY.slice(8, 14), createdAt: DEMO_API_KEY.slice(14, 20) };
    sim.service().setJob('job-echo', [{ job }]);
    const run = await sim.act({ 'job-id': 'job-echo', timeout: '2s' });
    expect(run.outputs.outcome).toBe('timed-out');
    expect(run.stdout).toMatch(/Request 1 failed: the response holds a secret of this step .* check 'base-url'/);
    expect(run.stdout).not.toContain('the response has no job status');
    const shown = [run.stdout, run.stderr, run.summary]
      .join('\n')
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n');
    expect(shown).not.toContain(DEMO_API_KEY.slice(8, 14));
    expect(shown).not.toContain(DEMO_API_KEY.slice(14, 20));
  });
});
