/**
 * The shape docs/architecture.md promises: folders by stage, and imports only the way its table
 * says. The imports are checked by dependency-cruiser in `npm run lint`, with rules read from that
 * table (.dependency-cruiser.mjs); here, that those rules are the table's and refuse what it does
 * not allow, and that a newcomer's front door stays short.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const architecture = readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');
/** The folders of src/ the table names, in its order. */
const tabled = [...architecture.matchAll(/^\| `src\/([a-z-]+)\/` +\|/gm)].map((match) => match[1] ?? '');

/** dependency-cruiser with the project's rules, on a copy of src/ given `extra` files. */
function cruise(extra: Record<string, string>): { status: number | null; out: string } {
  const copy = mkdtempSync(path.join(tmpdir(), 'architecture-'));
  try {
    for (const entry of ['src', 'docs', 'tsconfig.json', '.dependency-cruiser.mjs', 'package.json'])
      cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
    symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
    for (const [file, text] of Object.entries(extra)) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      writeFileSync(path.join(copy, file), text);
    }
    const bin = path.join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruiser.mjs');
    const run = spawnSync(process.execPath, [bin, 'src', '--config', '.dependency-cruiser.mjs'], {
      cwd: copy,
      encoding: 'utf8',
    });
    return { status: run.status, out: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

describe('src/', () => {
  it('holds the folders the table of docs/architecture.md names, and the three top files', () => {
    const entries = readdirSync(path.join(root, 'src'));
    const folders = entries.filter((name) => statSync(path.join(root, 'src', name)).isDirectory());
    expect(folders.sort()).toEqual([...tabled].sort());
    expect(entries.filter((name) => !folders.includes(name)).sort()).toEqual(['deps.ts', 'index.ts', 'main.ts']);
  });

  it('passes the import rules as it is', () => {
    const { status, out } = cruise({});
    expect(out).toContain('no dependency violations found');
    expect(status).toBe(0);
  });

  it('refuses an import back up the flow, a folder the table does not name, and the top files', () => {
    const { status, out } = cruise({
      'src/common/back-up.ts':
        "import { run } from '../main.ts';\nimport { publish } from '../report/publish.ts';\nexport const both = [run, publish];\n",
      'src/extra/loose.ts': 'export const loose = 1;\n',
      'src/wait/uses-loose.ts': "import { loose } from '../extra/loose.ts';\nexport const used = loose;\n",
    });
    expect(status).not.toBe(0);
    expect(out).toContain('error common-imports-only-its-table-row: src/common/back-up.ts → src/report/publish.ts');
    expect(out).toContain('error no-import-of-the-entry-files: src/common/back-up.ts → src/main.ts');
    expect(out).toContain('error no-folder-outside-the-table: src/wait/uses-loose.ts → src/extra/loose.ts');
  });
});

describe('the front door', () => {
  it('README.md is at most 32 KB', () => {
    expect(statSync(path.join(root, 'README.md')).size).toBeLessThanOrEqual(32 * 1024);
  });
});
