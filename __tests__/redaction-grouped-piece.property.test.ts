/**
 * A piece of a key (any run of 12 of its characters, its start six past its public prefix, or its
 * last eight; a key whose own characters hold a separator too) written in groups of one
 * to six split by one of the separators SECURITY.md names, however few the groups (two of six are
 * enough), in a line of ordinary words: no run of 12 of the key's characters, nor its last eight,
 * is left joined or split.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createRedact } from '../src/output/redaction.ts';

const KEY = 'mint_demo0123456789abcdefXYZ';
/** A fine-grained token holds `_` of its own, past its prefix. */
const TOKEN = 'github_pat_11ABCDEFG0_123456789abcdefghijKLMNOP';
const SEPARATORS = ['-', '.', '_', ':', ',', ';', '/', '|'];

/**
 * A piece of a key: a run of 12 from any start past its prefix, its start (six past the prefix or
 * more), or its last eight; one that begins or ends on the key's own `_` is that run without it.
 */
const pieceArb = (key: string, prefix: number) =>
  fc
    .oneof(
      fc.integer({ min: prefix, max: key.length - 12 }).map((start) => key.slice(start, start + 12)),
      fc.integer({ min: prefix + 6, max: key.length }).map((end) => key.slice(0, end)),
      fc.constant(key.slice(-8)),
    )
    .filter((piece) => /^[A-Za-z0-9].*[A-Za-z0-9]$/.test(piece));

/** The piece cut into groups of one to six, joined by one separator. */
const groupedArb = (key: string, prefix: number) =>
  pieceArb(key, prefix).chain((piece) =>
    fc
      .tuple(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 12 }), fc.constantFrom(...SEPARATORS))
      .map(([sizes, separator]) => {
        const groups: string[] = [];
        let at = 0;
        for (const size of sizes) {
          if (at >= piece.length) break;
          groups.push(piece.slice(at, at + size));
          at += size;
        }
        if (at < piece.length) groups.push(piece.slice(at));
        return { piece, text: groups.join(separator) };
      }),
  );

/** The key's characters still readable in `text` once every separator is out. */
const joined = (text: string): string => text.replace(/[-._:,;/|]/g, '');

describe('a piece of the key in few groups', () => {
  const redact = createRedact([KEY, TOKEN]);

  it.each([
    ['the admin key', KEY, 'mint_'.length],
    ['a token with separators of its own', TOKEN, 'github_pat_'.length],
  ])('%s: hidden in a line of words, whatever the groups and the separator', (_, key, prefix) => {
    fc.assert(
      fc.property(groupedArb(key, prefix), fc.constantFrom('key ', 'The key ', '401: '), ({ piece, text }, before) => {
        const out = redact(`${before}${text} is invalid`);
        expect(joined(out)).not.toContain(joined(piece));
      }),
      { numRuns: 300 },
    );
  });

  it('leaves hyphenated words and host names as they are', () => {
    const line = 'job-started-1 on api.github.com:443, see docs/pull-request.md, mintdemo and github-pat';
    expect(redact(line)).toBe(line);
  });
});
