/**
 * Was broken (a helper, on the recipe with docs in the same repository): the job worked on a
 * `/docs` follow-up; the author pushed H[1] ("Change 1"), queued while the job was busy; a person
 * merged the agent's docs pull request while the job still ran. The sweep then found the job
 * takes no more follow-ups and ended H[1]'s check run `success`, "Agent job completed with a pull
 * request", though the push's news never reached a job; the merge's run starts none either.
 *
 * Now that turn's check run ends neutral, saying what it queued was not sent and the way on.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { DOCS, H, PRODUCT, useConvergenceWorld } from './helpers/convergence-world.ts';

jest.setTimeout(600_000);
const w = useConvergenceWorld();
afterAll(() => w.github?.close());

describe('the docs pull request merged while a push is queued', () => {
  it("the push's check run says its news was not sent, never the job's success", async () => {
    await w.fresh();
    await w.run(w.stepInputs(), w.prEvent(5, 'opened'), undefined);
    const job = w.latestJob()!;
    w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, ref: `agent/${job}` };
    w.clock.service += 70_000;
    await w.jobStatus(job);
    await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
    const c = w.commentEvent(5, '/docs note one', 'lead');
    await w.run(w.stepInputs(), c.env, undefined); // job busy again
    w.pulls[PRODUCT]!.head = { sha: H[1]! };
    const push = await w.run(w.stepInputs(), w.prEvent(5, 'synchronize'), undefined);
    expect(push.run.outputs.outcome).toBe('started'); // queued, let go
    w.pulls[DOCS]!.state = 'closed';
    (w.pulls[DOCS] as Record<string, unknown>).merged = true;
    await w.run(w.stepInputs(), w.prEvent(6, 'closed'), undefined);
    const logs: string[] = [];
    for (let i = 0; i < 3; i++) {
      w.clock.service += 70_000;
      const s = await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
      logs.push(...s.run.log.filter((l) => /Pull request #5/.test(l)));
    }
    w.pulls[PRODUCT]!.state = 'closed';
    (w.pulls[PRODUCT] as Record<string, unknown>).merged = true;
    const merged = await w.run(w.stepInputs(), w.prEvent(5, 'closed'), undefined);
    logs.push(...merged.run.log.filter((l) => !/^[a-z-]+: /.test(l)));
    for (let i = 0; i < 2; i++) {
      w.clock.service += 70_000;
      await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
    }
    const onH1 = w.checkRuns().filter((r) => r.head_sha === H[1]);
    const told = w.servicePosts().some((r) => String(r.body).includes('Change 1'));
    expect(told).toBe(false);
    expect(onH1.length).toBeGreaterThan(0);
    for (const run of onH1) {
      expect({ status: run.status, conclusion: run.conclusion }).toEqual({
        status: 'completed',
        conclusion: 'neutral',
      });
      expect((run as unknown as { output?: { title?: string } }).output?.title).toMatch(/not sent/);
    }
    expect(logs.join('\n')).toMatch(/takes no more follow-ups/);
  });
});
