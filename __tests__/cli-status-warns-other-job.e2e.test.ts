/**
 * Was broken: `status job-a`, answered with job job-b (a cache or a misrouted proxy between),
 * prints job-b's status and pull request as job-a's (stdout, --json), exits 0 and says nothing,
 * while `wait job-a` on the same answer warns "Asked for job job-a but the answer is about job
 * job-b".
 *
 * Now, as promised: docs/reliability.md, "an answer about another job id (a cache, a misrouted
 * proxy) | one warning naming both ids"; docs/cli.md: the command line is "the action's own code
 * (... the same service client ...)".
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService({
    jobs: {
      // Asked for job-a, the answer is job-b's (its id says so), with job-b's pull request.
      'job-a': [{ job: { id: 'job-b', status: 'completed', prLink: 'https://github.com/acme/docs/pull/7' } }],
    },
  });
});
afterAll(async () => service.close());

const flags = () => ['--base-url', service.url, '--allow-insecure-http', '--timeout', '20s'];
const warningNamingBoth = (err: string): string[] =>
  err.split('\n').filter((line) => /^warning:/.test(line) && line.includes('job-a') && line.includes('job-b'));

it('wait: one warning names both ids (the promise, kept)', async () => {
  const ran = await runCli(['wait', 'job-a', '--poll-interval', '1s', ...flags()]);
  expect(warningNamingBoth(ran.err)).toHaveLength(1);
});

it.each([[[] as string[]], [['--json']]])('status %j: one warning names both ids', async (extra) => {
  const ran = await runCli(['status', 'job-a', ...extra, ...flags()]);
  expect(ran.out).toContain('job-a');
  expect(warningNamingBoth(ran.err)).toHaveLength(1);
});
