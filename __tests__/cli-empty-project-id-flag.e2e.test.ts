/**
 * `--project-id "$PROJECT"` with the variable empty, while MINTLIFY_PROJECT_ID is set (a CI that
 * sets both). Was: "No project: ... or set MINTLIFY_PROJECT_ID", advice that was already followed.
 * Now: exit 3, saying the flag is empty while the variable is set, and how to go on; nothing sent.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

it('an empty --project-id beside MINTLIFY_PROJECT_ID names the flag, never asks to set the variable', async () => {
  const ran = await runCli(['wait', 'job-pr', '--project-id', '', '--base-url', service.url]);
  expect(ran.code).toBe(3);
  expect(ran.err).toContain('--project-id is empty');
  expect(ran.err).toContain('leave --project-id out to use it');
  expect(ran.err).not.toContain('set MINTLIFY_PROJECT_ID');
  expect(service.requests).toEqual([]);
});
