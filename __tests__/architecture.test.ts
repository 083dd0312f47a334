/**
 * The shape docs/architecture.md promises, checked on the sources: folders by stage, imports only
 * down the flow (never back up, never into a later stage), main.ts that only wires, short
 * functions, and a README a newcomer reads in ten minutes.
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const src = path.join(root, 'src');

/** What each folder may import besides itself. `.` is src/ itself: index.ts, main.ts, deps.ts. */
const MAY_IMPORT: Record<string, string[]> = {
  out: [],
  common: ['out'],
  runner: ['common', 'out'],
  inputs: ['common', 'out'],
  service: ['common', 'out', 'inputs'],
  wait: ['common', 'out', 'inputs', 'service'],
  github: ['common', 'out', 'inputs', 'runner', 'service'],
  report: ['common', 'out', 'inputs', 'runner', 'service', 'wait', 'github'],
  step: ['common', 'out', 'inputs', 'runner', 'service', 'wait', 'github', 'report'],
  '.': ['common', 'out', 'inputs', 'runner', 'service', 'wait', 'github', 'report', 'step'],
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : name.endsWith('.ts') ? [full] : [];
  });
}

const files = sources(src).map((file) => ({
  file: path.relative(src, file),
  folder: path.dirname(path.relative(src, file)),
  text: readFileSync(file, 'utf8'),
}));

describe('src/', () => {
  it('holds only folders by stage and the three top files', () => {
    expect(new Set(files.map((f) => f.folder))).toEqual(new Set(Object.keys(MAY_IMPORT)));
    expect(
      files
        .filter((f) => f.folder === '.')
        .map((f) => f.file)
        .sort(),
    ).toEqual(['deps.ts', 'index.ts', 'main.ts']);
  });

  it.each(files.map((f) => f.file))('%s imports only from its own stage and those before it', (file) => {
    const { folder, text } = files.find((f) => f.file === file) ?? { folder: '', text: '' };
    const imported = [...text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)].map((m) =>
      path.dirname(path.relative(src, path.join(src, folder, m[1] ?? ''))),
    );
    const allowed = new Set([folder, ...(MAY_IMPORT[folder] ?? [])]);
    expect(imported.filter((target) => !allowed.has(target))).toEqual([]);
  });

  it('main.ts only wires: at most 150 lines', () => {
    const main = files.find((f) => f.file === 'main.ts')?.text ?? '';
    expect(main.split('\n').length).toBeLessThanOrEqual(150);
  });

  it.each(files.map((f) => f.file))('%s has no function over 60 lines', (file) => {
    const lines = (files.find((f) => f.file === file)?.text ?? '').split('\n');
    const long: string[] = [];
    lines.forEach((line, at) => {
      // A top-level function or arrow: from its first line to the closing brace at column 0.
      if (!/^(export )?(async )?function |^(export )?const \w+ = (async )?\(.*=> \{$/.test(line)) return;
      const end = lines.findIndex((l, i) => i > at && /^\}/.test(l));
      if (end - at + 1 > 60) long.push(`${line.trim()} (${end - at + 1} lines)`);
    });
    expect(long).toEqual([]);
  });
});

describe('the front door', () => {
  it('README.md is at most 32 KB', () => {
    expect(statSync(path.join(root, 'README.md')).size).toBeLessThanOrEqual(32 * 1024);
  });

  it('docs/architecture.md names every folder of src/', () => {
    const architecture = readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');
    for (const folder of Object.keys(MAY_IMPORT).filter((f) => f !== '.'))
      expect(architecture).toContain(`src/${folder}/`);
  });
});
