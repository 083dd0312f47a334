/** The command line on the real process: its arguments, streams, files and environment. */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { CliDeps } from './main.ts';
import { runCli } from './main.ts';
import { VERSION } from '../common/version.ts';
import { systemClock } from '../common/clock.ts';
import { writePrivately } from './write-privately.ts';
import { readBounded } from './read-bounded.ts';

let pendingReads = 0;

/** Counts a file's read while it is under way. */
function readPending<T>(read: Promise<T>): Promise<T> {
  pendingReads++;
  return read.finally(() => pendingReads--);
}

/**
 * Whether a file's read is still under way: one from a pipe (`<(...)`, a FIFO) blocks a thread of
 * Node's pool, and Node's exit waits for that thread, so such a command cannot exit by itself.
 */
export const fileReadPending = (): boolean => pendingReads > 0;

/**
 * `read`, or a rejection as soon as a signal comes: a file may be a pipe (`<(...)`, a FIFO) whose
 * read blocks until its writer ends, and a cancel must not wait on it.
 */
function untilStopped<T>(read: Promise<T>, signal: AbortSignal): Promise<T> {
  const stopped = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(new Error('stopped'));
    signal.addEventListener('abort', () => reject(new Error('stopped')), { once: true });
  });
  stopped.catch(() => undefined);
  read.catch(() => undefined);
  return Promise.race([read, stopped]);
}

/** Standard input to its end (within MAX_READ_BYTES), or a rejection as soon as a signal comes (a cancel must not wait on a pipe). */
function readStdin(signal: AbortSignal): Promise<string> {
  return untilStopped(readBounded(process.stdin), signal);
}

/** `CI` set to anything but empty, false or 0, as CIs set it. */
const isCi = (env: NodeJS.ProcessEnv): boolean => env.CI !== undefined && !/^(?:|false|0)$/i.test(env.CI.trim());

export async function runCliProcess(
  run: CliDeps['run'],
  signal: AbortSignal,
  stoppedBy: CliDeps['stoppedBy'],
  mergeRequest?: CliDeps['mergeRequest'],
): Promise<number> {
  return runCli({
    argv: process.argv.slice(2),
    env: process.env,
    version: VERSION,
    stdinIsTerminal: process.stdin.isTTY === true,
    readStdin: () => readStdin(signal),
    readFile: (file) => untilStopped(readPending(readBounded(createReadStream(file))), signal),
    fileMode: async (path) => (process.platform === 'win32' ? undefined : (await stat(path)).mode & 0o777),
    regularFileText: async (path) => {
      const found = await stat(path);
      return found.isFile() && found.size <= 64 * 1024 ? readFile(path, 'utf8') : undefined;
    },
    writeFile: writePrivately,
    out: (text) => void process.stdout.write(text),
    err: (line) => void process.stderr.write(`${line}\n`),
    // A CI that runs steps in a pseudo-terminal (Buildkite's agent) says CI: its log gets no live line.
    ...(process.stderr.isTTY && process.env.TERM !== 'dumb' && !isCi(process.env)
      ? {
          terminal: { write: (text: string) => void process.stderr.write(text), columns: () => process.stderr.columns },
        }
      : {}),
    clock: systemClock,
    run,
    ...(mergeRequest ? { mergeRequest } : {}),
    signal,
    stoppedBy,
  });
}
