/** The bundled command line, run as a user's shell runs it: a child process with its own environment. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { DEMO_API_KEY, DEMO_PROJECT_ID } from '../../sim/service.ts';

export const CLI = path.join(import.meta.dirname, '..', '..', 'dist', 'cli', 'index.js');

export interface CliRan {
  code: number | null;
  out: string;
  err: string;
}

/** Runs `dist/cli/index.js` with the demo key and project (unless `env` says otherwise) and `stdin` as its input. */
export function runCli(args: string[], env: Record<string, string> = {}, stdin: string | Buffer = ''): Promise<CliRan> {
  return new Promise<CliRan>((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: {
        PATH: process.env.PATH ?? '',
        MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY,
        MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID,
        ...env,
      },
    });
    let [out, err] = ['', ''];
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdin.end(stdin);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}
