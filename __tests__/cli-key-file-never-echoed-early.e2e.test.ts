/**
 * Was broken (an attacker's helper): a key read from --api-key-file was shown whole by the errors
 * the command line says before it reads the key: a flag, a command, a prompt's, a message's or an
 * output file's path that holds the key (`--mint_…`, `./mint_…`, a key of no known format typed as
 * the command). The same words with the key in MINTLIFY_ADMIN_API_KEY said `***`. The key file is
 * now read first of all, once (a pipe gives its text once), and its lines are secret from the
 * first line the command writes.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCli } from './helpers/cli.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'key-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const KEY = 'mint_S3cr3tK3yAbCdEfGhIjKlMn0123456789';
const UNPREFIXED = 'xK9pQ2mZ7vL4nR8sT1wY6bC3dF5gH0jE';
const keyFile = (name: string, text: string): string => {
  const file = path.join(dir, name);
  writeFileSync(file, text, { mode: 0o600 });
  return file;
};
const noKey = { MINTLIFY_ADMIN_API_KEY: '', MINTLIFY_PROJECT_ID: 'proj', GITHUB_ACTIONS: 'true', CI: 'true' };

describe('a key read from --api-key-file', () => {
  const file = keyFile('key', `${KEY}\n`);
  it.each([
    ['a flag', ['wait', 'job1', '--api-key-file', file, `--${KEY}`, '--json']],
    ['a prompt file', ['start', '--api-key-file', file, '--prompt-file', `./${KEY}`, '--json']],
    ['a message file', ['message', 'job1', '--api-key-file', file, '--message-file', `./${KEY}`, '--json']],
    ['an output file', ['wait', 'job1', '--api-key-file', file, '--output-file', `/nonexistent/${KEY}`, '--json']],
  ])('is never shown by a usage error about %s', async (_, args) => {
    const ran = await runCli(args, noKey);
    expect(ran.code).toBe(3);
    expect(ran.err).toContain('***');
    expect(`${ran.out}${ran.err}`).not.toContain(KEY.slice(5, 17));
  });

  it('of no known format is never shown when typed as the command', async () => {
    const other = keyFile('other', `${UNPREFIXED}\n`);
    const ran = await runCli([UNPREFIXED, '--api-key-file', other, '--json'], noKey);
    expect(ran.code).toBe(3);
    expect(`${ran.out}${ran.err}`).not.toContain(UNPREFIXED.slice(0, 12));
    expect(JSON.parse(ran.out)).toMatchObject({ 'exit-code': 3 });
  });

  it('leaves a word that only mentions mint_ as it is', async () => {
    const ran = await runCli(
      ['start', '--api-key-file', file, '--prompt-file', './notes-about-mint_config_option.md'],
      noKey,
    );
    expect(ran.code).toBe(3);
    expect(ran.err).toContain('notes-about-mint_config_option.md');
  });

  it('read from a pipe, given once, is still the key the command sends', async () => {
    // A file that says its text once: the early read's text is the one the key comes from.
    const ran = await runCli(
      ['status', 'job1', '--api-key-file', '/dev/stdin', '--base-url', 'http://127.0.0.1:9'],
      {
        ...noKey,
      },
      `${KEY}\n`,
    );
    expect(ran.err).not.toMatch(/is empty|No admin API key/);
    expect(`${ran.out}${ran.err}`).not.toContain(KEY.slice(5, 17));
  });
});
