/**
 * Prose the action writes from others' words (a login, a job id, a reason quoting the service)
 * makes no link GitHub would make by itself: no mention, no issue reference, no autolink to a host.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { toProse } from '../../src/output/redaction.ts';

/** The text GitHub's markdown reads once it has decoded the entities. */
const decoded = (html: string): string =>
  html
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');

/** What GitHub links in prose, once it has decoded the entities: a mention, an issue reference, `GH-1`, a www autolink, an email. */
const LINKS = [
  /@[A-Za-z0-9]/,
  /(?:^|[^&\w])#\d/,
  /\bGH-\d/i,
  /(?:^|[\s*_~(])www\.[A-Za-z0-9]/im,
  /[A-Za-z0-9._+-]@[A-Za-z0-9-]+\./,
];
/** A scheme's autolink starts at a literal colon in the markdown, which an entity is not. */
const SCHEME_AUTOLINK = /\b(?:https?|ftp):\/\//i;

const piece = fc.constantFrom(
  'www.',
  'WWW.',
  '@',
  '#',
  'GH-',
  'gh-',
  'http://',
  'https://',
  ' ',
  '(',
  '_',
  '*',
  '~',
  'a',
  '7',
  '.',
  'evil',
  '-',
);

describe('toProse', () => {
  it('leaves no link GitHub makes by itself, whatever the pieces', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
        const html = toProse(pieces.join(''));
        const shown = decoded(html);
        expect(LINKS.filter((link) => link.test(shown)).map(String)).toEqual([]);
        expect(SCHEME_AUTOLINK.test(html)).toBe(false);
      }),
      { numRuns: 2_000 },
    );
  });

  it('keeps the words readable, and a URL whole to copy', () => {
    expect(decoded(toProse('Job www.evil.example failed (GH-12, #3, @lead)'))).toBe(
      'Job www\u200b.evil.example failed (GH\u200b-12, #\u200b3, @\u200blead)',
    );
    expect(decoded(toProse('check https://api.example.test:8443/v2'))).toBe('check https://api.example.test:8443/v2');
    expect(decoded(toProse('see https://x.test/a?b=1&c=2'))).toBe('see https://x.test/a?b=1&c=2');
    // Was broken (a regression hunter, and the full run): GitLab's reference routes broke GitHub's
    // issue URLs too, and its extended references our own "[cut: …]".
    expect(decoded(toProse('[cut: 12 characters in all]'))).toBe('[cut: 12 characters in all]');
    expect(decoded(toProse('see https://github.com/acme/product/issues/7'))).toBe(
      'see https://github.com/acme/product/issues/7',
    );
    // And an npm tarball's or a GitLab file's /-/, which no note reads as a reference.
    const tarball = 'https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz';
    expect(decoded(toProse(tarball))).toBe(tarball);
    const file = 'https://gitlab.com/acme/docs/-/blob/main/README.md';
    expect(decoded(toProse(file))).toBe(file);
  });

  /** What GitLab links in a note and tells the other project of: a merge request, an epic, a snippet, a label. */
  const GITLAB_REFERENCES = [
    /!\d/,
    /&\d/,
    /\$\d/,
    /~[\p{L}\p{N}_"]/u,
    /\/-\/(?:merge_requests|issues|work_items|epics|snippets|commit)\//i,
    /\[(?:work_item|issue|epic|merge_request|snippet|milestone|commit|label):/i,
  ];
  const gitlabPiece = fc.constantFrom(
    ...['!', '&', '$', '~', 'group/project', '12', 'a', ' ', '"x"', '&amp;', '#'],
    ...['https://gitlab.test/', '/-/', '/', 'merge_requests/', 'issues/', 'incident/', 'commit/', 'feedbeef'],
    ...['[', 'work_item:', 'epic:', 'issue:', 'cut:', ']'],
  );

  it('leaves no reference GitLab makes by itself, whatever the pieces', () => {
    fc.assert(
      fc.property(fc.array(gitlabPiece, { maxLength: 12 }), (pieces) => {
        const shown = decoded(toProse(pieces.join('')));
        expect(GITLAB_REFERENCES.filter((reference) => reference.test(shown)).map(String)).toEqual([]);
      }),
      { numRuns: 2_000 },
    );
  });
});
