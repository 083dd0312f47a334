/**
 * Was broken: `wait A B --json` stopped (SIGTERM) while it still reads the key from a pipe
 * (`--api-key-file <(vault read ...)`) prints `"pr-links": []` (and no counts), though two jobs
 * were named, where a stop during the wait prints `[null, null]` and `pending-count` 2.
 *
 * Now, as promised: docs/cli.md, What it hands on: "`job-id` and `pr-links` are always lists ...
 * `pr-links` one item a job, in order, `null` for a job without a pull request"; README Outputs:
 * "the four counts add up to all jobs"; "On a signal it ends at once with what it knows (`--json`
 * and `--output-file` included)".
 */
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';
import { CLI } from './helpers/cli.ts';

jest.setTimeout(60_000);

const folder = mkdtempSync(path.join(tmpdir(), 'found-cli-pr-links-'));
let service: SimulatedService;

beforeAll(async () => {
  service = await startService();
});
afterAll(async () => {
  await service.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The command with its key file a FIFO no one writes; SIGTERM once it has said its first line (the file's mode warning). */
function stoppedWhileReadingKey(args: string[]) {
  const fifo = path.join(folder, 'key.fifo');
  execFileSync('mkfifo', [fifo]);
  // Others may read it: the command warns first, so the test knows the read has begun (no clock involved).
  chmodSync(fifo, 0o644);
  return new Promise<{ out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args, '--api-key-file', fifo], {
      env: { PATH: process.env.PATH ?? '', MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID },
    });
    let [out, err, sent] = ['', '', false];
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      if (!sent && err.includes('\n')) {
        sent = true;
        child.kill('SIGTERM');
      }
    });
    child.stdin.end();
    child.on('close', () => resolve({ out, err }));
  });
}

it('a stop while the key is read hands on one pr-links item a job, and counts that add up to the jobs', async () => {
  const ran = await stoppedWhileReadingKey(['wait', 'job-pr', 'job-no-pr', '--json', '--base-url', service.url]);
  expect(ran.err).toContain('Cancelled (SIGTERM)');
  const json = JSON.parse(ran.out) as Record<string, unknown>;
  expect(json).toMatchObject({ outcome: 'cancelled', 'job-id': ['job-pr', 'job-no-pr'], 'exit-code': 143 });
  // Neither job was read: each has its item, null, as a stop during the wait hands them on.
  expect({ 'pr-links': json['pr-links'], 'pending-count': json['pending-count'] }).toEqual({
    'pr-links': [null, null],
    'pending-count': 2,
  });
});
