/**
 * The command line's debug lines (RUNNER_DEBUG=1) are in its own words, as docs/cli.md promises:
 * `wait` said "No pull request comment: 'report-token' is empty." and "No github-token, so
 * acme/docs#42 is not looked up.", naming inputs of the action it has no flag for (a new user's
 * helper). It keeps no pull request comment, and says why a pull request is not looked up plainly.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService({ activeReads: 0 });
});
afterAll(() => service.close());

it('wait with RUNNER_DEBUG names no input of the action it has no flag for', async () => {
  const ran = await runCli(['wait', 'job-pr', '--base-url', service.url, '--poll-interval', '100ms'], {
    RUNNER_DEBUG: '1',
  });
  expect(ran.code).toBe(0);
  expect(ran.err).toContain('debug: ');
  expect(ran.err).not.toMatch(/report-token|github-token|pull request comment/);
  expect(ran.err).toMatch(/is not looked up: the command line takes the job's pull request from the service alone\./);
}, 60_000);
