/** The command line on the real process: its arguments, streams, files and environment. */
import { readFile, stat, writeFile } from 'node:fs/promises';
import type { CliDeps } from './main.ts';
import { runCli } from './main.ts';
import { VERSION } from './version.ts';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export async function runCliProcess(
  run: CliDeps['run'],
  signal: AbortSignal,
  stoppedBy: CliDeps['stoppedBy'],
): Promise<number> {
  return runCli({
    argv: process.argv.slice(2),
    env: process.env,
    version: VERSION,
    stdinIsTerminal: process.stdin.isTTY === true,
    readStdin,
    readFile: (path) => readFile(path, 'utf8'),
    fileMode: async (path) => (process.platform === 'win32' ? undefined : (await stat(path)).mode & 0o777),
    writeFile: (path, text) => writeFile(path, text, { encoding: 'utf8', mode: 0o600 }),
    out: (text) => void process.stdout.write(text),
    err: (line) => void process.stderr.write(`${line}\n`),
    run,
    signal,
    stoppedBy,
  });
}
