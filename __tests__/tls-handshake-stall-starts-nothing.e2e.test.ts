/**
 * Was broken: `https://` to a port that accepts the TCP connection but never answers the TLS
 * ClientHello (a silent port, a load balancer with no backend, a firewall that lets SYN through)
 * runs out the time with the handshake unfinished, so no byte of the request could have left. Yet
 * `start` says (observed, exit 5, dist of 8a06f2d):
 *   error: Could not tell whether the service acted on the request to start the job: the request
 *   timed out. The job may have been started. Look at the project's agent jobs on the dashboard
 *   before running this again: ...
 * send() in src/service/transport.ts tracks `secured` for 'handshake' but its timer only asks
 * `connected`: connected and not secured becomes 'timeout' (not neverSent), the same class as the
 * failed handshake 8a06f2d fixed, in its other shape.
 *
 * How a user meets it: `--base-url https://host:PORT` with the wrong port, or a gateway whose TLS
 * side hangs; the user is sent to the dashboard to look for a job that cannot exist.
 *
 * What should happen instead: a time-out while the TLS handshake had not ended is "never sent"
 * (like 'connect-timeout'): the message says no job was started, never "may have been started".
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { runCli } from './helpers/cli.ts';

jest.setTimeout(30_000);
let server: net.Server;
const sockets = new Set<net.Socket>();
let port = 0;

beforeAll(async () => {
  // Accepts, reads the ClientHello, never answers.
  server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('https:// to a port that never answers the TLS handshake', () => {
  it('CLI start: never says the job may have been started', async () => {
    const ran = await runCli([
      'start',
      '--prompt',
      'Document the --dry-run flag',
      '--base-url',
      `https://127.0.0.1:${port}`,
      '--timeout',
      '3s',
      '--poll-interval',
      '1s',
    ]);
    expect(ran.err).not.toMatch(/may have been started|agent jobs on the dashboard|Could not tell whether/);
  });
});
