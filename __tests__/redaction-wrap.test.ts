/**
 * The stacked reading takes white space out (even inside an escape a wrap split: `%6\nD`,
 * `\u00\n6d`), then decodes the escapes, then takes out the line breaks they held.
 */
import { describe, expect, it } from '@jest/globals';
import { createRedact } from '../src/output/redaction.ts';

const KEY = 'mint_demo0123456789abcdef';
const redact = createRedact([KEY]);
const wrap = (text: string, columns: number): string =>
  text.match(new RegExp(`.{1,${columns}}`, 'g'))?.join('\n') ?? '';
const decodeAll = (text: string): string =>
  text
    .replace(/\n/g, '')
    .replace(/\\u([0-9a-f]{4})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(/%([0-9a-f]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

describe('a key encoded escape by escape and wrapped at any width', () => {
  it('URL-encoded byte by byte, wrapped at 25 columns, is hidden', () => {
    const text = wrap([...Buffer.from(KEY)].map((b) => `%${b.toString(16).toUpperCase()}`).join(''), 25);
    expect(decodeAll(redact(text))).not.toContain('demo0123456789');
  });
});
