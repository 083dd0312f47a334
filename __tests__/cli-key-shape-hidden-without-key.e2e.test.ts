/**
 * A key pasted where a job id goes (inside the help's placeholder brackets, `status <mint_…>`, or
 * after `@`, `$`, `(`, `key:`), with no key in the environment: a value of a key's format is hidden
 * and refused all the same, on standard error, in --json and in a file name, as it is with a key set.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCli } from './helpers/cli.ts';

jest.setTimeout(60_000);
const KEY = 'mint_Zq8vW3xR7tY2pL9kM4nB6c';
const piece = /Zq8vW3|W3xR7tY2pL9k|kM4nB6c/;

describe('a key pasted into a job id argument, no MINTLIFY_ADMIN_API_KEY set (the key is given on the command line instead)', () => {
  for (const arg of [`<${KEY}>`, `@${KEY}`, `$${KEY}`, `(${KEY})`, `key:${KEY}`, `{${KEY}}`])
    it(`is never echoed: status '${arg.replace(KEY, 'KEY')}'`, async () => {
      const ran = await runCli(['status', arg, '--json'], { MINTLIFY_ADMIN_API_KEY: '' });
      expect(ran.code).toBe(3);
      expect(ran.err + ran.out).not.toMatch(piece);
    });

  it('nor is a GitLab token pasted so', async () => {
    const token = 'glpat-Hq7Rk2Lm9Xw4Tn6Bv3Pz';
    const ran = await runCli(['wait', `<${token}>`, '--json'], { MINTLIFY_ADMIN_API_KEY: '' });
    expect(ran.code).toBe(3);
    expect(ran.err + ran.out).not.toContain('Hq7Rk2Lm9Xw4');
  });

  it('nor is a file named with the key made (--output-file=out:KEY), as it is refused with a key set', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'p2-'));
    try {
      const ran = await runCli(['start', '--prompt', 'hi', `--output-file=${dir}/out:${KEY}`], {
        MINTLIFY_ADMIN_API_KEY: '',
      });
      expect(ran.code).toBe(3);
      expect(readdirSync(dir)).toEqual([]);
      expect(existsSync(`${dir}/out:${KEY}`)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
