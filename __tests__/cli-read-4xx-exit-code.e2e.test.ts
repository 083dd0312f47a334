/**
 * Was broken: a read of the job that the service answers with a 4xx other than 401/403/404 (400 Bad
 * Request, 422, 410) ends the command line with exit 5, "the service could not be reached, or kept
 * failing after retries", although the service was reached and answered at once. docs/cli.md's exit
 * table says 4 is "the service refused the key, the project or the request (a 4xx: fix what it
 * names)", and `status --help` says "4 when the service refused ..., 5 when it could not be
 * reached". 469e091 fixed the same for a refused start (exit 5 -> 4), but not for reads: status
 * counts only 'not-found' and 'refused' as refusals (src/cli/status.ts), and wait's run ends
 * 'error', which exitCodeOf maps to 5. status's new next step (3392a04) then says
 * "Check --base-url, the network and any proxy (HTTPS_PROXY, NO_PROXY), then run the command
 * again": the wrong fix for an answer that names what is wrong with the request.
 *
 * How a user meets it: a job id mangled by a script (a stray quote, a URL pasted instead of the id)
 * that the service answers 400 "invalid job id"; a CI script written to the documented table
 * (`case $? in 5) retry;; 4) fail;; esac`) retries a request that will be refused the same way each
 * time, and the user is sent to check their network.
 *
 * What should happen instead: exit 4 for a read the service refused as sent (any 4xx answer but
 * 408, 425 and 429, which are worth trying again), as for a refused start; and status's line names a
 * fix that fits (the job id, the project), not the network.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService({
    jobs: {
      'job-bad-request': [{ http: 400, body: '{"error":"Invalid job id"}' }],
      'job-unprocessable': [{ http: 422, body: '{"error":"Invalid job id"}' }],
    },
  });
});
afterAll(async () => service.close());

const flags = () => [
  '--base-url',
  service.url,
  '--allow-insecure-http',
  'true',
  '--poll-interval',
  '1s',
  '--timeout',
  '20s',
];

describe('a read of the job that the service refuses as sent (HTTP 400, 422)', () => {
  it.each([['job-bad-request'], ['job-unprocessable']])('status %s: exit 4, and no "check the network"', async (id) => {
    const ran = await runCli(['status', id, '--json', ...flags()]);
    expect(ran.err).toContain('Invalid job id');
    expect(ran.code).toBe(4);
    expect(ran.err).not.toMatch(/the network and any proxy/);
  });

  it.each([['job-bad-request'], ['job-unprocessable']])('wait %s: exit 4, as the table says for a 4xx', async (id) => {
    const ran = await runCli(['wait', id, '--json', ...flags()]);
    expect(ran.err).toContain('Invalid job id');
    expect((JSON.parse(ran.out) as { 'exit-code': number })['exit-code']).toBe(4);
    expect(ran.code).toBe(4);
  });
});
