/**
 * The one redaction, by itself: a secret, its start past the public prefix, and any run of
 * RUN_CHARS of its characters wherever it starts are hidden, raw and as each escaper writes them;
 * shorter runs from its middle are anyone's text and are kept.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createRedact, END_CHARS, PIECE_CHARS, REDACTED, RUN_CHARS } from '../../src/output/redaction.ts';
import { escapeControls, escapeMarkup } from '../../src/output/text.ts';

const BODY = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
const secretArb = fc
  .tuple(
    fc.constantFrom('mint_', 'ghs_', 'github_pat_', ''),
    fc.string({ unit: fc.constantFrom(...BODY), minLength: 20, maxLength: 40 }),
  )
  .map(([prefix, body]) => `${prefix}${body}`);
/** Words that share no character run with a secret: spaces and punctuation only. */
const around = fc.string({ unit: fc.constantFrom(' ', '.', ',', '-', '!', '\n'), maxLength: 10 });

describe('the redaction', () => {
  it('hides any run of RUN_CHARS or more of a secret past its public prefix, wherever it starts, raw and escaped', () => {
    fc.assert(
      fc.property(secretArb, around, around, fc.nat(), fc.nat(), (secret, before, after, a, b) => {
        // Past the public prefix, which says what kind a secret is, not which one.
        const prefix = /^(?:mint_|ghs_|github_pat_)?/.exec(secret)?.[0].length ?? 0;
        const start = prefix + (a % (secret.length - prefix - RUN_CHARS + 1));
        const end = start + RUN_CHARS + (b % (secret.length - start - RUN_CHARS + 1));
        const run = secret.slice(start, end);
        const redact = createRedact([secret]);
        for (const form of [run, escapeControls(run), escapeMarkup(run), encodeURIComponent(run)]) {
          const text = `${before}${form}${after}`;
          const out = redact(text);
          expect(out).toContain(REDACTED);
          expect(out).not.toContain(run.slice(0, RUN_CHARS));
          expect(out).not.toContain(run.slice(-RUN_CHARS));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('hides a secret that came encoded before it reached the action: base64 at any offset, split by white space, %XX or \\u escapes', () => {
    const encodings = {
      base64: (text: string, cut: number) => Buffer.from(`${'x'.repeat(cut % 3)}${text}`).toString('base64'),
      base64url: (text: string, cut: number) => Buffer.from(`${'yy'.repeat(cut % 3)}${text}`).toString('base64url'),
      wrapped: (text: string, cut: number) =>
        (text.match(new RegExp(`.{1,${2 + (cut % 9)}}`, 'g')) ?? []).join(cut % 2 ? '\n' : '\\n '),
      percent: (text: string) => [...text].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
      percentWrapped: (text: string, cut: number) =>
        (
          [...text]
            .map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`)
            .join('')
            .match(/.{1,9}/g) ?? []
        ).join(cut % 2 ? '\n' : '%0A'),
      unicode: (text: string, cut: number) =>
        [...text]
          .map((c, i) => (i % 2 === cut % 2 ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}` : c))
          .join(''),
    };
    const undo: Record<keyof typeof encodings, (text: string) => string> = {
      base64: (text) => Buffer.from(text.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64').toString('latin1'),
      base64url: (text) => Buffer.from(text.replace(/[^A-Za-z0-9_-]/g, ''), 'base64url').toString('latin1'),
      wrapped: (text) => text.replace(/\s|\\n/g, ''),
      percent: (text) => text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      percentWrapped: (text) =>
        text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))).replace(/\s/g, ''),
      unicode: (text) => text.replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    };
    const names = Object.keys(encodings) as Array<keyof typeof encodings>;
    fc.assert(
      fc.property(secretArb, fc.constantFrom(...names), fc.nat(), around, (secret, name, cut, after) => {
        const out = createRedact([secret])(`echo: ${encodings[name](secret, cut)}${after}`);
        expect(out).toContain(REDACTED);
        // Whatever the redaction left, undone as it was encoded, holds no run of the secret.
        const body = secret.replace(/^(?:mint_|ghs_|github_pat_)/, '');
        expect(undo[name](out)).not.toContain(body.slice(-RUN_CHARS));
        expect(undo[name](out)).not.toContain(body.slice(0, RUN_CHARS));
      }),
      { numRuns: 300 },
    );
  });

  it("keeps a shorter run from a secret's middle: anyone's text", () => {
    const secret = 'mint_demo0123456789abcdef';
    const redact = createRedact([secret]);
    expect(redact('build 0123456789 passed')).toBe('build 0123456789 passed');
    const middle = secret.slice(6, 6 + RUN_CHARS - 1);
    expect(redact(`the middle: ${middle}`)).toBe(`the middle: ${middle}`);
    expect(redact(`the middle: ${secret.slice(6, 6 + RUN_CHARS)}`)).toBe(`the middle: ${REDACTED}`);
  });

  it("hides a key's end from END_CHARS on, as a key shown masked by its start and its end gives it", () => {
    const secret = 'mint_demo0123456789abcdef';
    const redact = createRedact([secret]);
    expect(redact(`key mint_demo0…${secret.slice(-11)}`)).toBe(
      `key mint_demo0…${secret.slice(-11, -END_CHARS)}${REDACTED}`,
    );
    expect(redact(`ends ${secret.slice(-(END_CHARS - 1))}`)).toBe(`ends ${secret.slice(-(END_CHARS - 1))}`);
  });

  it('hides the start of a secret once it runs PIECE_CHARS past the public prefix, and the secret whole', () => {
    const secret = 'ghs_0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const redact = createRedact([secret]);
    expect(redact(`cut: ${secret.slice(0, 4 + PIECE_CHARS)}`)).toBe(`cut: ${REDACTED}`);
    expect(redact(`cut: ${secret.slice(0, 4 + PIECE_CHARS - 1)}`)).toBe(`cut: ${secret.slice(0, 4 + PIECE_CHARS - 1)}`);
    expect(redact(`token ${secret} and ${secret}`)).toBe(`token ${REDACTED} and ${REDACTED}`);
  });

  it('keeps the public prefix with a few characters after it: a kind of secret, not one', () => {
    const secret = 'github_pat_AAAAAAAAAAAAAAAAAAAA';
    expect(createRedact([secret])('github_pat_A')).toBe('github_pat_A');
    // The same run seen from the left: the prefix's end with the secret's start.
    expect(createRedact([secret])(`x ${secret.slice(4, 4 + RUN_CHARS)}`)).toBe(`x ${secret.slice(4, 4 + RUN_CHARS)}`);
  });

  it('hides a key in any case, as a service that changes its case leaves it', () => {
    const keyArb = fc.tuple(fc.constantFrom('mint_', 'ghs_', 'github_pat_'), secretArb).map(([p, rest]) => p + rest);
    fc.assert(
      fc.property(keyArb, fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }), (key, upper) => {
        const recased = [...key].map((char, i) => (upper[i] ? char.toUpperCase() : char.toLowerCase())).join('');
        expect(createRedact([key])(`a ${recased} b`)).toBe(`a ${REDACTED} b`);
      }),
    );
  });

  it('hides any other secret whole in lower or upper case, and its base64 in any case, but no word of it', () => {
    // The step's own code may fold a secret's case: a URL's host, a flag's value read in lower case.
    const token = 'xK9pQ2mZ7vL4nR8sT1wY6bC3dF5gH0jE';
    const redact = createRedact([token, 'Administrator1Password']);
    expect(redact(`http://${token.toLowerCase()}.evil.example/`)).toBe(`http://${REDACTED}.evil.example/`);
    expect(redact(`--fail-on has "${token.toUpperCase()}"`)).toBe(`--fail-on has "${REDACTED}"`);
    const base64 = Buffer.from(token).toString('base64');
    expect(redact(`http://${base64.toLowerCase()}.evil.com`)).toMatch(/^http:\/\/\*\*\*=?\.evil\.com$/);
    expect(redact('administrator1password')).toBe(REDACTED);
    expect(redact('ADMIN PASSWORD, admin1 password')).toBe('ADMIN PASSWORD, admin1 password');
  });

  it('hides a password of letters outside ASCII, whatever their lower case is', () => {
    const password = 'İstanbul-Straße-ΣΟΦΙΑ-ﬁnal-𝒳𝒴𝒵';
    const redact = createRedact([password]);
    expect(redact(`pass=${password};`)).toBe(`pass=${REDACTED};`);
    expect(redact(`pass=${password.slice(0, -2)}`)).toBe(`pass=${REDACTED}`);
    expect(redact('pass=istanbul-strasse-σοφια')).toBe('pass=istanbul-strasse-σοφια');
  });

  it('is made once for the same secrets, in whatever order and however often they are given', () => {
    const one = createRedact(['mint_demo0123456789abcdefghij', 'proxy-password-zyxwvutsrq']);
    expect(
      createRedact(['proxy-password-zyxwvutsrq', 'mint_demo0123456789abcdefghij', 'proxy-password-zyxwvutsrq']),
    ).toBe(one);
    expect(createRedact(['mint_demo0123456789abcdefghij'])).not.toBe(one);
    expect(
      createRedact(['mint_demo0123456789abcdefghij'])(
        'key mint_demo0123456789abcdefghij, and proxy-password-zyxwvutsrq',
      ),
    ).toBe(`key ${REDACTED}, and proxy-password-zyxwvutsrq`);
  });

  it('answers a text read again as the first time, whatever a caller did with the spans it was given', () => {
    const redact = createRedact(['mint_demo0123456789abcdefghij']);
    const text = 'a mint_demo0123456789abcdefghij b mint_demo0123456789abcdefghij';
    const spans = redact.spans?.(text) ?? [];
    const first = JSON.stringify(spans);
    expect(spans.length).toBeGreaterThan(0);
    spans.pop();
    spans.forEach((span) => span.fill(0));
    expect(JSON.stringify(redact.spans?.(text))).toBe(first);
    expect(redact(text)).toBe(`a ${REDACTED} b ${REDACTED}`);
    expect(redact(text)).toBe(`a ${REDACTED} b ${REDACTED}`);
  });

  it('answers a text full of a secret, read again, as the first time', () => {
    const key = 'mint_demo0123456789abcdefghij';
    const redact = createRedact([key]);
    const text = Array.from({ length: 200 }, (_, i) => `${i}:${key}`).join(' ');
    const first = redact(text);
    expect(first).not.toContain('0123456789ab');
    expect(redact(text)).toBe(first);
    expect(JSON.stringify(redact.spans?.(text))).toBe(JSON.stringify(redact.spans?.(text)));
  });
});
