/** `npm run bundle`: builds src/ into one file, dist/index.js, with ncc. */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.join(import.meta.dirname, '..');

/** Builds `root`'s src/index.ts into `outDir` (emptied first) with this checkout's ncc. */
export function bundle(outDir: string, root = ROOT): void {
  // A chunk the sources no longer make must not stay behind: the folder is built anew.
  rmSync(outDir, { recursive: true, force: true });
  const ncc = path.join(ROOT, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
  execFileSync(
    process.execPath,
    [ncc, 'build', 'src/index.ts', '--out', outDir, '--license', 'licenses.txt', '--target', 'es2023', '--quiet'],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  );
}

if (import.meta.main) {
  try {
    bundle(path.join(ROOT, 'dist'));
  } catch {
    console.error('The bundle failed; ncc printed why above.');
    process.exit(1);
  }
}
