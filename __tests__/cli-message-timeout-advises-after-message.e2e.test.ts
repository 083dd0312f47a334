/**
 * Was broken: `message` that times out while the job still reads its final status from before the
 * message says "to wait for this job, run 'wait' with its id", and that advised `wait JOB`
 * (without --after-message) at once ends 0 "completed", taking the status from before the message
 * as the follow-up's answer.
 *
 * Now, as promised: docs/cli.md: "when the job still read its status from before the message, the
 * command says to wait for it later with `wait JOB --after-message`: a final status then counts
 * once the job was seen active (or after three poll intervals), never the one from before";
 * docs/endings.md: the error "says what happened and what to do next".
 */
/**
 * How a user meets it: a GitLab job sends a follow-up with a --timeout shorter than the service
 * takes to pick the message up:
 *   wait-for-agent-job message job_123 --message "..." --poll-interval 1s --timeout 1s
 *     error: Agent job job_123: Timed out after 1s: it still read completed from before the
 *     message, so it had not taken the message up yet (...). ... Running the command again sends
 *     the message again; to wait for this job, run 'wait' with its id.            (exit 2)
 * The user does what it says, `wait-for-agent-job wait job_123`, and gets exit 0, "completed: no
 * files changed", at the first read: the answer from before the message. The follow-up's own turn
 * (which may open a pull request or fail) is never waited for.
 *
 * What should happen instead: the time-out names the way to wait that does not take the old status,
 * `wait job_123 --after-message`, as `message --no-wait` does in the same state.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;
beforeAll(async () => {
  // Every read after the message still shows the job's final status from before it (the job has
  // not taken the message up); the job never turns active while the test runs.
  service = await startService({
    jobs: { 'job-done': [{ job: { status: 'completed', prLink: null } }] },
    staleReadsAfterMessage: 1_000,
    holdJobs: true,
  });
});
afterAll(async () => service.close());

describe('message that times out before the job took the message up', () => {
  it("names 'wait JOB --after-message' as the way to wait for it, not a bare 'wait'", async () => {
    const ran = await runCli([
      'message',
      'job-done',
      '--message',
      'Also add a troubleshooting section.',
      '--base-url',
      service.url,
      // Three poll intervals (15 s) would be needed before the old status counts: the 5 s
      // time-out always comes first, whatever the machine's speed.
      '--poll-interval',
      '5s',
      '--timeout',
      '5s',
    ]);
    expect(ran.code).toBe(2);
    // The command knows the job still read its status from before the message...
    expect(ran.err).toContain('from before the message');
    // ...so the next step it names must be the wait that does not take that status as the answer.
    const advice = ran.err.split('\n').find((line) => line.includes('to wait for this job')) ?? ran.err;
    expect(advice).toContain('--after-message');
  });

  it('the wait it advises does not report the status from before the message as the answer', async () => {
    const advised = await runCli([
      'message',
      'job-done',
      '--message',
      'One more thing.',
      '--base-url',
      service.url,
      '--poll-interval',
      '5s',
      '--timeout',
      '5s',
    ]);
    expect(advised.code).toBe(2);
    // The command it names ("run 'wait'" now; "run 'wait job-done --after-message'" once fixed).
    const words = (/run '(wait[^']*)'/.exec(advised.err)?.[1] ?? 'wait').split(' ');
    const followed = await runCli([
      ...words,
      ...(words.includes('job-done') ? [] : ['job-done']),
      '--base-url',
      service.url,
      '--poll-interval',
      '5s',
      '--timeout',
      '5s',
      '--json',
    ]);
    // The job still reads `completed` from before the message: that is no answer to the follow-up.
    expect((JSON.parse(followed.out) as { outcome: string }).outcome).not.toBe('completed');
  });
});
