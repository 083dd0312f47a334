/**
 * Was broken: when the pull request's second job (started after the first failed) is recorded on
 * its head's check run only, and the next push tells it and records that in the comment, the push
 * after that takes the failed first job for the pull request's job again and starts a third job
 * beside the second.
 *
 * Now, as promised: docs/pull-request.md "One job for the pull request's life": "A product pull
 * request has one docs job: the newest one the action's own records on the pull request name,
 * whatever step or workflow wrote them"; "Where the job is found": "a start, a lost start or a
 * follow-up kept there is never taken for no job".
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY } from '../sim/pull-request.ts';
import { HEADS, useWorld } from './helpers/attack-world.ts';
import { SWEEP_COMPARISONS } from './helpers/sweep-world.ts';

const w = useWorld(97_300);
const [, H2, H3, H4] = HEADS;

describe('a new job kept on a check run only, told by the next push, then another push', () => {
  it('the last push tells the newest job and starts none', async () => {
    await w.start([], {
      comparisons: {
        ...SWEEP_COMPARISONS,
        [`${PR_REPOSITORY}:${H3}...${H4}`]: {
          commits: [{ sha: 'b'.repeat(40), message: 'Add the --third option' }],
          files: ['src/third.ts'],
        },
      },
    });
    // The first job fails.
    w.sim.service().endLiveJobsAs('failed');
    const opened = await w.opened();
    expect(opened.outputs).toMatchObject({ 'job-id': 'job-started-1', outcome: 'failed' });
    w.sim.service().endLiveJobsAs('completed');

    // A push starts a new job (the first failed) while GitHub fails every write of the comment:
    // the new job is recorded on H2's check run only.
    w.github.faults.push({ method: 'PATCH', path: /\/issues\/comments\/\d+$/, status: 502, times: 1000 });
    w.push(H2);
    const second = await w.synchronize();
    w.github.faults.length = 0;
    expect(second.outputs['job-id']).toBe('job-started-2');
    expect(w.checkRunsOn(H2).some((c) => c.external_id !== '')).toBe(true);

    // GitHub is well again. The next push finds job-started-2 on H2's check run and tells it.
    w.push(H3);
    const third = await w.synchronize();
    expect(third.outputs['job-id']).toBe('job-started-2');
    expect(w.messages()).toHaveLength(1);

    // One more push: job-started-2 is still the pull request's newest job.
    w.push(H4);
    const fourth = await w.synchronize();

    expect({
      starts: w.starts().length,
      jobId: fourth.outputs['job-id'],
      messages: w.messages().length,
    }).toEqual({ starts: 2, jobId: 'job-started-2', messages: 2 });
  });
});
