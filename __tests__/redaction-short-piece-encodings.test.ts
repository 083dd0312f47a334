/**
 * The key's start and end pieces encoded whole (their bytes end mid-group, so no run of the whole
 * key's encoding holds them), and its backwards form's UTF-16 hexadecimal: each hidden, as
 * SECURITY.md says of "its base64 ... (UTF-16 too, its end's and its backwards form's too)".
 */
import { describe, expect, it } from '@jest/globals';
import { createRedact } from '../src/output/redaction.ts';

const KEY = 'mint_demo0123456789abcdef';
const redact = createRedact([KEY]);
const backwards = [...KEY].reverse().join('');

describe("a key's short pieces, encoded", () => {
  it.each([
    ['the start, ten past the prefix, in base64', Buffer.from(KEY.slice(0, 11)).toString('base64')],
    ['the start in base64url', Buffer.from(KEY.slice(0, 13)).toString('base64url')],
    ['the last eight in base64', Buffer.from(KEY.slice(-8)).toString('base64')],
    ['the backwards form in UTF-16 hex', Buffer.from(backwards, 'utf16le').toString('hex')],
    ['the backwards form in base32', 'MZSWIY3CME4TQNZWGU2DGMRRGBXW2ZLEL52G42LN'],
  ])('%s', (_, encoded) => {
    const out = redact(`credentials: ${encoded} (refused)`);
    expect(out).toContain('***');
    expect(out.replace(/=+/g, '')).not.toContain(encoded.replace(/=+$/, '').slice(0, 10));
  });

  it('leaves a short base64 word of no key as it is', () => {
    expect(redact('etag: bWludA== and ZGVtbw')).toBe('etag: bWludA== and ZGVtbw');
  });
});
