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
import http from 'node:http';
import type { AddressInfo } from 'node:net';
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

// Was broken (a helper, attacking the change above): a start answered with an id of 200 good
// characters and a tail of `,evil-job-7,::warning::injected` printed three lines on standard
// output (its commas split it; the check read only the first 200 characters), one a workflow
// command to a runner and one an id the service chose.
describe('a job id the service answers with characters no id has', () => {
  it('prints no line of it on standard output', async () => {
    const server = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id: `${'j'.repeat(200)},evil-job-7,::warning::injected`, status: 'active' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const ran = await runCli(['start', '--prompt', 'Document the flag', '--no-wait', '--base-url', url]);
      expect(ran.out).toBe('');
      expect(`${ran.out}\n${ran.err}`.split('\n').filter((line) => /^\s*::/.test(line))).toEqual([]);
      expect(ran.out).not.toContain('evil-job-7');
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
