/**
 * The dotenv file of --output-file is written on every ending, a usage error's too: given the path
 * of a file the command reads (--api-key-file, --prompt-file, --message-file), it would overwrite
 * the user's key or prompt. Was: `wait JOB --api-key-file k --output-file k` replaced the key file
 * with `EXIT_CODE=...` lines. Now refused, exit 3, naming both flags, and the file is untouched.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_API_KEY } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'cli-output-over-input-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('--output-file naming a file the command reads', () => {
  it.each([
    ['--api-key-file', ['wait', 'job-pr'], `${DEMO_API_KEY}\n`],
    ['--prompt-file', ['start'], 'Document the new flag.\n'],
    ['--message-file', ['message', 'job-pr'], 'Mention it in the guide.\n'],
  ])('%s: refused (exit 3), the file left as it was', async (flag, command, content) => {
    const file = path.join(folder, `${flag.slice(2)}.txt`);
    writeFileSync(file, content, { mode: 0o600 });
    // The same file by another spelling of its path.
    const other = [folder, '.', path.basename(file)].join(path.sep);
    const ran = await runCli([...command, flag, file, '--output-file', other, '--base-url', 'http://127.0.0.1:9']);
    expect(ran.code).toBe(3);
    expect(ran.err).toContain(`--output-file ${other} is the file ${flag} reads`);
    expect(readFileSync(file, 'utf8')).toBe(content);
  });
});
