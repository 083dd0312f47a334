/**
 * docs/cli.md: "a key pasted as a command or a flag's value is not echoed back". In a pipe the
 * command line's own redaction hides it; on a terminal the lines for people are drawn by the live
 * line, which writes the log's text straight to the terminal and skips that redaction.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  DEMO_API_KEY,
  DEMO_PROJECT_ID,
  DEMO_READ_ONLY_KEY,
  startService,
  type SimulatedService,
} from '../sim/service.ts';

const CLI = path.join(import.meta.dirname, '..', 'dist', 'cli', 'index.js');
const SCRIPT = '/usr/bin/script';
let service: SimulatedService;

beforeAll(async () => {
  service = await startService();
});
afterAll(async () => service.close());

const env = {
  PATH: process.env.PATH ?? '',
  TERM: 'xterm',
  MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY,
  MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID,
};

/** The command on a terminal (util-linux `script`), as a person's shell runs it: everything the terminal shows. */
function onTerminal(args: string[]): Promise<{ code: number | null; text: string }> {
  const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;
  const command = [process.execPath, CLI, ...args].map(quote).join(' ');
  return new Promise((resolve) => {
    const child = spawn(SCRIPT, ['-qec', command, '/dev/null'], { env });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('close', (code) => resolve({ code, text }));
  });
}

function inPipe(args: string[]): Promise<{ code: number | null; text: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { env });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('close', (code) => resolve({ code, text }));
  });
}

describe('a key pasted as a flag value, on a terminal', () => {
  (existsSync(SCRIPT) ? it : it.skip)('is not echoed on a terminal either (a pipe shows ***)', async () => {
    // A person pastes the read-only admin key where the project id goes.
    const args = [
      'wait',
      'job-1',
      '--project-id',
      DEMO_READ_ONLY_KEY,
      '--base-url',
      service.url,
      '--poll-interval',
      '1s',
    ];
    const piped = await inPipe(args);
    expect(piped.code).toBe(4);
    expect(piped.text).not.toContain(DEMO_READ_ONLY_KEY);
    const shown = await onTerminal(args);
    expect(shown.code).toBe(4);
    expect(shown.text).not.toContain(DEMO_READ_ONLY_KEY);
  });
});
