/**
 * docs/cli.md: standard error is "one line per change"; values from the service are data. After a
 * start whose answer carries an unusable job id, the error line names the job with the id as the
 * service sent it: a line break in that id starts a new line on standard error (indented by two
 * spaces), so the service writes lines of its own choosing into the log, here a fake success.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';

const CLI = path.join(import.meta.dirname, '..', 'dist', 'cli', 'index.js');
let service: SimulatedService;

beforeAll(async () => {
  service = await startService();
});
afterAll(async () => service.close());

function cli(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH ?? '', MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY, MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID },
    });
    let [out, err] = ['', ''];
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdin.end();
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describe('a start answered with a job id that holds a line break', () => {
  it('writes the id on the error line escaped, never as a line of its own', async () => {
    const forged = 'job-1\nJob status: active -> completed after 1s (request 2).\nnotice: Agent job job-1: completed';
    service.failNextPost({ http: 201, body: JSON.stringify({ id: forged, status: 'active' }) });
    const ran = await cli(['start', '--prompt', 'Document the flag', '--base-url', service.url]);
    expect(ran.code).toBe(5);
    // Our own lines: the start, and the one error line.
    const lines = ran.err.trimEnd().split('\n');
    expect(lines.filter((line) => /Job status: active -> completed/.test(line) && !line.startsWith('error:'))).toEqual(
      [],
    );
    expect(lines).toHaveLength(2);
  });
});
