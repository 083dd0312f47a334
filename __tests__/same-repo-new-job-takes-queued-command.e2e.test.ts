/**
 * Was broken (a helper's every-way-in trial, the same-repository recipe with `on-push: new-job`):
 * a `/docs` queued while job 1 was busy was taken by the next push's new job, after its prompt (sent
 * once); a later sweep then finished the command's queued turn as "not sent: the job takes no more
 * follow-ups", its check run `neutral` and the product pull request's comment rewritten to
 * "💬 Skipped: agent job job-started-2 ... what this turn queued was not sent", over job 2's result.
 *
 * What should happen instead: a queued turn whose command another run took and sent owes nothing:
 * it is finished with the job's state, and nothing says the command was not sent.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { H, MINUTE, useSameRepositoryWorld } from './helpers/same-repository-world.ts';

jest.setTimeout(300_000);
const w = useSameRepositoryWorld();
const NEW_JOB = { 'on-push': 'new-job' };

describe("a queued /docs taken by a push's new job", () => {
  it('is sent once, and no sweep says it was not sent', async () => {
    await w.pr(5, 'opened', {}, {}, NEW_JOB);
    w.t.now = 2 * MINUTE;
    await w.command(5, '/docs queued-one', 'lead', NEW_JOB);
    await w.push(5, H[1] as string, NEW_JOB);
    for (let i = 0; i < 4; i++) {
      w.t.now += 15 * MINUTE;
      await w.sweep();
    }
    expect(w.prompts().filter((prompt) => prompt.includes('queued-one'))).toHaveLength(1);
    expect(w.comment(5).split('\n')[0]).not.toMatch(/Skipped/);
    expect(w.comment(5)).not.toMatch(/was not sent/);
    expect(w.checkRuns().filter((run) => /not sent/.test(run))).toEqual([]);
    expect(w.github.checkRuns.filter((run) => run.status !== 'completed')).toEqual([]);
  });
});
