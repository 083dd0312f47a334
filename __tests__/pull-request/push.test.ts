/** What a push tells the pull request's job, in every shape GitHub's comparison can take. */
import { describe, expect, it } from '@jest/globals';
import { MAX_NAMED_COMMITS, MAX_NAMED_FILES, pushMessage } from '../../src/pull-request/push.ts';

const sha = (n: number): string => `${n.toString(16)}`.padEnd(40, '0');
const commits = (count: number, merge = false) =>
  Array.from({ length: count }, (_, i) => ({ sha: sha(i + 1), title: `Change ${i + 1}`, merge }));
const files = (count: number): string[] => Array.from({ length: count }, (_, i) => `src/f${i}.ts`);
const comparison = (list = commits(2), names = files(2), capped = false) => ({
  commits: list,
  moreCommits: false,
  files: names,
  filesCapped: capped,
});

describe('the follow-up a push sends', () => {
  it('names each commit by its whole id and first line, and each file', () => {
    const text = pushMessage('acme/product#5', 'f'.repeat(40), {
      kind: 'compared',
      from: 'e'.repeat(40),
      comparison: comparison(),
    });
    expect(text).toContain(`acme/product#5 changed since ${'e'.repeat(40)}; its head is now ${'f'.repeat(40)}.`);
    expect(text).toContain(`New commits:\n- ${sha(1)} Change 1\n- ${sha(2)} Change 2`);
    expect(text).toContain('Files changed:\n- src/f0.ts\n- src/f1.ts');
  });

  it(`names at most ${MAX_NAMED_COMMITS} commits and ${MAX_NAMED_FILES} files, and counts the rest`, () => {
    const text =
      pushMessage('o/r#1', sha(9), {
        kind: 'compared',
        from: sha(8),
        comparison: comparison(commits(45), files(130)),
      }) ?? '';
    expect(text.match(/^- [0-9a-f]{40} /gm)).toHaveLength(MAX_NAMED_COMMITS);
    expect(text).toContain('- and 15 more');
    expect(text).toContain('- and 30 more');
  });

  it("sends nothing for a push of only merges, and leaves the base branch's files out beside new commits", () => {
    expect(
      pushMessage('o/r#1', sha(9), { kind: 'compared', from: sha(8), comparison: comparison(commits(2, true)) }),
    ).toBeUndefined();
    const mixed = comparison(
      [...commits(1), { sha: sha(7), title: 'Merge main', merge: true }],
      ['src/mine.ts', 'base-only.md'],
    );
    const text = pushMessage('o/r#1', sha(9), {
      kind: 'compared',
      from: sha(8),
      comparison: mixed,
      prFiles: ['src/mine.ts'],
    });
    expect(text).toContain('- src/mine.ts');
    expect(text).not.toContain('base-only.md');
    expect(text).not.toContain('Merge main');
  });

  it("past the 300 files a comparison lists, names the pull request's own files and says so", () => {
    const text = pushMessage('o/r#1', sha(9), {
      kind: 'compared',
      from: sha(8),
      comparison: comparison(commits(1), files(300), true),
      prFiles: ['src/all.ts'],
    });
    expect(text).toContain("Files the pull request changes (GitHub lists 300 of a push's):\n- src/all.ts");
  });

  it('says a force-push rewrote the history, and that what changed could not be listed when it could not', () => {
    expect(pushMessage('o/r#1', sha(9), { kind: 'rewritten', from: sha(8), prFiles: ['a.md'] })).toContain(
      `was rewritten since ${sha(8)} (a force-push)`,
    );
    expect(pushMessage('o/r#1', sha(9), { kind: 'unlisted' })).toContain('What they change could not be listed.');
  });

  it('claims no force-push when the head last told is not known (its record went with a deleted comment)', () => {
    const text = pushMessage('o/r#1', sha(9), { kind: 'rewritten', prFiles: ['a.md'] });
    expect(text).not.toContain('force-push');
    expect(text).toContain(`has new commits; its head is now ${sha(9)}. Which of its heads you were last told of`);
    expect(text).toContain("All of the pull request's changes against its base:\n- a.md");
  });
});
