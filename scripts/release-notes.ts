/**
 * `node scripts/release-notes.ts vX.Y.Z`: prints the CHANGELOG section of that version, the
 * release's notes. Needs no install, so the release workflow's publishing job can run it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseTag, releaseNotes } from './release-rules.ts';

if (import.meta.main) {
  const tag = process.argv[2] ?? '';
  const version = parseTag(tag);
  const changelog = readFileSync(path.join(import.meta.dirname, '..', 'CHANGELOG.md'), 'utf8');
  const notes = version ? releaseNotes(changelog, version.text) : undefined;
  if (!notes) {
    console.error(
      `CHANGELOG.md has no notes for '${tag}': give a tag vX.Y.Z with a dated section '## [X.Y.Z] - YYYY-MM-DD'.`,
    );
    process.exit(1);
  }
  process.stdout.write(notes);
}
