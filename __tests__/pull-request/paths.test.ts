/**
 * `paths` as GitHub's own filter reads it: the last glob to match a file decides, `!` excludes,
 * dot files are files. Property tests over file lists and glob lists of every shape.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { firstNeedingDocs } from '../../src/pull-request/paths.ts';

const segment = fc.constantFrom('src', 'docs', 'api', '.github', 'a', 'b-c');
const leaf = fc.constantFrom('x.md', 'y.ts', '.env', 'README', 'z.test.ts');
const file = fc.tuple(fc.array(segment, { maxLength: 3 }), leaf).map(([dirs, name]) => [...dirs, name].join('/'));
const files = fc.array(file, { maxLength: 12 });
const glob = fc.constantFrom(
  'src/**',
  'docs/**',
  '**/*.md',
  '*.ts',
  '**/*.test.ts',
  '.github/**',
  'docs/api/**',
  '!src/**',
  '!**/*.md',
  '!docs/api/**',
  '!**/*.test.ts',
);
const globs = fc.array(glob, { maxLength: 6 });

describe("'paths': the last glob to match a file decides", () => {
  it('a final ** takes every file, the first one first; a final !** takes none', () => {
    fc.assert(
      fc.property(files, globs, (changed, paths) => {
        expect(firstNeedingDocs(changed, [...paths, '**'])).toBe(changed[0]);
        expect(firstNeedingDocs(changed, [...paths, '!**'])).toBeUndefined();
      }),
    );
  });

  it('answers with the first file that needs docs alone, whatever the order of the files', () => {
    fc.assert(
      fc.property(files, globs, (changed, paths) => {
        const alone = changed.filter((name) => firstNeedingDocs([name], paths) !== undefined);
        expect(firstNeedingDocs(changed, paths)).toBe(alone[0]);
        expect(firstNeedingDocs([...changed].reverse(), paths)).toBe(alone.at(-1));
      }),
    );
  });

  it('a glob repeated at the end changes nothing; an exclusion appended never adds a file', () => {
    fc.assert(
      fc.property(files, globs, glob, (changed, paths, extra) => {
        const last = paths.at(-1);
        if (last !== undefined)
          expect(firstNeedingDocs(changed, [...paths, last])).toBe(firstNeedingDocs(changed, paths));
        if (extra.startsWith('!') && firstNeedingDocs(changed, paths) === undefined)
          expect(firstNeedingDocs(changed, [...paths, extra])).toBeUndefined();
      }),
    );
  });

  it.each([
    [['docs/guide.md'], ['**', '!docs/**'], undefined],
    [['docs/api/x.md'], ['**', '!docs/**', 'docs/api/**'], 'docs/api/x.md'],
    [['src/.env.example', 'b.md'], ['src/**'], 'src/.env.example'],
    [['src/a.test.ts', 'src/a.ts'], ['src/**', '!**/*.test.ts'], 'src/a.ts'],
  ])('%j with %j: %s', (changed, paths, first) => {
    expect(firstNeedingDocs(changed, paths)).toBe(first);
  });
});
