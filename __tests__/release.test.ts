/**
 * Releases: the rules the release workflow applies (tag, versions, CHANGELOG, README pin, dist/),
 * the version bump that makes a commit pass them, and the SBOM of what dist/ bundles. The checks
 * run as the workflow runs them: the scripts themselves, on a copy of the repository.
 */
import { describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { parse } from 'yaml';
import { bumpVersion } from '../scripts/bump-version.ts';
import {
  bumpChangelog,
  bumpReadme,
  parseTag,
  parseVersion,
  releaseNotes,
  releaseProblems,
  type ReleaseTexts,
} from '../scripts/release-rules.ts';

const root = path.join(import.meta.dirname, '..');
const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');
const current = (JSON.parse(read('package.json')) as { version: string }).version;
const repositoryTexts = (): ReleaseTexts => ({
  packageJson: read('package.json'),
  packageLock: read('package-lock.json'),
  changelog: read('CHANGELOG.md'),
  readme: read('README.md'),
});

/** A copy of what the release scripts read, in a temporary folder, with this checkout's packages. */
/** The CHANGELOG as a release needs it: right after a release its Unreleased section is empty. */
function withNotes(changelog: string): string {
  return changelog.replace(/## \[Unreleased\]\n+(?=## \[)/, '## [Unreleased]\n\n### Fixed\n\n- A fix.\n\n');
}

function copyOfRepository(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'release-'));
  for (const entry of ['src', 'scripts', 'dist', 'examples', 'docs', 'sim', 'bench', '__tests__'])
    cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
  // ncc type-checks every file tsconfig.json includes: __tests__/architecture.test.ts imports the
  // import rules of .dependency-cruiser.mjs, typed by .dependency-cruiser.d.mts.
  const files = ['package.json', 'package-lock.json', 'CHANGELOG.md', 'README.md', 'tsconfig.json'];
  for (const file of [...files, '.dependency-cruiser.mjs', '.dependency-cruiser.d.mts']) {
    cpSync(path.join(root, file), path.join(copy, file));
  }
  writeFileSync(path.join(copy, 'CHANGELOG.md'), withNotes(read('CHANGELOG.md')));
  // Hard links, not a symbolic link: ncc names its chunks by where modules sit under the root.
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(copy, 'node_modules')]);
  return copy;
}

describe('a release tag', () => {
  it.each(['v1.2.3', 'v0.0.1', 'v10.20.30'])('%s is one', (tag) => {
    expect(parseTag(tag)?.text).toBe(tag.slice(1));
  });

  it.each(['1.2.3', 'v1.2', 'v1.2.3-rc.1', 'v01.2.3', 'v1', 'V1.2.3', 'v1.2.3 '])('%s is not one', (tag) => {
    expect(parseTag(tag)).toBeUndefined();
    expect(releaseProblems(tag, repositoryTexts())).toEqual([
      `The tag '${tag}' is not a release tag: use vMAJOR.MINOR.PATCH, for example v1.2.3.`,
    ]);
  });
});

