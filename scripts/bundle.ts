/** `npm run bundle`: builds src/ with ncc into dist/index.js (the action) and dist/cli/index.js (the command line). */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.join(import.meta.dirname, '..');

/** The action's entry into `outDir`, the command line's into `outDir/cli` (package.json's bin). */
const ENTRIES = [
  { source: 'src/index.ts', folder: '.' },
  { source: 'src/cli.ts', folder: 'cli' },
];

/** Builds `root`'s entries into `outDir` (emptied first) with this checkout's ncc. */
export function bundle(outDir: string, root = ROOT): void {
  // A chunk the sources no longer make must not stay behind: the folder is built anew.
  rmSync(outDir, { recursive: true, force: true });
  const ncc = path.join(ROOT, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
  for (const { source, folder } of ENTRIES) {
    const out = path.join(outDir, folder);
    execFileSync(
      process.execPath,
      [ncc, 'build', source, '--out', out, '--license', 'licenses.txt', '--target', 'es2023', '--quiet'],
      { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
    );
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
