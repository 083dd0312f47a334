/**
 * Was broken: scripts/bundle.ts keys its build cache on package-lock.json, the packages the checkout
 * ASKS for, while ncc bundles node_modules, the packages INSTALLED. When the two differ, the
 * build made from the installed packages is kept under the lock file's key, and stays there
 * after `npm install` brings node_modules in line (`npm install`, unlike `npm ci`, keeps
 * node_modules/.cache). From then on `npm run bundle`, `npm run check-dist` and `npm run
 * release:check` copy a build of packages that are no longer installed.
 *
 * How a user meets it: check out a branch that moves a dependency (a Dependabot pull request,
 * whose dist/ must be rebuilt), run `npm run bundle` before installing, notice, run
 * `npm install` (docs/development.md: "`npm ci` (or `npm install`)") and `npm run bundle`
 * again: dist/ still bundles the old package, and `npm run check-dist` says it "matches the
 * sources". CI's `npm ci` (no cache) then fails check-dist, or a release ships the old code.
 *
 * Was: after `npm install`, `npm run bundle` writes a dist/index.js with "DEP-1" (the
 * package no longer installed) instead of "DEP-2".
 *
 * Now, as promised: docs/development.md: only "a build of the same inputs" is copied;
 * bundle.ts: "What ncc's output is made from: … the locked packages". The key should be made
 * from what is installed (npm's node_modules/.package-lock.json, which npm rewrites on every
 * install, or the bundled packages' files), not from what the lock file asks for.
 */
import { afterEach, expect, it } from '@jest/globals';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { npmRun, tinyCheckout, write } from './helpers/tiny-checkout.ts';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/** The lock file asking for `dep` at `version`. */
const lock = (version: string): string =>
  JSON.stringify({
    name: 'tiny',
    lockfileVersion: 3,
    packages: { '': { dependencies: { dep: version } }, 'node_modules/dep': { version } },
  });

/** What `npm install` does here: `dep` at `version` in node_modules, and npm's record of it. */
function install(dir: string, version: string): void {
  const major = version.split('.')[0];
  write(
    dir,
    'node_modules/dep/package.json',
    JSON.stringify({ name: 'dep', version, type: 'module', main: 'index.js', types: 'index.d.ts' }),
  );
  write(dir, 'node_modules/dep/index.js', `export const WORD = "DEP-${major}";\n`);
  write(dir, 'node_modules/dep/index.d.ts', 'export declare const WORD: string;\n');
  write(dir, 'node_modules/.package-lock.json', lock(version));
}

it('never copies a build of packages that are not installed', () => {
  root = tinyCheckout({
    'package-lock.json': lock('1.0.0'),
    'src/index.ts': "import { WORD } from 'dep';\nconsole.log(WORD);\n",
  });
  install(root, '1.0.0');
  expect(npmRun(root, 'bundle').status).toBe(0);
  expect(readFileSync(path.join(root, 'dist', 'index.js'), 'utf8')).toContain('DEP-1');

  // `git checkout dependabot/dep-2`: the lock file asks for dep 2; node_modules still holds dep 1.
  write(root, 'package-lock.json', lock('2.0.0'));
  expect(npmRun(root, 'bundle').status).toBe(0);
  // `npm install`: dep 2 is installed.
  install(root, '2.0.0');
  expect(npmRun(root, 'bundle').status).toBe(0);
  const dist = readFileSync(path.join(root, 'dist', 'index.js'), 'utf8');

  expect(dist.includes('DEP-2') ? 'the installed dep 2' : 'dep 1, no longer installed').toBe('the installed dep 2');
}, 120_000);
