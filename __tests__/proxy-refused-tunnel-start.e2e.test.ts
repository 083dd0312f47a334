/**
 * Was broken: a start whose HTTPS tunnel the runner's proxy refuses (it answers the CONNECT with
 * 403, as an allow-list proxy does for a host it was not told about, or 502 when it cannot reach
 * the service) is taken for a start that "may have been started": the step says so and sends
 * people to the dashboard, records the start as unanswered on the pull request, and the pull
 * request's next push starts no job ("its answer was lost, so the service may have started a job
 * this action cannot name"). A refused CONNECT is answered before any byte of the request reaches
 * the service: the start certainly did not happen.
 *
 * How a user meets it: a self-hosted runner behind a corporate proxy (HTTPS_PROXY) whose
 * allow-list does not hold api.mintlify.com yet. The pull request is opened: its run fails. The
 * proxy's owner adds the host; the author pushes. That run starts nothing, and keeps saying a job
 * may run that no record names, though the service never saw a request: the pull request gets no
 * docs job until someone reads the dashboard and writes a /docs by hand.
 *
 * What should happen instead (README, "Starting a job: what to know": "The start is sent again
 * only when the service certainly did not act on it: a refused connection, a DNS failure, or a
 * 429"; docs/reliability.md: "a proxy that refuses the connection, or answers 407 | named as the
 * proxy ... a 407 fails at once"; every message says what happened): a tunnel the proxy refused is
 * a request not sent. The run says nothing was started (never "may have been started"), and the
 * next push starts the pull request's job.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type net from 'node:net';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(96_600);
const [, H2] = HEADS;

/** A forward proxy that refuses every CONNECT with this status, as an allow-list proxy does. */
let proxy: { url: string; connects: string[]; close(): Promise<void> };
let refuseWith = 403;
beforeEach(async () => {
  const connects: string[] = [];
  const server = http.createServer((_request, response) => {
    response.writeHead(403, { 'content-type': 'text/plain' });
    response.end('Forbidden by policy');
  });
  server.on('connect', (request: http.IncomingMessage, client: net.Socket) => {
    connects.push(String(request.url));
    client.end(`HTTP/1.1 ${refuseWith} Refused\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connects,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
});
afterEach(() => proxy.close());

describe.each([403, 502])('a start whose tunnel the proxy refuses with %i', (status) => {
  it('says nothing was started, and the next push starts the job', async () => {
    refuseWith = status;
    await w.start();
    const readme = w.readme;
    // The opening run goes through the proxy to the service's public name; the proxy refuses the tunnel.
    w.readme = (extra = {}) => readme({ 'base-url': 'https://api.mintlify.test', ...extra });
    const opened = await w.prEvent('opened', {}, { HTTPS_PROXY: proxy.url });
    // Each try asked the proxy for the service's tunnel (a refused tunnel is tried again, as a refused connection is).
    expect(new Set(proxy.connects)).toEqual(new Set(['api.mintlify.test:443']));
    expect(w.starts()).toHaveLength(0);
    const said = w.log(opened);
    expect(said).toContain(`the proxy at ${proxy.url}`);

    // The proxy's owner lets the service through (here: the runner reaches it directly); the author pushes.
    w.readme = readme;
    w.push(H2);
    const push = await w.synchronize();
    expect({
      // The run says what happened: the proxy refused the tunnel, so nothing was started.
      saysMayHaveStarted: said.includes('The job may have been started'),
      openedStarted: opened.outputs.started,
      // The next push starts the pull request's one job: the first start never reached the service.
      pushSaysLostStart: w.log(push).includes('may have started a job this action cannot name'),
      startsAfterPush: w.starts().length,
      pushStarted: push.outputs.started,
    }).toEqual({
      saysMayHaveStarted: false,
      openedStarted: 'false',
      pushSaysLostStart: false,
      startsAfterPush: 1,
      pushStarted: 'true',
    });
  });
});
