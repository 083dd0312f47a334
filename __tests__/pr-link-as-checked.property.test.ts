/**
 * A pull request link is handed on as it was checked: whatever dot segments, encoded dots or
 * backslashes the service's text holds, a reader that resolves nothing (GitHub's CLI reads the text
 * after the host as the path) reads the same host and path the check read.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { parsePullRequestLink } from '../src/service/pr-link.ts';

const segment = fc.constantFrom('acme', 'docs', 'other-org', 'private', 'pull', '7', '..', '.', '%2e%2e', '%2E.', '');
const separator = fc.constantFrom('/', '\\');
const link = fc
  .tuple(
    fc.constantFrom('github.com', 'docs.example.com', 'GitHub.com'),
    fc.oneof(
      fc.array(fc.tuple(separator, segment), { maxLength: 10 }),
      fc
        .array(fc.tuple(separator, segment), { maxLength: 4 })
        .map((more) => [['/', 'acme'], ['/', 'docs'], ['/', 'pull'], ['/', '7'], ...more] as Array<[string, string]>),
    ),
    fc.constantFrom('', '?x=1', '#top'),
  )
  .map(([host, parts, tail]) => `https://${host}${parts.map(([s, p]) => s + p).join('')}${tail}`);

/** The host and path as a reader that resolves nothing reads them: the text after the host, percent-decoded. */
function asTextReads(url: string): { host: string; path: string } {
  const match = /^https?:\/\/([^/?#]*)([^?#]*)/i.exec(url);
  return { host: (match?.[1] ?? '').toLowerCase(), path: decodeURIComponent(match?.[2] ?? '') || '/' };
}

describe('a pull request link, handed on', () => {
  it('reads, as text, as the check read it', () => {
    fc.assert(
      fc.property(link, (sent) => {
        const handed = parsePullRequestLink(sent);
        if (!handed) return;
        const checked = new URL(sent);
        const read = asTextReads(handed.url);
        const path = decodeURIComponent(checked.pathname);
        if (handed.host === 'unknown') expect(read).toEqual({ host: checked.host, path });
        else {
          // A known shape is handed on in its canonical form: the pull request's part of the path checked.
          expect(read.host).toBe(checked.host);
          expect(path.startsWith(read.path)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
