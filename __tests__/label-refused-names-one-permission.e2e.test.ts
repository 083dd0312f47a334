/**
 * The same-repository recipe without `issues: write` (the label write refused 403): the warning
 * names the one permission the label needs, never pull-requests: write, which the recipe grants.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { useSameRepositoryWorld } from './helpers/same-repository-world.ts';

jest.setTimeout(300_000);
const w = useSameRepositoryWorld();

describe('the pending label refused', () => {
  it('names one permission', async () => {
    w.github.faults.push({
      method: 'POST',
      path: /labels/,
      status: 403,
      body: { message: 'Resource not accessible by integration' },
      times: 50,
    });
    const { run } = await w.pr(5, 'opened');
    const warning = run.annotations.find((a) => a.message.includes('agent-job-pending'))?.message ?? '';
    expect(warning).toContain('issues: write');
    expect(warning).not.toContain('it needs pull-requests: write');
  });
});
