/**
 * Was broken:
 *   docs/cli.md promises that for `--output-file` "a symbolic link at the path is replaced, never
 *   followed, unless it is the system's: /dev/stdout and /dev/stderr ..., /dev/fd/N and a device such
 *   as /dev/null are written to as they are". src/cli/write-privately.ts tells "the system's" links
 *   by the path alone: `systemLink` is any path under /dev/ or /proc/ ("no other user can plant one
 *   there"). But /dev/shm is a world-writable folder (drwxrwxrwt, like /tmp) on every Linux machine,
 *   so any user can plant a link there, and the command then writes through it.
 *
 * How a user meets it:
 *   A CI job on a shared machine (a shell runner, a Jenkins agent) keeps its scratch files in RAM:
 *   `wait-for-agent-job wait JOB --output-file /dev/shm/agent.env`. Another user of the machine has
 *   planted `/dev/shm/agent.env -> /home/victim/.bashrc` (or any file of the CI user's, or a FIFO of
 *   theirs to read every result). The command follows the link and overwrites the target with the
 *   dotenv lines; the user's own file is destroyed, and the planted link stays.
 *
 * What should happen instead:
 *   As for a link planted in /tmp: the link at the path is replaced by a regular file of the user's,
 *   mode 600, holding the dotenv lines; the file the link pointed at is left untouched. Only links
 *   that are the system's own (/dev/stdout, /dev/stderr, /dev/fd/N, /proc/self/fd/N) are followed.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { existsSync, lstatSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { startService, type SimulatedService } from '../../sim/service.ts';
import { runCli } from '../helpers/cli.ts';
import { scratchFolder } from '../helpers/scratch.ts';

const SHARED = '/dev/shm';
let service: SimulatedService;
const home = scratchFolder('cli-dev-shm-victim-');
const victim = path.join(home, '.bashrc');
const planted = path.join(SHARED, `agent-${process.pid}-${randomBytes(4).toString('hex')}.env`);
const BASHRC = 'export PATH="$HOME/bin:$PATH"\n';

beforeAll(async () => {
  service = await startService({
    jobs: { 'job-done': [{ job: { status: 'completed', prLink: 'https://github.com/acme/docs/pull/42' } }] },
  });
});
afterAll(async () => {
  rmSync(planted, { force: true });
  await service.close();
});

const shmUsable = existsSync(SHARED) && (lstatSync(SHARED).mode & 0o1777) === 0o1777;

(shmUsable ? it : it.skip)(
  "a link another user planted in the world-writable /dev/shm is replaced, never followed into the user's file",
  async () => {
    writeFileSync(victim, BASHRC);
    // Another user of the machine, in the shared folder every user may write to.
    symlinkSync(victim, planted);
    const ran = await runCli([
      'wait',
      'job-done',
      '--output-file',
      planted,
      '--base-url',
      service.url,
      '--allow-insecure-http',
      '--poll-interval',
      '1s',
    ]);
    expect(ran.code).toBe(0);
    // The user's file the link pointed at is untouched.
    expect(readFileSync(victim, 'utf8')).toBe(BASHRC);
    // The path is now the user's own regular file, private, holding the dotenv lines.
    const at = lstatSync(planted);
    expect({ link: at.isSymbolicLink(), file: at.isFile(), mode: (at.mode & 0o777).toString(8) }).toEqual({
      link: false,
      file: true,
      mode: '600',
    });
    expect(readFileSync(planted, 'utf8')).toContain('OUTCOME=completed');
  },
  60_000,
);
