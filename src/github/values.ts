/**
 * Values read from GitHub's answers are untrusted like the service's, and each kind is read in
 * this one place: an id (a positive safe integer, sent as a number or as a string of digits), a
 * web link (kept only on this run's GitHub web host, with no credentials and no white space or
 * control character), a branch name (only as git allows one).
 */
import { GITHUB_LOGIN } from '../common/ids.ts';
import { escapeControls, httpUrl } from '../output/text.ts';
import type { Account, Author } from '../pull-request/host.ts';

/** Holds white space, a control or an invisible character (a bidi override, say). */
const unshowable = (value: string): boolean => /\s/.test(value) || escapeControls(value) !== value;

/** An id as GitHub sends it: a number, or the same digits as a string; anything else is no id. */
export function gitHubId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** A link to a page on this run's GitHub (`server`: GITHUB_SERVER_URL), or nothing. */
export function gitHubWebUrl(value: unknown, server = 'https://github.com'): string | undefined {
  if (typeof value !== 'string' || value.length > 2_000 || unshowable(value)) return undefined;
  const url = httpUrl(value);
  const home = httpUrl(server);
  if (!url || !home || url.host !== home.host || url.username !== '' || url.password !== '') return undefined;
  return url.href;
}

/** A branch name as `git check-ref-format --branch` allows one, or nothing. */
export function branchName(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '' || value.length > 255 || unshowable(value)) return undefined;
  const refused = /[\u0000-\u0020\u007f-\u009f~^:?*[\\]|\.\.|@\{|\/\/|^[/.-]|[/.]$|\.lock$|^@$/;
  return refused.test(value) ? undefined : value;
}

/** A login as GitHub allows one (a bot's ends in `[bot]`): anything else names no one. */

/** A bot's login reads `name[bot]` in REST and `name` in GraphQL: one handle for both. */
const handleOf = (login: string): string => login.toLowerCase().replace(/\[bot\]$/, '');

/** An account from GitHub's `id` and `login` (the login kept only as GitHub allows one). */
export function accountOf(id: unknown, login: unknown): Account {
  const named = typeof login === 'string' && GITHUB_LOGIN.test(login) ? login : undefined;
  return {
    ...(gitHubId(id) === undefined ? {} : { id: gitHubId(id) }),
    ...(named === undefined ? {} : { login: named, handle: handleOf(named) }),
  };
}

/** A comment's, review's or reaction's `user`: undefined when the answer has no `user` at all. */
export function authorOf(user: unknown): Author | undefined {
  if (user === undefined) return undefined;
  // A deleted account is `null`: someone, never the action.
  if (user === null) return { bot: false };
  const { id, login, type } = user as { id?: unknown; login?: unknown; type?: unknown };
  const bot = type === 'Bot' || (typeof login === 'string' && login.endsWith('[bot]'));
  return { ...accountOf(id, login), bot };
}
