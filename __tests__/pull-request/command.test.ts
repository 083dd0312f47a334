/**
 * A pull request comment read as a command to the agent, and who may give one: the rules of
 * `follow-up-command` and `follow-up-permission`, on events as GitHub sends them and as anyone
 * could shape them.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  CLAIM_BOUND_MS,
  earlierCommands,
  earlierState,
  mayCommand,
  readCommand as readComment,
} from '../../src/pull-request/command.ts';
import { commandProblem, PERMISSION_LEVELS } from '../../src/inputs/follow-up.ts';
import { readCommentEvent } from '../../src/github/comment-event.ts';
import { renderMessage } from '../../src/output/text.ts';
import { commentOf, permissionLevel, reactionOf } from '../../src/github/host.ts';

/** The run's event as GitHub's wire reads it, then read as a command. */
const readCommand = (eventName: string, event: Record<string, unknown>, command: string, actionLogin?: string) =>
  readComment(readCommentEvent(eventName, event), command, actionLogin);

const event = (
  body: string,
  change: { action?: string; login?: string; type?: string; onIssue?: boolean; id?: unknown } = {},
): Record<string, unknown> => ({
  action: change.action ?? 'created',
  issue: { number: 5, ...(change.onIssue ? {} : { pull_request: { url: 'https://api.github.com/x' } }) },
  comment: {
    id: 'id' in change ? change.id : 77,
    body,
    user: { login: change.login ?? 'maintainer', type: change.type ?? 'User' },
    created_at: '2026-11-28T10:00:00Z',
  },
});

