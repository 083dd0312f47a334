/**
 * Was broken: a proxy variable whose password holds a `%` that is not a percent-escape
 * (`http://alice:50%off@proxy.corp.example:3128`) passes the input check (src/inputs/proxy.ts
 * `readProxySettings`: `new URL` takes it), and only fails when the first request makes its agent
 * (src/service/transport.ts `createHttpSend`: Node's proxy agent decodes the password, "URI
 * malformed"). That failure is then taken for a network fault:
 * - `wait` retries it, "Request 2 failed again ...", until `--timeout` (about 7 minutes at the
 *   defaults) and exits 2/5 with "check --base-url, the network and any proxy";
 * - `start` says "Could not tell whether the service acted on the request to start the job ...
 *   The job may have been started. Look at the project's agent jobs on the dashboard", exit 5,
 *   though nothing ever left the machine.
 *
 * How a user meets it: the company proxy's password is generated and holds a `%` (`50%off`,
 * `k9%Tq`); the CI sets `HTTPS_PROXY=http://alice:$PROXY_PW@proxy.corp:3128` as it does for every
 * tool. `wait-for-agent-job start --prompt ...` tells them a job may have started and sends them to
 * the dashboard, where there is none; `wait` burns minutes of CI time retrying a value that can
 * never work.
 *
 * What should happen instead (docs/reliability.md, the proxy row: "a malformed proxy variable (bad
 * URL, port or scheme; a `#` in a password) -> an input error naming the variable, credentials
 * shown as `***`"; "Inputs are checked before any request"; docs/cli.md exit 3: "bad usage or
 * input: the message names the flag and the fix"): exit 3 at once, naming HTTPS_PROXY and the
 * fix (percent-encode the `%` as %25), nothing sent, no "may have been started", and the password
 * never shown.
 */
import { describe, expect, it } from '@jest/globals';
import { runCli } from './helpers/cli.ts';

const PASSWORD = '50%offWq7vTz';
const PROXY = `http://alice:${PASSWORD}@proxy.corp.example:3128`;
// Through the proxy (a loopback address would go direct): nothing is ever reached here.
const flags = ['--base-url', 'https://api.example.invalid', '--timeout', '3s', '--poll-interval', '1s', '--json'];

describe('HTTPS_PROXY with a bare % in its password', () => {
  it('wait: refused as bad input (exit 3) naming HTTPS_PROXY, not retried as an outage', async () => {
    const ran = await runCli(['wait', 'job-1', ...flags], { HTTPS_PROXY: PROXY });
    expect({ code: ran.code, retried: /failed again/.test(ran.err) }).toEqual({ code: 3, retried: false });
    expect(ran.err).toContain('HTTPS_PROXY');
    expect(ran.err).not.toContain(PASSWORD);
  });

  it('start: refused as bad input (exit 3), never "the job may have been started"', async () => {
    const ran = await runCli(['start', '--prompt', 'Document the flag', ...flags], { HTTPS_PROXY: PROXY });
    expect(ran.err).not.toMatch(/may have been started/);
    expect(ran.code).toBe(3);
    expect(ran.err).toContain('HTTPS_PROXY');
    expect(JSON.parse(ran.out)).toMatchObject({ 'exit-code': 3 });
  });
});
