/**
 * Was broken: src/service/transport.ts takes a time-out as `connect-timeout` while the request
 * has no connected socket. Through an HTTPS_PROXY (Node's agent with `proxyEnv`) the request is
 * handed its socket only once the CONNECT is answered and the TLS handshake through the tunnel is
 * done; until then no `socket` event comes, whether or not the proxy's connection was made. A
 * proxy that accepted the connection and never answers the CONNECT (or a service slow in its
 * handshake behind a tunnel the proxy opened) is therefore said, by
 * src/service/answers.ts `networkCause`, as "no connection to the proxy at http://proxy:3128
 * within the request's time (a firewall may be dropping it)": false, the connection to the proxy
 * was made at once, and no firewall dropped anything. The classification (never sent) is right;
 * the words send the user after a firewall.
 *
 * How a user meets it: a corporate proxy overloaded or stuck on its upstream answers no
 * CONNECT; every retry's log line and the time-out's ending say there was no connection to the
 * proxy and a firewall may be dropping it; the network team finds the runner connected to the
 * proxy fine.
 *
 * What should happen instead (CHANGELOG, f6cfe5c, names the case apart from a firewall: "a
 * connection never made in time: a firewall that drops, a proxy that never answers the CONNECT";
 * docs/endings.md, time-out: "what failed"): the words say what failed. A proxy that took the
 * connection and never answered the CONNECT is not "no connection to the proxy", and no firewall
 * is blamed for it.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import http from 'node:http';
import type net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createHttpSend, HttpFailure } from '../src/service/transport.ts';
import { networkCause } from '../src/service/answers.ts';
import { fullText } from '../src/output/text.ts';

let proxy: http.Server;
let proxyUrl: string;
const held: net.Socket[] = [];
let connected = 0;
beforeAll(async () => {
  proxy = http.createServer();
  proxy.on('connection', () => connected++);
  // Takes the CONNECT, never answers it.
  proxy.on('connect', (_request: http.IncomingMessage, client: net.Socket) => void held.push(client));
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of held) socket.destroy();
  proxy.closeAllConnections();
  await new Promise<void>((resolve) => proxy.close(() => resolve()));
});

it('a proxy that took the connection and never answered the CONNECT is not "no connection to the proxy"', async () => {
  const send = createHttpSend({ HTTPS_PROXY: proxyUrl, NO_PROXY: '' });
  const failure = await send(new URL('https://api.mintlify.test/v2/agent/p/job'), {
    method: 'POST',
    headers: {},
    body: '{}',
    timeoutMs: 500,
    maxBodyBytes: 1_000_000,
  }).catch((error: unknown) => error as HttpFailure);
  expect(failure).toBeInstanceOf(HttpFailure);
  // The proxy had the connection and the CONNECT.
  expect(connected).toBe(1);
  expect(held).toHaveLength(1);
  const said = fullText(networkCause(failure as HttpFailure));
  expect(said).not.toContain(`no connection to the proxy at ${proxyUrl}`);
  expect(said).not.toContain('a firewall may be dropping it');
});
