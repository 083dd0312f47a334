/**
 * Was broken: `status` takes --poll-interval, which it has no use for: dropped in silence, or the
 * reason for a refusal that does not apply to it.
 *
 * docs/cli.md: "A flag a command has no use for is refused (exit 3) rather than dropped", and
 * "`status` reads each job once" (src/cli/main.ts: "status never polls"). src/cli/args.ts NOT_FOR
 * refuses --no-wait, --fail-on, --require-pr and --fail-fast for status, but not --poll-interval:
 * - `status JOB --poll-interval 5s` reads the job once and exits 0, the flag dropped;
 * - `status JOB --poll-interval 1h` (a CI's shared flags, a user who expects status to poll) is
 *   refused with the wait's reason: "--poll-interval (1h 00m) is longer than --timeout (30m 00s),
 *   so the job would be checked only once; lower poll-interval or raise timeout", for a command
 *   that checks each job once by design; following it changes nothing status does.
 *
 * What happens now: status says the flag is not used, naming `wait` for polling, and reads the job
 * (a CI's shared flags keep working); never the wait's refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService({ jobs: { 'job-done': [{ job: { status: 'completed', prLink: null } }] } });
});
afterAll(() => service.close());

describe('status --poll-interval', () => {
  it.each(['5s', '1h'])('status JOB --poll-interval %s: said unused, the job read', async (interval) => {
    const ran = await runCli(['status', 'job-done', '--poll-interval', interval, '--base-url', service.url]);
    // Was: 5s read the job and exited 0 (the flag dropped); 1h was refused with "the job would be checked only once".
    expect(ran.err).not.toContain('would be checked only once');
    expect(ran.code).toBe(0);
    expect(ran.err).toContain("'status' reads each job once, so --poll-interval is not used");
    expect(ran.out).toContain('job-done\tcompleted');
  });
});
