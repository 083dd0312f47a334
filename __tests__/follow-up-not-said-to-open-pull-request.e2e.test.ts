/**
 * Was broken (a reviewer helper): every follow-up turn (a push's news, a /docs, a review, a re-run
 * of one) was annotated and summarised "Completed after 332ms and opened pull request
 * acme/docs#101", though the job had opened it turns before and this turn only updated it.
 *
 * What should happen instead: a follow-up's turn names the job's pull request; only a start (or a
 * wait for a job by its id) says the job opened it.
 */
import { describe, expect, it } from '@jest/globals';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService();

describe("a completed job's pull request", () => {
  it('is the job\'s, not "opened", after a follow-up', async () => {
    const run = await sim.act({ 'job-id': 'job-pr', message: 'Also document the --verbose flag.' });
    expect(run.outputs.outcome).toBe('completed');
    const notice = run.annotations.find((a) => a.command === 'notice')?.message ?? '';
    expect(notice).toMatch(/Completed after \S+; the job's pull request is acme\/docs#\d+/);
    expect(notice).not.toContain('opened pull request');
  });

  // Was broken (the third regression hunter): the two-step follow-up, a wait for a message's answer.
  it("is the job's after a wait for a message's answer (after-message)", async () => {
    await sim.act({ 'job-id': 'job-pr', message: 'Also document the --verbose flag.', wait: 'false' });
    const run = await sim.act({ 'job-id': 'job-pr', 'after-message': 'true' });
    const notice = run.annotations.find((a) => a.command === 'notice')?.message ?? '';
    expect(notice).toMatch(/Completed after \S+; the job's pull request is acme\/docs#\d+/);
  });

  it('is "opened" when the step only waited for the job', async () => {
    const run = await sim.act({ 'job-id': 'job-pr' });
    const notice = run.annotations.find((a) => a.command === 'notice')?.message ?? '';
    expect(notice).toMatch(/Completed after \S+ and opened pull request acme\/docs#42/);
  });
});