describe('a comment read as a command', () => {
  it('takes the rest of the comment after the command as the message, any number of lines, trimmed', () => {
    expect(readCommand('issue_comment', event('/docs make the intro shorter\n\nand fix the typo\n'), '/docs')).toEqual({
      kind: 'command',
      commentId: 77,
      login: 'maintainer',
      message: 'make the intro shorter\n\nand fix the typo',
      // When it was written, by GitHub's clock: a fork's head pushed later is not the one it asked about.
      at: Date.parse('2026-11-28T10:00:00Z'),
    });
    expect(readCommand('issue_comment', event('/docs\r\nshorter, please'), '/docs')).toMatchObject({
      message: 'shorter, please',
    });
    expect(readCommand('issue_comment', event('/docs'), '/docs')).toMatchObject({ kind: 'command', message: '' });
  });

  it("reads the command in any case, as the workflow's startsWith that started the run does, and after a colon", () => {
    expect(readCommand('issue_comment', event('/Docs add examples'), '/docs')).toMatchObject({
      kind: 'command',
      message: 'add examples',
    });
    expect(readCommand('issue_comment', event('/DOCS: add examples'), '/docs')).toMatchObject({
      kind: 'command',
      message: 'add examples',
    });
  });

  it.each([
    ['the event is not a comment', 'pull_request', event('/docs x'), "this run's event is pull_request, not a comment"],
    [
      'the comment was edited',
      'issue_comment',
      event('/docs x', { action: 'edited' }),
      'the comment was edited, not created',
    ],
    [
      'the comment was deleted',
      'issue_comment',
      event('/docs x', { action: 'deleted' }),
      'the comment was deleted, not created',
    ],
    [
      'the comment is on an issue',
      'issue_comment',
      event('/docs x', { onIssue: true }),
      'the comment is on an issue, not a pull request',
    ],
    ['a bot wrote it', 'issue_comment', event('/docs x', { type: 'Bot' }), 'its author is a bot'],
    ['a bot login wrote it', 'issue_comment', event('/docs x', { login: 'renovate[bot]' }), 'its author is a bot'],
    ['a quote', 'issue_comment', event('> /docs x'), 'its first line does not begin with /docs'],
    ['a code block', 'issue_comment', event('```\n/docs x\n```'), 'its first line does not begin with /docs'],
    ['a later line', 'issue_comment', event('LGTM\n/docs x'), 'its first line does not begin with /docs'],
    [
      'a colon inside a word',
      'issue_comment',
      event('/docsy: x'),
      'its first line begins with a longer word than /docs',
    ],
    ['a longer word', 'issue_comment', event('/docsy x'), 'its first line begins with a longer word than /docs'],
    [
      'a hyphenated word',
      'issue_comment',
      event('/docs-site is down'),
      'its first line begins with a longer word than /docs',
    ],
    [
      'a path',
      'issue_comment',
      event('/docs/intro.md is wrong'),
      'its first line begins with a longer word than /docs',
    ],
    [
      'a comment id that is not one',
      'issue_comment',
      event('/docs x', { id: '77; drop' }),
      "the event's comment is not one GitHub sends",
    ],
    [
      'a login that is not one',
      'issue_comment',
      event('/docs x', { login: '<b>x</b>' }),
      "the comment's author is not named",
    ],
  ])('is not a command when %s', (_, eventName, given, why) => {
    expect(readCommand(eventName, given, '/docs')).toEqual({ kind: 'not-a-command', why });
  });

  it("is not a command when the action's own account wrote it", () => {
    expect(readCommand('issue_comment', event('/docs x', { login: 'Docs-Bot' }), '/docs', 'docs-bot')).toEqual({
      kind: 'not-a-command',
      why: 'the action wrote it',
    });
  });

  it('never takes a comment whose first line does not begin with the command and a space, a sign or its end (property)', () => {
    const body = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.tuple(fc.constantFrom('/docs', '/DOCS', '/doc'), fc.string({ maxLength: 20 })).map(([a, b]) => a + b),
    );
    fc.assert(
      fc.property(body, (body) => {
        const reading = readCommand('issue_comment', event(body), '/docs');
        const first = body.replace(/\r\n?/g, '\n').split('\n')[0] ?? '';
        const isCommand = /^\/docs(?:$|[\s:,.;!?])/i.test(first);
        expect(reading.kind === 'command').toBe(isCommand);
      }),
    );
  });

  it('reads a command for any message after it, exactly (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (message) => {
        const reading = readCommand('issue_comment', event(`/docs ${message}`), '/docs');
        expect(reading).toMatchObject({ kind: 'command', message: message.replace(/\r\n?/g, '\n').trim() });
      }),
    );
  });

  it('reads the message after a sign people write after a word, as after a space (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(':', ',', '.', ';', '!', '?'), fc.string({ maxLength: 80 }), (sign, message) => {
        const reading = readCommand('issue_comment', event(`/docs${sign} ${message}`), '/docs');
        expect(reading).toMatchObject({ kind: 'command', message: message.replace(/\r\n?/g, '\n').trim() });
      }),
    );
    expect(readCommand('issue_comment', event('/docs, add an example'), '/docs')).toMatchObject({
      message: 'add an example',
    });
    expect(readCommand('issue_comment', event('/docs.'), '/docs')).toMatchObject({ kind: 'command', message: '' });
  });

  it('takes a command of one word with no spaces', () => {
    expect(commandProblem('/docs')).toBeUndefined();
    for (const bad of ['', '/docs please', 'x'.repeat(41), ' /docs'])
      expect(commandProblem(bad)).toContain("'follow-up-command'");
  });

  it('refuses a plain word, which ordinary comments begin with, and names the fix', () => {
    const said = (command: string) => renderMessage(commandProblem(command) ?? '');
    expect(said('docs')).toBe(
      `'follow-up-command' is "docs", a plain word that ordinary comments begin with ("docs look fine" would go to the agent); begin it with a sign, such as /docs.`,
    );
    for (const bad of ['Docs', '2docs', 'éditer']) expect(said(bad)).toContain('a plain word');
    for (const good of ['/docs', '!docs', '@docs-bot', '.docs']) expect(commandProblem(good)).toBeUndefined();
  });
});

describe('who may command', () => {
  it.each([
    [{ permission: 'write', role_name: 'write' }, 'write'],
    [{ permission: 'write', role_name: 'maintain' }, 'maintain'],
    [{ permission: 'read', role_name: 'triage' }, 'triage'],
    [{ permission: 'admin', role_name: 'admin' }, 'admin'],
    [{ permission: 'write', role_name: 'docs-editor' }, 'write'],
    [{ permission: 'none', role_name: 'none' }, undefined],
    [{ permission: 7 }, undefined],
    [null, undefined],
    ['<html>', undefined],
  ])('reads %j as %s', (answer, level) => {
    expect(permissionLevel(answer)).toBe(level);
  });

  it('lets a level command where it is at least the one asked, and no unknown level ever', () => {
    expect(mayCommand('write', 'write')).toBe(true);
    expect(mayCommand('maintain', 'write')).toBe(true);
    expect(mayCommand('triage', 'write')).toBe(false);
    expect(mayCommand('read', 'triage')).toBe(false);
    expect(mayCommand(undefined, 'triage')).toBe(false);
    for (const level of PERMISSION_LEVELS) expect(mayCommand(level, 'admin')).toBe(level === 'admin');
  });
});

