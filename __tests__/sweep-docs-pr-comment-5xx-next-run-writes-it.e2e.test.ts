/**
 * Docs in the same repository, wait: sweep. The schedule's sweep finishes the job; its write of the
 * docs pull request's comment (POST on #6) meets 502 on every try. The warning does not say "re-run
 * this run" (a re-run of the sweep finds nothing labelled): it names the pull request's next run,
 * which writes the comment.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { DOCS, PRODUCT, useConvergenceWorld } from './helpers/convergence-world.ts';

jest.setTimeout(600_000);
const w = useConvergenceWorld();
afterAll(() => w.github?.close());

describe("the sweep's docs-pr-comment write fails 502", () => {
  it('names the run that writes it, and that run does', async () => {
    await w.fresh();
    const opened = await w.run(w.stepInputs(), w.prEvent(5, 'opened'), undefined);
    expect(opened.run.outputs.outcome).toBe('started');
    const job = w.latestJob()!;
    w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, ref: `agent/${job}` };
    w.clock.service = 70_000; // the job completed
    w.github.faults.push({ method: 'POST', path: /\/issues\/6\/comments$/, status: 502, times: 100 });
    const env = w.sweepEvent('schedule');
    const swept = await w.run(w.sweepInputs(), env, undefined);
    const log = swept.run.stdout + swept.run.stderr;
    const warning = log.split('\n').find((l) => l.includes('No comment on the docs pull request')) ?? '';
    expect(warning).toContain("or a review there reaches no job: the pull request's next run writes it.");
    w.github.faults.length = 0;
    const next = await w.run(w.stepInputs(), w.prEvent(5, 'synchronize'), undefined);
    expect(next.run.exitCode).toBe(0);
    const docsComment = w.github.comments.some(
      (c) => c.issue === DOCS && c.body.includes('<!-- wait-for-agent-job') && c.body.includes(job),
    );
    expect({ docsComment, pending: w.pendingOf(PRODUCT).length }).toEqual({ docsComment: true, pending: 0 });
  });
});
