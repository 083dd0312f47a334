/**
 * Was broken: abfcca9 ("Never write --output-file over a file the command reads") compares
 * --output-file only with the FIRST spelling of --api-key-file/--prompt-file/--message-file on the
 * command line (src/cli/args.ts `outputFileOf` -> `flagValue` uses `argv.indexOf`), and never with
 * the prompt or message read from standard input (`< prompt.txt`, the form --help and docs/cli.md
 * show). The dotenv file is still written over the file the command reads in both shapes:
 *   1. `start --prompt-file draft.md --prompt-file prompt.md --output-file prompt.md`: the usage
 *      error ("--prompt-file is given 2 times") ends the command, and its ending writes the dotenv
 *      file to prompt.md, since `outputFileOf` only looked at draft.md.
 *   2. `start --output-file prompt.md < prompt.md`: the command reads prompt.md as its prompt, and
 *      the dotenv file replaces it (written on the ending, here a usage error's).
 *
 * How a user meets it: a CI script edited by copy-paste (a flag left twice, or a redirect whose
 * file name is reused for --output-file), exactly the slip abfcca9 names.
 *
 * Was: the prompt file holds `STATUS=\nOUTCOME=\n...EXIT_CODE=3` afterwards; the user's prompt
 * is gone.
 *
 * What should happen instead: abfcca9 and docs/cli.md: the command never writes --output-file over
 * a file it reads, "and a usage error's ending writes no dotenv file there". --help shows
 * `start [--prompt TEXT | --prompt-file FILE | < prompt.txt]`: a prompt read from standard input is
 * a file the command reads too. The file is left as it was (a usage error, exit 3, is fine).
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_API_KEY, DEMO_PROJECT_ID } from '../sim/service.ts';
import { CLI, runCli } from './helpers/cli.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'found-output-over-read-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const PROMPT = 'Document the new --dry-run flag.\n';

/** The command line with its standard input read from `file`, as a shell's `< file` gives it. */
function runWithStdinFrom(args: string[], file: string): Promise<number | null> {
  const fd = openSync(file, 'r');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH ?? '', MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY, MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID },
      stdio: [fd, 'pipe', 'pipe'],
    });
    child.stdout?.resume();
    child.stderr?.resume();
    child.on('close', (code) => {
      closeSync(fd);
      resolve(code);
    });
  });
}

describe('--output-file over the file the command reads, by another shape', () => {
  it('a --prompt-file given twice (a usage error): the second one is not written over', async () => {
    const prompt = path.join(folder, 'prompt.md');
    writeFileSync(prompt, PROMPT);
    const ran = await runCli([
      'start',
      '--prompt-file',
      path.join(folder, 'draft.md'),
      '--prompt-file',
      prompt,
      '--output-file',
      prompt,
      '--base-url',
      'http://127.0.0.1:9',
    ]);
    expect(ran.code).toBe(3);
    expect(readFileSync(prompt, 'utf8')).toBe(PROMPT);
  });

  it('the prompt read from standard input (`< prompt.md`): that file is not written over', async () => {
    const prompt = path.join(folder, 'stdin-prompt.md');
    writeFileSync(prompt, PROMPT);
    // --timeout under --poll-interval: a usage error, so nothing is sent anywhere; only the ending writes.
    const code = await runWithStdinFrom(
      ['start', '--output-file', prompt, '--base-url', 'http://127.0.0.1:9', '--timeout', '2s'],
      prompt,
    );
    expect(code).toBe(3);
    expect(readFileSync(prompt, 'utf8')).toBe(PROMPT);
  });
});
