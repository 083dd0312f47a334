/**
 * Was broken: `status` says what went wrong with a job but never what to do next. Every other command's
 * failure ends with the fix ("Check that the secret holds an admin API key (mint_...) ...", "check
 * --base-url, the network and any proxy ... then run the command again"); status's lines, on
 * standard error and in --json's `error`, stop at the cause:
 *   error: job-pr: the service refused the key (HTTP 401).
 *   error: job-pr: connection refused (ECONNREFUSED).
 *
 * How a user meets it: `wait-for-agent-job status job_123` with an expired key (the service's keys
 * expire after 90 days) or a mistyped --base-url: exit 4 or 5 and one bare line, with no word of
 * MINTLIFY_ADMIN_API_KEY, the key's expiry or scope, --base-url or the proxy.
 *
 * What should happen instead (the guide's rule: every message says what happened and what to do
 * next): the line names the fix, as `wait`'s does for the same answer.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import net, { type AddressInfo } from 'node:net';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService();
});
afterAll(async () => service.close());

/** A port on this machine that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const errorLines = (err: string): string[] => err.split('\n').filter((line) => line.startsWith('error:'));

describe('status, when a job cannot be read', () => {
  it('a refused key (HTTP 401): the line says what to do about the key, as wait says', async () => {
    const ran = await runCli(
      ['status', 'job-pr', '--json', '--base-url', service.url, '--allow-insecure-http', 'true'],
      {
        MINTLIFY_ADMIN_API_KEY: 'mint_expired0123456789abcdef',
      },
    );
    expect(ran.code).toBe(4);
    const [line = ''] = errorLines(ran.err);
    expect(line).toContain('HTTP 401');
    // What to do next: the key to check (its variable, its expiry or scope).
    expect(line).toMatch(/MINTLIFY_ADMIN_API_KEY|--api-key-file|expired|admin API key/);
  });

  it('a service that cannot be reached: the line says what to check (--base-url, network, proxy)', async () => {
    const port = await closedPort();
    const ran = await runCli([
      'status',
      'job-pr',
      '--base-url',
      `http://127.0.0.1:${port}`,
      '--allow-insecure-http',
      'true',
    ]);
    expect(ran.code).toBe(5);
    const [line = ''] = errorLines(ran.err);
    expect(line).toContain('ECONNREFUSED');
    expect(line).toMatch(/--base-url|network|proxy|again/);
  });
});
