/**
 * Was broken: scripts/bundle.ts `inputsDigest` lists src/ with `readdirSync(…, { recursive: true,
 * withFileTypes: true })` and keeps only `entry.isFile()`: a symbolic link to a file is no
 * file to a Dirent, so the bytes ncc reads through it are not in the cache key. Once built, a
 * change to the linked file never reaches dist/: `npm run bundle` copies the old build from
 * node_modules/.cache/bundle, and `npm run check-dist` compares dist/ with that old build.
 *
 * How a user meets it: a source shared by link (src/shared.ts -> ../lib/shared.ts), e.g. with
 * sim/ or another package of a monorepo. Build, edit the linked file, and `npm run check-dist`
 * says the stale dist/ "matches the sources"; `npm run bundle` leaves dist/ unchanged. (A linked
 * folder, src/shared -> ../lib, is followed by the listing and is not affected.)
 *
 * Was: after the edit, dist/index.js still holds "SHARED-1" (the old text), and check-dist
 * passes on it.
 *
 * Now, as promised: docs/development.md: "`npm run bundle` rebuilds `dist/` from
 * `src/`"; the cache reuses only "a build of the same inputs (`src/`, …)"; scripts/bundle.ts:
 * "A digest of every input file's path and bytes". The key should follow links (stat, not
 * lstat) or refuse them.
 */
import { afterEach, expect, it } from '@jest/globals';
import { readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { npmRun, tinyCheckout, write } from './helpers/tiny-checkout.ts';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

it('rebuilds when the file behind a link in src/ changes', () => {
  root = tinyCheckout({
    'lib/shared.ts': 'export const WORD = "SHARED-1";\n',
    'src/index.ts': "import { WORD } from './shared.ts';\nconsole.log(WORD);\n",
  });
  symlinkSync('../lib/shared.ts', path.join(root, 'src', 'shared.ts'));
  expect(npmRun(root, 'bundle').status).toBe(0);
  expect(readFileSync(path.join(root, 'dist', 'index.js'), 'utf8')).toContain('SHARED-1');

  write(root, 'lib/shared.ts', 'export const WORD = "SHARED-2";\n');
  const checked = npmRun(root, 'check-dist');
  expect(npmRun(root, 'bundle').status).toBe(0);
  const dist = readFileSync(path.join(root, 'dist', 'index.js'), 'utf8');

  expect({
    checkOfStaleDist: checked.status,
    bundled: dist.includes('SHARED-2') ? 'the edited file' : 'the old build',
  }).toEqual({ checkOfStaleDist: 1, bundled: 'the edited file' });
}, 120_000);
