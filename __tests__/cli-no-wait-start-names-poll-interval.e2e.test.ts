/**
 * Was broken: `wait-for-agent-job start --no-wait --timeout 3s` against an address that refuses
 * the connection (a wrong --base-url, a service restarting) sends the start once and gives up at
 * once, exit 5: "error: Could not start the job: connection refused (ECONNREFUSED), and the 3s left
 * of --timeout is too short to send it again." (or "2s", by the millisecond). All of --timeout is
 * left, and a refused connection is the case the docs call safe to send again. What stops it is
 * the pause before a second try, the pace (docs/reliability.md: "Retries wait the current pace (the
 * poll interval ...)"; src/service/round-trip.ts sendOnce `retryDelay({ paceMs: pollIntervalMs`),
 * 10s by default, which --no-wait otherwise never uses: the message blames --timeout and never
 * names --poll-interval.
 *
 * How a user meets it: docs/cli.md: "give a shorter --timeout where a wrong --base-url should fail
 * fast (with a --poll-interval no longer than it, unless --no-wait: a step that does not wait
 * polls nothing)". Following that, a --no-wait start with --timeout 3s (or 8s: anything under the
 * 10s pace) never retries a refused connection; told that its time is too short, the user raises
 * --timeout and still gets no second try, with nothing pointing at --poll-interval.
 *
 * What should happen instead: the message names what really stopped it (the pause before a second
 * try, from --poll-interval, longer than what is left of --timeout), and docs/cli.md says to give
 * a --poll-interval shorter than --timeout, --no-wait too.
 */
import { describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { runCli } from './helpers/cli.ts';

/** An address on this machine that refuses every connection: a server's port, once it has closed. */
async function refusingAddress(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe('start --no-wait with a short --timeout, the connection refused', () => {
  it('names --poll-interval as what stops a second try', async () => {
    const baseUrl = await refusingAddress();
    const ran = await runCli([
      'start',
      '--prompt',
      'Document the flag',
      '--no-wait',
      '--timeout',
      '3s',
      '--base-url',
      baseUrl,
    ]);
    expect(ran.code).toBe(5);
    // The pause before a retry is the poll interval (10s by default, growing): the words name it as the reason.
    expect(ran.err).toMatch(
      /the pause before sending it again \(\d+s, from --poll-interval\) is longer than the \ds left of --timeout/,
    );
  });
});
