/**
 * Runs the bundled action the way the runner does: a child `node dist/index.js` with inputs
 * as INPUT_<NAME> variables and GITHUB_OUTPUT and GITHUB_STEP_SUMMARY pointing at files. Its
 * GitHub, the simulated one, is on 127.0.0.1: the step paces itself as for a GitHub on this machine
 * (src/deps.ts `pacingOf`), without GitHub's spacing of writes and pauses between tries, unless
 * the run asks for GitHub's (`githubPacing`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ACTION_ENTRY = path.join(import.meta.dirname, '..', 'dist', 'index.js');

/** A workflow command the action printed, such as ::notice title=...::message. */
export interface WorkflowCommand {
  command: string;
  properties: Record<string, string>;
  message: string;
}

export interface ActionRun {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** Lines of stdout that are not workflow commands. */
  log: string[];
  commands: WorkflowCommand[];
  /** notice, warning and error commands. */
  annotations: WorkflowCommand[];
  outputs: Record<string, string>;
  summary: string;
  durationMs: number;
}

export interface RunOptions {
  env?: Record<string, string>;
  /** Called once the child has started, to signal it or watch it. */
  onStart?: (child: ChildProcess) => void;
  /** Kill the child after this long (a safety net for tests). */
  killAfterMs?: number;
  /** Read nothing from the child's stdout for this long, as a slow log reader would. */
  pauseStdoutMs?: number;
  /**
   * Pace the step as against GitHub: 1 s between writes (3 s for a comment), 0.5 s, 2 s and 4.5 s
   * between tries. The step is given the simulated GitHub by the name `localhost`, which is not a
   * loopback address to it (`pacingOf`), rather than as 127.0.0.1.
   */
  githubPacing?: boolean;
}

/** The simulated GitHub named so that the step paces itself as against GitHub. */
export function pacedAsGitHub(env: Record<string, string>): Record<string, string> {
  const api = env.GITHUB_API_URL;
  if (api === undefined) return env;
  const url = new URL(api);
  if (url.hostname !== '127.0.0.1') throw new Error(`githubPacing needs the simulated GitHub on 127.0.0.1, not ${api}`);
  url.hostname = 'localhost';
  return { ...env, GITHUB_API_URL: url.href.replace(/\/$/, '') };
}

const unescapeData = (text: string): string => text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
const unescapeProperty = (text: string): string => unescapeData(text).replace(/%3A/g, ':').replace(/%2C/g, ',');

export function parseCommand(line: string): WorkflowCommand | undefined {
  // `s`: a message may hold U+2028, which `.` alone does not match.
  const match = /^::([a-z-]+)( [^:]*)?::(.*)$/s.exec(line);
  if (!match) return undefined;
  const properties: Record<string, string> = {};
  for (const pair of (match[2] ?? '').trim().split(',').filter(Boolean)) {
    const at = pair.indexOf('=');
    properties[pair.slice(0, at)] = unescapeProperty(pair.slice(at + 1));
  }
  return { command: match[1] ?? '', properties, message: unescapeData(match[3] ?? '') };
}

/** Reads a GITHUB_OUTPUT file: `name<<delimiter`, the value's lines, then the delimiter. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const header = /^([^<]+)<<(.+)$/.exec(lines[i] ?? '');
    if (!header) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== header[2]; i++) value.push(lines[i] ?? '');
    outputs[header[1] ?? ''] = value.join('\n');
  }
  return outputs;
}

export function toEnvName(input: string): string {
  return `INPUT_${input.replace(/ /g, '_').toUpperCase()}`;
}

export async function runAction(inputs: Record<string, string>, options: RunOptions = {}): Promise<ActionRun> {
  const dir = mkdtempSync(path.join(tmpdir(), 'wait-action-'));
  const outputFile = path.join(dir, 'output');
  const summaryFile = path.join(dir, 'summary');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    // Tests start the bundle thousands of times: V8's code cache spares compiling it each time.
    NODE_COMPILE_CACHE: path.join(tmpdir(), 'wait-action-compile-cache'),
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    ...Object.fromEntries(Object.entries(inputs).map(([name, value]) => [toEnvName(name), value])),
    ...(options.githubPacing ? pacedAsGitHub(options.env ?? {}) : options.env),
  };
  const startedAt = performance.now();
  const child = spawn(process.execPath, [ACTION_ENTRY], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  if (options.pauseStdoutMs) {
    child.stdout.pause();
    setTimeout(() => child.stdout.resume(), options.pauseStdoutMs);
  }
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const killer = options.killAfterMs ? setTimeout(() => child.kill('SIGKILL'), options.killAfterMs) : undefined;
  options.onStart?.(child);
  const [exitCode, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on('close', (code, sig) => resolve([code, sig])),
  );
  const durationMs = performance.now() - startedAt;
  clearTimeout(killer);
  const lines = stdout.split('\n').filter((line) => line !== '');
  const commands = lines.map(parseCommand).filter((c): c is WorkflowCommand => c !== undefined);
  const run: ActionRun = {
    exitCode,
    signal,
    stdout,
    stderr,
    log: lines.filter((line) => !line.startsWith('::')),
    commands,
    annotations: commands.filter((c) => ['notice', 'warning', 'error'].includes(c.command)),
    outputs: parseOutputFile(readFileSync(outputFile, 'utf8')),
    summary: readFileSync(summaryFile, 'utf8'),
    durationMs,
  };
  rmSync(dir, { recursive: true, force: true });
  return run;
}
