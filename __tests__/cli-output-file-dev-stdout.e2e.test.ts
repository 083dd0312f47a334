/**
 * Was broken: `--output-file /dev/stdout` replaces the system's /dev/stdout. writePrivately
 * (src/cli/process.ts) promises "A device (/dev/null, /dev/stdout) is written to as it is" and
 * docs/cli.md "a device such as `/dev/null` is written to as it is", but it decides by lstat, and on
 * Linux /dev/stdout (and /dev/stderr, /dev/fd/N) is a symbolic link to /proc/self/fd/1: it takes the
 * "symbolic link: replace it" branch, writes `/dev/.stdout.PID.tmp` and renames it over
 * /dev/stdout. As root (a Docker CI job: GitLab's docker executor, CircleCI's images, a Jenkins
 * agent container) that succeeds: /dev/stdout becomes a regular file (mode 600) holding the dotenv
 * text, nothing is shown, and every later command of the job that writes to /dev/stdout
 * (`tee /dev/stdout`, `echo ... > /dev/stdout`) writes into that file instead of the log. As
 * another user it fails with "cannot be written (EACCES ... '/dev/.stdout....tmp')", exit 3.
 *
 * How a user meets it: `wait-for-agent-job wait "$JOB" --output-file /dev/stdout` to see the
 * KEY=VALUE lines in the CI log.
 *
 * What should happen instead: /dev/stdout (a link to a descriptor, /proc/self/fd/N) is written to as
 * it is, as /dev/null is: the dotenv lines appear on standard output and /dev/stdout stays the link.
 *
 * The test runs the command as root in a private mount namespace whose /dev is a fresh tmpfs (with
 * null, zero, urandom and the fd links), so the machine's own /dev is never touched; it is skipped
 * where that cannot be made (not root, no unshare).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';
import { CLI } from './helpers/cli.ts';

const UNSHARE = '/usr/bin/unshare';
const FRESH_DEV = [
  'mount -t tmpfs none /dev',
  'mknod -m 666 /dev/null c 1 3',
  'mknod -m 666 /dev/zero c 1 5',
  'mknod -m 666 /dev/urandom c 1 9',
  'mknod -m 666 /dev/random c 1 8',
  'ln -s /proc/self/fd /dev/fd',
  'ln -s /proc/self/fd/0 /dev/stdin',
  'ln -s /proc/self/fd/1 /dev/stdout',
  'ln -s /proc/self/fd/2 /dev/stderr',
].join(' && ');

/** Whether a private mount namespace with its own /dev can be made here. */
const canIsolate =
  process.getuid?.() === 0 &&
  existsSync(UNSHARE) &&
  spawnSync(UNSHARE, ['-m', '--propagation', 'private', 'sh', '-c', FRESH_DEV]).status === 0;

let service: SimulatedService;

beforeAll(async () => {
  service = await startService({
    jobs: { 'job-done': [{ job: { status: 'completed', prLink: 'https://github.com/acme/docs/pull/42' } }] },
  });
});
afterAll(async () => service.close());

function inFreshDev(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;
  const command = [process.execPath, CLI, ...args].map(quote).join(' ');
  const script = `${FRESH_DEV} && { ${command}; code=$?; if [ -L /dev/stdout ]; then echo STDOUT-IS-A-LINK >&2; else echo STDOUT-REPLACED >&2; fi; exit $code; }`;
  return new Promise((resolve) => {
    const child = spawn(UNSHARE, ['-m', '--propagation', 'private', 'sh', '-c', script], {
      env: { PATH: process.env.PATH ?? '', MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY, MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID },
    });
    let [out, err] = ['', ''];
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdin.end();
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describe('--output-file /dev/stdout', () => {
  (canIsolate ? it : it.skip)('writes the dotenv lines to standard output and leaves /dev/stdout a link', async () => {
    const ran = await inFreshDev([
      'wait',
      'job-done',
      '--output-file',
      '/dev/stdout',
      '--base-url',
      service.url,
      '--allow-insecure-http',
      'true',
      '--poll-interval',
      '1s',
    ]);
    expect(ran.err).toContain('completed with a pull request');
    expect(ran.code).toBe(0);
    // The system's /dev/stdout is still the link to the descriptor, not a file the command made.
    expect(ran.err).toContain('STDOUT-IS-A-LINK');
    // ...and the dotenv lines went where /dev/stdout points: standard output.
    expect(ran.out).toContain('OUTCOME=completed');
    expect(ran.out).toContain('EXIT_CODE=0');
    // Once: no block of empty values written first, as a file's is before anything is sent (a new user's helper).
    expect(ran.out.match(/^OUTCOME=/gm)).toHaveLength(1);
    expect(ran.out.match(/^EXIT_CODE=/gm)).toHaveLength(1);
  });
});
