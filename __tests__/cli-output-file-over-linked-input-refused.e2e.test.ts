/**
 * Was broken: `--output-file` is refused when it names the file `--api-key-file`, `--prompt-file` or
 * `--message-file` reads only when the two paths are the same string once resolved
 * (src/cli/args.ts `sameFile`: `path.resolve(a) === path.resolve(b)`). When the file read is
 * reached through a symbolic link (a link to the prompt kept in another folder, a folder that is a
 * link), the two paths differ, the check passes, and the dotenv file is renamed over the real file:
 * the user's prompt or key is replaced by `STATUS=...` lines. (Standard input is already compared
 * by device and inode, `isStandardInput`; the read files are not.)
 *
 * How a user meets it: a repository keeps its prompt as `.ci/docs-prompt.md` and a link to it,
 * `prompt.md`, at the top; the job runs
 * `wait-for-agent-job start --prompt-file prompt.md --output-file .ci/docs-prompt.md` (a path
 * mix-up in a CI file), or keeps the key file behind a linked folder. The command starts the job,
 * exits 0, and the prompt (or the key) is gone.
 *
 * Was: exit 0 (a job is started), and the file the link points to holds the dotenv lines.
 *
 * Now, as promised: docs/cli.md, "so is an `--output-file` that cannot be written, or
 * that is the file `--api-key-file`, `--prompt-file` or `--message-file` reads (never written
 * over)": refused with exit 3, the file left as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_API_KEY, startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'linked-input-'));
let service: SimulatedService;
beforeAll(async () => {
  service = await startService({ activeReads: 1 });
});
afterAll(async () => {
  await service.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('--output-file naming, by its real path, a file the command reads through a link', () => {
  it.each([
    ['--prompt-file', ['start', '--no-wait'], 'Document the new --flag option.\n'],
    ['--api-key-file', ['wait', 'job-pr'], `${DEMO_API_KEY}\n`],
  ])('%s: refused (exit 3), the file left as it was', async (flag, command, content) => {
    const where = path.join(folder, flag.slice(2));
    mkdirSync(path.join(where, '.ci'), { recursive: true });
    const real = path.join(where, '.ci', 'input.txt');
    writeFileSync(real, content, { mode: 0o600 });
    const link = path.join(where, 'input.txt');
    symlinkSync(path.join('.ci', 'input.txt'), link);

    const ran = await runCli(
      [...command, flag, link, '--output-file', real, '--base-url', service.url, '--poll-interval', '100ms'],
      flag === '--api-key-file' ? { MINTLIFY_ADMIN_API_KEY: '' } : {},
    );
    expect(readFileSync(real, 'utf8')).toBe(content);
    expect(ran.code).toBe(3);
  });
});
