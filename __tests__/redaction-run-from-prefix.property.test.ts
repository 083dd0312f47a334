/**
 * SECURITY.md: "any run of 12 of its characters wherever it starts" is hidden; one that starts
 * inside a key's public prefix (`_demo0123456`: its `_` and eleven of its own characters) once six
 * of the key's own characters follow, as the key's start is. None of those runs is left in what
 * the redaction gives back; the prefix with fewer of the key's characters is a kind, not a key.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createRedact } from '../src/output/redaction.ts';

const KEYS: [string, number][] = [
  ['mint_demo0123456789abcdef', 'mint_'.length],
  ['ghs_WKbsDE5kGZoDiPCFdcERFmdD5nHQrro', 'ghs_'.length],
  ['github_pat_11ABCDEFG0_123456789abcdef', 'github_pat_'.length],
];

/** Every run of 12 of the key that holds six or more of its own characters. */
const runs = (key: string, prefix: number): string[] =>
  Array.from({ length: key.length - 11 }, (_, at) => key.slice(at, at + 12)).filter((_, at) => at >= prefix - 6);

describe('a run of 12 of a key’s characters', () => {
  const redact = createRedact(KEYS.map(([key]) => key));

  it.each(KEYS)('%s: hidden wherever it starts, in a line of words', (key, prefix) => {
    fc.assert(
      fc.property(
        fc.integer({ min: Math.max(0, prefix - 6), max: key.length - 12 }),
        fc.constantFrom('', 'key ', 'The answer: ', 'x'),
        fc.constantFrom('', ' is invalid', '.', '"'),
        (start, before, after) => {
          const out = redact(`${before}${key.slice(start, start + 12)}${after}`);
          for (const run of runs(key, prefix)) expect(out).not.toContain(run);
          expect(out).toContain('***');
        },
      ),
    );
  });

  it('leaves the public prefix alone with fewer than six of the key’s own characters after it', () => {
    expect(redact('a mint_ key, a ghs_ token')).toBe('a mint_ key, a ghs_ token');
    expect(redact('ub_pat_11ABC')).toBe('ub_pat_11ABC');
  });
});
