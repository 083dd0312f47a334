/**
 * A piece of a key (any run of 12 of its characters, or its last eight) written in groups of one
 * to six split by one of the separators SECURITY.md names, however few the groups (two of six are
 * enough), in a line of ordinary words: no run of 12 of the key's characters, nor its last eight,
 * is left joined or split.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createRedact } from '../src/output/redaction.ts';

const KEY = 'mint_demo0123456789abcdefXYZ';
const SEPARATORS = ['-', '.', '_', ':', ',', ';', '/', '|'];

/** A piece of the key: a run of 12 from any start past its prefix, or its last eight. */
const pieceArb = fc.oneof(
  fc.integer({ min: 5, max: KEY.length - 12 }).map((start) => KEY.slice(start, start + 12)),
  fc.constant(KEY.slice(-8)),
);

/** The piece cut into groups of one to six, joined by one separator. */
const groupedArb = pieceArb.chain((piece) =>
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
  const redact = createRedact([KEY]);

  it('is hidden in a line of words, whatever the groups and the separator', () => {
    fc.assert(
      fc.property(groupedArb, fc.constantFrom('key ', 'The key ', '401: '), ({ piece, text }, before) => {
        const out = redact(`${before}${text} is invalid`);
        expect(joined(out)).not.toContain(piece);
      }),
      { numRuns: 300 },
    );
  });

  it('leaves hyphenated words and host names as they are', () => {
    const line = 'job-started-1 on api.github.com:443, see docs/pull-request.md';
    expect(redact(line)).toBe(line);
  });
});
