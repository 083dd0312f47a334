/**
 * A checkout small enough to bundle in a few seconds: a src/index.ts and src/cli.ts of one line
 * each, this repository's scripts/bundle.ts and scripts/check-dist.ts (the very files a
 * contributor runs), and a node_modules holding this checkout's ncc. `npm run bundle` and
 * `npm run check-dist` are run as package.json runs them: `node scripts/bundle.ts`,
 * `node scripts/check-dist.ts`, with the checkout as the working directory.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO = path.join(import.meta.dirname, '..', '..');

/** Node 24 (the `node` package every npm script runs on), not whichever Node runs jest. */
export const NODE = existsSync(path.join(REPO, 'node_modules', 'node', 'bin', 'node'))
  ? path.join(REPO, 'node_modules', 'node', 'bin', 'node')
  : process.execPath;

export function tinyCheckout(files: Record<string, string> = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), 'tiny-checkout-'));
  chmodSync(root, 0o755);
  const all: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'tiny', version: '1.0.0', type: 'module', private: true }),
    'package-lock.json': JSON.stringify({ name: 'tiny', lockfileVersion: 3, packages: {} }),
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        target: 'ES2023',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        types: [],
        strict: true,
        noEmit: true,
        rootDir: '.',
        allowImportingTsExtensions: true,
        rewriteRelativeImportExtensions: true,
        allowJs: true,
      },
      include: ['src'],
    }),
    'src/index.ts': 'console.log("ACTION-1");\n',
    'src/cli.ts': 'console.log("CLI-1");\n',
    ...files,
  };
  for (const [name, text] of Object.entries(all)) write(root, name, text);
  for (const script of ['bundle.ts', 'check-dist.ts'])
    cpSync(path.join(REPO, 'scripts', script), path.join(root, 'scripts', script));
  mkdirSync(path.join(root, 'node_modules', '@vercel'), { recursive: true });
  symlinkSync(path.join(REPO, 'node_modules', '@vercel', 'ncc'), path.join(root, 'node_modules', '@vercel', 'ncc'));
  return root;
}

export function write(root: string, name: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  writeFileSync(path.join(root, name), text);
}

export type Run = Pick<SpawnSyncReturns<string>, 'status' | 'stdout' | 'stderr'>;

/** `npm run bundle` or `npm run check-dist` in `root`. */
export function npmRun(
  root: string,
  script: 'bundle' | 'check-dist',
  options: { uid?: number; gid?: number } = {},
): Run {
  const file = script === 'bundle' ? 'scripts/bundle.ts' : 'scripts/check-dist.ts';
  const run = spawnSync(NODE, [file], { cwd: root, encoding: 'utf8', ...options });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}
