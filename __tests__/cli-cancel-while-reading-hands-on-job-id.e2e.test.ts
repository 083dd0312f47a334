/**
 * Was broken: `message JOB_ID` cancelled (SIGTERM) while it still reads the message from standard
 * input prints `{"outcome":"cancelled","exit-code":143}` with no `job-id` or `pr-links` list, and
 * its --output-file says `JOB_ID=` (empty), though the command was given the job's id.
 *
 * Now, as promised: docs/cli.md: "On a signal it ends at once with what it knows (`--json` and
 * `--output-file` included), even while it still reads the prompt from standard input"; "`job-id`
 * and `pr-links` are always lists, even for one job (`jq -r '."job-id"[0]'`): `job-id` empty when
 * no job id is known (a start the service refused)".
 */
//
// How a user meets it: a GitLab job runs `generate-notes | wait-for-agent-job message "$JOB_ID" --json
// --output-file agent.env` and is cancelled while the generator still writes. The next job reads
// JOB_ID from the dotenv report to wait for the job later, and gets nothing; `jq -r '."job-id"[]'`
// on the saved JSON fails ("Cannot iterate over null"). A cancel during the wait itself hands on
// `job-id: ["job-pr"]` and `JOB_ID=job-pr`, so only this path loses the id the user gave.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';
import { CLI } from './helpers/cli.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'found-cancel-reading-'));
let service: SimulatedService;

beforeAll(async () => {
  service = await startService();
});
afterAll(async () => {
  await service.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The command with standard input left open; SIGTERM once it says it reads the message from there. */
function stoppedWhileReadingStdin(args: string[]) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH ?? '', MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY, MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID },
    });
    let [out, err, sent] = ['', '', false];
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      if (!sent && err.includes('Reading the message from standard input.')) {
        sent = true;
        child.kill('SIGTERM');
      }
    });
    // Standard input stays open: the message is still being written when the cancel comes.
    child.on('close', (code) => {
      child.stdin.destroy();
      resolve({ code, out, err });
    });
  });
}

it('a cancel while the message is read still hands on the job id it was given', async () => {
  const file = path.join(folder, 'agent.env');
  const ran = await stoppedWhileReadingStdin([
    'message',
    'job-pr',
    '--json',
    '--output-file',
    file,
    '--base-url',
    service.url,
    '--allow-insecure-http',
    'true',
  ]);
  expect(ran.code).toBe(143);
  expect(ran.err).toContain('Cancelled (SIGTERM)');
  // Nothing was sent.
  expect(service.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

  const json = JSON.parse(ran.out) as Record<string, unknown>;
  expect(json).toMatchObject({ outcome: 'cancelled', 'exit-code': 143 });
  // "job-id and pr-links are always lists": the job named on the command line is known.
  expect(json['job-id']).toEqual(['job-pr']);
  expect(Array.isArray(json['pr-links'])).toBe(true);

  const dotenv = readFileSync(file, 'utf8');
  expect(dotenv).toContain('OUTCOME=cancelled\n');
  expect(dotenv).toContain('EXIT_CODE=143\n');
  expect(dotenv).toContain('JOB_ID=job-pr\n');
});
