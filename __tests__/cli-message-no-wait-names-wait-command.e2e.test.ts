/**
 * Was broken: after `message JOB --no-wait` while the job still reads its status from before the
 * message, the command line says "To wait for it later, pass job-id JOB with --after-message true"
 * (the action's words for a workflow step), never the command to run, `wait JOB --after-message`.
 *
 * Now, as promised: docs/cli.md: "After `message --no-wait`, when the job still read its status
 * from before the message, the command says to wait for it later with `wait JOB --after-message`";
 * messages are "in the command line's words".
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;
beforeAll(async () => {
  // After a message the service still shows the job's old final status for two reads, as the real one may.
  service = await startService({ activeReads: 3, staleReadsAfterMessage: 2 });
});
afterAll(() => service.close());

describe('message --no-wait, the job still reading its status from before the message', () => {
  it('says the command that waits for it later: wait JOB --after-message', async () => {
    const flags = ['--base-url', service.url, '--poll-interval', '100ms', '--timeout', '20s'];
    expect((await runCli(['wait', 'job-no-pr', ...flags])).code).toBe(0);
    const sent = await runCli([
      'message',
      'job-no-pr',
      '--message',
      'Add a troubleshooting section.',
      '--no-wait',
      ...flags,
    ]);
    expect(sent.code).toBe(0);
    expect(sent.err).toContain('from before the message');
    // The next step, as a command a user can run (with or without the program's name before it).
    expect(sent.err).toMatch(/\bwait job-no-pr --after-message\b/);
    // Not the action's words for a workflow step (its `job-id:` input, `after-message: true`).
    expect(sent.err).not.toMatch(/pass job-id\b/);
  });
});
