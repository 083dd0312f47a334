/**
 * The command line's --output-file, read as the CircleCI recipe reads it
 * (examples/other-ci/circleci-config.yml: `. ./agent.env`): a value the service chose (the job's
 * `source.ref`, with `;` and a space) runs nothing in a job whose environment holds
 * MINTLIFY_ADMIN_API_KEY, and reads back whole once decoded.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';

const CLI = path.join(import.meta.dirname, '..', 'dist', 'cli', 'index.js');
const folder = mkdtempSync(path.join(tmpdir(), 'cli-dotenv-'));
const pwned = path.join(folder, 'pwned');
let service: SimulatedService;

beforeAll(async () => {
  service = await startService({
    jobs: {
      'job-ref': [
        {
          job: {
            status: 'completed',
            prLink: 'https://github.com/acme/docs/pull/42',
            // A branch name as the service reports it: `;` and spaces are not `$` or a backtick.
            source: { repository: 'https://github.com/acme/docs', ref: `agent/x;touch ${pwned}` },
          },
        },
      ],
    },
  });
});
afterAll(async () => {
  await service.close();
  rmSync(folder, { recursive: true, force: true });
});

function cli(args: string[]): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH ?? '', MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY, MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID },
      stdio: 'ignore',
    });
    child.on('close', (code) => resolve(code));
  });
}

describe('--output-file read by a shell, as the CircleCI recipe does', () => {
  it('runs nothing the service put in a value', async () => {
    const file = path.join(folder, 'agent.env');
    const code = await cli([
      'wait',
      'job-ref',
      '--output-file',
      file,
      '--base-url',
      service.url,
      '--allow-insecure-http',
      'true',
      '--poll-interval',
      '1s',
    ]);
    expect(code).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('REF=');
    // The recipe's next step, word for word.
    execFileSync('sh', ['-c', '. ./agent.env; echo "Agent job $JOB_ID ended $OUTCOME (exit code $EXIT_CODE)"'], {
      cwd: folder,
    });
    expect(existsSync(pwned)).toBe(false);
    const ref = execFileSync('sh', ['-c', '. ./agent.env; printf %s "$REF"'], { cwd: folder, encoding: 'utf8' });
    expect(decodeURIComponent(ref)).toBe(`agent/x;touch ${pwned}`);
  });
});
