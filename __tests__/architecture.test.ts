/**
 * The shape docs/architecture.md promises: folders by stage, and imports only the way the rules
 * say. The rules live in .dependency-cruiser.mjs (its list of stages) and dependency-cruiser checks
 * them in `npm run lint`; here, that the folder table of docs/architecture.md says what that list
 * says, that the rules refuse what it does not allow, and that a newcomer's front door stays short.
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
import { stages } from '../.dependency-cruiser.mjs';

const root = path.join(import.meta.dirname, '..');
const architecture = readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');
/** The rows of the folder table: a folder of src/ and its "may import" cell, in the table's order. */
const rows = [...architecture.matchAll(/^\| `src\/([a-z-]+)\/` +\|[^|]*\| ([^|]+?) +\|$/gm)].map(
  ([, folder, mayImport]) => ({ folder: folder ?? '', mayImport: mayImport ?? '' }),
);
const folders = stages.map(({ folder }) => folder);

/** The folders a "may import" cell names: `nothing`, `all of the above`, or a list like `common, output`. */
function named(cell: string, index: number): string[] {
  if (cell === 'nothing') return [];
  if (cell === 'all of the above') return rows.slice(0, index).map(({ folder }) => folder);
  return cell.split(/, */);
}

/** dependency-cruiser with the project's rules, on a copy of src/ given `extra` files. */
function cruise(extra: Record<string, string>): { status: number | null; out: string } {
  const copy = mkdtempSync(path.join(tmpdir(), 'architecture-'));
  try {
    for (const entry of ['src', 'tsconfig.json', '.dependency-cruiser.mjs', 'package.json'])
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

describe('the stages of .dependency-cruiser.mjs', () => {
  it('each may import only stages before it', () => {
    for (const [index, { folder, mayImport }] of stages.entries())
      expect([folder, mayImport.filter((other) => !folders.slice(0, index).includes(other))]).toEqual([folder, []]);
  });

  it('are the rows of the folder table of docs/architecture.md, in its order', () => {
    expect(rows.map(({ folder }) => folder)).toEqual(folders);
  });

  it.each(stages.map((stage) => [stage.folder, stage.mayImport] as const))(
    'src/%s/ may import what its row of the table says',
    (folder, mayImport) => {
      const index = rows.findIndex((row) => row.folder === folder);
      expect(named(rows[index]?.mayImport ?? '', index).sort()).toEqual([...mayImport].sort());
    },
  );
});

describe('src/', () => {
  it('holds the stages of .dependency-cruiser.mjs as folders, and the four top files', () => {
    const entries = readdirSync(path.join(root, 'src'));
    const found = entries.filter((name) => statSync(path.join(root, 'src', name)).isDirectory());
    expect(found.sort()).toEqual([...folders].sort());
    expect(entries.filter((name) => !found.includes(name)).sort()).toEqual([
      'cli.ts',
      'deps.ts',
      'index.ts',
      'main.ts',
    ]);
  });

  it('passes the import rules as it is', () => {
    const { status, out } = cruise({});
    expect(out).toContain('no dependency violations found');
    expect(status).toBe(0);
  });

  it('refuses an import back up the flow, a folder that is no stage, and the top files', () => {
    const { status, out } = cruise({
      'src/common/back-up.ts':
        "import { run } from '../main.ts';\nimport { publish } from '../report/publish.ts';\nexport const both = [run, publish];\n",
      'src/extra/loose.ts': 'export const loose = 1;\n',
      'src/wait/uses-loose.ts': "import { loose } from '../extra/loose.ts';\nexport const used = loose;\n",
    });
    expect(status).not.toBe(0);
    expect(out).toContain('error common-imports-only-what-it-may: src/common/back-up.ts → src/report/publish.ts');
    expect(out).toContain('error no-import-of-the-entry-files: src/common/back-up.ts → src/main.ts');
    expect(out).toContain('error no-folder-outside-the-stages: src/wait/uses-loose.ts → src/extra/loose.ts');
  });
});

/** Every .ts file under a folder of src/, with its path from src/. */
function sourcesUnder(folder: string): { file: string; text: string }[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => ({ file, text: readFileSync(path.join(folder, file), 'utf8') }));
}

/** Event names and pull request actions GitHub sends: only a host's wire (github/, gitlab/) reads them. */
const EVENT_WORDS =
  /'(?:pull_request(?:_target|_review)?|issue_comment|schedule|workflow_dispatch|synchronize|opened|reopened|labeled|unlabeled|edited|submitted|created|ready_for_review|converted_to_draft)'/;

describe('what an event is', () => {
  it("is read by a host's wire alone: no other code branches on an event's name or action", () => {
    const src = path.join(root, 'src');
    const outside = sourcesUnder(src).filter(({ file }) => !/^(github|gitlab|cli)\//.test(file));
    const reads = outside.flatMap(({ file, text }) =>
      text.split('\n').flatMap((line, at) => {
        const code = line.replace(/\/\/.*$/, '');
        const branches =
          EVENT_WORDS.test(code) ||
          /\.action\b/.test(code) ||
          /eventName\s*[!=]==|[!=]==\s*[\w?.]*eventName/.test(code);
        return branches && !/^\s*\*/.test(line) ? [`src/${file}:${at + 1}: ${line.trim()}`] : [];
      }),
    );
    expect(reads).toEqual([]);
  });
});

describe('who may send a command', () => {
  it('is asked of one rule (pull-request/admission.ts): no other code weighs a permission or a secret alone', () => {
    const src = path.join(root, 'src');
    // Reviews weigh their author's permission in their own verdict (step/review-run.ts); command.ts defines the scale.
    const own = ['pull-request/admission.ts', 'pull-request/command.ts', 'step/review-run.ts'];
    const asks = sourcesUnder(src)
      .filter(({ file }) => !own.includes(file))
      .flatMap(({ file, text }) =>
        text
          .split('\n')
          .flatMap((line, at) =>
            /\b(?:mayCommand|isSecretAlone)\(/.test(line) ? [`src/${file}:${at + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(asks).toEqual([]);
  });
});

describe('the front door', () => {
  it('README.md is at most 32 KB', () => {
    expect(statSync(path.join(root, 'README.md')).size).toBeLessThanOrEqual(32 * 1024);
  });
});
