/**
 * Was broken: when the service's TLS certificate cannot be verified (a self-signed certificate, a
 * company's TLS-inspecting proxy whose root is not in Node's store, an expired certificate), the
 * connection ends in the handshake, before a byte of the request is sent. `start` still says
 * "Could not tell whether the service acted on the request to start the job ... The job may have
 * been started. Look at the project's agent jobs on the dashboard before running this again", and
 * `message` says "The message may have been taken. Look at job ...'s conversation on the
 * dashboard": both false, as the service never saw a request. src/common/network-errors.ts knows
 * only ECONNREFUSED and DNS failures as "never left"; a certificate error's code
 * (DEPTH_ZERO_SELF_SIGNED_CERT, SELF_SIGNED_CERT_IN_CHAIN, CERT_HAS_EXPIRED, ...) is taken for a
 * request that may have reached the service.
 *
 * How a user meets it: behind a company's TLS-inspecting proxy (Zscaler, Netskope) on a
 * developer's laptop or a self-hosted runner, `wait-for-agent-job start --prompt "..."` fails at
 * once. The user is sent to the dashboard to look for a job that cannot exist, and the real fix
 * (the company's root certificate: NODE_EXTRA_CA_CERTS, or Node's --use-system-ca) reads as a
 * side note to an unknown outcome.
 *
 * What should happen instead (README.md "Never two jobs for one step": the start is sent again
 * only when the service "certainly did not act on it" and a connection reset, a time-out after
 * sending or a 5xx "leaves it unknown whether the job started"; docs/endings.md: "start or
 * message: 429 until `timeout`, or no network -> error: the service did not act on it"; every
 * message says what happened and what to do): a request that never left the machine is said to
 * have done nothing (no job started, no message sent), with the certificate named as the cause,
 * never "may have been started" or "may have been taken".
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');
let service: SimulatedService;

beforeAll(async () => {
  // A self-signed certificate no one installed: every handshake fails before a request is sent.
  service = await startService({
    tls: {
      key: readFileSync(path.join(fixtures, 'api.example.test.key'), 'utf8'),
      cert: readFileSync(path.join(fixtures, 'api.example.test.crt'), 'utf8'),
    },
  });
});
afterAll(async () => service.close());

const flags = () => ['--base-url', service.url, '--timeout', '5s', '--poll-interval', '1s', '--json'];

describe('a service whose TLS certificate cannot be verified', () => {
  it('start: says no job was started, never "may have been started"', async () => {
    const before = service.requests.length;
    const ran = await runCli(['start', '--prompt', 'Document the --dry-run flag', ...flags()]);
    // The handshake failed: the service never received the request.
    expect(service.requests.length).toBe(before);
    expect(ran.err).toMatch(/certificate/);
    expect(ran.err).not.toMatch(/may have been started|agent jobs on the dashboard/);
    expect(JSON.parse(ran.out)).toMatchObject({ started: false, 'job-id': [] });
  });

  it('message: says the message was not sent, never "may have been taken"', async () => {
    const before = service.requests.length;
    const ran = await runCli(['message', 'job-pr', '--message', 'Make the intro shorter', ...flags()]);
    expect(service.requests.length).toBe(before);
    expect(ran.err).toMatch(/certificate/);
    expect(ran.err).not.toMatch(/may have been taken|conversation on the dashboard/);
  });
});
