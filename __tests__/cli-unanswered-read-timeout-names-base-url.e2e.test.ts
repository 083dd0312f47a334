/**
 * Was broken: when --timeout runs out while the first status read is still unanswered (a --base-
 * url that takes the connection and never answers), `wait` ends "Timed out after 2s, before any
 * request was answered (1 request). Raise --timeout." with exit 5: it neither says the job's state
 * is unknown nor names --base-url or the network, while `status` on the same job says "Check
 * --base-url, the network and any proxy".
 *
 * Now, as promised: docs/endings.md, time-out: "when no status was ever read, what failed and that
 * the job's state is unknown"; docs/cli.md: "give a shorter --timeout where a wrong --base-url
 * should fail fast" (the fast failure must then point at --base-url, not at --timeout).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;

beforeAll(async () => {
  // Every read of this job is taken and never answered: what a wrong address (a proxy, a
  // load balancer with no backend) does. Each request's own limit is 30 s, far past --timeout.
  service = await startService({ jobs: { 'job-unanswered': [{ hang: true }] } });
});
afterAll(async () => service.close());

const at = () => ['--base-url', service.url, '--allow-insecure-http', 'true', '--poll-interval', '100ms'];

describe('wait, when --timeout ends before the service answered any read', () => {
  it('says the job state is unknown and what to check (--base-url, the network), as status does', async () => {
    const ran = await runCli(['wait', 'job-unanswered', '--timeout', '2s', '--json', ...at()]);
    const json = JSON.parse(ran.out) as Record<string, unknown>;
    expect(json.outcome).toBe('timed-out');
    expect(json.status).toBeNull();
    const ending = ran.err.split('\n').find((line) => line.startsWith('error:')) ?? '';
    expect(ending).toContain('Timed out');
    // No status was ever read: the ending says the job's state is unknown...
    expect(ending).toMatch(/unknown/i);
    // ...and what to check: the address and the network, as `status` says for the very same read.
    expect(ending).toContain('--base-url');

    const read = await runCli(['status', 'job-unanswered', '--timeout', '2s', ...at()]);
    expect(read.err).toContain('--base-url');
  });
});
