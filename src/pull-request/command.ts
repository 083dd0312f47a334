/**
 * A pull request comment read as a command to the agent (`follow-up-command`, such as `/docs`), and
 * who may give one. Pure: the comment is the run's event as the host's wire read it
 * (src/github/comment-event.ts), the level is the host's answer. Every field of both is
 * untrusted: anything the wire could not read is "not a command", never a guess.
 */
import { PERMISSION_LEVELS, type PermissionLevel } from '../inputs/follow-up.ts';
import { claimVerdict } from './claim.ts';
import type { Comment, Reaction } from './host.ts';

/** A comment that is a command: who wrote it, which comment, and the message after the command. */
export interface Command {
  kind: 'command';
  commentId: number;
  login: string;
  /** Everything after the command, trimmed: any number of lines; empty when only the command was written. */
  message: string;
  /** When it was written, by the host's clock (ms since the epoch; NaN when unreadable). */
  at?: number;
}

export type CommentReading = Command | NotACommand;

export interface NotACommand {
  kind: 'not-a-command';
  why: string;
}

/** The run's event: a comment just written on a pull request, or why it is not one. */
export type CommentEvent = { kind: 'comment'; comment: Comment } | NotACommand;

export const not = (why: string): NotACommand => ({ kind: 'not-a-command', why });

/**
 * What may follow the command on its first line: its end, white space, or a sign people write after
 * a word (`/docs: x`, `/docs, x`, `/docs. x`). A letter, digit or any other sign makes a longer word
 * (`/docsy`, `/docs-preview`): another bot's command, not this one.
 */
const AFTER_COMMAND = /^(?:$|\s|[:,.;!?])/;

/**
 * The first line begins with the command, in any case (as the workflow's `startsWith` that started
 * the run reads it), followed by what AFTER_COMMAND allows; the message is what follows.
 */
export function commandMessage(text: string, command: string): string | undefined {
  const first = text.split('\n', 1)[0] ?? '';
  if (first.slice(0, command.length).toLowerCase() !== command.toLowerCase()) return undefined;
  const after = first.charAt(command.length);
  if (!AFTER_COMMAND.test(after)) return undefined;
  return text.slice(command.length + (/\S/.test(after) ? 1 : 0)).trim();
}

/** Why a first line is not the command: a longer word, or another beginning. */
function notTheCommand(text: string, command: string): string {
  const first = text.split('\n', 1)[0] ?? '';
  return first.slice(0, command.length).toLowerCase() === command.toLowerCase()
    ? `its first line begins with a longer word than ${command}`
    : `its first line does not begin with ${command}`;
}

/**
 * The comment of the run's event as a command, or why it is not one: only a comment by a person
 * (not a bot, not the action), whose first line begins with the command followed by white space,
 * a sign such as a colon or a comma, or its end (in any case; a quote, a code block or a later line
 * is not a command).
 */
export function readCommand(event: CommentEvent, command: string, actionLogin?: string): CommentReading {
  if (event.kind !== 'comment') return event;
  const { id, body, author, createdAt } = event.comment;
  if (author?.login === undefined) return not("the comment's author is not named");
  if (author.bot) return not('its author is a bot');
  if (actionLogin !== undefined && author.login.toLowerCase() === actionLogin.toLowerCase())
    return not('the action wrote it');
  const text = body.replace(/\r\n?/g, '\n');
  const message = commandMessage(text, command);
  if (message === undefined) return not(notTheCommand(text, command));
  return { kind: 'command', commentId: id, login: author.login, message, at: createdAt };
}

/**
 * Whether a person's comment reads as a command to some bot: its first line begins with `/` or
 * `!`. Only such a comment is worth a warning when no `follow-up-command` is set.
 */
export function looksLikeACommand(event: CommentEvent): boolean {
  if (event.kind !== 'comment' || event.comment.author?.bot !== false) return false;
  return /^\s*[/!]/.test(event.comment.body);
}

/** Whether a commenter at `level` may command where `required` is asked. */
export function mayCommand(level: PermissionLevel | undefined, required: PermissionLevel): boolean {
  return level !== undefined && PERMISSION_LEVELS.indexOf(level) >= PERMISSION_LEVELS.indexOf(required);
}

/** A command comment with no reaction yet counts as on its way this long: its run may not have started. */
export const UNSEEN_COMMAND_MS = 120_000;

export { CLAIM_BOUND_MS } from './claim.ts';

/**
 * How far back a run looks for earlier commands left unanswered (or the step's `timeout`, when
 * longer): one older than that is not sent by surprise.
 */
