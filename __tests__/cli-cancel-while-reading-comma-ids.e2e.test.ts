/**
 * Was broken: `wait job-pr,job-no-pr --json` stopped (SIGTERM) while it reads the key hands on one
 * job, "job-pr,job-no-pr" (job-id ["job-pr,job-no-pr"], pr-links [null], pending-count 1), though
 * the same command waits for two jobs, and says so once it runs (530f63c's unreadJobsOutputs takes
 * the arguments unsplit).
 *
 * Now, as promised: docs/cli.md: "`job-id` and `pr-links` are always lists ... `pr-links` one item
 * a job, in order"; README Outputs: "the four counts add up to all jobs"; CHANGELOG (530f63c): a
 * command stopped while it read its inputs "lists one `null` a job".
 */
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';
import { CLI, runCli } from './helpers/cli.ts';

jest.setTimeout(60_000);

const folder = mkdtempSync(path.join(tmpdir(), 'found-cli-comma-ids-'));
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

it('a stop while the key is read lists each job of a comma-separated JOB_ID, as the command itself does', async () => {
  // The same command, not stopped: two jobs.
  const whole = await runCli([
    'wait',
    'job-pr,job-no-pr',
    '--json',
    '--base-url',
    service.url,
    '--poll-interval',
    '100ms',
  ]);
  expect((JSON.parse(whole.out) as Record<string, unknown>)['job-id']).toEqual(['job-pr', 'job-no-pr']);

  const ran = await stoppedWhileReadingKey(['wait', 'job-pr,job-no-pr', '--json', '--base-url', service.url]);
  expect(ran.err).toContain('Cancelled (SIGTERM)');
  const json = JSON.parse(ran.out) as Record<string, unknown>;
  expect({
    'job-id': json['job-id'],
    'pr-links': json['pr-links'],
    'pending-count': json['pending-count'],
  }).toEqual({
    'job-id': ['job-pr', 'job-no-pr'],
    'pr-links': [null, null],
    'pending-count': 2,
  });
});
