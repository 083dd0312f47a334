/**
 * Was broken: the base64 of a proxy's `user:password` of five bytes or fewer is shown whole.
 * src/output/redaction.ts, base64FormsOf: the whole secret's base64 is looked for only when it is
 * at least BASE64_WHOLE_CHARS (8) characters long unpadded, and the runs of 16 need 12 bytes; a
 * credential of 1 to 5 bytes (`u:pwd`, `ab:cd`) has a base64 of at most 7 characters, so it is
 * not looked for in any form. readProxySettings keeps `u:pwd` as a secret (the userinfo), so the
 * step knows it; only its base64 escapes.
 *
 * How a user meets it: HTTPS_PROXY=http://u:pwd@proxy.corp.example:3128 on a self-hosted runner,
 * and a proxy or gateway on the way that echoes the request's headers in an error body
 * (`Proxy-Authorization: Basic dTpwd2Q=`). The error annotation, the log and the job summary
 * carry `dTpwd2Q=`, which anyone who reads the log decodes to `u:pwd`.
 *
 * Was: the error annotation and the summary hold "Basic dTpwd2Q=".
 *
 * Now, as promised: SECURITY.md, "What is secret": each secret is hidden "as it reads
 * once an encoding applied before it reached the action is undone: its base64 (the whole
 * secret's, however short, as a proxy's Basic header holds it, ...)". However short includes
 * five bytes.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

const USERINFO = 'u:pwd';
const PROXY = `http://${USERINFO}@proxy.corp.example:3128`;
const BASIC = Buffer.from(USERINFO).toString('base64'); // dTpwd2Q=

/** Every surface of a run, the ::add-mask:: lines aside. */
const surfaces = (run: ActionRun): string[] => [
  ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
  ...run.stderr.split('\n'),
  JSON.stringify(run.outputs),
  ...run.summary.split('\n'),
];

describe('a proxy credential of five bytes, echoed as a Basic header by the service', () => {
  it('is on no surface as its base64', async () => {
    sim.service().setJob('job-proxy-short', [
      {
        http: 404,
        body: JSON.stringify({ error: `Job not found (request headers: Proxy-Authorization: Basic ${BASIC})` }),
      },
    ]);
    // The service is on 127.0.0.1, so the request goes direct; the variable only makes the credential a secret.
    const run = await sim.act({ 'job-id': 'job-proxy-short' }, { HTTP_PROXY: PROXY, HTTPS_PROXY: PROXY });
    expect(run.outputs.outcome).toBe('not-found');
    expect(surfaces(run).filter((line) => line.includes(BASIC.replace(/=+$/, '')))).toEqual([]);
  });
});
