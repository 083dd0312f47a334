/**
 * Was broken: `status` read answered HTTP 429 (the service limiting the rate, with `Retry-After: 30`)
 * tells the user to "Check --base-url, the network and any proxy (HTTPS_PROXY, NO_PROXY), then run
 * the command again", and exits 5, "the service could not be reached". The service was reached and
 * said exactly what to do (wait 30 s); the line neither says it limited the rate nor how long to
 * wait. src/cli/status.ts `nextStep` gives every transient answer the network advice.
 *
 * How a user meets it: a script polls `wait-for-agent-job status job_123` in a loop (or many CI jobs
 * read the same project at once); the service answers 429. The user is sent to debug a network,
 * proxy and base URL that are fine, instead of slowing down. The action's own wait says, for the
 * same answer, "the service kept limiting the rate of requests ... raise 'poll-interval'".
 *
 * What should happen instead (every message says what happened and what to do next): the line says
 * the service limited the rate of requests and to run the command again after the wait it asked
 * for (30s), not to check the network.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { runCli } from './helpers/cli.ts';

let server: http.Server;
let baseUrl = '';

beforeAll(async () => {
  server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '30' });
      response.end('{"error":"Too many requests"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it('a rate-limited status read says to wait what the service asked, not to check the network', async () => {
  const ran = await runCli(['status', 'job-1', '--base-url', baseUrl]);
  const line = ran.err.split('\n').find((l) => l.startsWith('error:')) ?? '';
  expect(line).toContain('HTTP 429');
  // Was: "... Check --base-url, the network and any proxy (HTTPS_PROXY, NO_PROXY), then run the command again."
  expect(line).not.toMatch(/Check --base-url, the network/);
  expect(line).toMatch(/30s|30 s|30 seconds/);
}, 30_000);