export const COMMAND_LOOK_BACK_MS = 6 * 60 * 60_000;

/** The commands' look-back for a step of this `timeout`. */
export const commandLookBack = (timeoutMs: number): number => Math.max(timeoutMs, COMMAND_LOOK_BACK_MS);

/** How many earlier commands a run reads the reactions of, at most, each time it looks. */
export const MAX_EARLIER_COMMANDS = 100;

/** An earlier command on the pull request, as a later run may have to send it. */
export interface EarlierCommand {
  id: number;
  login: string;
  /** What follows the command: the message to send. */
  message: string;
  /** Recent enough to count as on its way before any run has seen it. */
  recent: boolean;
  /** When it was written (ms since the epoch): its place among the pull request's reviews. */
  at?: number;
  /** Edited since it was written: no command (no run is started by an edit), answered 😕 by the run that takes it. */
  edited?: true;
}

/**
 * The command comments written before this one (by a person, within `lookBackMs`, the last
 * MAX_EARLIER_COMMANDS whether answered or not), oldest first. An edited one is no command (its
 * words may be new): it is flagged, and whoever takes it answers it 😕 (editedCommandReply).
 */
export function earlierCommands(
  comments: Comment[],
  current: Command,
  command: string,
  nowMs: number,
  lookBackMs: number,
): EarlierCommand[] {
  return comments
    .flatMap(({ id, body, author, createdAt, edited }) => {
      const login = author?.login;
      if (id >= current.commentId) return [];
      if (login === undefined || author?.bot) return [];
      const text = body.replace(/\r\n?/g, '\n');
      const message = commandMessage(text, command);
      if (message === undefined) return [];
      const ageMs = nowMs - createdAt;
      if (!(ageMs <= lookBackMs)) return [];
      // An edited one is kept, to be answered: a run killed after its 👀 would leave it claimed for good.
      return [{ id, login, message, recent: ageMs <= UNSEEN_COMMAND_MS, at: createdAt, ...(edited ? { edited } : {}) }];
    })
    .sort((a, b) => a.id - b.id)
    .slice(-MAX_EARLIER_COMMANDS);
}

/** Where an earlier command stands, from its reactions by the action's account. */
export type EarlierState =
  /** Sent (`rocket`) or refused (`confused`). */
  | { kind: 'answered' }
  /** Claimed by a run that may be alive, or too recent for its run to have started. */
  | { kind: 'on-its-way' }
  /** Its run never came, or is gone: a later run sends it. `claim`: the dead claim's reaction id. */
  | { kind: 'orphaned'; claim?: number };

/**
 * `othersAlive`: whether the Actions API lists another run in progress, of any event: runs of
 * every event make a 👀 (undefined when it cannot be read). With none, a claim is dead whatever its age; with some, it
 * may be theirs and is waited on; only when the API cannot tell does the claim's age decide.
 */
export function earlierState(
  reactions: Reaction[],
  own: string,
  command: Pick<EarlierCommand, 'recent'>,
  nowMs: number,
  othersAlive: boolean | undefined,
): EarlierState {
  const mine = new Map<string, { id?: number; at: number }>();
  for (const { id, content, author, at } of reactions) {
    if (author?.login !== own || content === '') continue;
    mine.set(content, { ...(id === undefined ? {} : { id }), at });
  }
  if (mine.has('rocket') || mine.has('confused')) return { kind: 'answered' };
  const claim = mine.get('eyes');
  if (!claim) return command.recent ? { kind: 'on-its-way' } : { kind: 'orphaned' };
  const verdict = claimVerdict({
    ...{ at: claim.at, holder: undefined, state: undefined, nowMs, holds: 'while-it-waits' },
    ...(othersAlive === undefined ? {} : { othersRunning: othersAlive }),
  });
  if (verdict.kind === 'held') return { kind: 'on-its-way' };
  return claim.id === undefined ? { kind: 'on-its-way' } : { kind: 'orphaned', claim: claim.id };
}

/** The reply to a command edited before a run sent it: an edited comment is no command. */
export const editedCommandReply = (login: string, commentId: number, by: 'this run' | 'a run'): string =>
  `${login}: your comment ${commentId} was edited before ${by} could send it, and an edited comment is no command; write the command again in a new comment.`;

/**
 * The runs that answer a command a run left owed: the scheduled sweep reads only the pull
 * requests it has a job pending on, so on a quiet pull request it is not one of them.
 */
export const NEXT_RUNS =
  '(a push, a comment, a review, or a re-run of this run; the scheduled sweep reads only pull requests with a job pending)';
