/**
 * Was broken: --output-file follows a symbolic link that points at a FIFO or a socket, although
 * docs/cli.md promises "a symbolic link at the path is replaced, never followed" and
 * src/cli/write-privately.ts says the dotenv file is written "never through a planted link".
 * The last change (3392a04) writes through any link whose target is a character device, a FIFO or
 * a socket, so that /dev/stdout works; but it does not tell the system's /dev/stdout from a link
 * another user planted in a shared folder.
 *
 * How a user meets it: a CI job on a shared machine (a Jenkins agent, a GitLab shell runner) writes
 * `--output-file /tmp/agent.env`. Another user of the machine has planted
 * `/tmp/agent.env -> /home/mallory/spy`, a FIFO of theirs:
 *   - while mallory reads the FIFO, every dotenv the command writes (job id, pull request, branch,
 *     repository, exit code) goes to mallory, and the user gets no file at all (the link stays);
 *   - while nobody reads it, opening the FIFO blocks for ever: the command hangs before anything is
 *     sent, with no output, and even SIGTERM (how GitLab and Jenkins cancel) does not end it;
 *   - a planted link to a socket makes every run fail with "--output-file ... cannot be written
 *     (ENXIO ...): nothing was sent" (exit 3): a denial of service.
 *
 * What should happen instead: a link at the path that is not the command's own standard stream
 * (/dev/stdout, /dev/fd/N) is replaced, never followed: the path becomes a regular file of the
 * user's, mode 600, holding the dotenv lines, and nothing reaches the FIFO or the socket.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { closeSync, constants, lstatSync, mkdirSync, openSync, readFileSync, readSync, symlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';
import { CLI } from './helpers/cli.ts';
import { scratchFolder } from './helpers/scratch.ts';

let service: SimulatedService;
const root = scratchFolder('cli-planted-link-');
const attacker = path.join(root, 'mallory');
const shared = path.join(root, 'shared');
mkdirSync(attacker);
mkdirSync(shared);

beforeAll(async () => {
  service = await startService({
    jobs: { 'job-done': [{ job: { status: 'completed', prLink: 'https://github.com/acme/docs/pull/42' } }] },
  });
});
afterAll(async () => service.close());

function waitFor(outputFile: string): Promise<{ code: number | null; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        CLI,
        'wait',
        'job-done',
        '--output-file',
        outputFile,
        '--base-url',
        service.url,
        '--allow-insecure-http',
        'true',
        '--poll-interval',
        '1s',
      ],
      {
        env: {
          PATH: process.env.PATH ?? '',
          MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY,
          MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID,
        },
      },
    );
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout.resume();
    child.stdin.end();
    child.on('close', (code) => resolve({ code, err }));
  });
}

/** Everything waiting in the FIFO now, read without blocking. */
function drain(fd: number): string {
  const chunks: Buffer[] = [];
  const buffer = Buffer.alloc(65_536);
  for (;;) {
    let read = 0;
    try {
      read = readSync(fd, buffer, 0, buffer.length, null);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EAGAIN') break;
      throw error;
    }
    if (read === 0) break;
    chunks.push(Buffer.from(buffer.subarray(0, read)));
  }
  return Buffer.concat(chunks).toString('utf8');
}

function expectReplacedByOwnFile(link: string): void {
  const found = lstatSync(link);
  expect({ file: found.isFile(), link: found.isSymbolicLink(), mode: found.mode & 0o777 }).toEqual({
    file: true,
    link: false,
    mode: 0o600,
  });
  const text = readFileSync(link, 'utf8');
  expect(text).toContain('OUTCOME=completed');
  expect(text).toContain('EXIT_CODE=0');
}

describe('--output-file at a symbolic link another user planted in a shared folder', () => {
  it("a link to the other user's FIFO: replaced, and nothing is written into the FIFO", async () => {
    const fifo = path.join(attacker, 'spy');
    const created = spawn('mkfifo', [fifo]);
    await new Promise((resolve) => created.on('close', resolve));
    const link = path.join(shared, 'agent.env');
    symlinkSync(fifo, link);
    // Mallory reads the FIFO (held open without blocking, so the test never waits on it).
    const spy = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    try {
      const ran = await waitFor(link);
      const stolen = drain(spy);
      expect(ran.err).toContain('completed with a pull request');
      // Nothing of the run reached the planted FIFO...
      expect(stolen).toBe('');
      // ...and the user's path is now the user's own file with the ending.
      expectReplacedByOwnFile(link);
      expect(ran.code).toBe(0);
    } finally {
      closeSync(spy);
    }
  });

  it("a link to the other user's socket: replaced, not a refusal of the whole run", async () => {
    const socketPath = path.join(attacker, 'sock');
    const server = net.createServer((connection) => connection.destroy());
    await new Promise<void>((resolve) => server.listen(socketPath, resolve));
    const link = path.join(shared, 'agent-2.env');
    symlinkSync(socketPath, link);
    try {
      const ran = await waitFor(link);
      expect(ran.err).not.toContain('cannot be written');
      expect(ran.code).toBe(0);
      expectReplacedByOwnFile(link);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
