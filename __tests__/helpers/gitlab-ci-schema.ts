/**
 * GitLab's own CI schema (gitlab-org/gitlab's app/assets/javascripts/editor/schema/ci.json, the one
 * its pipeline editor validates with), as gitlab-ci-local (a pinned devDependency, MIT) carries it
 * in its bundle: no npm package publishes the file itself. It is read out of the bundle as the one
 * object literal whose `$id` is GitLab's, and evaluated as the literal it is.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const SCHEMA_ID = '$id:"https://gitlab.com/.gitlab-ci.yml"';

/** The end of the object literal that opens at `start`: braces counted outside string literals. */
function literalEnd(text: string, start: number): number {
  let depth = 0;
  let quote: string | undefined;
  for (let at = start; at < text.length; at++) {
    const char = text[at];
    if (quote !== undefined) {
      if (char === '\\') at++;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'" || char === '`') quote = char;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return at + 1;
  }
  throw new Error('gitlab-ci-local: the CI schema does not end in its bundle');
}

export function gitLabCiSchema(): Record<string, unknown> {
  const require = createRequire(import.meta.url);
  const bundle = path.join(path.dirname(require.resolve('gitlab-ci-local/package.json')), 'dist', 'index.js');
  const text = readFileSync(bundle, 'utf8');
  const at = text.indexOf(SCHEMA_ID);
  if (at < 0) throw new Error(`gitlab-ci-local: no object with ${SCHEMA_ID} in its bundle`);
  const start = text.lastIndexOf('{', at);
  return new Function(`return (${text.slice(start, literalEnd(text, start))});`)() as Record<string, unknown>;
}