describe('the repository as it is', () => {
  it(`may release its own version, v${current}`, () => {
    expect(releaseProblems(`v${current}`, repositoryTexts())).toEqual([]);
    expect(releaseNotes(read('CHANGELOG.md'), current)).toContain('### Added');
  });

  it('refuses any other version, naming each file that disagrees and the command that fixes it', () => {
    const problems = releaseProblems('v9.9.9', repositoryTexts());
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(
      /^package\.json says version .*, the tag says 9\.9\.9: run 'npm run release:bump -- 9\.9\.9'/,
    );
    expect(problems[1]).toMatch(/^package-lock\.json says version/);
    expect(problems[2]).toMatch(/^CHANGELOG\.md has no dated section '## \[9\.9\.9\] - YYYY-MM-DD'/);
    expect(problems[3]).toMatch(/^README\.md's pinning example does not name v9\.9\.9/);
  });

  it('refuses an undated or empty CHANGELOG section', () => {
    const texts = repositoryTexts();
    const undated = texts.changelog.replace(`## [${current}] - `, `## [${current}] `);
    expect(releaseProblems(`v${current}`, { ...texts, changelog: undated })).toHaveLength(1);
    const empty = `# Changelog\n\n## [${current}] - 2026-01-01\n\n## [0.0.1] - 2025-01-01\n\n- first\n`;
    expect(releaseNotes(empty, current)).toBeUndefined();
    expect(releaseNotes(empty, '0.0.1')).toBe('- first\n');
  });
});

describe('npm run release:bump', () => {
  const changelog = [
    '# Changelog',
    '',
    '## [Unreleased]',
    '',
    '### Fixed',
    '',
    '- A thing.',
    '',
    '## [1.0.0] - 2026-11-22',
    '',
    '### Added',
    '',
    '- Everything.',
    '',
  ].join('\n');

  it('moves the Unreleased notes under the dated version and leaves an empty Unreleased above', () => {
    const bumped = bumpChangelog(changelog, '1.1.0', '2026-12-01');
    expect(bumped).toContain(
      '## [Unreleased]\n\n## [1.1.0] - 2026-12-01\n\n### Fixed\n\n- A thing.\n\n## [1.0.0] - 2026-11-22',
    );
    expect(releaseNotes(bumped, '1.1.0')).toBe('### Fixed\n\n- A thing.\n');
    expect(releaseNotes(bumped, '1.0.0')).toBe('### Added\n\n- Everything.\n');
  });

  it('refuses to release nothing, or a version twice', () => {
    const released = bumpChangelog(changelog, '1.1.0', '2026-12-01');
    expect(() => bumpChangelog(released, '1.2.0', '2026-12-02')).toThrow(/Unreleased section is empty/);
    expect(() => bumpChangelog(changelog, '1.0.0', '2026-12-02')).toThrow(/already has a section for 1\.0\.0/);
    expect(() => bumpChangelog('# Changelog\n', '1.1.0', '2026-12-02')).toThrow(/no '## \[Unreleased\]' section/);
  });

  it('moves every pin comment and the major tag of the examples', () => {
    const readme = 'uses: your-org/wait-for-agent-job@v1\nuses: your-org/wait-for-agent-job@0123abc # v1.0.0\n';
    const bumped = bumpReadme(readme, parseVersion('2.0.1') ?? fail());
    expect(bumped).toBe('uses: your-org/wait-for-agent-job@v2\nuses: your-org/wait-for-agent-job@0123abc # v2.0.1\n');
  });

  it('moves the major tag in docs/ too, so no page names an old one', () => {
    const copy = copyOfRepository();
    try {
      bumpVersion('9.0.0', '2026-12-01', copy);
      for (const page of readdirSync(path.join(copy, 'docs')).filter((name) => name.endsWith('.md')))
        expect(readFileSync(path.join(copy, 'docs', page), 'utf8')).not.toMatch(/wait-for-agent-job@v[0-8]\b/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('makes a commit that the release check accepts for exactly that version (any newer version)', () => {
    const copy = copyOfRepository();
    const base = parseVersion(current) ?? fail();
    try {
      fc.assert(
        fc.property(
          fc.record({ major: fc.nat(3), minor: fc.nat(30), patch: fc.nat(30) }),
          ({ major, minor, patch }) => {
            const next = `${base.major + major}.${base.minor + minor}.${base.patch + patch + 1}`;
            for (const file of ['package.json', 'package-lock.json', 'CHANGELOG.md', 'README.md']) {
              cpSync(path.join(root, file), path.join(copy, file));
            }
            writeFileSync(path.join(copy, 'CHANGELOG.md'), withNotes(read('CHANGELOG.md')));
            const written = bumpVersion(next, '2026-12-01', copy);
            expect(written).toEqual(
              expect.arrayContaining(['package.json', 'package-lock.json', 'CHANGELOG.md', 'README.md']),
            );
            // The command line's --version moves with it.
            expect(readFileSync(path.join(copy, 'src', 'common', 'version.ts'), 'utf8')).toContain(
              `VERSION = '${next}'`,
            );
            const texts = {
              packageJson: readFileSync(path.join(copy, 'package.json'), 'utf8'),
              packageLock: readFileSync(path.join(copy, 'package-lock.json'), 'utf8'),
              changelog: readFileSync(path.join(copy, 'CHANGELOG.md'), 'utf8'),
              readme: readFileSync(path.join(copy, 'README.md'), 'utf8'),
            };
            expect(releaseProblems(`v${next}`, texts)).toEqual([]);
            expect(releaseProblems(`v${current}`, texts).length).toBeGreaterThan(0);
            // Nothing but the version moved in the lock file.
            const before = JSON.parse(read('package-lock.json')) as Record<string, unknown>;
            const after = JSON.parse(texts.packageLock) as Record<string, unknown>;
            expect({ ...after, version: before.version, packages: undefined }).toEqual({
              ...before,
              packages: undefined,
            });
          },
        ),
        { numRuns: 15 },
      );
      expect(() => bumpVersion(current, '2026-12-01', copy)).toThrow(/is not newer than/);
      expect(() => bumpVersion('1.2', '2026-12-01', copy)).toThrow(/'1\.2' is not a version/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('npm run release:check, as the release workflow runs it', () => {
  it('refuses a tag whose version disagrees and whose dist/ is stale, saying each fix, and exits 1', () => {
    const copy = copyOfRepository();
    try {
      writeFileSync(path.join(copy, 'dist', 'index.js'), `${read('dist/index.js')}\n// edited by hand\n`);
      const run = spawnSync(process.execPath, [path.join(copy, 'scripts', 'release-check.ts'), 'v9.9.9'], {
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('v9.9.9 cannot be released:');
      expect(run.stderr).toContain('- package.json says version');
      expect(run.stderr).toContain("- dist/ is not what the sources build to (index.js differ): run 'npm run bundle'");
      expect(run.stdout).not.toContain('may be released');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 120_000);

  it('says how to call it when the tag is missing', () => {
    const run = spawnSync(process.execPath, [path.join(root, 'scripts', 'release-check.ts')], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Usage: npm run release:check -- vX.Y.Z');
  });

  it('prints the notes of a released version for the release page, and refuses one without', () => {
    const notes = spawnSync(process.execPath, [path.join(root, 'scripts', 'release-notes.ts'), `v${current}`], {
      encoding: 'utf8',
    });
    expect(notes.status).toBe(0);
    expect(notes.stdout).toBe(releaseNotes(read('CHANGELOG.md'), current));
    const none = spawnSync(process.execPath, [path.join(root, 'scripts', 'release-notes.ts'), 'v9.9.9'], {
      encoding: 'utf8',
    });
    expect(none.status).toBe(1);
    expect(none.stderr).toContain("CHANGELOG.md has no notes for 'v9.9.9'");
  });
});

describe('the SBOM of what dist/ bundles (npm run sbom: @cyclonedx/cyclonedx-npm)', () => {
  interface Sbom {
    bomFormat: string;
    specVersion: string;
    metadata: { component: { name: string; version: string } };
    components: { name: string; group?: string; version: string; purl: string }[];
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'sbom-'));
  /** `npm run sbom -- FILE`, as CI and the release workflow run it. */
  const made = (file: string): string => {
    execFileSync('npm', ['run', '--silent', 'sbom', '--', file], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    return readFileSync(file, 'utf8');
  };
  const first = made(path.join(dir, 'first.cdx.json'));
  const sbom = JSON.parse(first) as Sbom;
  const names = new Set(sbom.components.map((c) => (c.group ? `${c.group}/${c.name}` : c.name)));

  it('is CycloneDX 1.5 for this action at its version', () => {
    expect(sbom.bomFormat).toBe('CycloneDX');
    expect(sbom.specVersion).toBe('1.5');
    expect(sbom.metadata.component).toMatchObject({ name: 'wait-for-agent-job', version: current });
  });

  it('lists every package ncc bundled into dist/ (dist/licenses.txt), each with its version and purl', () => {
    const bundled = [
      ...read('dist/licenses.txt').matchAll(
        /^(@?[a-z0-9][\w.-]*(?:\/[\w.-]+)?)\n(?:MIT|ISC|Apache-2\.0|BSD-[23]-Clause|0BSD)\n/gm,
      ),
    ].map((match) => match[1] ?? '');
    expect(bundled.length).toBeGreaterThan(5);
    expect(bundled.filter((name) => !names.has(name))).toEqual([]);
    for (const component of sbom.components) {
      const name = component.group ? `${component.group}/${component.name}` : component.name;
      expect(component.purl).toBe(`pkg:npm/${name.replace('@', '%40')}@${component.version}`);
    }
  });

  it('lists them as what the artifact is made of, though package.json has them as build inputs', () => {
    const manifest = JSON.parse(read('package.json')) as { dependencies?: object; devDependencies: object };
    // The published command line installs nothing: npx of the package needs no registry.
    expect(manifest.dependencies).toBeUndefined();
    for (const root of ['@actions/core', '@actions/github', '@octokit/plugin-retry', 'picomatch'])
      expect(names.has(root)).toBe(true);
    const flagged = sbom.components.filter((c) =>
      ((c as { properties?: { name: string }[] }).properties ?? []).some(
        (p) => p.name === 'cdx:npm:package:development',
      ),
    );
    expect(flagged).toEqual([]);
  });

  it('leaves out the tools that build and test it', () => {
    for (const dev of ['jest', 'typescript', 'node', '@vercel/ncc', 'eslint', 'fast-check', 'dependency-cruiser'])
      expect(names.has(dev)).toBe(false);
  });

  it('is the same byte for byte each time, so the file attached to a release is the one attested', () => {
    expect(made(path.join(dir, 'second.cdx.json'))).toBe(first);
  });
});

describe('the release workflow', () => {
  interface Job {
    permissions?: Record<string, string>;
    needs?: string | string[];
    steps: { uses?: string; run?: string; with?: Record<string, string> }[];
  }
  const text = read('.github/workflows/release.yml');
  const workflow = parse(text) as { on: Record<string, unknown>; permissions: unknown; jobs: Record<string, Job> };

  it('runs on a vX.Y.Z tag or by hand, with no permission unless a job asks for it', () => {
    expect(workflow.on.push).toEqual({ tags: ['v[0-9]+.[0-9]+.[0-9]+'] });
    expect(workflow.on).toHaveProperty('workflow_dispatch');
    expect(workflow.permissions).toEqual({});
  });

  it('gives each job only what it needs: read to test, OIDC and attestations to attest, write to publish', () => {
    expect(workflow.jobs.check?.permissions).toEqual({ contents: 'read' });
    expect(workflow.jobs.attest?.permissions).toEqual({ contents: 'read', 'id-token': 'write', attestations: 'write' });
    expect(workflow.jobs.publish?.permissions).toEqual({ contents: 'write' });
    expect(workflow.jobs.publish?.needs).toEqual(['check', 'attest']);
  });

  it('tests and checks before anything is attested or published, and moves the major tag last', () => {
    const check = workflow.jobs.check?.steps.map((s) => s.run ?? s.uses) ?? [];
    expect(check).toContain('bash .ci/run');
    expect(check).toContain('npm run release:check -- "$TAG"');
    const attested = workflow.jobs.attest?.steps.filter((s) => s.uses?.startsWith('actions/attest@')) ?? [];
    expect(attested.map((s) => s.with)).toEqual([
      { 'subject-path': 'action.yml\ndist/*.js\n${{ runner.temp }}/wait-for-agent-job-*.tgz\n' },
      { 'subject-path': 'dist/index.js', 'sbom-path': 'sbom.cdx.json' },
    ]);
    const publish = workflow.jobs.publish?.steps.map((s) => s.run ?? '').join('\n') ?? '';
    expect(publish.indexOf('gh release create')).toBeLessThan(publish.indexOf('refs/tags/$MAJOR'));
    expect(publish).toContain('--verify-tag --draft');
    // The SBOM attached is byte for byte the one attested.
    expect(publish).toContain('echo "$ATTESTED  sbom.cdx.json" | sha256sum --check');
    // So is the command line's package, attached beside it.
    expect(publish).toMatch(/npm pack\n.*sha256sum --check/);
    expect(publish).toMatch(/gh release create .* sbom\.cdx\.json wait-for-agent-job-\*\.tgz/);
  });

  it('publishes the package to npm with provenance only when the maintainers turn it on, after the release', () => {
    const npm = workflow.jobs.npm as Job & { if?: string };
    expect(npm.if).toBe("vars.NPM_PUBLISH == 'true'");
    expect(npm.needs).toEqual(['check', 'attest', 'publish']);
    expect(npm.permissions).toEqual({ contents: 'read', 'id-token': 'write' });
    const run = npm.steps.map((s) => s.run ?? '').join('\n');
    expect(run).toContain('sha256sum --check');
    expect(run).toContain('npm publish "$tarball" --provenance --access public');
  });

  it('pins every action by full commit SHA with its version in a comment, and keeps no credentials', () => {
    const uses = [...text.matchAll(/uses: (\S+)(.*)/g)];
    expect(uses.length).toBeGreaterThanOrEqual(7);
    for (const [, ref, comment] of uses) {
      expect(ref).toMatch(/^[\w-]+\/[\w.-]+@[0-9a-f]{40}$/);
      expect(comment).toMatch(/^ # v\d+\.\d+\.\d+$/);
    }
    for (const job of Object.values(workflow.jobs)) {
      for (const step of job.steps.filter((s) => s.uses?.startsWith('actions/checkout@'))) {
        expect(step.with?.['persist-credentials']).toBe(false);
      }
    }
  });
});

function fail(): never {
  throw new Error('unreachable');
}
