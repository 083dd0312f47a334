/**
 * A sweep whose `timeout` runs out before GitHub lists the pending pull requests fails, saying why
 * and what to do. Was broken: it ended `timed-out` with exit 0 and no line in the log, so a GitHub
 * that never answered left every scheduled sweep green while pending check runs stayed in progress.
 */
import { describe, expect, it } from '@jest/globals';
import { useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(944_000);

describe('a sweep whose listing GitHub never answers', () => {
  it('times out as a failure that names the listing and the fix', async () => {
    w.github.faults.push({ method: 'GET', path: /\/issues$/, status: 200, until: new Promise(() => {}), times: 100 });
    const run = await w.sweep({ timeout: '3s' });
    expect(run.outputs.outcome).toBe('timed-out');
    expect(run.exitCode).toBe(1);
    const failure = run.annotations.find((a) => a.command === 'error')?.message ?? '';
    expect(failure).toContain("The sweep's timeout ran out before GitHub listed the pull requests labelled");
    expect(failure).toContain("give it a longer 'timeout'");
  });
});