describe('commands in the order written', () => {
  const current = { kind: 'command' as const, commentId: 50, login: 'lead', message: 'x' };
  const now = Date.parse('2026-11-25T10:00:00Z');
  const at = (secondsAgo: number): string => new Date(now - secondsAgo * 1_000).toISOString();
  const raw = (id: number, body: string, secondsAgo: number, user: unknown = { login: 'lead', type: 'User' }) => ({
    id,
    body,
    created_at: at(secondsAgo),
    user,
  });
  /** A comment as GitHub lists it, read by GitHub's wire. */
  const item = (...args: Parameters<typeof raw>) => commentOf(raw(...args), undefined)!;

  it('flags an edited comment as no command, to be answered: no run was started by the edit, and its words may be new', () => {
    const edited = commentOf({ ...raw(20, '/docs remove the whole guide', 600), updated_at: at(30) }, undefined)!;
    expect(earlierCommands([edited, item(30, '/docs shorter', 600)], current, '/docs', now, 1_800_000)).toEqual([
      {
        id: 20,
        login: 'lead',
        message: 'remove the whole guide',
        recent: false,
        at: Date.parse(at(600)),
        edited: true,
      },
      { id: 30, login: 'lead', message: 'shorter', recent: false, at: Date.parse(at(600)) },
    ]);
  });

  it("finds the earlier command comments within the timeout, a person's, the command first", () => {
    const items = [
      item(10, '/docs old', 4_000),
      item(20, '/docs recent', 30),
      item(30, '/docs taken', 600),
      item(35, 'LGTM', 10),
      item(40, '/docs by a bot', 10, { login: 'x[bot]', type: 'Bot' }),
      item(60, '/docs later', 5),
    ];
    expect(earlierCommands(items, current, '/docs', now, 1_800_000)).toEqual([
      { id: 20, login: 'lead', message: 'recent', recent: true, at: Date.parse(at(30)) },
      { id: 30, login: 'lead', message: 'taken', recent: false, at: Date.parse(at(600)) },
    ]);
  });

  describe('where an earlier command stands', () => {
    const own = 'github-actions[bot]';
    const reaction = (content: string, secondsAgo = 10, login = own, id = 7) => ({
      id,
      content,
      user: { login },
      created_at: at(secondsAgo),
    });
    const state = (reactions: unknown[], recent: boolean, alive?: boolean) =>
      earlierState(reactions.map(reactionOf), own, { recent }, now, alive);

    it('is answered once the action sent (rocket) or refused (confused) it, not by anyone else', () => {
      expect(state([reaction('eyes'), reaction('rocket')], false)).toEqual({ kind: 'answered' });
      expect(state([reaction('eyes'), reaction('confused')], true, false)).toEqual({ kind: 'answered' });
      expect(state([reaction('eyes'), reaction('rocket', 10, 'lead')], false, true)).toEqual({ kind: 'on-its-way' });
    });

    it('is on its way while its claim may be alive, or while too recent for its run to have started', () => {
      expect(state([reaction('eyes')], false, true)).toEqual({ kind: 'on-its-way' });
      expect(state([reaction('eyes')], false, undefined)).toEqual({ kind: 'on-its-way' });
      expect(state([], true, false)).toEqual({ kind: 'on-its-way' });
    });

    it('is orphaned when its run never came, or the Actions API says no run is alive, or (unread) the claim is old', () => {
      expect(state([], false, true)).toEqual({ kind: 'orphaned' });
      expect(state([reaction('eyes', 10, own, 9)], false, false)).toEqual({ kind: 'orphaned', claim: 9 });
      const old = CLAIM_BOUND_MS / 1_000 + 1;
      expect(state([reaction('eyes', old, own, 9)], false, undefined)).toEqual({ kind: 'orphaned', claim: 9 });
    });

    it('waits on an old claim while the Actions API lists a run that may hold it, and on a claim of no readable time', () => {
      const old = CLAIM_BOUND_MS / 1_000 + 1;
      expect(state([reaction('eyes', old, own, 9)], false, true)).toEqual({ kind: 'on-its-way' });
      const timeless = { id: 9, content: 'eyes', user: { login: own } };
      expect(state([timeless], false, undefined)).toEqual({ kind: 'on-its-way' });
    });
  });
});
