/** `npm run bundle`: builds src/ with ncc into dist/index.js (the action) and dist/cli/index.js (the command line). */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.join(import.meta.dirname, '..');

/** The action's entry into `outDir`, the command line's into `outDir/cli` (package.json's bin). */
const ENTRIES = [
  { source: 'src/index.ts', folder: '.' },
  { source: 'src/cli.ts', folder: 'cli' },
];

/**
 * What ncc's output is made from: the sources, the compiler's settings, the locked packages (ncc
 * among them) and this script. ncc also type-checks the tests and tools tsconfig.json includes,
 * which can fail a build but never change its output; `npm run typecheck` checks those.
 */
const INPUTS = ['src', 'tsconfig.json', 'package-lock.json', 'scripts/bundle.ts'];

/** A digest of every input file's path and bytes, in a fixed order. */
export function inputsDigest(root = ROOT): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    const full = path.join(root, input);
    const files = statSync(full).isDirectory()
      ? readdirSync(full, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.join(entry.parentPath, entry.name))
          .sort()
      : [full];
    for (const file of files)
      hash
        .update(`${path.relative(root, file)}\0`)
        .update(readFileSync(file))
        .update('\0');
  }
  return hash.digest('hex');
}

/**
 * Builds already made from the same inputs, in node_modules/.cache (gone with `npm ci`): the
 * check of dist/ and the release check build the same sources again, and each build type-checks
 * every file (about a minute on two busy cores).
 */
const cacheOf = (root: string, digest: string) => path.join(root, 'node_modules', '.cache', 'bundle', digest);

/** Builds `root`'s entries into `outDir` (emptied first) with this checkout's ncc, or copies the same inputs' build. */
export function bundle(outDir: string, root = ROOT): void {
  // A chunk the sources no longer make must not stay behind: the folder is built anew.
  rmSync(outDir, { recursive: true, force: true });
  const digest = inputsDigest(root);
  const cached = cacheOf(root, digest);
  if (existsSync(cached)) {
    cpSync(cached, outDir, { recursive: true });
    return;
  }
  const ncc = path.join(ROOT, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
  for (const { source, folder } of ENTRIES) {
    const out = path.join(outDir, folder);
    execFileSync(
      process.execPath,
      [ncc, 'build', source, '--out', out, '--license', 'licenses.txt', '--target', 'es2023', '--quiet'],
      { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
    );
  }
  // Kept whole or not at all: a build copied halfway is never found.
  const partial = `${cached}.${process.pid}.partial`;
  mkdirSync(path.dirname(cached), { recursive: true });
  cpSync(outDir, partial, { recursive: true });
  try {
    renameSync(partial, cached);
  } catch {
    rmSync(partial, { recursive: true, force: true }); // another build kept the same one first
  }
  keepNewest(path.dirname(cached), KEPT_BUILDS);
}

/** Builds kept (about 5 MB each): a developer's last few, the checks' one. */
const KEPT_BUILDS = 4;

function keepNewest(folder: string, count: number): void {
  const builds = readdirSync(folder)
    .filter((name) => !name.endsWith('.partial'))
    .map((name) => ({ name, at: statSync(path.join(folder, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { name } of builds.slice(count)) rmSync(path.join(folder, name), { recursive: true, force: true });
}

if (import.meta.main) {
  try {
    bundle(path.join(ROOT, 'dist'));
  } catch {
    console.error('The bundle failed; ncc printed why above.');
    process.exit(1);
  }
}
