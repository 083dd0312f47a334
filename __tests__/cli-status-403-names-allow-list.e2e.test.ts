/**
 * Was broken: `status` on a job the service answers 403 (an IP allow-list) drops the service's
 * reason and tells the user to check that the key "has not expired" (an expired key gets 401),
 * never naming the allow-list; `wait` on the same answer quotes the reason and names it.
 *
 * Now, as promised: docs/endings.md "401, 403 | error: the key was refused (401: not known or
 * expired; 403: ...)"; docs/reliability.md "401, 403 | fails at once: the key was refused, with
 * what to check"; docs/cli.md exit 4 "a 4xx: fix what it names".
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;
const REASON = 'IP address 203.0.113.7 is not in the allow-list';

beforeAll(async () => {
  service = await startService({
    jobs: { 'job-walled': [{ http: 403, body: JSON.stringify({ error: REASON }) }] },
  });
});
afterAll(async () => service.close());

const errorLines = (err: string): string[] => err.split('\n').filter((line) => line.startsWith('error:'));

describe('status, when the service answers 403', () => {
  it("wait says the service's reason and the allow-list (for comparison)", async () => {
    const ran = await runCli(['wait', 'job-walled', '--base-url', service.url]);
    expect(ran.code).toBe(4);
    const [line = ''] = errorLines(ran.err);
    expect(line).toContain(REASON);
    expect(line).toMatch(/allow-list/);
  });

  it('status quotes what the service said and names the allow-list, not an expiry (which is a 401)', async () => {
    const ran = await runCli(['status', 'job-walled', '--base-url', service.url, '--json']);
    expect(ran.code).toBe(4);
    const [line = ''] = errorLines(ran.err);
    expect(line).toContain('HTTP 403');
    expect(line).toContain(REASON);
    expect(line).toMatch(/allow-list/);
    // An expired key is answered 401, never 403: the 403's fix is not the key's age.
    expect(line).not.toMatch(/expired/);
    const json = JSON.parse(ran.out) as { jobs: { error: string | null }[] };
    expect(json.jobs[0]?.error ?? '').toContain(REASON);
  });
});
