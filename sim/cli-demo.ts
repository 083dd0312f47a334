/**
 * `npm run demo -- cli`: the command line as a person or another CI runs it, with no account. It
 * starts a job, sends it a follow-up and waits for it, reads it once, and shows each command, what
 * it said on standard error, what it printed, the dotenv file and the exit code. Each run is the
 * bundled dist/cli/index.js against the simulated service on 127.0.0.1.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService } from './service.ts';

/** An argument as a shell takes it: quoted when it holds a space or a character the shell reads. */
const shellWord = (arg: string): string => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`);

const CLI = path.join(import.meta.dirname, '..', 'dist', 'cli', 'index.js');

function run(args: string[], stdin?: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const env = {
      PATH: process.env.PATH ?? '',
      MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY,
      MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID,
    };
    const child = spawn(process.execPath, [CLI, ...args], { env });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    // Its words for people as they come, indented under the command.
    child.stderr.on('data', (chunk: Buffer) => process.stdout.write(chunk.toString().replace(/^(?=.)/gm, '  | ')));
    if (stdin !== undefined) child.stdin.end(stdin);
    child.on('close', (code) => resolve({ code, out }));
  });
}

export async function cliDemo(): Promise<void> {
  const service = await startService();
  const folder = mkdtempSync(path.join(tmpdir(), 'cli-demo-'));
  const at = ['--base-url', service.url, '--allow-insecure-http', 'true'];
  // `status` reads each job once: a poll interval given to it is only noted as unused.
  const polling = (args: string[]): string[] => (args[0] === 'status' ? [] : ['--poll-interval', '1s']);
  const show = async (title: string, args: string[], stdin?: string) => {
    console.log(
      `\n=== ${title} ===\n$ wait-for-agent-job ${args.map(shellWord).join(' ')}${stdin === undefined ? '' : ' < prompt.txt'}`,
    );
    const ran = await run([...args, ...at, ...polling(args)], stdin);
    if (ran.out !== '')
      console.log(`  standard output: ${ran.out.trim().slice(0, 400)}${ran.out.length > 400 ? ' ...' : ''}`);
    console.log(`  exit code ${String(ran.code)}`);
    return ran;
  };
  try {
    console.log(`Simulated service at ${service.url}; MINTLIFY_ADMIN_API_KEY and MINTLIFY_PROJECT_ID are set.`);
    console.log(
      `Each command below also gets --base-url ${service.url} --allow-insecure-http true (the simulated service), and each that waits --poll-interval 1s.`,
    );
    const env = path.join(folder, 'agent.env');
    const started = await show(
      'start a job, the prompt on standard input',
      ['start', '--json'],
      'Document the --dry-run flag.\n',
    );
    const [job = 'job-pr'] = (JSON.parse(started.out || '{}') as { 'job-id'?: string[] })['job-id'] ?? [];
    await show('send it a follow-up and wait, writing a dotenv file', [
      'message',
      job,
      '--message',
      'Make the intro shorter',
      '--output-file',
      env,
    ]);
    console.log(readFileSync(env, 'utf8').trimEnd().replace(/^/gm, '  agent.env: '));
    await show('read it once', ['status', job]);
    await show('wait for a job that fails: exit code 1', ['wait', 'job-failed']);
    await show('a key on the command line is refused: exit code 3', ['status', job, '--api-key', 'mint_pasted']);
  } finally {
    await service.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
