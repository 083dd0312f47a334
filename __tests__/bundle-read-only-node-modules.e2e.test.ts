/**
 * Was broken: scripts/bundle.ts `bundle()` writes its build cache into node_modules/.cache/bundle
 * after ncc has built dist/, and lets a failure to write it (mkdirSync/cpSync: EACCES, EROFS)
 * escape. The `npm run bundle` entry then prints "The bundle failed; ncc printed why above." and
 * exits 1 although ncc succeeded and printed nothing; `npm run check-dist` (and so `npm test`
 * and `npm run release:check`) dies with a stack trace instead of comparing dist/.
 *
 * How a user meets it: node_modules the user cannot write: installed by root or another user
 * (`sudo npm ci`, a Docker image's node_modules, a read-only mount or Nix store, a shared CI
 * cache directory). Before this session's cache, `npm run bundle` and `npm run check-dist` worked
 * there; now every build fails.
 *
 * Was: `npm run bundle` exits 1 with only "The bundle failed; ncc printed why above.";
 * `npm run check-dist` exits 1 with a stack trace of "Error: EACCES: permission
 * denied, mkdir '…/node_modules/.cache/bundle'" and no verdict on dist/.
 *
 * Now, as promised: the cache is an optimisation (docs/development.md: "a build of the
 * same inputs … is copied from `node_modules/.cache/bundle`"); a cache that cannot be written
 * should only cost the next build its time: `npm run bundle` succeeds, check-dist judges dist/.
 */
import { afterEach, expect, it } from '@jest/globals';
import { chmodSync, chownSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { npmRun, tinyCheckout } from './helpers/tiny-checkout.ts';

let root: string | undefined;
afterEach(() => {
  if (root) {
    chmodSync(path.join(root, 'node_modules'), 0o755);
    rmSync(root, { recursive: true, force: true });
  }
});

/** Everything but node_modules/ belongs to `uid` (the user who works there); node_modules/ stays root's. */
function giveAllButNodeModules(dir: string, uid: number, gid: number): void {
  chownSync(dir, uid, gid);
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules') continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) giveAllButNodeModules(full, uid, gid);
    else chownSync(full, uid, gid);
  }
}

it('builds dist/ and checks it when node_modules cannot be written', () => {
  root = tinyCheckout();
  chmodSync(path.join(root, 'node_modules'), 0o555);
  // Root writes anywhere: the contributor is then the unprivileged `nobody`.
  const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  if (asUser.uid !== undefined) giveAllButNodeModules(root, asUser.uid, asUser.gid!);

  const bundled = npmRun(root, 'bundle', asUser);
  const built =
    existsSync(path.join(root, 'dist', 'index.js')) && existsSync(path.join(root, 'dist', 'cli', 'index.js'));
  const checked = npmRun(root, 'check-dist', asUser);

  expect({
    built,
    bundle: bundled.status,
    failedSaid: bundled.stderr.includes('The bundle failed'),
    check: checked.status,
  }).toEqual({
    built: true,
    bundle: 0,
    failedSaid: false,
    check: 0,
  });
  expect(checked.stdout).toContain('dist/ matches the sources');
}, 120_000);
