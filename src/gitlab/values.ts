/**
 * Values read from GitLab's answers are untrusted like the service's and GitHub's, and each kind
 * is read in this one place: an id, a username, a commit id, a date.
 */
import { COMMIT_SHA, GITLAB_USERNAME } from '../common/ids.ts';
import type { Account, Author, Mark } from '../pull-request/host.ts';

/** An id as GitLab sends it: a positive safe integer; anything else is no id. */
export function gitLabId(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** A username as GitLab allows one; anything else names no one. */
const USERNAME = GITLAB_USERNAME;

/** A project or group access token's user (`project_123_bot_…`): GitLab makes it, for a token. */
const TOKEN_BOT = /^(?:project|group)_\d+_bot(?:_[0-9a-f]+)?$/;

export function accountOf(user: unknown): Account {
  const { id, username } = (user ?? {}) as { id?: unknown; username?: unknown };
  const named = typeof username === 'string' && USERNAME.test(username) ? username : undefined;
  return {
    ...(gitLabId(id) === undefined ? {} : { id: gitLabId(id) }),
    ...(named === undefined ? {} : { login: named, handle: named.toLowerCase() }),
  };
}

/** A note's or award's `author`/`user`: undefined when the answer names none; a bot for a token's or a service's user. */
export function authorOf(user: unknown): Author | undefined {
  if (user === undefined) return undefined;
  if (user === null) return { bot: false };
  const account = accountOf(user);
  const { bot } = user as { bot?: unknown };
  return { ...account, bot: bot === true || TOKEN_BOT.test(account.login ?? '') };
}

export const commitId = (value: unknown): string | undefined =>
  typeof value === 'string' && COMMIT_SHA.test(value) ? value : undefined;

/** An ISO 8601 date as ms since the epoch, NaN when unreadable. */
export const time = (value: unknown): number => Date.parse(typeof value === 'string' ? value : '');

/** What the token needs, as a refusal names it. */
export const WRITE_NEEDS = "the Developer role and the 'api' scope (a project access token, or a bot user's token)";
export const READ_NEEDS = "the Reporter role and the 'read_api' scope";

/** GitLab's emoji for each mark the action puts on a note (docs.gitlab.com/api/emoji_reactions/), and back. */
export const EMOJI: Record<Mark, string> = { eyes: 'eyes', rocket: 'rocket', confused: 'confused', hooray: 'tada' };
export const MARK_OF: Record<string, string> = { tada: 'hooray' };

/** GitLab refuses a second award of the same emoji by the same user with this (a 404, not a 409). */
export const ALREADY_AWARDED = /has already been taken/i;

/**
 * Whether a note is internal (members only; `confidential` before GitLab 15.5): its words are
 * never read, as they would show in the public note and the job's log.
 */
export const isInternalNote = (note: Record<string, unknown>): boolean =>
  note.internal === true || note.confidential === true;
