/**
 * docs/cli.md's exit codes: 5 is "the service could not be reached, or kept failing after
 * retries"; 3 bad input, 4 refused. A start the service answers 400 (its documented answer to a
 * prompt it will not take) was reached, answered at once and not retried, yet exits 5: a CI
 * script that retries on 5 ("unreachable, try later") sends the same bad prompt again and again.
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

describe('a start the service answers 400', () => {
  it('is not "unreachable" (5): the service answered, once, and said the input is wrong', async () => {
    service.failNextPost({ http: 400, body: '{"error":"prompt must be at most 10000 characters"}' });
    const ran = await cli(['start', '--prompt', 'Document the flag', '--json', '--base-url', service.url]);
    expect(ran.err).toContain('HTTP 400');
    const posts = service.requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(ran.code).not.toBe(5);
    expect([3, 4]).toContain(ran.code);
  });
});
