/**
 * A value of a secret's format (someone's token, an admin key pasted) right after an escape's
 * letter or digit, in JSON-escaped (`\n`, `\t`) or URL-encoded (`%3D`, `%20`) text, is hidden:
 * the whole-word rule takes an escape for a boundary, and the shape is looked for in each decoded
 * reading too.
 */
import { describe, expect, it } from '@jest/globals';
import { createRedact } from '../src/output/redaction.ts';

const redact = createRedact(['mint_ownKey0123456789abcdefXYZ']);
const TOKEN = 'ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
const PASTED = 'mint_pasted0123456789';

describe('a value of a secret format right after an escape', () => {
  it('is hidden after a JSON-escaped line break (a response body in the debug log)', () => {
    expect(redact(`{"message":"Bad credentials for\\n${TOKEN}"}`)).not.toContain('a1B2c3D4e5F6');
  });

  it('is hidden after a JSON-escaped tab', () => {
    expect(redact(`{"project-id":"\\t${PASTED}"}`)).not.toContain('pasted0123456789');
  });

  it('is hidden as a URL-encoded query value (token%3D...)', () => {
    expect(redact(`https://api.example/x?q=token%3D${TOKEN}`)).not.toContain('a1B2c3D4e5F6');
  });

  it('is hidden after a URL-encoded space (%20)', () => {
    expect(redact(`search?q=key%20${PASTED}`)).not.toContain('pasted0123456789');
  });
});
