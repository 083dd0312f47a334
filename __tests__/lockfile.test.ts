/**
 * `npm ci` needs a lock file that lists every platform's optional packages, or it refuses the
 * lock on the platforms that are missing (a developer's macOS or Windows machine).
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface LockedPackage {
  optionalDependencies?: Record<string, string>;
}
const lock = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};

/** Where npm would look for `name` from the package at `from`: its own node_modules, then up. */
function isLocked(from: string, name: string): boolean {
  for (let base = from; ; base = base.replace(/\/?node_modules\/(@[^/]+\/)?[^/]+$/, '')) {
    if (lock.packages[`${base === '' ? '' : `${base}/`}node_modules/${name}`]) return true;
    if (base === '') return false;
  }
}

describe('package-lock.json', () => {
  it('locks every optional dependency of every package, for every platform', () => {
    const missing = Object.entries(lock.packages).flatMap(([at, pkg]) =>
      Object.keys(pkg.optionalDependencies ?? {})
        .filter((name) => !isLocked(at, name))
        .map((name) => `${at || '(root)'} -> ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("holds the bindings of jest's resolver for Linux, macOS and Windows", () => {
    for (const binding of ['linux-x64-gnu', 'darwin-arm64', 'darwin-x64', 'win32-x64-msvc']) {
      const name = `node_modules/@unrs/resolver-binding-${binding}`;
      expect(Object.keys(lock.packages).filter((at) => at.endsWith(name))).not.toEqual([]);
    }
  });
});
