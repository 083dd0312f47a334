/**
 * Was broken: when GitHub refused every write of the action's comment in the opening run (the job
 * kept on the head's check run only), a push with nothing new writes a record-less check run on
 * its head, and the push after it finds no job and starts a second one.
 *
 * Now, as promised: docs/pull-request.md "Where the job is found": "a run whose every write of the
 * comment GitHub refused (the create too) keeps its record on its head's check run only ... so a
 * start, a lost start or a follow-up kept there is never taken for no job"; README "One job per
 * pull request".
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY } from '../sim/pull-request.ts';
import { HEADS, useWorld } from './helpers/attack-world.ts';
import { SWEEP_COMPARISONS } from './helpers/sweep-world.ts';

const w = useWorld(96_400);
const [H1, H2, H3] = HEADS;

describe("a job kept on the opening head's check run only, then a quiet push, then a real one", () => {
  it('the third run still finds the job, tells it the push and starts no second job', async () => {
    await w.start([], {
      comparisons: {
        ...SWEEP_COMPARISONS,
        // The first push changes only the README: nothing new for the job (outside `paths`).
        [`${PR_REPOSITORY}:${H1}...${H2}`]: {
          commits: [{ sha: 'c'.repeat(40), message: 'Fix a typo in the README' }],
          files: ['README.md'],
        },
      },
    });
    // GitHub has a bad few minutes while the opening run works: every comment write fails.
    w.github.faults.push({ method: 'PATCH', path: /\/issues\/comments\/\d+$/, status: 502, times: 1000 });
    w.github.faults.push({ method: 'POST', path: /\/issues\/\d+\/comments$/, status: 502, times: 1000 });
    const opened = await w.opened();
    w.github.faults.length = 0;
    expect(opened.outputs['job-id']).toBe('job-started-1');
    expect(w.github.comments).toHaveLength(0);
    expect(w.checkRunsOn(H1).map((c) => c.external_id !== '')).toEqual([true]);

    // A push that needs no docs: the run finds the job on H1's check run and has nothing new for it.
    w.push(H2);
    const quiet = await w.synchronize();
    expect(quiet.outputs.outcome).toBe('nothing-new');
    expect(w.starts()).toHaveLength(1);

    // A push that changes the source: the job is still the pull request's one job.
    w.push(H3);
    const push = await w.synchronize();

    expect({
      starts: w.starts().length,
      jobId: push.outputs['job-id'],
      told: w.messages().length,
    }).toEqual({ starts: 1, jobId: 'job-started-1', told: 1 });
    expect(w.log(push)).not.toContain('No job was started on this pull request by this action yet');
  });
});
