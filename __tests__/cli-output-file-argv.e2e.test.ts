/**
 * Was broken: a refused command line writes a dotenv file the command line never asked for.
 * `outputFileOf(argv)` (src/cli/args.ts) reads argv by hand, not as the parser does, and both the
 * usage refusal (src/cli/main.ts) and the too-old-Node path (src/cli/too-old.ts, new in 3392a04)
 * write there:
 *
 * 1. An --output-file given no value writes the dotenv file under the next flag's name. When
 * the command line cannot be read, runCli still writes the dotenv file (EXIT_CODE=3) at
 * `outputFileOf(argv)`, which takes the word after `--output-file` whatever it is. Node's parser
 * refuses `--output-file --json` exactly because the value is missing ("argument is ambiguous. Did
 * you forget to specify the option argument for '--output-file'?"), and the command says so, yet it
 * creates a file named `--json` (mode 600) in the current folder. The too-old-Node path
 * (src/cli/too-old.ts, new in 3392a04) does the same.
 *
 * How a user meets it: a CI script with an unset variable,
 * `wait-for-agent-job wait "$JOB" --output-file $AGENT_ENV --json`, expands to
 * `--output-file --json`: the run is refused (right), and a stray file `--json` is left in the
 * checkout (a dash-named file that `rm *`, `ls *`, `tar *` then read as a flag, and that a
 * `git add -A` commits); `--output-file --base-url URL` makes a file `--base-url`, and so on. The
 * next job's dotenv report (the path the user meant) is still missing.
 *
 * 2. `status` "writes no --output-file", and says so when refusing one; but outputFileOf decides
 * it is `status` by the first word that does not start with a dash, so with a flag's value before
 * the command (`--project-id demo status JOB --output-file status.env`, a common order in scripts
 * that build the flags first) the refusal "'status' writes no --output-file" is followed by the
 * very file being written (EXIT_CODE=3).
 *
 * What should happen instead: a flag's name is never taken for --output-file's value, and a command
 * that writes no --output-file writes none: the refusal is said (exit 3, JSON with --json) and no
 * file is made at a path the user never gave or that the command says it does not write.
 */
import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_API_KEY, DEMO_PROJECT_ID } from '../sim/service.ts';
import { CLI } from './helpers/cli.ts';
import { scratchFolder } from './helpers/scratch.ts';

const root = scratchFolder('cli-output-file-argv-');
const preload = path.join(root, 'node-22.mjs');
writeFileSync(
  preload,
  "Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '22.11.0' } });\n",
);

function runIn(
  cwd: string,
  nodeArgs: string[],
  args: string[],
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...nodeArgs, CLI, ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? '', MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY, MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID },
    });
    let [out, err] = ['', ''];
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdin.end();
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describe('--output-file with its value missing (an unset variable): `--output-file --json`', () => {
  it.each([
    ['this Node.js', []],
    ['a Node.js too old (22)', ['--import', preload]],
  ])('on %s: refused, and no file named after the next flag', async (_, nodeArgs) => {
    const cwd = mkdtempSync(path.join(root, 'cwd-'));
    const ran = await runIn(cwd, nodeArgs as string[], ['wait', 'job-pr', '--output-file', '--json']);
    expect(ran.code).toBe(3);
    expect(JSON.parse(ran.out)).toMatchObject({ 'exit-code': 3 });
    // No stray file under a flag's name in the user's folder.
    expect(existsSync(path.join(cwd, '--json'))).toBe(false);
  });
});

describe("'status' with a flag's value before the command: `--project-id P status JOB --output-file F`", () => {
  it('refused as status writes no --output-file, and then writes none', async () => {
    const cwd = mkdtempSync(path.join(root, 'cwd-'));
    const ran = await runIn(
      cwd,
      [],
      ['--project-id', DEMO_PROJECT_ID, 'status', 'job-pr', '--output-file', 'status.env'],
    );
    expect(ran.code).toBe(3);
    expect(ran.err).toContain("'status' writes no --output-file");
    expect(existsSync(path.join(cwd, 'status.env'))).toBe(false);
  });
});
