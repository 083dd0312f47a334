/**
 * `npm run release:check -- vX.Y.Z [--notes FILE]`: refuses a tag that may not be released, with
 * every reason and its fix: the tag's form, package.json and package-lock.json, a dated CHANGELOG
 * section, the README's pinning example, and dist/ against a fresh build of the sources. With
 * --notes it writes the CHANGELOG section, the release's notes, to FILE. The release workflow
 * runs it before anything is attested or published; run it yourself before you push a tag.
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './bundle.ts';
import { staleDistFiles } from './check-dist.ts';
import { parseTag, releaseNotes, releaseProblems } from './release-rules.ts';

export function checkRelease(tag: string, root = ROOT): { problems: string[]; notes: string | undefined } {
  const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');
  const texts = {
    packageJson: read('package.json'),
    packageLock: read('package-lock.json'),
    changelog: read('CHANGELOG.md'),
    readme: read('README.md'),
  };
  const problems = releaseProblems(tag, texts);
  const { stale } = staleDistFiles(root);
  if (stale.length > 0) {
    problems.push(
      `dist/ is not what the sources build to (${stale.join(', ')} differ): run 'npm run bundle', commit dist/, and tag that commit.`,
    );
  }
  const version = parseTag(tag);
  return { problems, notes: version ? releaseNotes(texts.changelog, version.text) : undefined };
}

if (import.meta.main) {
  const [tag, flag, notesFile] = process.argv.slice(2);
  if (!tag || (flag !== undefined && (flag !== '--notes' || !notesFile))) {
    console.error('Usage: npm run release:check -- vX.Y.Z [--notes FILE]');
    process.exit(2);
  }
  const { problems, notes } = checkRelease(tag);
  if (problems.length > 0) {
    console.error(`${tag} cannot be released:`);
    for (const problem of problems) console.error(`- ${problem}`);
    process.exit(1);
  }
  if (notesFile && notes) writeFileSync(notesFile, notes);
  const version = parseTag(tag);
  if (process.env.GITHUB_OUTPUT && version) {
    appendFileSync(process.env.GITHUB_OUTPUT, `version=${version.text}\nmajor=v${version.major}\n`);
  }
  console.log(`${tag} may be released: versions, CHANGELOG, README and dist/ agree.`);
}
