/**
 * A 404 under a base-url other than the service's own names base-url beside project-id and job-id,
 * in `status` too (stderr and `--json`'s `error`, in the command line's words: `--base-url`), as in
 * `wait`, `start` and `message`: a user is not sent to check an id that is right.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';

const CLI = path.join(import.meta.dirname, '..', 'dist', 'cli', 'index.js');
let service: SimulatedService;
beforeAll(async () => {
  service = await startService({ activeReads: 1 });
});
afterAll(async () => service.close());

function cli(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH ?? '', MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY, MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describe('status under a gateway path that answers 404 to everything', () => {
  it('status JOB --base-url <service>/api: stderr names --base-url beside the job and project, as wait does', async () => {
    const waited = await cli([
      'wait',
      'job-pr',
      '--base-url',
      `${service.url}/api`,
      '--poll-interval',
      '100ms',
      '--timeout',
      '5s',
    ]);
    expect(waited.err).toContain('--base-url');
    const ran = await cli(['status', 'job-pr', '--base-url', `${service.url}/api`]);
    expect(ran.code).toBe(4);
    expect(ran.err).toContain('--base-url');
  });

  it("status JOB --json --base-url <service>/api: the job's error names --base-url", async () => {
    const ran = await cli(['status', 'job-pr', '--json', '--base-url', `${service.url}/api`]);
    const parsed = JSON.parse(ran.out) as { jobs: Array<{ error: string }>; 'exit-code': number };
    expect(parsed['exit-code']).toBe(4);
    expect(parsed.jobs[0]?.error).toContain('--base-url');
  });
});
