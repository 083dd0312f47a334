/**
 * A let-go /docs run on the docs pull request sends an earlier review no run answered first, then
 * finds the job busy and queues its own: what it reports names what it sent ("an earlier command or
 * review"), never "nothing was sent".
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { DOCS, useConvergenceWorld } from './helpers/convergence-world.ts';

const w = useConvergenceWorld();
afterAll(() => w.github?.close());

describe('a let-go /docs run that sends an earlier review first, then queues its own', () => {
  it('says it sent the earlier review', async () => {
    await w.fresh();
    await w.run(w.stepInputs(), w.prEvent(5, 'opened'), undefined);
    const job = w.latestJob()!;
    w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, ref: `agent/${job}` };
    w.clock.service = 70_000;
    await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
    w.clock.service += 10_000;
    w.reviewEvent('Review one: its run never came.');
    w.clock.service += 1_000;
    const { env } = w.commentEvent(6, '/docs also fix the title', 'lead');
    const { run } = await w.run(w.stepInputs(), env, undefined);
    const sent = w.messages();
    const checks = w
      .checkRuns()
      .map((c) => `${c.output?.title ?? ''}\n${c.output?.summary ?? ''}\n${c.output?.text ?? ''}`)
      .join('\n');
    expect(sent.some((m) => m.includes('Review one'))).toBe(true);
    expect(sent.some((m) => m.includes('also fix the title'))).toBe(false);
    expect({
      summaryNothingSent: run.summary.includes('so nothing was sent'),
      summaryCallsReviewACommand: run.summary.includes('an earlier command no run had answered'),
      checkNothingSent: checks.includes('so nothing was sent'),
    }).toEqual({ summaryNothingSent: false, summaryCallsReviewACommand: false, checkNothingSent: false });
  });
});
