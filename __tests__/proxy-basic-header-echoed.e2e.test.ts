/**
 * Was broken: the base64 of a short proxy credential is shown whole.
 *
 * SECURITY.md: "any user name or password in the proxy variables" is secret, and each secret "is
 * hidden also as it reads once an encoding applied before it reached the action is undone: its
 * base64 (any run of 16 of it ...)". The redaction (src/output/redaction.ts, base64FormsOf) only
 * looks for runs of 16 base64 characters made of whole 3-byte groups: a credential of fewer than
 * 12 bytes has no such run, and the whole base64 of it (with its `=` padding) is not looked for at
 * all. A proxy's user and password are exactly what goes out as base64: the `Proxy-Authorization:
 * Basic <base64(user:password)>` header.
 *
 * How a user meets it: HTTP_PROXY=http://bob:pa55wd@proxy:3128 (a 10-byte `user:password`), and a
 * proxy or service on the way that echoes the request's headers in an error body (a debugging
 * proxy, a misrouted gateway). The step's error annotation and job summary then carry
 * `Basic Ym9iOnBhNTV3ZA==`, which anyone who reads the log decodes to `bob:pa55wd`.
 *
 * What should happen instead: the whole base64 of every secret (padded and unpadded, both
 * alphabets, at each byte alignment) is hidden like its runs, whatever the secret's length.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

const USERINFO = 'bob:pa55wd';
const PROXY = `http://${USERINFO}@proxy.corp.example:3128`;
const BASIC = Buffer.from(USERINFO).toString('base64'); // Ym9iOnBhNTV3ZA==

/** Every surface of a run, the ::add-mask:: lines aside. */
const surfaces = (run: ActionRun): string[] => [
  ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
  ...run.stderr.split('\n'),
  JSON.stringify(run.outputs),
  ...run.summary.split('\n'),
];

describe('a proxy credential shorter than 12 bytes, echoed as a Basic header by the service', () => {
  it('is on no surface as its base64', async () => {
    sim.service().setJob('job-proxy-echo', [
      {
        http: 404,
        body: JSON.stringify({ error: `Job not found (request headers: Proxy-Authorization: Basic ${BASIC})` }),
      },
    ]);
    // The service is on 127.0.0.1, so the request goes direct; the variable only makes the credential a secret.
    const run = await sim.act({ 'job-id': 'job-proxy-echo' }, { HTTP_PROXY: PROXY, HTTPS_PROXY: PROXY });
    expect(run.outputs.outcome).toBe('not-found');
    // Fails: the error annotation and the summary's paragraph both hold "Basic Ym9iOnBhNTV3ZA==".
    expect(surfaces(run).filter((line) => line.includes(BASIC.replace(/=+$/, '')))).toEqual([]);
  });
});
