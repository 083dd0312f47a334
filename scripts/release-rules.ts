/**
 * The rules a release follows, as pure functions over the repository's texts, so the release
 * workflow, `npm run release:check` and `npm run release:bump` apply the same ones and tests can
 * feed them any text: a tag is `vX.Y.Z`; package.json, package-lock.json and a dated CHANGELOG
 * section say the same version; the README's pinning example names it.
 */

export interface Version {
  major: number;
  minor: number;
  patch: number;
  /** `X.Y.Z` */
  text: string;
}

const VERSION = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

export function parseVersion(text: string): Version | undefined {
  const match = VERSION.exec(text);
  if (!match) return undefined;
  const [, major = '', minor = '', patch = ''] = match;
  return { major: Number(major), minor: Number(minor), patch: Number(patch), text };
}

/** `v1.2.3` -> 1.2.3; anything else (`1.2.3`, `v1.2`, `v1.2.3-rc.1`) is not a release tag. */
export function parseTag(tag: string): Version | undefined {
  return tag.startsWith('v') ? parseVersion(tag.slice(1)) : undefined;
}

export function isNewer(next: Version, current: Version): boolean {
  return (next.major - current.major || next.minor - current.minor || next.patch - current.patch) > 0;
}

const HEADING = /^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?[ \t]*$/gm;

interface Section {
  name: string;
  date: string | undefined;
  /** Where the heading starts, where its body starts and where the next heading starts. */
  start: number;
  bodyStart: number;
  end: number;
}

function sections(changelog: string): Section[] {
  const found = [...changelog.matchAll(HEADING)].map((match) => ({
    name: match[1] ?? '',
    date: match[2],
    start: match.index,
    bodyStart: match.index + match[0].length,
  }));
  const links = /^\[[^\]]+\]: /m.exec(changelog)?.index ?? changelog.length;
  return found.map((section, i) => ({ ...section, end: found[i + 1]?.start ?? links }));
}

/** The notes of one version (the text under `## [X.Y.Z] - date`), or undefined when there is none. */
export function releaseNotes(changelog: string, version: string): string | undefined {
  const section = sections(changelog).find((s) => s.name === version && s.date !== undefined);
  const body = section ? changelog.slice(section.bodyStart, section.end).trim() : '';
  return body === '' ? undefined : `${body}\n`;
}

export interface ReleaseTexts {
  packageJson: string;
  packageLock: string;
  changelog: string;
  readme: string;
}

/**
 * What stands between this tag and a release, each problem with its fix; empty when it may be
 * released. dist/ is checked apart (it needs a build): see release-check.ts.
 */
export function releaseProblems(tag: string, texts: ReleaseTexts): string[] {
  const version = parseTag(tag);
  if (!version) {
    return [`The tag '${tag}' is not a release tag: use vMAJOR.MINOR.PATCH, for example v1.2.3.`];
  }
  const problems: string[] = [];
  const pkg = JSON.parse(texts.packageJson) as { version?: string };
  if (pkg.version !== version.text) {
    problems.push(
      `package.json says version ${pkg.version ?? '(none)'}, the tag says ${version.text}: run 'npm run release:bump -- ${version.text}' and commit before tagging.`,
    );
  }
  const lock = JSON.parse(texts.packageLock) as { version?: string; packages?: Record<string, { version?: string }> };
  if (lock.version !== version.text || lock.packages?.['']?.version !== version.text) {
    problems.push(
      `package-lock.json says version ${lock.version ?? '(none)'}, the tag says ${version.text}: run 'npm run release:bump -- ${version.text}' and commit before tagging.`,
    );
  }
  if (!releaseNotes(texts.changelog, version.text)) {
    problems.push(
      `CHANGELOG.md has no dated section '## [${version.text}] - YYYY-MM-DD' with notes: run 'npm run release:bump -- ${version.text}', which moves the Unreleased notes there.`,
    );
  }
  if (!texts.readme.includes(`# v${version.text}`)) {
    problems.push(
      `README.md's pinning example does not name v${version.text}: run 'npm run release:bump -- ${version.text}'.`,
    );
  }
  return problems;
}

/** The CHANGELOG with its Unreleased notes moved under `## [X.Y.Z] - date`, and an empty Unreleased above. */
export function bumpChangelog(changelog: string, version: string, date: string): string {
  const unreleased = sections(changelog).find((s) => s.name === 'Unreleased');
  if (!unreleased) throw new Error("CHANGELOG.md has no '## [Unreleased]' section to release: add one with the notes.");
  const notes = changelog.slice(unreleased.bodyStart, unreleased.end).trim();
  if (notes === '') throw new Error("CHANGELOG.md's Unreleased section is empty: write what changed before releasing.");
  if (sections(changelog).some((s) => s.name === version)) {
    throw new Error(`CHANGELOG.md already has a section for ${version}.`);
  }
  const before = changelog.slice(0, unreleased.start);
  const after = changelog.slice(unreleased.end);
  return `${before}## [Unreleased]\n\n## [${version}] - ${date}\n\n${notes}\n\n${after}`;
}

/** package.json or package-lock.json with its own version set, the rest of the text as it was. */
export function bumpManifest(text: string, version: string): string {
  const manifest = JSON.parse(text) as { version?: string; packages?: Record<string, { version?: string }> };
  manifest.version = version;
  const root = manifest.packages?.[''];
  if (root) root.version = version;
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The README with every pin comment (`# vX.Y.Z`) and the major tag (`@vN`) of its examples moved. */
export function bumpReadme(readme: string, version: Version): string {
  return readme
    .replace(/# v\d+\.\d+\.\d+\b/g, `# v${version.text}`)
    .replace(/(wait-for-agent-job@)v\d+\b/g, `$1v${version.major}`);
}
