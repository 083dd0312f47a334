/**
 * The redaction reads every string of every answer, comment and error body, synchronously: its
 * time must grow with the text's length, never with its square, whatever the text repeats. A run
 * of backslashes that no escape letter ends was read from each of its positions (quadratic: 67 s
 * for 64,000 backslashes). Each shape below is a run of 200,000 characters: linear, it takes
 * milliseconds; quadratic, many minutes, past the test's own limit.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createRedact } from '../src/output/redaction.ts';

const KEY = 'mint_ownKey0123456789abcdefXYZ';
const redact = createRedact([KEY]);
// What starts an escape or a split the readings undo, alone and mixed with white space.
const UNITS = [
  '\\',
  '\\\\',
  '\\u',
  '\\x',
  '\\1',
  '\\ ',
  ' \\',
  '\\\n',
  '%',
  '%4',
  '&#',
  '&#x',
  '0x',
  '6d:',
  '1,',
  "'a',",
  'a-',
  '\\u{',
];

describe('the redaction of a long repeated text', () => {
  it.each(UNITS)('of %j takes time in proportion to its length', (unit) => {
    const text = unit.repeat(Math.ceil(200_000 / unit.length));
    expect(redact(text).length).toBeGreaterThan(0);
  });

  it('still hides the key after a long run of backslashes, wherever the run ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000 }), fc.constantFrom('', 'n', 'u', 'x', ' '), (run, end) => {
        const text = `${'\\'.repeat(run)}${end}${KEY}`;
        expect(redact(text)).not.toContain(KEY.slice(5, 17));
      }),
      { numRuns: 50 },
    );
  });
});
