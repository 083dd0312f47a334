/**
 * `start --no-wait` (and `message --no-wait`) without --json: standard error ends with the command
 * that waits for the job. Was: "Started job X; its status is active." and nothing on what to run
 * next (a command line helper's find).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';
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
    expect(started.err).toMatch(
      new RegExp(`To wait for it: wait-for-agent-job wait job-started-\\d+ --base-url=${service.url}\n`),
    );
  });

  it('names it with --after-message for a message', async () => {
    const sent = await runCli(['message', 'job-no-pr', '--message', 'Shorter, please.', '--no-wait', ...flags()]);
    expect(sent.code).toBe(0);
    expect(sent.err).toContain(
      `To wait for it: wait-for-agent-job wait job-no-pr --after-message --base-url=${service.url}\n`,
    );
  });
});

/**
 * Was broken: the command printed left out the flags that said where the job is: run as printed,
 * it had no project (exit 3) or asked the default service for a job it does not have.
 */
describe('the command it names', () => {
  it('runs as printed: the same project and service', async () => {
    const given = await runCli(
      ['start', '--prompt', 'Document it.', '--no-wait', '--project-id', DEMO_PROJECT_ID, '--base-url', service.url],
      { MINTLIFY_PROJECT_ID: '' },
    );
    const printed = /To wait for it: (.*)\n/.exec(given.err)?.[1] ?? '';
    expect(printed).toMatch(
      new RegExp(
        `^wait-for-agent-job wait job-started-\\d+ --project-id=${DEMO_PROJECT_ID} --base-url=${service.url}$`,
      ),
    );
    const from = service.requests.length;
    // Run as printed (its words are plain: no shell quoting), with no project in the environment.
    const [command, ...words] = printed.split(' ');
    expect(command).toBe('wait-for-agent-job');
    const ran = await runCli([...words, '--poll-interval', '100ms', '--timeout', '20s'], { MINTLIFY_PROJECT_ID: '' });
    expect(ran.err).not.toMatch(/^error:/m);
    expect(ran.code).toBe(0);
    const job = /wait (job-started-\d+)/.exec(printed)?.[1] ?? '';
    const read = service.requests.slice(from).filter((r) => r.url.includes(`/${DEMO_PROJECT_ID}/job/${job}`));
    expect(read.length).toBeGreaterThan(0);
  });
});
