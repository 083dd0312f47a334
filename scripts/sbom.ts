/**
 * `npm run sbom -- FILE`: the CycloneDX 1.5 SBOM of what dist/ bundles, the same bytes each time.
 * The packages the bundle is built from are devDependencies (the published command line installs
 * nothing), so @cyclonedx/cyclonedx-npm lists every package of the lock file, and this keeps the
 * ones the bundle is made of: the project's direct dependencies that ncc bundled (dist/licenses.txt
 * and dist/cli/licenses.txt name them) and all they depend on, as `--omit dev` did when they were
 * dependencies.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './bundle.ts';

interface Component {
  name: string;
  group?: string;
  'bom-ref': string;
  properties?: { name: string; value: string }[];
}

interface Bom {
  metadata: { component: { 'bom-ref': string } };
  components: Component[];
  dependencies: { ref: string; dependsOn?: string[] }[];
}

const CYCLONEDX = path.join(ROOT, 'node_modules', '.bin', 'cyclonedx-npm');
const ARGS = ['--package-lock-only', '--flatten-components', '--output-reproducible', '--spec-version', '1.5'];

/** The packages ncc wrote into a licenses file: a name line, then its licence's id. */
export function bundledNames(text: string): string[] {
  const entry = /^(@?[a-z0-9][\w.-]*(?:\/[\w.-]+)?)\n(?:MIT|ISC|Apache-2\.0|BSD-[23]-Clause|0BSD)\n/gm;
  return [...text.matchAll(entry)].map((match) => match[1] ?? '');
}

/** The SBOM cut to what the bundle is made of. */
export function bundleBom(all: Bom, bundled: Set<string>): Bom {
  const rootRef = all.metadata.component['bom-ref'];
  const nameOf = new Map(all.components.map((c) => [c['bom-ref'], c.group ? `${c.group}/${c.name}` : c.name]));
  const graph = new Map(all.dependencies.map((d) => [d.ref, d.dependsOn ?? []]));
  const roots = (graph.get(rootRef) ?? []).filter((ref) => bundled.has(nameOf.get(ref) ?? ''));
  const kept = new Set<string>();
  for (const queue = [...roots]; queue.length > 0;) {
    const ref = queue.pop() ?? '';
    if (kept.has(ref)) continue;
    kept.add(ref);
    queue.push(...(graph.get(ref) ?? []));
  }
  const components = all.components
    .filter((c) => kept.has(c['bom-ref']))
    // They are in the artifact, whatever package.json calls them.
    .map((c) => ({ ...c, properties: (c.properties ?? []).filter((p) => p.name !== 'cdx:npm:package:development') }));
  const dependencies = all.dependencies
    .filter((d) => d.ref === rootRef || kept.has(d.ref))
    .map((d) => ({ ...d, dependsOn: (d.dependsOn ?? []).filter((ref) => kept.has(ref)) }));
  return { ...all, components, dependencies };
}

if (import.meta.main) {
  const file = process.argv[2];
  if (!file) throw new Error('Give the file to write: npm run sbom -- sbom.cdx.json');
  const all = JSON.parse(
    execFileSync(CYCLONEDX, [...ARGS, '--output-format', 'JSON', '--output-file', '-'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  ) as Bom;
  const bundled = new Set(
    ['dist/licenses.txt', 'dist/cli/licenses.txt'].flatMap((name) =>
      bundledNames(readFileSync(path.join(ROOT, name), 'utf8')),
    ),
  );
  writeFileSync(file, `${JSON.stringify(bundleBom(all, bundled), null, 2)}\n`);
}
