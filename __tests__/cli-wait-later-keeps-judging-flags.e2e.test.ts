/**
 * Was broken: the command printed to wait for a job later ("To wait for it later, run ..." after
 * Ctrl-C, "To wait for it: ..." after --no-wait) left out --require-pr, --fail-on, --fail-fast and
 * --api-key-file. Run as printed, a job that completed with no pull request exited 0 where the
 * first command would have exited 1, and a key read from a file was missing (exit 3).
 *
 * Now the command carries every flag that judges the job's ending and where the key is read:
 * run as printed, it ends as the first command would have.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_API_KEY, startService, type SimulatedService } from '../sim/service.ts';
import { CLI, runCli, type CliRan } from './helpers/cli.ts';

let service: SimulatedService;
beforeAll(async () => {
  service = await startService({ activeReads: 4 });
});
afterAll(() => service.close());
const keyFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wait-later-')), 'mintlify.key');
fs.writeFileSync(keyFile, `${DEMO_API_KEY}\n`, { mode: 0o600 });

/** The command line, interrupted with SIGINT once it has said the job is at work. */
function interrupted(args: string[]): Promise<CliRan> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH ?? '', MINTLIFY_ADMIN_API_KEY: '', MINTLIFY_PROJECT_ID: 'demo-project' },
    });
    let [out, err] = ['', ''];
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      if (/Job status: active/.test(err)) child.kill('SIGINT');
    });
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describe('the command to wait later, run as printed', () => {
  it('after Ctrl-C: judges the ending as the first command would have, with the key from the same file', async () => {
    const judging = ['--require-pr', '--fail-on', 'failed,archived'];
    const flags = ['--base-url', service.url, '--api-key-file', keyFile, '--poll-interval', '100ms'];
    const first = await interrupted(['wait', 'job-no-pr', ...judging, ...flags]);
    expect(first.code).toBe(130);
    const printed = /run '(wait-for-agent-job wait [^']*)'/.exec(first.err)?.[1] ?? '';
    expect(printed).toBe(
      `wait-for-agent-job wait job-no-pr --base-url=${service.url} --api-key-file=${keyFile} --require-pr=true --fail-on=failed,archived`,
    );
    const [, ...words] = printed.split(' ');
    const later = await runCli([...words, '--poll-interval', '100ms'], { MINTLIFY_ADMIN_API_KEY: '' });
    // job-no-pr completes with no pull request: --require-pr fails it, as the first command would have.
    expect(later.err).toContain('--require-pr is true, so the command fails');
    expect(later.err).not.toMatch(/No admin API key/);
    expect(later.code).toBe(1);
  });

  it('after --no-wait: names the key file, never standard input or a device', async () => {
    const flags = ['--base-url', service.url, '--no-wait'];
    const started = await runCli(['start', '--prompt', 'Document it.', '--api-key-file', keyFile, ...flags], {
      MINTLIFY_ADMIN_API_KEY: '',
    });
    expect(started.err).toMatch(
      new RegExp(`To wait for it: wait-for-agent-job wait job-started-\\d+ .*--api-key-file=${keyFile}\n`),
    );
    const fromEnvironment = await runCli(['start', '--prompt', 'Document it.', ...flags]);
    expect(fromEnvironment.err).toMatch(/To wait for it: .*\n/);
    expect(fromEnvironment.err).not.toContain('--api-key-file');
  });
});
