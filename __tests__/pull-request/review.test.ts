/** A review read as one follow-up: who may send it, and the one message it becomes. */
import { describe, expect, it } from '@jest/globals';
import {
  botRoundsBefore,
  inFileOrder,
  linesOf,
  reviewMessage,
  reviewVerdict,
  withSuggestions,
  type LineComment,
  type Review,
  type ReviewPolicy,
} from '../../src/pull-request/review.ts';
import { createLog } from '../../src/output/log.ts';
import { FakeIO } from '../helpers/fake-io.ts';

/** The secret a reviewer pasted; the step's log redacts it, and cuts only after. */
const SECRET = 'mint_reviewPastedKey9f8e7d6c5b4a';
const log = createLog(new FakeIO({}), [SECRET]);
const cut = (text: string, max: number): string => log.excerpt(text, max);

const person = { login: 'lead', bot: false };
const linter = { login: 'prose-lint[bot]', bot: true };
const policy: ReviewPolicy = { bots: ['prose-lint[bot]'], botRounds: 2, never: ['github-actions', 'mintlify'] };
const review = (over: Partial<Review> = {}): Review => ({
  id: 1,
  state: 'changes_requested',
  body: 'Please tighten the intro.',
  author: person,
  submittedAt: 1_000,
  ...over,
});
const HUNK = '@@ -1,4 +1,5 @@\n # Title\n-Old intro\n+New intro that rambles\n+and rambles\n context line';
const line = (over: Partial<LineComment> = {}): LineComment => ({
  id: 10,
  path: 'docs/a.md',
  line: 3,
  diffHunk: HUNK,
  body: 'Shorter, please.',
  createdAt: 1_000,
  ...over,
});

describe('who may send a review', () => {
  it.each<[string, Partial<Review>, number, ReviewVerdict['kind']]>([
    ['changes requested by a person', {}, 0, 'send'],
    ['a comment review with line comments only', { state: 'commented', body: '' }, 2, 'send'],
    ['a comment review with a body', { state: 'commented' }, 0, 'send'],
    ['an approval', { state: 'approved' }, 3, 'ignore'],
    ['a dismissed review', { state: 'dismissed' }, 1, 'ignore'],
    ['an empty comment review', { state: 'commented', body: '  ' }, 0, 'ignore'],
    ["the action's own account", { author: { login: 'github-actions[bot]', bot: true } }, 0, 'ignore'],
    ["the agent's account", { author: { login: 'Mintlify[bot]', bot: true } }, 0, 'ignore'],
    ['an unlisted bot', { author: { login: 'other[bot]', bot: true } }, 0, 'refuse'],
    ['a listed bot', { author: linter }, 0, 'send'],
    ['a deleted account', { author: { bot: false } }, 0, 'refuse'],
    ['a state GitHub may add later', { state: 'pending' }, 0, 'ignore'],
  ])('%s', (_, over, comments, kind) => {
    expect(reviewVerdict(review(over), comments, [], policy).kind).toBe(kind);
  });

  it('stops a listed bot after the bound, until a person reviews', () => {
    const bots = [1, 2, 3].map((id) => review({ id, submittedAt: id * 1_000, author: linter }));
    expect(reviewVerdict(bots[1] as Review, 0, bots, policy).kind).toBe('send');
    const third = reviewVerdict(bots[2] as Review, 0, bots, policy);
    expect(third).toMatchObject({ kind: 'refuse' });
    expect(third.kind === 'refuse' && third.why).toContain("'review-bot-rounds' is 2");
    const withPerson = [...bots.slice(0, 2), review({ id: 9, submittedAt: 2_500 }), bots[2] as Review];
    expect(botRoundsBefore(bots[2] as Review, withPerson, policy)).toBe(0);
    // An unlisted bot's review does not reset the count.
    const withOther = [
      ...withPerson.slice(0, 2),
      review({ id: 8, submittedAt: 2_500, author: { login: 'x[bot]', bot: true } }),
      bots[2] as Review,
    ];
    expect(botRoundsBefore(bots[2] as Review, withOther, policy)).toBe(2);
  });
});

