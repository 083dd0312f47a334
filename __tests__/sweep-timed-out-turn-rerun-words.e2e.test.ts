/**
 * Was broken (a GitLab helper, and so on GitHub): a let-go turn the sweep finished as timed out
 * said "Re-running the workflow sends the prompt again and starts a second job: with no pull
 * request comment or check run there is no record to resume from", though the sweep had just read
 * the turn's record there, and a re-run of its run resumes the job.
 *
 * What should happen instead: the re-run words of a turn whose record is kept: a re-run waits for
 * this same job and does not send again.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { deadlinesPassed } from './helpers/deadlines-passed.ts';
import { useSameRepositoryWorld } from './helpers/same-repository-world.ts';

jest.setTimeout(300_000);
const w = useSameRepositoryWorld();

describe('a let-go turn the sweep finishes as timed out', () => {
  it('says a re-run resumes the job, never that it starts a second one', async () => {
    w.sim.service().holdJobs(true);
    await w.pr(5, 'opened');
    deadlinesPassed(
      w.github.comments.find((c) => c.body.includes('<!-- wait-for-agent-job') && c.issue.endsWith('#5')),
      Date.now(),
    );
    const sweep = await w.sweep();
    expect(sweep.exitCode).toBe(0);
    const comment = w.comment(5);
    expect(comment).toContain('Timed out');
    expect(comment).not.toContain('starts a second job');
    expect(comment).toContain('Re-running the workflow waits for this same job; it does not send again.');
  });
});
