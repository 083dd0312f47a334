/**
 * Was broken: a `--base-url` / `base-url` with https:// on an address that speaks plain HTTP (the
 * simulator of docs/cli.md's "Try it by hand", a company gateway on its http port, a local proxy)
 * fails in the TLS handshake (Node: `write EPROTO ...:SSL routines:tls_validate_record_header:wrong
 * version number`), before a byte of the request is sent. src/common/network-errors.ts lists the
 * certificate codes as "never left" but not EPROTO, so `start` says (observed, exit 5):
 *   error: Could not tell whether the service acted on the request to start the job: network error:
 *   write EPROTO 408D29B8AC7F0000:error:0A00010B:SSL routines:tls_validate_record_header:wrong
 *   version number:../deps/openssl/openssl/ssl/record/methods/tlsany_meth.c:77:\n. The job may
 *   have been started. Look at the project's agent jobs on the dashboard before running this
 *   again: the command did not retry, so it never starts a second job.
 * The action says the same in its error annotation (outcome `error`). The job cannot exist; the
 * message sends the user to the dashboard, says nothing of the likely fix (http:// or the right
 * port), and carries OpenSSL's internals and a literal "\n".
 *
 * How a user meets it: `npm run simulate`, then, by habit,
 *   wait-for-agent-job start --prompt "Document the flag" --base-url https://127.0.0.1:8787
 * or a `base-url: https://docs-gateway.internal:8080` whose port serves plain HTTP.
 *
 * What should happen instead: README.md, "Never two jobs for one step": "The start is sent again
 * only when the service certainly did not act on it: ... a DNS or TLS failure"; a failed handshake
 * is such a failure. The message says no job was started (never "may have been started" nor "look
 * at the dashboard"), and points at the base URL's scheme/port.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { runAction } from '../sim/run-action.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

jest.setTimeout(60_000);
let service: SimulatedService;
let httpsUrl: string;

beforeAll(async () => {
  service = await startService(); // plain HTTP
  httpsUrl = service.url.replace(/^http:/, 'https:');
});
afterAll(async () => service.close());

describe('https:// to an address that speaks plain HTTP: the handshake fails before anything is sent', () => {
  it('CLI start: never says the job may have been started', async () => {
    const ran = await runCli([
      'start',
      '--prompt',
      'Document the --dry-run flag',
      '--base-url',
      httpsUrl,
      '--timeout',
      '5s',
      '--poll-interval',
      '1s',
      '--json',
    ]);
    // Nothing reached the service.
    expect(service.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(ran.err).not.toMatch(/may have been started|agent jobs on the dashboard|Could not tell whether/);
    // Its retries end either way on the wall clock: the last pause does not fit `timeout`, or `timeout`
    // runs out before the last try is sent (a slow machine); both say nothing was sent.
    expect(ran.err).toMatch(/did not act|not started|no job was started|was not sent|nothing was sent/i);
    expect(ran.err).toMatch(/--base-url/);
    expect(ran.err).not.toContain('\\n');
  });

  it('action start: never says the job may have been started', async () => {
    const run = await runAction({
      'project-id': DEMO_PROJECT_ID,
      'api-key': DEMO_API_KEY,
      'base-url': httpsUrl,
      prompt: 'Document the --dry-run flag',
      'poll-interval': '1s',
      timeout: '5s',
    });
    expect(service.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    const error = run.annotations.find((a) => a.command === 'error')?.message ?? '';
    expect(error).not.toMatch(/may have been started|agent jobs on the dashboard|Could not tell whether/);
    expect(error).toMatch(/did not act|not started|no job was started|was not sent/i);
    expect(error).toMatch(/base-url/);
    expect(run.outputs.started).toBe('false');
  });
});
