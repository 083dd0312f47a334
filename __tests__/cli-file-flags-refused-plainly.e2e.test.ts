/**
 * Was broken (a helper's trial as a newcomer on the command line), each a file flag that did what
 * no one meant, or said it in words that sent them the wrong way:
 * - `--api-key-file /dev/stdin` with the prompt piped in read all of standard input as the key
 *   file, then said "The prompt from standard input is empty" (`-` was refused with the reason);
 * - `--json --output-file /dev/stdout` put the KEY=VALUE lines before the JSON: neither read back,
 *   and it exited 0;
 * - `--output-file "$UNSET"` (empty) said "ENOENT ... rename '..0a9e73fbf8c7866e.tmp' -> ''";
 * - `--output-file` given the key made a file named after the key, in every folder listing.
 * Each is now bad usage (exit 3) said plainly, with nothing sent and no such file made.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_API_KEY, startService, type SimulatedService } from '../sim/service.ts';
import { CLI, runCli, type CliRan } from './helpers/cli.ts';

let service: SimulatedService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());
const dir = mkdtempSync(path.join(os.tmpdir(), 'file-flags-'));

/** The command line with its standard input piped from a shell's pipe, as `printf ... | cmd` gives it. */
function piped(args: string[], input: string): Promise<CliRan> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH ?? '', MINTLIFY_ADMIN_API_KEY: '', MINTLIFY_PROJECT_ID: 'demo-project' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let [out, err] = ['', ''];
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdin.end(input);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describe('file flags a command line refuses, said plainly', () => {
  it('--api-key-file naming standard input: the reason, not an empty prompt', async () => {
    const before = service.requests.length;
    for (const name of ['/dev/stdin', '/dev/fd/0']) {
      const ran = await piped(
        ['start', '--api-key-file', name, '--base-url', service.url],
        `${DEMO_API_KEY}\nDocument it\n`,
      );
      expect(ran.code).toBe(3);
      expect(ran.err).toContain(
        `--api-key-file ${name} reads standard input: the key is read from a file's first line`,
      );
      expect(ran.err).not.toMatch(/prompt from standard input is empty/);
    }
    expect(service.requests.length).toBe(before);
  });

  it('--json with --output-file /dev/stdout: refused, since neither would read back', async () => {
    const ran = await runCli(['wait', 'job-pr', '--json', '--output-file', '/dev/stdout', '--base-url', service.url]);
    expect(ran.code).toBe(3);
    expect(ran.err).toMatch(/--json prints one JSON object on standard output, and --output-file \/dev\/stdout/);
    expect(JSON.parse(ran.out)).toMatchObject({ 'exit-code': 3 });
  });

  it('an empty --output-file, --prompt-file or --api-key-file: named, as an empty input is', async () => {
    for (const flag of ['--output-file', '--prompt-file', '--api-key-file']) {
      const ran = await runCli(['start', '--prompt', 'x', flag, '', '--base-url', service.url]);
      expect(ran.code).toBe(3);
      expect(ran.err).toContain(`${flag} is empty (a variable that holds nothing?)`);
      expect(ran.err).not.toMatch(/ENOENT|\.tmp/);
    }
  });

  it('--output-file given the key: refused, and no file of that name is made', async () => {
    const ran = await runCli([
      'wait',
      'job-pr',
      '--output-file',
      path.join(dir, DEMO_API_KEY),
      '--base-url',
      service.url,
    ]);
    expect(ran.code).toBe(3);
    expect(ran.err).toMatch(/--output-file '.*\*\*\*' holds a secret \(the api-key or a token\), or a piece of one/);
    expect(ran.err).not.toContain(DEMO_API_KEY);
    expect(readdirSync(dir)).toEqual([]);
    writeFileSync(path.join(dir, 'ok.env'), '');
    expect(existsSync(path.join(dir, DEMO_API_KEY))).toBe(false);
  });
});
