/**
 * Was broken (a reviewer helper, the same-repository recipe, `wait: sweep`): a push queued while
 * the job worked (nothing sent: the run's own summary said "follow-up queued ... nothing was sent")
 * showed on the comment and the new head's check run as "⏳ Agent job job-started-1 is running
 * (follow-up)", a follow-up that did not exist.
 *
 * What should happen instead: both say the follow-up is queued for the job, to be sent once it is
 * not busy.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { H, MINUTE, useSameRepositoryWorld } from './helpers/same-repository-world.ts';

jest.setTimeout(300_000);
const w = useSameRepositoryWorld();

describe('a push queued while the job works', () => {
  it('is said queued, not running, on the comment and the check run', async () => {
    await w.pr(5, 'opened');
    w.t.now = 2 * MINUTE;
    const { run } = await w.push(5, H[1] as string);
    expect(run.summary).toContain('nothing was sent');
    expect(w.prompts()).toHaveLength(1);
    const heading = w.comment(5).split('\n')[0] ?? '';
    expect(heading).toContain('Follow-up queued for agent job job-started-1');
    expect(heading).not.toContain('is running (follow-up)');
    const onNewHead = w.github.checkRuns.filter((check) => check.head_sha === H[1]);
    expect(onNewHead.map((check) => check.output.title)).toEqual([
      'Follow-up queued for agent job job-started-1: sent once it is not busy',
    ]);
  });
});
