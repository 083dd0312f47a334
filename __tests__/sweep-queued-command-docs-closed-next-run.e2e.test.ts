/**
 * Was broken (a helper, on the recipe with docs in the same repository): the job worked on a
 * `/docs` follow-up and a second `/docs` was queued behind it; a person closed the agent's docs
 * pull request while the job ran. Every sweep then said the queued command "cannot be answered
 * now: its author's permission could not be read, or another run holds the reviews' lock"
 * (neither had happened), held its check run in progress and the label on until the step's
 * `timeout`, and then ended it `success` with the command never sent nor answered.
 *
 * Now the sweep reads it as its own run would: the job takes no more, so the command starts the
 * next job, which needs the prompt a sweep has not. The sweep finishes the turn at once, leaves
 * the command owed, and the pull request's next run starts the new job with the prompt and it.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { DOCS, H, PRODUCT, useConvergenceWorld } from './helpers/convergence-world.ts';

jest.setTimeout(600_000);
const w = useConvergenceWorld();
afterAll(() => w.github?.close());

describe('the docs pull request closed while a /docs command is queued', () => {
  it('the sweep finishes the turn at once, and the next run starts the new job with the command', async () => {
    await w.fresh();
    await w.run(w.stepInputs(), w.prEvent(5, 'opened'), undefined);
    const job = w.latestJob()!;
    w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, ref: `agent/${job}` };
    w.clock.service += 70_000;
    await w.jobStatus(job);
    await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
    await w.run(w.stepInputs(), w.commentEvent(5, '/docs note one', 'lead').env, undefined);
    const queued = await w.run(w.stepInputs(), w.commentEvent(5, '/docs note queued', 'lead').env, undefined);
    expect(queued.run.log.join('\n')).toContain('is busy, so nothing is sent now');
    w.pulls[DOCS]!.state = 'closed';
    await w.run(w.stepInputs(), w.prEvent(6, 'closed'), undefined);
    const logs: string[] = [];
    w.clock.service += 70_000;
    const swept = await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
    logs.push(...swept.run.log, ...swept.run.annotations.map((a) => a.message));
    expect(logs.join('\n')).not.toMatch(/permission could not be read, or another run holds the reviews/);
    expect(logs.join('\n')).toMatch(/takes no more follow-ups; the pull request's next run starts a new job/);
    expect(w.inProgress()).toEqual([]);
    expect(w.labelled(PRODUCT)).toBe(false);

    w.pulls[PRODUCT]!.head = { sha: H[1]! };
    await w.run(w.stepInputs(), w.prEvent(5, 'synchronize'), undefined);
    expect(w.starts()).toHaveLength(2);
    expect(String(w.starts()[1]?.body)).toContain('note queued');
  });
});
