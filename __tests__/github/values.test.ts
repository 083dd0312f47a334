/** Values read from GitHub's answers, each kind in one place: ids, web links, branch names. */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { accountOf, branchName, gitHubId, gitHubWebUrl } from '../../src/github/values.ts';

describe("an id in GitHub's answers", () => {
  it('is read as a number or as the same digits in a string (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(gitHubId(id)).toBe(id);
        if (String(id).length <= 16) expect(gitHubId(String(id))).toBe(id);
      }),
    );
  });

  it('is no id when it is anything else (property)', () => {
    const notAnId = fc.oneof(
      fc.constantFrom(0, -1, 1.5, NaN, Infinity, 2 ** 53, '', '0', '01', '1.0', ' 1', '1 ', '1e3', '0x10', null, true),
      fc.string().filter((text) => !/^[1-9]\d{0,15}$/.test(text)),
      fc.object(),
    );
    fc.assert(fc.property(notAnId, (value) => expect(gitHubId(value)).toBeUndefined()));
  });
});

describe("a link in GitHub's answers", () => {
  it("is kept on this run's GitHub, github.com or a server's", () => {
    expect(gitHubWebUrl('https://github.com/acme/product/pull/5#issuecomment-1')).toBe(
      'https://github.com/acme/product/pull/5#issuecomment-1',
    );
    expect(gitHubWebUrl('https://ghe.example.test/a/b/runs/4', 'https://ghe.example.test')).toBe(
      'https://ghe.example.test/a/b/runs/4',
    );
  });

  it.each([
    ['another host', 'https://evil.test/acme/product/pull/5'],
    ['a look-alike host', 'https://github.com.evil.test/x'],
    ['credentials', 'https://user:pass@github.com/x'],
    ['a script', 'javascript:alert(1)'],
    ['a line break', 'https://github.com/x\n::error::pwned'],
    ['a space', 'https://github.com/x y'],
    ['a bidi override', 'https://github.com/x\u202ey'],
    ['not text', 42],
  ])('is dropped with %s', (_, value) => {
    expect(gitHubWebUrl(value)).toBeUndefined();
  });

  it('is never kept off the host, nor with a control character, for any text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.webUrl(), (text, url) => {
        for (const value of [text, url, `https://github.com/${text}`]) {
          const kept = gitHubWebUrl(value);
          if (kept === undefined) continue;
          expect(new URL(kept).host).toBe('github.com');
          expect(kept).not.toMatch(/[\s\u0000-\u001f\u007f-\u009f]/);
        }
      }),
    );
  });
});

describe("a branch name in GitHub's answers", () => {
  it('is kept as git allows it', () => {
    for (const name of ['main', 'agent/job-1', 'feature/a.b_c-d', 'docs/v1.2']) expect(branchName(name)).toBe(name);
  });

  it.each([
    ['a line break', 'main\n::error::x'],
    ['a space', 'a b'],
    ['two dots', 'a..b'],
    ['a colon', 'a:b'],
    ['a leading dash', '-x'],
    ['a lock suffix', 'a.lock'],
    ['a reflog form', 'a@{1}'],
    ['a C1 control', 'a\u0085b'],
    ['nothing', ''],
    ['not text', 7],
  ])('is dropped with %s', (_, value) => {
    expect(branchName(value)).toBeUndefined();
  });

  it('never holds white space or a control character, for any text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const kept = branchName(text);
        if (kept !== undefined) expect(kept).not.toMatch(/[\s\u0000-\u001f\u007f-\u009f]/);
      }),
    );
  });
});

describe('a login', () => {
  it("keeps a person's, a bot's and an enterprise managed user's (handle_shortcode) logins", () => {
    for (const login of ['octocat', 'mintlify[bot]', 'lead_acme', 'docs-bot_acme[bot]'])
      expect(accountOf(1, login).login).toBe(login);
  });

  it('names no one for what GitHub never gives as a login', () => {
    for (const login of ['', '-lead', 'a_b_c', 'lead_', '_acme', 'lead acme', 'a'.repeat(40), 'lead_acme[bot]x'])
      expect(accountOf(1, login).login).toBeUndefined();
  });
});
