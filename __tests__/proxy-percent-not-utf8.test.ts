/**
 * Was broken: src/inputs/proxy.ts `decodes` refuses a proxy user name or password that
 * `decodeURIComponent` cannot decode, and the problem always says it "has a '%' that is not
 * followed by two hex digits ... Write a '%' in it as %25." But `decodeURIComponent` also throws
 * on a '%' that IS followed by two hex digits when the bytes are not UTF-8: a password
 * percent-encoded in Latin-1 (`p%E4sswort` for "pässwort", as older tools and Windows code pages
 * write it). The refusal is right (Node's agent decodes the same way and would fail), the words
 * are false, and the fix they give is wrong: written as %25E4, the proxy receives the literal
 * text "p%E4sswort" and answers 407 (or locks the account after a few tries).
 *
 * How a user meets it: `HTTPS_PROXY=http://bob:p%E4sswort@proxy.corp:3128`, copied from a
 * Windows tool's settings. The step fails: "has a '%' that is not followed by two hex digits";
 * it is followed by two; they follow the advice and the proxy refuses the credentials.
 *
 * What should happen instead (CHANGELOG: "It is an input error naming the variable and the fix";
 * docs/reliability.md: "a malformed proxy variable ... an input error naming the variable"): the
 * problem says what is wrong with this value (its escapes are not UTF-8) and not to write the
 * '%' as %25 when the '%' is a well-formed escape.
 */
import { describe, expect, it } from '@jest/globals';
import { readProxySettings } from '../src/inputs/proxy.ts';

describe('a proxy password percent-encoded in Latin-1', () => {
  it('is refused with words that are true of it', () => {
    const read = readProxySettings({ HTTPS_PROXY: 'http://bob:p%E4sswort@proxy.corp:3128' });
    // Refused: Node's agent would throw "URI malformed" on every request.
    expect(read.problems).toHaveLength(1);
    const said = read.problems.join(' ');
    expect(said).not.toContain('E4');
    // Every '%' here is followed by two hex digits: the problem must not say otherwise, nor send them to %25.
    expect(said).not.toContain('not followed by two hex digits');
    expect(said).not.toContain('%25');
  });
});
