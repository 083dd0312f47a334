/**
 * A run of 12 of a key that starts at one of its own `_` (`_demo0123456`, `_WKbsDE5kGZo`, a
 * `github_pat_` token's inner `_123456789ab`), split by punctuation and white space beside or
 * inside it, was left whole: the split reading took a separator out only between two letters or
 * digits, and took the `_` out with it when a word came before. It is hidden, however split,
 * and the reading that hides it hides no less of anything else (a key shape in a list).
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createRedact } from '../src/output/redaction.ts';

const KEYS = [
  'mint_demo0123456789abcdef',
  'ghs_WKbsDE5kGZoDiPCFdcERFmdD5nHQrro',
  'github_pat_11ABCDEFG0_123456789abcdef',
];
const redact = createRedact(KEYS);

/** Every run of 12 of a key that starts at one of its `_`. */
const underscoreRuns = KEYS.flatMap((key) =>
  [...key].flatMap((char, at) => (char === '_' && at + 12 <= key.length ? [key.slice(at, at + 12)] : [])),
);

describe('a run of a key from its `_`, split', () => {
  it.each([
    '_-demo0123456',
    'x _demo0, 123456 y',
    '_.WKbsDE5kGZo',
    'x _WKbsDE, 5kGZo y',
    '_-pat_11ABCDE',
    'x _1 - 23456789ab y',
    'no _-demo0123456 nor x _WKbsDE, 5kGZo here',
  ])('hides %s', (text) => {
    expect(redact(text)).not.toBe(text);
    expect(redact(text)).toContain('***');
  });

  it('hides every such run, split by up to two separators wherever they fall', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...underscoreRuns),
        fc.uniqueArray(fc.integer({ min: 1, max: 11 }), { maxLength: 2 }),
        fc.constantFrom('-', '.', ', ', ' - ', '/', '·', ':'),
        fc.constantFrom('', 'x ', 'key: ', 'x'),
        (run, cuts, separator, before) => {
          const chars = [...run];
          const split = chars.map((char, at) => (cuts.includes(at) ? `${separator}${char}` : char)).join('');
          const text = `${before}${split} y`;
          expect(redact(text)).toContain('***');
        },
      ),
      { numRuns: 300 },
    );
  });

  it("still hides another's key of a known format written as a list of its groups", () => {
    for (const text of [
      '["mint_X","y7rTz9","LmN3pK","Wv8sHd"]',
      '["ghp_Xy", "Q7rTz9", "LmN3pK", "Wv8sHd"]',
      "['ghp_X','y7Q7r','Tz9Lm','N3pKW','v8sHd']",
      '["github_pat_11","ABCDEF","G0_123","456789","abcdef"]',
    ])
      expect(redact(text)).toContain('***');
  });

  it('leaves snake_case words and a lone underscore alone', () => {
    for (const text of ['wait_for_agent_job', 'a _ b', '__init__.py', 'x_1-2', 'mint_ and ghs_ keys'])
      expect(redact(text)).toBe(text);
  });
});
