/**
 * docs/cli.md: "On a signal it ends at once with what it knows (--json and --output-file
 * included)", and `status --json` prints `{ "jobs": [...], "exit-code": N }`. A SIGTERM while the
 * key is still read from --api-key-file that is a pipe (a FIFO, `<(vault read ...)`): `status
 * --json` prints nothing at all; `wait` says it was cancelled "while reading the prompt", a prompt
 * it never has.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';

const CLI = path.join(import.meta.dirname, '..', 'dist', 'cli', 'index.js');
const folder = mkdtempSync(path.join(tmpdir(), 'found-cli-fifo-'));
let service: SimulatedService;

beforeAll(async () => {
  service = await startService();
});
afterAll(async () => {
  await service.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The command with its key file a FIFO no one writes; SIGTERM once it has said its first line. */
function stoppedWhileReadingKey(args: string[], name: string) {
  const fifo = path.join(folder, name);
  execFileSync('mkfifo', [fifo]);
  // Others may read it: the command warns first, so the test knows the read has begun.
  chmodSync(fifo, 0o644);
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args, '--api-key-file', fifo], {
      env: { PATH: process.env.PATH ?? '', MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID },
    });
    let [out, err, sent] = ['', '', false];
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      if (!sent && err.includes('\n')) {
        sent = true;
        setTimeout(() => child.kill('SIGTERM'), 200);
      }
    });
    child.stdin.end();
    child.on('close', (code, signal) => resolve({ code, signal, out, err }));
  });
}

describe('SIGTERM while the key is read from a pipe', () => {
  it('status --json still prints its one JSON document', async () => {
    const ran = await stoppedWhileReadingKey(['status', 'job-1', '--json', '--base-url', service.url], 'status.fifo');
    expect(ran.code === 143 || ran.signal === 'SIGTERM').toBe(true);
    expect(ran.out).not.toBe('');
    const parsed = JSON.parse(ran.out) as Record<string, unknown>;
    expect(parsed['exit-code']).toBe(143);
  });

  it('wait says it was reading the key file, not a prompt', async () => {
    const ran = await stoppedWhileReadingKey(['wait', 'job-1', '--json', '--base-url', service.url], 'wait.fifo');
    expect(JSON.parse(ran.out)).toMatchObject({ outcome: 'cancelled', 'exit-code': 143 });
    expect(ran.err).toMatch(/Cancelled \(SIGTERM\)/);
    expect(ran.err).not.toMatch(/reading the prompt/);
  });
});
