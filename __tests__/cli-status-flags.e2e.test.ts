/**
 * `status` reads each job once and exits 0 whatever the job's state, so --require-pr, --fail-on
 * and --fail-fast would change nothing there: given, they are refused (exit 3), never silently
 * dropped, so a script that asked for a pull request never reads 0 for a job without one.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';

const CLI = path.join(import.meta.dirname, '..', 'dist', 'cli', 'index.js');
let service: SimulatedService;

beforeAll(async () => {
  service = await startService({
    jobs: {
      'job-nopr': [{ job: { status: 'completed', prLink: null } }],
      'job-failed': [{ job: { status: 'failed', prLink: null } }],
    },
  });
});
afterAll(() => service.close());

function cli(args: string[]): Promise<{ code: number | null; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH ?? '', MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY, MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID },
    });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdin.end();
    child.on('close', (code) => resolve({ code, err }));
  });
}

describe('status refuses the flags it has no use for', () => {
  it.each([
    ['job-nopr', '--require-pr', 'true'],
    ['job-failed', '--fail-on', 'failed'],
    ['job-failed', '--fail-fast', 'true'],
  ])('status %s %s %s is refused (exit 3), not dropped', async (job, flag, value) => {
    const ran = await cli(['status', job, flag, value, '--base-url', service.url, '--allow-insecure-http', 'true']);
    expect(ran.code).toBe(3);
    expect(ran.err).toContain(`takes no ${flag}`);
  });
});
