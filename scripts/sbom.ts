/**
 * `npm run sbom -- FILE`: a CycloneDX 1.5 SBOM of what dist/ bundles, made from package-lock.json:
 * the production dependencies (the closure of package.json's `dependencies`, resolved the way
 * Node resolves them in node_modules), each with its exact version, purl, license and the lock
 * file's integrity hash. The same lock file gives the same SBOM byte for byte, so it can be
 * checked and attested. (`npm sbom` was not used: on this lock file it leaves out most of the
 * octokit packages and lists the `node` dev dependency.)
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface LockPackage {
  version?: string;
  resolved?: string;
  integrity?: string;
  license?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

interface Lock {
  name?: string;
  version?: string;
  lockfileVersion?: number;
  packages?: Record<string, LockPackage>;
}

export interface Component {
  name: string;
  version: string;
  /** The lock file's key: where it sits in node_modules. */
  location: string;
  purl: string;
  integrity?: string;
  license?: string;
}

/** The folder Node would load `name` from, for code in `from` (a lock key such as `node_modules/a`). */
function resolve(packages: Record<string, LockPackage>, from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (base === '') return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

const nameOf = (location: string): string => location.slice(location.lastIndexOf('node_modules/') + 13);

const purlOf = (name: string, version: string): string =>
  `pkg:npm/${name.startsWith('@') ? `%40${name.slice(1)}` : name}@${version}`;

/** Every package the production dependencies need, sorted by location. */
export function productionComponents(lock: Lock): Component[] {
  if (lock.lockfileVersion === undefined || lock.lockfileVersion < 2 || !lock.packages) {
    throw new Error(
      'package-lock.json is not a lockfileVersion 2 or 3 lock file: run npm install with npm 7 or later.',
    );
  }
  const packages = lock.packages;
  const seen = new Set<string>();
  const queue: string[] = [''];
  while (queue.length > 0) {
    const from = queue.shift() ?? '';
    const pkg = packages[from];
    if (!pkg) continue;
    const wanted = { ...pkg.dependencies, ...pkg.optionalDependencies };
    for (const [name] of Object.entries(pkg.peerDependencies ?? {})) {
      if (!pkg.peerDependenciesMeta?.[name]?.optional) wanted[name] = '*';
    }
    for (const name of Object.keys(wanted)) {
      const location = resolve(packages, from, name);
      if (location === undefined) {
        if (pkg.optionalDependencies?.[name] !== undefined || pkg.peerDependencies?.[name] !== undefined) continue;
        throw new Error(
          `package-lock.json has no ${name} for ${from || 'the root'}: run npm install and commit the lock file.`,
        );
      }
      if (!seen.has(location)) {
        seen.add(location);
        queue.push(location);
      }
    }
  }
  return [...seen].sort().map((location) => {
    const pkg = packages[location] ?? {};
    const name = nameOf(location);
    const version = pkg.version ?? '';
    return {
      name,
      version,
      location,
      purl: purlOf(name, version),
      ...(pkg.integrity ? { integrity: pkg.integrity } : {}),
      ...(pkg.license ? { license: pkg.license } : {}),
    };
  });
}

const HASH_NAMES: Record<string, string> = { sha512: 'SHA-512', sha384: 'SHA-384', sha256: 'SHA-256', sha1: 'SHA-1' };

/** An SRI string (`sha512-<base64>`) as CycloneDX hashes. */
function hashes(integrity: string | undefined): { alg: string; content: string }[] {
  return (integrity ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((sri) => {
      const [alg = '', base64 = ''] = sri.split(/-(.*)/s);
      const name = HASH_NAMES[alg];
      return name ? [{ alg: name, content: Buffer.from(base64, 'base64').toString('hex') }] : [];
    });
}

/** A CycloneDX 1.5 JSON document; its serial number is derived from the lock file, so it is stable. */
export function cycloneDx(lockText: string, packageJsonText: string): string {
  const lock = JSON.parse(lockText) as Lock;
  const pkg = JSON.parse(packageJsonText) as { name?: string; version?: string; license?: string };
  const name = pkg.name ?? lock.name ?? 'action';
  const version = pkg.version ?? lock.version ?? '0.0.0';
  const digest = createHash('sha256').update(lockText).update(packageJsonText).digest('hex');
  const serial = `${digest.slice(0, 8)}-${digest.slice(8, 12)}-5${digest.slice(13, 16)}-8${digest.slice(17, 20)}-${digest.slice(20, 32)}`;
  const components = productionComponents(lock).map((c) => ({
    type: 'library',
    'bom-ref': c.location,
    name: c.name,
    version: c.version,
    purl: c.purl,
    ...(c.license ? { licenses: [{ expression: c.license }] } : {}),
    ...(c.integrity ? { hashes: hashes(c.integrity) } : {}),
  }));
  const document = {
    bomFormat: 'CycloneDX',
    specVersion: '1.5',
    serialNumber: `urn:uuid:${serial}`,
    version: 1,
    metadata: {
      component: {
        type: 'application',
        'bom-ref': 'root',
        name,
        version,
        purl: purlOf(name, version),
        ...(pkg.license ? { licenses: [{ expression: pkg.license }] } : {}),
      },
    },
    components,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

if (import.meta.main) {
  const root = path.join(import.meta.dirname, '..');
  const out = process.argv[2];
  if (!out) {
    console.error('Say where to write the SBOM: npm run sbom -- sbom.cdx.json');
    process.exit(2);
  }
  try {
    const text = cycloneDx(
      readFileSync(path.join(root, 'package-lock.json'), 'utf8'),
      readFileSync(path.join(root, 'package.json'), 'utf8'),
    );
    writeFileSync(out, text);
    const count = (JSON.parse(text) as { components: unknown[] }).components.length;
    console.log(`Wrote ${out}: CycloneDX 1.5, ${count} production packages from package-lock.json.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
