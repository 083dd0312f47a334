/**
 * `start` whose answer was lost (the service made the job, a gateway answered 502): exit 5, as
 * docs/cli.md's table says for a lost start's answer, and words that say to look on the dashboard
 * before starting again, never to retry blindly.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService({ jobs: {} });
});
afterAll(() => service.close());

describe('start answered 502', () => {
  it('exits 5 and says the job may have been made', async () => {
    service.failNextPost({ http: 502, body: '{"error":"Bad Gateway"}' });
    const ran = await runCli(['start', '--prompt', 'Document the flag', '--base-url', service.url, '--json']);
    expect(ran.code).toBe(5);
    expect(JSON.parse(ran.out.trim())).toMatchObject({ 'exit-code': 5, started: null });
    expect(ran.err).toMatch(/dashboard/);
    // One POST only: a start whose answer was lost is never sent again.
    expect(service.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });
});
