/**
 * Fails when dist/ is not what the sources build to: the runner executes dist/, not src/.
 * Builds into a temporary folder and compares file by file.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundle, ROOT } from './bundle.ts';

/** The files of `committed` that differ from a fresh build of `root`'s sources (missing or extra ones too). */
export function staleDistFiles(root = ROOT, committed = path.join(root, 'dist')): { stale: string[]; names: string[] } {
  const fresh = mkdtempSync(path.join(tmpdir(), 'check-dist-'));
  try {
    bundle(fresh, root);
    const files = (dir: string): string[] =>
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
    const names = [...new Set([...files(fresh), ...files(committed)])].sort();
    const stale = names.filter((name) => {
      try {
        return !readFileSync(path.join(fresh, name)).equals(readFileSync(path.join(committed, name)));
      } catch {
        return true;
      }
    });
    return { stale, names };
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const { stale, names } = staleDistFiles();
  if (stale.length > 0) {
    console.error(
      `dist/ is not what the sources build to (${stale.join(', ')} differ). Run 'npm run bundle' and commit dist/.`,
    );
    process.exit(1);
  }
  console.log(`dist/ matches the sources (${names.join(', ')}).`);
}
