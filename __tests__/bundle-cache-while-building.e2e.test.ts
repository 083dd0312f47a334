/**
 * Was broken: the bundle cache took its key before ncc ran and kept what ncc built after it, and
 * copied dist/ (which a second bundle may empty meanwhile) into the cache. A file saved while the
 * build ran (format-on-save, a branch switch) was kept under the old sources' key: with the edit
 * undone, `npm run bundle` wrote the edited build and check-dist said it matched. A second bundle
 * emptying dist/ left a cache entry without index.js, and every later check-dist failed on a
 * correct dist/. (Found by a new-contributor helper, by racing real processes; here the same
 * moments are given to bundle() itself.)
 *
 * Now, as promised: docs/development.md, "a build of the same inputs ... is copied": only a build
 * of exactly those inputs, whole.
 */
import { afterEach, expect, it } from '@jest/globals';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundle } from '../scripts/bundle.ts';
import { tinyCheckout } from './helpers/tiny-checkout.ts';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

const built = (file: string) => readFileSync(path.join(root ?? '', 'dist', file), 'utf8');

it('keeps no build whose sources moved while it was made', () => {
  root = tinyCheckout();
  const source = path.join(root, 'src', 'index.ts');
  const before = readFileSync(source, 'utf8');
  bundle(path.join(root, 'dist'), root, {
    beforeBuild: () => writeFileSync(source, 'console.log("ACTION-EDITED");\n'),
  });
  expect(built('index.js')).toContain('ACTION-EDITED');
  // The edit undone: the build of these sources, not the edited one.
  writeFileSync(source, before);
  bundle(path.join(root, 'dist'), root);
  expect(built('index.js')).toContain('ACTION-1');
  expect(built('index.js')).not.toContain('ACTION-EDITED');
}, 120_000);

it('keeps a whole build though another bundle empties dist/ meanwhile', () => {
  root = tinyCheckout();
  const dist = path.join(root, 'dist');
  bundle(dist, root, { afterBuild: () => rmSync(dist, { recursive: true, force: true }) });
  rmSync(dist, { recursive: true, force: true });
  // From the cache now: the action and the command line, both.
  bundle(dist, root);
  expect(built('index.js')).toContain('ACTION-1');
  expect(built(path.join('cli', 'index.js'))).toContain('CLI-1');
}, 120_000);
