/**
 * Was broken: when the answer to a follow-up (`message`) is lost (a connection reset), the error's
 * next step reassures "the step did not retry, so it never starts a second job": a message starts
 * no job, and the real risk of running it again, the same follow-up sent to the job twice, goes
 * unsaid.
 *
 * Now, as promised: docs/endings.md: every annotation's "text says what happened and what to do
 * next"; "start or message: reset, time-out after sending, 2xx without a job, 5xx | error: it may
 * have been started; where to look; no retry"; README: "Look at the project's agent jobs on the
 * dashboard before running it again."
 */
import { describe, expect, it } from '@jest/globals';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService();

describe('a follow-up whose answer is lost', () => {
  it('says the message may have been taken and that running again could send it twice, not that no second job starts', async () => {
    // The service takes the request and closes the connection without an answer.
    sim.service().failNextPost({ reset: true });
    const run = await sim.act({ 'job-id': 'job-pr', message: 'Also add a troubleshooting section.' });

    expect(run.exitCode).toBe(1);
    expect(run.outputs.outcome).toBe('error');
    // Sent once, never retried.
    expect(sim.requests().filter((r) => r.method === 'POST')).toHaveLength(1);
    const error = run.annotations.find((a) => a.command === 'error')?.message ?? '';
    expect(error).toContain('The message may have been taken');
    // What to do next is about this message, not about a job that was never being started.
    expect(error).not.toMatch(/second job/);
    expect(error).toMatch(/(twice|a second time|send(s)? it again|sent again)/i);
  });
});
