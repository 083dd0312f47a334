/**
 * Was broken (a helper, on a bad day): `status h0 s0 s1 s2 --timeout 3s`, the service holding
 * h0's read: `status` read the jobs one at a time, so h0's read took all of --timeout, and s0-s2,
 * which the service answers at once, were never asked, reported `unread` with advice to check
 * --base-url and the network (exit 2).
 *
 * Now reads go four at a time, each given its share of the time left: the jobs the service
 * answers are read, and only the held one is `unread`.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { runCli } from './helpers/cli.ts';

jest.setTimeout(60_000);
let server: http.Server;
let baseUrl = '';
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const id = decodeURIComponent((request.url ?? '').split('/').pop() ?? '');
    // h0's read is held: no answer until the command gives up on it.
    if (id === 'h0') return;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ id, status: 'completed', prLink: null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('status of several jobs, one read held by the service', () => {
  it('reads the others, and says only the held one is unread', async () => {
    const ran = await runCli(['status', 'h0', 's0', 's1', 's2', '--timeout', '3s', '--base-url', baseUrl]);
    const lines = ran.out
      .trim()
      .split('\n')
      .map((line) => line.split('\t').slice(0, 2));
    expect(lines).toEqual([
      ['h0', 'unread'],
      ['s0', 'completed'],
      ['s1', 'completed'],
      ['s2', 'completed'],
    ]);
    expect(ran.code).toBe(2);
  });
});
