/**
 * The build cache of scripts/bundle.ts: a build is reused only for the same inputs (the sources,
 * tsconfig.json, the lock file, the packages installed and the script), so the check of dist/ and the release check never
 * compare against a build of other sources.
 */
import { describe, expect, it } from '@jest/globals';
import { cpSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inputsDigest, ROOT } from '../scripts/bundle.ts';

function withCopy(test: (copy: string) => void): void {
  const copy = mkdtempSync(path.join(tmpdir(), 'bundle-cache-'));
  try {
    for (const entry of ['src', 'scripts', 'tsconfig.json', 'package-lock.json', 'node_modules/.package-lock.json'])
      cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
    test(copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

describe('the bundle cache key', () => {
  it('is the same for a copy of the same inputs, wherever it lies', () => {
    withCopy((copy) => expect(inputsDigest(copy)).toBe(inputsDigest(ROOT)));
  });

  it.each([
    'src/common/version.ts',
    'tsconfig.json',
    'package-lock.json',
    'scripts/bundle.ts',
    // What npm installed: rewritten by every install.
    'node_modules/.package-lock.json',
  ])('moves when one byte of %s moves', (file) => {
    withCopy((copy) => {
      const before = inputsDigest(copy);
      writeFileSync(path.join(copy, file), `${readFileSync(path.join(copy, file), 'utf8')} `);
      expect(inputsDigest(copy)).not.toBe(before);
    });
  });

  it('moves when a source file is added or renamed', () => {
    withCopy((copy) => {
      const before = inputsDigest(copy);
      writeFileSync(path.join(copy, 'src', 'extra.ts'), '');
      const added = inputsDigest(copy);
      expect(added).not.toBe(before);
      rmSync(path.join(copy, 'src', 'extra.ts'));
      writeFileSync(path.join(copy, 'src', 'extrb.ts'), '');
      expect(inputsDigest(copy)).not.toBe(added);
    });
  });
});