type ReviewVerdict = ReturnType<typeof reviewVerdict>;

describe('the message a review becomes', () => {
  it('three line comments in two files: the body, then each in file order with its path, lines and text', () => {
    const comments = [
      line({ id: 12, path: 'docs/b.md', line: 7, body: 'Typo here.', createdAt: 1 }),
      line({ id: 11, path: 'docs/a.md', line: 4, startLine: 3, body: 'Merge these two lines.', createdAt: 2 }),
      line({ id: 13, path: 'docs/a.md', line: 1, body: 'Title case.', createdAt: 3 }),
    ];
    const message = reviewMessage(review(), comments, cut);
    expect(message.split('\n\n')[0]).toBe('A review of the docs pull request by lead requests changes.');
    expect(message).toContain('Please tighten the intro.');
    const order = ['docs/a.md, line 1', 'docs/a.md, lines 3–4', 'docs/b.md, line 7'].map((at) => message.indexOf(at));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(message).toContain(
      'docs/a.md, lines 3–4:\n```diff\n+and rambles\n context line\n```\nMerge these two lines.',
    );
  });

  it.each<[string, Partial<LineComment>, string]>([
    ['one line: only the line it is on', {}, '```diff\n context line\n```'],
    ['a missing diff hunk', { diffHunk: undefined }, '(GitHub sent no diff for it, so its lines are not shown)'],
    [
      'a file the pull request no longer has',
      { line: undefined, originalLine: 3 },
      'line 3 (on an earlier version of the file',
    ],
    ['a comment on the whole file', { line: undefined, diffHunk: undefined }, 'docs/a.md (the file as a whole)'],
  ])('%s', (_, over, shown) => {
    expect(reviewMessage(review(), [line(over)], cut)).toContain(shown);
  });

  it('passes a suggestion block as the wanted text', () => {
    const text = 'Try:\n```suggestion\nA short intro.\n```\nthanks';
    expect(withSuggestions(text)).toBe(
      'Try:\nThe reviewer wants these lines to read exactly:\n```\nA short intro.\n```\nthanks',
    );
  });

  it('cuts a 200,000-character body with a line saying so, and the whole message stays bounded', () => {
    const message = reviewMessage(review({ body: 'x'.repeat(200_000) }), [line({ body: 'y'.repeat(200_000) })], cut);
    expect(message).toContain('[cut: 200,000 characters in all]');
    expect(message.length).toBeLessThan(61_000);
    expect(reviewMessage(review({ body: 'abc' }), [], cut)).toContain('\nabc');
  });

  it.each([1, 3, 5, 8, SECRET.length - 1])(
    'a secret the cut would split (%i characters of it before the cut) is redacted whole, never a piece left',
    (before) => {
      const body = `${'x'.repeat(20_000 - before)}${SECRET} and more`;
      const lines = [line({ body: `${'y'.repeat(20_000 - before)}${SECRET}` })];
      const message = reviewMessage(review({ body }), lines, cut);
      for (let end = 'mint_'.length + 1; end <= SECRET.length; end++)
        expect(message).not.toContain(SECRET.slice(0, end));
    },
  );

  it('a review by a deleted account, and line comments read only in part, say so', () => {
    const message = reviewMessage(review({ author: { bot: false } }), [], cut, true);
    expect(message).toContain('by a deleted account');
    expect(message).toContain('could not be read from GitHub');
  });

  it('keeps at most a dozen lines of a long range', () => {
    const hunk = ['@@ -1 +1,40 @@', ...Array.from({ length: 40 }, (_, i) => `+line ${i}`)].join('\n');
    expect(linesOf(line({ diffHunk: hunk, startLine: 1, line: 40 }))).toHaveLength(12);
    expect(inFileOrder([line({ id: 2, path: 'b' }), line({ id: 1, path: 'a' })]).map((c) => c.id)).toEqual([1, 2]);
  });
});
