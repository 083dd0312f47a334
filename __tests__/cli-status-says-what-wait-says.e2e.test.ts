/**
 * Was broken (a command-line newcomer helper): `status` said less, or otherwise, than `wait` of
 * the same answers:
 *   - a prLink outside the job's repository was dropped silently ("job-x: completed"), where `wait`
 *     warns "The service's prLink names ..., a pull request outside the job's repository";
 *   - a 429 asking an hour was "run the command again after 3600 s", where `wait` says "1h 00m";
 *   - 51 ids were told "one command waits for at most 50", though `status` waits for nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;
const ENV = { MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY, MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID };

beforeAll(async () => {
  service = await startService({
    jobs: {
      'job-linked-elsewhere': [
        {
          job: {
            status: 'completed',
            prLink: 'https://github.com/other/repo/pull/3',
            source: { repository: 'https://github.com/acme/docs', ref: 'agent/x' },
          },
        },
      ],
      'job-limited': [{ http: 429, headers: { 'retry-after': '3600' }, body: '{"error":"Too many requests"}' }],
    },
  });
});
afterAll(() => service.close());

describe('status says of an answer what wait says', () => {
  it('warns of a prLink outside the job repository it drops', async () => {
    const ran = await runCli(['status', 'job-linked-elsewhere', '--base-url', service.url], ENV);
    expect(ran.err).toMatch(
      /warning: job-linked-elsewhere: The service's prLink names https:\/\/github\.com\/other\/repo\/pull\/3/,
    );
  });

  it('says an hour asked by a 429 as wait does', async () => {
    const ran = await runCli(['status', 'job-limited', '--base-url', service.url], ENV);
    expect(ran.err).toContain('run the command again after 1h 00m, as it asked');
    expect(ran.err).not.toContain('3600 s');
  });

  it('tells 51 ids that one command takes at most 50, not that it waits', async () => {
    const ids = Array.from({ length: 51 }, (_, i) => `job-${i}`);
    const ran = await runCli(['status', ...ids, '--base-url', service.url], ENV);
    expect(ran.code).toBe(3);
    expect(ran.err).toContain('one command takes at most 50');
    expect(ran.err).not.toContain('waits for at most');
  });
});
