/**
 * Was broken: `--output-file /dev/stdout` still replaces the system's /dev/stdout when standard output is
 * redirected to a file. The fix for cli-output-file-dev-stdout (3392a04) writes through a link only
 * when its target is a character device, a FIFO or a socket; /dev/stdout is a link to
 * /proc/self/fd/1, and when the shell redirected standard output to a file (`> agent.env`,
 * `>> build.log`, a CI that sends a step's output to a file) that target is a regular file. So
 * writePrivately takes the "planted link: replace it" branch, writes /dev/.stdout.PID.tmp and
 * renames it over /dev/stdout. As root (a Docker CI job: GitLab's docker executor, CircleCI's images,
 * a Jenkins agent container) that succeeds: /dev/stdout becomes a regular file (mode 600) holding
 * the dotenv text, the redirected file gets nothing, and every later command of the job that writes
 * to /dev/stdout writes into that stray file instead of its own output.
 *
 * How a user meets it: `wait-for-agent-job wait "$JOB" --output-file /dev/stdout > agent.env` (or
 * `>> "$BUILD_LOG"`) in a container job.
 *
 * What should happen instead (docs/cli.md: a device "is written to as it is"; write-privately.ts:
 * "/dev/stdout ... the link is the system's"): the dotenv lines go where standard output goes (the
 * redirected file) and /dev/stdout stays the link it was.
 *
 * The test runs the command as root in a private mount namespace whose /dev is a fresh tmpfs (as
 * cli-output-file-dev-stdout.e2e.test.ts does), so the machine's own /dev is never touched; it is
 * skipped where that cannot be made (not root, no unshare).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';
import { CLI } from './helpers/cli.ts';
import { scratchFolder } from './helpers/scratch.ts';

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

const canIsolate =
  process.getuid?.() === 0 &&
  existsSync(UNSHARE) &&
  spawnSync(UNSHARE, ['-m', '--propagation', 'private', 'sh', '-c', FRESH_DEV]).status === 0;

let service: SimulatedService;
const folder = scratchFolder('cli-dev-stdout-file-');

beforeAll(async () => {
  service = await startService({
    jobs: { 'job-done': [{ job: { status: 'completed', prLink: 'https://github.com/acme/docs/pull/42' } }] },
  });
});
afterAll(async () => service.close());

/** The command in a fresh /dev, its standard output redirected to `redirected`; says what /dev/stdout is after. */
function inFreshDev(args: string[], redirected: string): Promise<{ code: number | null; err: string }> {
  const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;
  const command = [process.execPath, CLI, ...args].map(quote).join(' ');
  const script = `${FRESH_DEV} && { ${command} > ${quote(redirected)}; code=$?; if [ -L /dev/stdout ]; then echo STDOUT-IS-A-LINK >&2; else echo STDOUT-REPLACED >&2; fi; exit $code; }`;
  return new Promise((resolve) => {
    const child = spawn(UNSHARE, ['-m', '--propagation', 'private', 'sh', '-c', script], {
      env: { PATH: process.env.PATH ?? '', MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY, MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID },
    });
    let err = '';
    child.stdout.resume();
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdin.end();
    child.on('close', (code) => resolve({ code, err }));
  });
}

describe('--output-file /dev/stdout with standard output redirected to a file', () => {
  (canIsolate ? it : it.skip)(
    'writes the dotenv lines into the redirected file and leaves /dev/stdout a link',
    async () => {
      const redirected = path.join(folder, 'agent.env');
      const ran = await inFreshDev(
        [
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
        ],
        redirected,
      );
      expect(ran.err).toContain('completed with a pull request');
      // The system's /dev/stdout is still the link to the descriptor, not a file the command made.
      expect(ran.err).toContain('STDOUT-IS-A-LINK');
      // ...and the dotenv lines went where standard output goes.
      expect(readFileSync(redirected, 'utf8')).toContain('EXIT_CODE=0');
      expect(ran.code).toBe(0);
    },
  );
});
