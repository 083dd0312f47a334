/**
 * `start --no-wait` (and `message --no-wait`) without --json: standard error ends with the command
 * that waits for the job. Was: "Started job X; its status is active." and nothing on what to run
 * next (a command line helper's find).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;
beforeAll(async () => {
  service = await startService({ activeReads: 3 });
});
afterAll(() => service.close());

describe('a start or a message not waited for', () => {
  const flags = (): string[] => ['--base-url', service.url, '--poll-interval', '100ms', '--timeout', '20s'];

  it('names the command that waits for the job it started', async () => {
    const started = await runCli(['start', '--prompt', 'Document the flag.', '--no-wait', ...flags()]);
    expect(started.code).toBe(0);
    expect(started.err).toMatch(/To wait for it: wait-for-agent-job wait job-started-\d+\n/);
  });

  it('names it with --after-message for a message', async () => {
    const sent = await runCli(['message', 'job-no-pr', '--message', 'Shorter, please.', '--no-wait', ...flags()]);
    expect(sent.code).toBe(0);
    expect(sent.err).toContain('To wait for it: wait-for-agent-job wait job-no-pr --after-message');
  });
});
