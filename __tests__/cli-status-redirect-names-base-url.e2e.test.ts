/**
 * Was broken: `status JOB` against a --base-url that redirects to another origin (the API moved
 * host) ends its line "...; set --base-url to the address that answers directly. Check the job id
 * and MINTLIFY_PROJECT_ID.": the last sentence sends the user to a job id and project that are
 * fine (`wait` on the same answer says "Check --base-url").
 *
 * Now, as promised: docs/cli.md, "Exit codes": for 3 and 4 the message "names the flag and the
 * fix" ("a 4xx: fix what it names"); docs/reliability.md, "a redirect to another origin | fails at
 * once; the key is never sent there" (the fault is the address, not the job id or project).
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService({
    jobs: {
      // The API moved: every read is sent on to another origin, where the key is never sent.
      'job-moved': [
        { http: 301, body: '', headers: { location: 'https://api.moved.example/v2/agent/demo-project/job/job-moved' } },
      ],
    },
  });
});
afterAll(async () => service.close());

const flags = () => ['--base-url', service.url, '--allow-insecure-http', '--timeout', '20s'];
const errorLine = (err: string): string => err.split('\n').find((line) => line.startsWith('error:')) ?? '';

it('wait: the error names --base-url as the fix (kept)', async () => {
  const ran = await runCli(['wait', 'job-moved', '--poll-interval', '1s', ...flags()]);
  const line = errorLine(ran.err);
  expect(line).toContain('api.moved.example');
  expect(line).not.toMatch(/Check the job id|MINTLIFY_PROJECT_ID/);
});

it.each([[[] as string[]], [['--json']]])(
  'status %j: the error names the address as the fix, not the job id and project',
  async (extra) => {
    const ran = await runCli(['status', 'job-moved', ...extra, ...flags()]);
    const line = errorLine(ran.err);
    expect(line).toContain('api.moved.example');
    expect(line).toMatch(/--base-url/);
    expect(line).not.toMatch(/Check the job id|MINTLIFY_PROJECT_ID/);
  },
);
