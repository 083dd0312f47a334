/** `npm run bundle`: builds src/ with ncc into dist/index.js (the action) and dist/cli/index.js (the command line). */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { tmpdir } from 'node:os';

export const ROOT = path.join(import.meta.dirname, '..');

/** The action's entry into `outDir`, the command line's into `outDir/cli` (package.json's bin). */
const ENTRIES = [
  { source: 'src/index.ts', folder: '.' },
  { source: 'src/cli.ts', folder: 'cli' },
];

/**
 * What ncc's output is made from: the sources, the compiler's settings, the packages asked for and
 * those installed (npm rewrites node_modules/.package-lock.json on every install; ncc among them)
 * and this script. ncc also type-checks the tests and tools tsconfig.json includes, which can fail
 * a build but never change its output; `npm run typecheck` checks those.
 */
const INPUTS = ['src', 'tsconfig.json', 'package-lock.json', 'scripts/bundle.ts', 'node_modules/.package-lock.json'];

/** Whether the path is a file, through a link too (a dangling link is none). */
function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** A digest of every input file's path and bytes (links followed), in a fixed order. */
export function inputsDigest(root = ROOT): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    const full = path.join(root, input);
    if (!existsSync(full)) continue;
    const files = statSync(full).isDirectory()
      ? readdirSync(full, { recursive: true, withFileTypes: true })
          .filter(
            (entry) => entry.isFile() || (entry.isSymbolicLink() && isFile(path.join(entry.parentPath, entry.name))),
          )
          .map((entry) => path.join(entry.parentPath, entry.name))
          .sort()
      : [full];
    for (const file of files) {
      const bytes = readFileSync(file);
      // Each file's path and length before its bytes: no two trees give the same stream.
      hash.update(`${path.relative(root, file)}\0${bytes.length}\0`).update(bytes);
    }
  }
  return hash.digest('hex');
}

/**
 * Builds already made from the same inputs, in node_modules/.cache (gone with `npm ci`): the
 * check of dist/ and the release check build the same sources again, and each build type-checks
 * every file (about a minute on two busy cores).
 */
const cacheOf = (root: string, digest: string) => path.join(root, 'node_modules', '.cache', 'bundle', digest);

/**
 * Builds `root`'s entries into `outDir` (emptied first) with this checkout's ncc, or copies the
 * same inputs' build. A build is made in a folder of its own, then copied: another bundle emptying
 * `outDir` meanwhile cannot leave half of it in the cache; it is kept only when the inputs did not
 * move while it was made, and a cache that cannot be written costs only time.
 */
export function bundle(
  outDir: string,
  root = ROOT,
  /** What a test does while the build is made: before ncc runs (its key read), and after. */
  meanwhile: { beforeBuild?: () => void; afterBuild?: () => void } = {},
): void {
  // A chunk the sources no longer make must not stay behind: the folder is built anew.
  rmSync(outDir, { recursive: true, force: true });
  const digest = inputsDigest(root);
  const cached = cacheOf(root, digest);
  if (existsSync(cached)) {
    cpSync(cached, outDir, { recursive: true });
    return;
  }
  const ncc = path.join(ROOT, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
  const built = mkdtempSync(path.join(tmpdir(), 'bundle-build-'));
  try {
    meanwhile.beforeBuild?.();
    for (const { source, folder } of ENTRIES) {
      const out = path.join(built, folder);
      execFileSync(
        process.execPath,
        [ncc, 'build', source, '--out', out, '--license', 'licenses.txt', '--target', 'es2023', '--quiet'],
        { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
      );
    }
    meanwhile.afterBuild?.();
    cpSync(built, outDir, { recursive: true });
    const partial = `${cached}.${process.pid}.partial`;
    try {
      if (inputsDigest(root) !== digest) return; // a file saved while it built: this build is of neither
      mkdirSync(path.dirname(cached), { recursive: true });
      cpSync(built, partial, { recursive: true });
      renameSync(partial, cached);
      keepNewest(path.dirname(cached), KEPT_BUILDS);
    } catch {
      rmSync(partial, { recursive: true, force: true });
    }
  } finally {
    rmSync(built, { recursive: true, force: true });
  }
}

/** Builds kept (about 5 MB each): a developer's last few, the checks' one. */
const KEPT_BUILDS = 4;

function keepNewest(folder: string, count: number): void {
  const builds = readdirSync(folder)
    .filter((name) => !name.endsWith('.partial'))
    .map((name) => ({ name, at: statSync(path.join(folder, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  // Moved aside before it is deleted: a bundle killed midway never leaves half a build under its key.
  for (const { name } of builds.slice(count)) {
    const trash = path.join(folder, `${name}.${process.pid}.partial`);
    renameSync(path.join(folder, name), trash);
    rmSync(trash, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  try {
    bundle(path.join(ROOT, 'dist'));
  } catch {
    console.error('The bundle failed; ncc printed why above.');
    process.exit(1);
  }
}
