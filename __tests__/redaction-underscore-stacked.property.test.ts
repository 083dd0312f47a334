/**
 * Two shapes of a key's run from its own `_` that the split reading missed (a helper's attack on
 * the `_`-keeping reading):
 * - three separators beside the `_` (`_---demo0123456`): SECURITY.md promises "one to three", but
 *   the reading took at most two on each side;
 * - an encoding stacked on the split (`x %5F-demo0123456 y`, a Cyrillic `е`, `&#95;.`, fullwidth
 *   letters): the `_`-keeping reading ran only on the raw text, and the stacked reading's split
 *   took the decoded `_` out with the separators.
 * Each is hidden now, wherever the separators fall.
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

const underscoreRuns = KEYS.flatMap((key) =>
  [...key].flatMap((char, at) => (char === '_' && at + 12 <= key.length ? [key.slice(at, at + 12)] : [])),
);

describe("a key's run from its `_`", () => {
  it.each([
    '_---demo0123456',
    'x _..-WKbsDE5kGZo y',
    'x _---123456789ab y',
    '-._-.demo0123456',
    'x %5F-demo0123456 y',
    'x _-dеmo0123456 y',
    'x &#95;.demo0123456 y',
    'x ＿－ｄｅｍｏ０１２３４５６ y',
    'x %5F%2D%2Ddemo0123456 y',
    // A split by `=` before two hex characters, once another encoding is undone (not quoted-printable).
    '%5F=demo0123456',
    '&#95;=demo0123456',
    '＿=demo0123456',
    '\\u005f=demo0123456',
    'G0%5F;=123456789',
    'mint_dem%6F0=12',
    'd%65mo0=1234567',
    '89ab%63=def',
    // A CSS-escaped `_` beside a separator.
    'nt\\5f -demo01234',
    'nt-\\5f demo01234',
    '\\5f .demo0123456',
    // A look-alike of the `_` (N'Ko lajanyalan, U+07FA).
    'ntߺdemo01234',
    'ߺdemo0123456',
    'ghsߺWKbsDE5k',
  ])('hides %s', (text) => {
    expect(redact(text)).toContain('***');
  });

  it('is hidden with up to three separators on each side of its `_`, any encoding of the `_` or none', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...underscoreRuns),
        fc.array(fc.constantFrom('-', '.', ':', '/', '·', ','), { maxLength: 3 }),
        fc.array(fc.constantFrom('-', '.', ':', '/', '·', ','), { maxLength: 3 }),
        fc.constantFrom('_', '%5F', '&#95;', '\\u005f', '＿'),
        fc.constantFrom('', 'x ', 'key: ', '"'),
        (run, before, after, underscore, lead) => {
          const text = `${lead}${before.join('')}${underscore}${after.join('')}${run.slice(1)} y`;
          expect(redact(text)).toContain('***');
        },
      ),
      { numRuns: 400 },
    );
  });

  it('leaves words with underscores and separators alone', () => {
    for (const text of ['wait_for_agent_job', 'a _ b', '__init__.py', 'x_1-2', '%5F-a', 'mint_ and ghs_ keys', '_---x'])
      expect(redact(text)).toBe(text);
  });
});
