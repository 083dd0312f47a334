/**
 * Was broken: `wait` on two jobs, one the service never answers (HTTP 503 every time: exit 5
 * alone) and one whose read it refuses with HTTP 400 (exit 4 alone), exits 4 and its --json and
 * dotenv file say 4: the unreachable job's 5 is dropped, so a script that retries on 5 gives up.
 *
 * Now, as promised: docs/cli.md, "Exit codes": "With several jobs the highest code wins." (5: "the
 * service could not be reached, or kept failing after retries").
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';
import { scratchFolder } from './helpers/scratch.ts';

const scratch = scratchFolder('found-several-');

let service: SimulatedService;

beforeAll(async () => {
  service = await startService({
    jobs: {
      // Never read: alone it times out with no status read, exit 5.
      'job-down': [{ http: 503, body: '{"error":"Service Unavailable"}' }],
      // Refused as sent: alone it is exit 4.
      'job-bad-request': [{ http: 400, body: '{"error":"Invalid job id"}' }],
    },
  });
});
afterAll(async () => service.close());

const flags = () => ['--base-url', service.url, '--allow-insecure-http', '--poll-interval', '1s', '--timeout', '6s'];

it('each job alone: the unreachable one exits 5, the refused one 4', async () => {
  const down = await runCli(['wait', 'job-down', ...flags()]);
  expect(down.code).toBe(5);
  const refused = await runCli(['wait', 'job-bad-request', ...flags()]);
  expect(refused.code).toBe(4);
}, 60_000);

it('both together: the highest code (5) wins, in the exit code, --json and the dotenv file', async () => {
  const dir = scratch;
  const file = path.join(dir, 'agent.env');
  const ran = await runCli(['wait', 'job-down', 'job-bad-request', '--json', '--output-file', file, ...flags()]);
  expect(ran.err).toContain('Invalid job id');
  expect(ran.err).toMatch(/job-down/);
  const json = JSON.parse(ran.out) as { 'exit-code': number };
  expect({
    exit: ran.code,
    json: json['exit-code'],
    dotenv: /^EXIT_CODE=(.*)$/m.exec(readFileSync(file, 'utf8'))?.[1],
  }).toEqual({
    exit: 5,
    json: 5,
    dotenv: '5',
  });
}, 60_000);
