/**
 * A new user's `base-url` with a path the action does not expect. README: "`base-url` The
 * service's address, without `/v2` (the action adds `/v2/agent/...` itself)", and "Every input
 * problem is reported at once, each naming its input and the fix". The spec's endpoint is
 * `GET /v2/agent/{projectId}/job/{id}`; a user who copies it (or a dashboard address with a path)
 * into `base-url` is an input problem naming it (exit 3 on the command line); a path of a
 * gateway's own (`/api`) passes, and every 404 then names `base-url` beside `project-id` and `job-id`.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { runAction } from '../sim/run-action.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';

const CLI = path.join(import.meta.dirname, '..', 'dist', 'cli', 'index.js');
let service: SimulatedService;
beforeAll(async () => {
  service = await startService({ activeReads: 1 });
});
afterAll(async () => service.close());

/** The error annotations' text, the words a user reads on the run's page. */
const errorsOf = (run: Awaited<ReturnType<typeof runAction>>): string =>
  run.annotations
    .filter((a) => a.command === 'error')
    .map((a) => a.message)
    .join('\n');

describe('base-url with a path', () => {
  // The endpoint copied from the API reference, with the project filled in.
  const copied = () => `${service.url}/v2/agent/${DEMO_PROJECT_ID}`;

  it.each([
    ['the endpoint copied from the API reference (/v2/agent/<project>)', () => copied()],
    ['the endpoint with /job (/v2/agent/<project>/job)', () => `${copied()}/job`],
    ['a path of its own (/api)', () => `${service.url}/api`],
  ])('waiting, %s: the error names base-url and its fix, not project-id or job-id', async (_, baseUrl) => {
    const run = await runAction(
      {
        'project-id': DEMO_PROJECT_ID,
        'api-key': DEMO_API_KEY,
        'base-url': baseUrl(),
        'job-id': 'job-pr',
        'poll-interval': '100ms',
        timeout: '20s',
      },
      { killAfterMs: 25_000 },
    );
    expect(run.exitCode).toBe(1);
    expect(errorsOf(run)).toContain("'base-url'");
  });

  it('starting, the endpoint copied from the API reference: the error names base-url, not project-id', async () => {
    const run = await runAction(
      {
        'project-id': DEMO_PROJECT_ID,
        'api-key': DEMO_API_KEY,
        'base-url': `${copied()}/job`,
        prompt: 'Document the flag',
        'poll-interval': '100ms',
        timeout: '20s',
      },
      { killAfterMs: 25_000 },
    );
    expect(run.exitCode).toBe(1);
    expect(errorsOf(run)).toContain("'base-url'");
  });

  it('the command line, --base-url with the endpoint path: exit 3 (bad input) naming --base-url, not 4 blaming the project', async () => {
    const ran = await new Promise<{ code: number | null; err: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        [CLI, 'wait', 'job-pr', '--base-url', `${copied()}/job`, '--poll-interval', '100ms', '--timeout', '20s'],
        {
          env: {
            PATH: process.env.PATH ?? '',
            MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY,
            MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID,
          },
        },
      );
      let err = '';
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.on('close', (code) => resolve({ code, err }));
    });
    expect(ran.err).toContain('--base-url');
    expect(ran.code).toBe(3);
  });
});
