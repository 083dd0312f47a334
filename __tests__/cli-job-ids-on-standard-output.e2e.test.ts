/**
 * Was broken: without --json the command line printed nothing on standard output, so
 * `JOB=$(wait-for-agent-job start --prompt-file p.md --no-wait)`, the way a shell script keeps a
 * command's data, held nothing: the job id was only in the words on standard error ("To wait for
 * it: ... wait job_…"), which a script should not parse (a helper, as a newcomer).
 *
 * Now `start`, `message` and `wait` print the job ids on standard output, one a line and nothing
 * else, as `wait` and `status` take them; the people's words stay on standard error.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { runCli } from './helpers/cli.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

describe('the job ids on standard output, without --json', () => {
  it('start --no-wait prints the new job id alone, which wait then takes', async () => {
    const started = await runCli([
      'start',
      '--prompt',
      'Document the flag',
      '--no-wait',
      '--base-url',
      sim.service().url,
    ]);
    expect(started.code).toBe(0);
    expect(started.out).toMatch(/^[A-Za-z0-9._~-]+\n$/);
    const id = started.out.trim();
    expect(started.err).toContain(`wait ${id}`);
    const waited = await runCli(['status', id, '--base-url', sim.service().url]);
    expect(waited.out.split('\t')[0]).toBe(id);
  });

  it('wait prints each job id given, in order, one a line', async () => {
    const ran = await runCli(['wait', 'job-pr', 'job-no-pr', '--base-url', sim.service().url, '--poll-interval', '1s']);
    expect(ran.out).toBe('job-pr\njob-no-pr\n');
  });

  it('message --no-wait prints the job id it sent to', async () => {
    const ran = await runCli([
      'message',
      'job-pr',
      '--message',
      'Shorter, please',
      '--no-wait',
      '--base-url',
      sim.service().url,
    ]);
    expect(ran.code).toBe(0);
    expect(ran.out).toBe('job-pr\n');
  });

  it('a start the service refused prints no id', async () => {
    const ran = await runCli(['start', '--prompt', 'Document the flag', '--no-wait', '--base-url', sim.service().url], {
      MINTLIFY_ADMIN_API_KEY: 'mint_wrongwrongwrongwrongwrong',
    });
    expect(ran.code).toBe(4);
    expect(ran.out).toBe('');
  });
});
