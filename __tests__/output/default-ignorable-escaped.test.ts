/**
 * Was broken: the escaper's list of characters that show nothing was made by hand, and missed
 * some Unicode says to draw as nothing (the Khmer inherent vowels U+17B4 and U+17B5 are marks,
 * not format characters), so a status `completed\u17b4` read as "completed" on every surface.
 *
 * How a user meets it: the service answers that status; the step rightly does not know it and
 * times out, while its log, annotation, outputs and summary say the job's status was "completed".
 *
 * What should happen instead: every default-ignorable code point but the joiners and the two
 * emoji selectors is shown as an escape, and the key split by any of them is still hidden.
 */
import { describe, expect, it } from '@jest/globals';
import { escapeControls } from '../../src/output/text.ts';
import { createRedact } from '../../src/output/redaction.ts';

const KEPT = new Set([0x200c, 0x200d, 0xfe0e, 0xfe0f]);
const IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u;

function ignorables(): number[] {
  const found: number[] = [];
  for (let code = 0; code <= 0x10ffff; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    if (IGNORABLE.test(String.fromCodePoint(code)) && !KEPT.has(code)) found.push(code);
  }
  return found;
}

describe('characters Unicode says to draw as nothing', () => {
  const all = ignorables();

  it('are more than the hand-made list held (the Khmer vowels, the reserved ranges)', () => {
    expect(all).toEqual(expect.arrayContaining([0x17b4, 0x17b5, 0x2065, 0xfff0, 0xe0fff, 0x1d173]));
  });

  it('each is shown as an escape', () => {
    const raw = all.filter(
      (code) => escapeControls(`completed${String.fromCodePoint(code)}`) === `completed${String.fromCodePoint(code)}`,
    );
    expect(raw.map((code) => code.toString(16))).toEqual([]);
  });

  it('the key split by any of them is hidden', () => {
    const key = 'mint_key0123456789abcdef';
    const redact = createRedact([key]);
    const shown = all.filter((code) => redact(key.split('').join(String.fromCodePoint(code))).includes('key0'));
    expect(shown.map((code) => code.toString(16))).toEqual([]);
  });
});
