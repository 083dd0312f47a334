/**
 * `npm run release:bump -- X.Y.Z`: sets the version everywhere a release names it, in one go:
 * package.json, package-lock.json, the CHANGELOG (the Unreleased notes move under
 * `## [X.Y.Z] - today`), and the pins of the README, the examples and docs/ (`# vX.Y.Z`, `@vMAJOR`). Commit the
 * result, then tag it `vX.Y.Z` and push the tag: the release workflow does the rest.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './bundle.ts';
import { bumpChangelog, bumpManifest, bumpReadme, isNewer, parseVersion } from './release-rules.ts';

export function bumpVersion(versionText: string, date: string, root = ROOT): string[] {
  const version = parseVersion(versionText);
  if (!version) throw new Error(`'${versionText}' is not a version: give MAJOR.MINOR.PATCH, for example 1.2.3.`);
  const file = (name: string): string => path.join(root, name);
  const read = (name: string): string => readFileSync(file(name), 'utf8');
  const current = parseVersion((JSON.parse(read('package.json')) as { version?: string }).version ?? '');
  if (current && !isNewer(version, current)) {
    throw new Error(`${version.text} is not newer than package.json's ${current.text}: give a later version.`);
  }
  const changed: [string, string][] = [
    ['package.json', bumpManifest(read('package.json'), version.text)],
    ['package-lock.json', bumpManifest(read('package-lock.json'), version.text)],
    ['CHANGELOG.md', bumpChangelog(read('CHANGELOG.md'), version.text, date)],
    ['README.md', bumpReadme(read('README.md'), version)],
    // The command line's --version (bundled into dist/cli: run npm run bundle after the bump).
    [
      'src/common/version.ts',
      read('src/common/version.ts').replace(/VERSION = '[^']*'/, `VERSION = '${version.text}'`),
    ],
    ...readdirSync(file('examples'))
      .filter((name) => name.endsWith('.yml'))
      .map((name): [string, string] => [`examples/${name}`, bumpReadme(read(`examples/${name}`), version)]),
    ...readdirSync(file('docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name): [string, string] => [`docs/${name}`, bumpReadme(read(`docs/${name}`), version)]),
  ];
  const written = changed.filter(([name, text]) => text !== read(name));
  for (const [name, text] of written) writeFileSync(file(name), text);
  return written.map(([name]) => name);
}

if (import.meta.main) {
  const [version] = process.argv.slice(2);
  if (!version) {
    console.error('Usage: npm run release:bump -- X.Y.Z');
    process.exit(2);
  }
  try {
    const written = bumpVersion(version, new Date().toISOString().slice(0, 10));
    console.log(
      `Set version ${version} in ${written.join(', ')}. Review, commit, then: git tag v${version} && git push origin v${version}`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
