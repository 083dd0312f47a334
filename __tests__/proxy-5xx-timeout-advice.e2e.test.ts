/**
 * Was broken: src/wait/wait.ts `onFault` marks a time-out's fault `serviceErred` for any read
 * answered with an HTTP status (`httpStatus !== undefined`), whoever answered it; a 502/503/504
 * that the runner's proxy wrote itself (it could not reach the host, a wrong `base-url`, a
 * firewall behind it) has a status too. src/report/verdict.ts `judgeUnreadTimeout` then says
 * "wait until the service answers without errors (it was reached and answered with server
 * errors, so neither 'base-url' nor the network is the cause)": false, the service was never
 * reached, and the two things it rules out are the ones to check. The answer carries `via` (the
 * proxy it came through), which the advice ignores.
 *
 * How a user meets it: an internal gateway as `base-url` over http (`--allow-insecure-http`)
 * behind the company's proxy (HTTP_PROXY); the gateway's name is mistyped, and the proxy answers
 * every read "502 Bad Gateway" (squid, a corporate proxy). `wait JOB --timeout 10m` runs ten
 * minutes, then tells the user base-url is not the cause and to wait for the service. The same
 * happens behind a TLS-inspecting proxy that answers 502/504 itself for an https base-url.
 *
 * What should happen instead (commit ef8bb7d: "Send a time-out after 5xx answers to the service,
 * not the proxy"; CHANGELOG: "a read that never reached the service keeps the old advice";
 * docs/endings.md, time-out: "what failed (a 5xx: wait for the service; no answer: check
 * `base-url`, the network, a proxy)"): a 5xx that came through a proxy does not rule out
 * `base-url`, the network or the proxy; the ending does not say they are not the cause.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { runCli } from './helpers/cli.ts';

/** A forward proxy that cannot reach the host it is asked for: every request answered 502 by the proxy itself. */
let proxy: http.Server;
let proxyUrl: string;
beforeAll(async () => {
  proxy = http.createServer((_request, response) => {
    response.writeHead(502, { 'content-type': 'text/html', server: 'squid' });
    response.end('<html><body>ERR_CONNECT_FAIL: the requested URL could not be retrieved</body></html>');
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  proxy.closeAllConnections();
  await new Promise<void>((resolve) => proxy.close(() => resolve()));
});

it('a wait whose reads a proxy answers 502 does not say base-url and the network are not the cause', async () => {
  const ran = await runCli(
    [
      'wait',
      'job-1',
      '--base-url',
      'http://agent-gateway.mistyped.test:8080',
      '--allow-insecure-http',
      '--poll-interval',
      '1s',
      '--timeout',
      '3s',
    ],
    { MINTLIFY_ADMIN_API_KEY: 'mint_demo0123456789abcdef', HTTP_PROXY: proxyUrl, NO_PROXY: '' },
  );
  // It timed out having read nothing (exit 2 is a time-out in docs/cli.md).
  expect(ran.err).toContain('no status was ever read');
  // The command line names the input --base-url: "so neither --base-url nor the network is the cause".
  expect(ran.err).not.toMatch(/neither \S*base-url\S* nor the network is the cause/);
});
