/**
 * Was broken (a helper, the command line on a bad day): `status h1 e502 --timeout 2s`, job h1 held by
 * the service and e502 answered 502 at once, exited 2 (timed out): every read that failed was judged
 * by the clock after all reads had ended, so one hung job made the other's 502 a time-out. Run
 * alone, e502 exits 5. docs/cli.md: "With several jobs the highest code wins". Each job is now
 * judged by how its own read ended; a read that ran out says to raise --timeout.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;
beforeAll(async () => {
  service = await startService({
    jobs: {
      hung: [{ hang: true }],
      e502: [{ http: 502, body: '<html>bad gateway</html>' }],
    },
  });
});
afterAll(() => service.close());

describe('status with one job the service holds and one it fails', () => {
  it('exits with the highest code of each job as its own read ended', async () => {
    const ran = await runCli(['status', 'hung', 'e502', '--base-url', service.url, '--timeout', '2s']);
    expect(ran.code).toBe(5);
    expect(ran.err).toContain('raise --timeout');
  });
});
