/**
 * Was broken: a GitLab token (`glpat-…`, `gldt-…`) that is none of this run's secrets (a
 * developer's own, pasted into a `/docs` note or a review line) was sent to the service, printed
 * in the log and written into the merge request's note, while a GitHub token of GitHub's format
 * in the same place was hidden (a helper, as a newcomer). SECURITY.md: a value of a GitLab token's
 * format, whoever's it is, is hidden as a secret is.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createRedact } from '../src/output/redaction.ts';

const KINDS = [
  'glpat',
  'gldt',
  'glptt',
  'glrt',
  'glrtr',
  'glcbt',
  'glimt',
  'gloas',
  'glsoat',
  'glffct',
  'glft',
  'glagent',
];
const CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-'.split('');
// Any of GitLab's random tails: about one in thirty holds no digit, and is a token all the same.
const body = fc.array(fc.constantFrom(...CHARS), { minLength: 20, maxLength: 40 }).map((chars) => chars.join(''));
/** GitLab's older tokens (20 characters after the kind), its routable ones (`.01.` and a check after), a runner's registration token. */
const token = fc.oneof(
  fc
    .tuple(fc.constantFrom(...KINDS), body, fc.constantFrom('', '.01.0w1b2c3d4', '.02.abcdef1'))
    .map(([kind, rest, routable]) => `${kind}-${rest}${routable}`),
  body.map((rest) => `GR1348941${rest}`),
);

describe('a value of a GitLab token’s format', () => {
  const redact = createRedact(['mint_demo0123456789abcdef']);

  it('is hidden wherever it stands in words, no piece of it left', () => {
    fc.assert(
      fc.property(
        token,
        fc.constantFrom('', 'the deploy token is ', 'use ', '"', '('),
        fc.constantFrom('', ' here', '.', '"', ')', ', thanks'),
        (secret, before, after) => {
          const out = redact(`${before}${secret}${after}`);
          expect(out).toContain('***');
          // No piece of it: its kind is public, what follows is not.
          const tail = secret.startsWith('GR1348941') ? 'GR1348941'.length : secret.indexOf('-') + 1;
          expect(out).not.toContain(secret.slice(tail, tail + 6));
          expect(out.startsWith(before)).toBe(true);
        },
      ),
    );
  });

  it('leaves words of the same start alone: too short, or part of a longer word', () => {
    expect(redact('a glpat- token, a glrtr- one')).toBe('a glpat- token, a glrtr- one');
    expect(redact('glpat-short1')).toBe('glpat-short1');
    expect(redact('xglpat-abcdefghij0123456789')).toBe('xglpat-abcdefghij0123456789');
  });
});
