/**
 * A review of the docs pull request read as one follow-up to the agent (`on-review: send`): who
 * may send one, and the one message a review becomes (its body, then each line comment in file
 * order with the lines it is on). Pure: the review, its line comments and the pull request's
 * other reviews are the host's answers, every field untrusted; the message is plain text that the
 * service client redacts on its way out.
 */
import { onlySecrets } from '../output/redaction.ts';
import type { Author } from './names.ts';
import { GITHUB_WORDS, type PullRequestWords } from './where.ts';

/** A submitted review, as the host's wire read it. */
export interface Review {
  id: number;
  /** `approved`, `changes_requested`, `commented`, `dismissed`; '' when the host named none. */
  state: string;
  body: string;
  /** Undefined when the answer names no author; `{ bot: false }` for a deleted account. */
  author?: Author;
  /** When it was submitted (ms since the epoch, NaN when unreadable). */
  submittedAt: number;
}

/** A line comment of a review. */
export interface LineComment {
  id: number;
  path: string;
  /** The line it is on in the current diff; undefined when the file or the lines are no longer in it. */
  line?: number;
  startLine?: number;
  /** The line it was written on, kept by the host when `line` is gone (an outdated comment). */
  originalLine?: number;
  /** The diff around the line, ending at it, as the host keeps it; undefined when the host sent none. */
  diffHunk?: string;
  body: string;
  createdAt: number;
}

/** Who may send a review, from the inputs and the accounts the step knows. */
export interface ReviewPolicy {
  /** `review-bots`: bot logins whose reviews are sent, in lower case. */
  bots: readonly string[];
  /** `review-bot-rounds`: listed-bot reviews in a row (no person's between) after which the next is not sent. */
  botRounds: number;
  /** Logins never sent: the token's own account, the agent's (in lower case, `[bot]` dropped). */
  never: readonly string[];
}

const handle = (login: string): string => login.toLowerCase().replace(/\[bot\]$/, '');

/**
 * Whether an author is a listed bot (by its login, `[bot]` or not). Only a bot's account is: a
 * person may sign up under a listed bot's name without `[bot]`, and is a person.
 */
export function isListedBot(author: Author | undefined, policy: Pick<ReviewPolicy, 'bots'>): boolean {
  const login = author?.login;
  return author?.bot === true && login !== undefined && policy.bots.some((bot) => handle(bot) === handle(login));
}

/** Reviews oldest first: by the time submitted, then by id (the host's own order). */
export function byTime<T extends { id: number; submittedAt: number }>(a: T, b: T): number {
  const [x, y] = [Number.isNaN(a.submittedAt) ? 0 : a.submittedAt, Number.isNaN(b.submittedAt) ? 0 : b.submittedAt];
  return x - y || a.id - b.id;
}

/** A review never sent: by the action's own account or the agent's (its thread replies are reviews too). */
const isNeverSent = (author: Author | undefined, policy: Pick<ReviewPolicy, 'never'>): boolean =>
  author?.login !== undefined && policy.never.includes(handle(author.login));

/**
 * How many reviews by listed bots come right before `review` with no person's review between
 * them (a review by an unlisted bot, the agent or the action counts for neither side: the agent's
 * replies are the other half of the exchange the rounds bound).
 */
export function botRoundsBefore(review: Review, all: readonly Review[], policy: ReviewPolicy): number {
  const earlier = all.filter((other) => other.id !== review.id && byTime(other, review) < 0).sort(byTime);
  let rounds = 0;
  for (const other of earlier.reverse()) {
    if (isListedBot(other.author, policy)) rounds++;
    else if (other.author !== undefined && !other.author.bot && !isNeverSent(other.author, policy)) break;
  }
  return rounds;
}

/** What becomes of a review: sent, or why not (said on the pull request), or nothing at all (said in the log). */
export type ReviewVerdict =
  | { kind: 'send'; by: 'person' | 'bot' }
  /** Said on the pull request: a line there says why the review did not reach the agent. */
  | { kind: 'refuse'; why: string }
  /** Not a request: an approval, an empty review, the action's own. Said in the log only. */
  | { kind: 'ignore'; why: string };

/** Whether a review is sent, before the author's permission (read from the host for a person). */
export function reviewVerdict(
  review: Review,
  lineComments: number,
  all: readonly Review[],
  policy: ReviewPolicy,
): ReviewVerdict {
  const login = review.author?.login;
  if (login !== undefined && isNeverSent(review.author, policy))
    return { kind: 'ignore', why: `the review is by ${login}, the action's or the agent's own account` };
  if (review.state === 'approved') return { kind: 'ignore', why: 'an approval asks the agent for nothing' };
  if (review.state === 'dismissed') return { kind: 'ignore', why: 'the review was dismissed' };
  if (!['changes_requested', 'commented'].includes(review.state))
    return { kind: 'ignore', why: `the review's state is ${review.state || 'unknown'}` };
  if (review.body.trim() === '' && lineComments === 0)
    return { kind: 'ignore', why: 'the review holds no text and no line comment' };
  if (login === undefined) return { kind: 'refuse', why: "the review's author is a deleted account" };
  const listed = isListedBot(review.author, policy);
  if (review.author?.bot && !listed)
    return { kind: 'refuse', why: `${login} is a bot that 'review-bots' does not list` };
  if (!listed) return { kind: 'send', by: 'person' };
  const rounds = botRoundsBefore(review, all, policy);
  if (rounds >= policy.botRounds)
    return {
      kind: 'refuse',
      why: `${rounds} reviews by listed bots came in a row with no person's review between ('review-bot-rounds' is ${policy.botRounds}), so a bot and the agent do not answer each other forever; a person's review or a /docs command goes on`,
    };
  return { kind: 'send', by: 'bot' };
}

/** At most this much of one text (the body, a line comment) is sent; the rest is cut with a line saying so. */
export const MAX_REVIEW_TEXT_CHARS = 20_000;
/** At most this much of one review is sent in all (the service takes prompts of any length; this bounds it). */
export const MAX_REVIEW_MESSAGE_CHARS = 60_000;
/** At most this many lines of the diff are shown for a line comment: the last ones, which it is on. */
export const MAX_HUNK_LINES = 12;

/**
 * Cuts a text to `max` characters with a marker: the log's excerpt, which redacts before it cuts
 * (and again after), so a cut never leaves the start of a secret that redaction cannot know.
 */
export type Cut = (text: string, max: number) => string;

/** The lines a comment is on, cut from its diff hunk (which ends at its last line): the range, or the line alone. */
export function linesOf(comment: LineComment): string[] | undefined {
  if (comment.diffHunk === undefined || comment.diffHunk.trim() === '') return undefined;
  const lines = comment.diffHunk.replace(/\r\n?/g, '\n').split('\n');
  const body = lines[0]?.startsWith('@@') ? lines.slice(1) : lines;
  const last = comment.line ?? comment.originalLine;
  const span = comment.startLine !== undefined && last !== undefined ? last - comment.startLine + 1 : 1;
  const wanted = Math.min(Math.max(1, span), MAX_HUNK_LINES);
  return body.filter((line) => line !== '\\ No newline at end of file').slice(-wanted);
}

/** Where a comment is: its path and its line or line range; an outdated one says so. */
function placeOf(comment: LineComment): string {
  const last = comment.line ?? comment.originalLine;
  const outdated = comment.line === undefined ? ' (on an earlier version of the file; it has changed since)' : '';
  if (last === undefined) return `${comment.path} (the file as a whole)${outdated}`;
  const range =
    comment.startLine !== undefined && comment.startLine < last ? `lines ${comment.startLine}–${last}` : `line ${last}`;
  return `${comment.path}, ${range}${outdated}`;
}

/** A ```suggestion block is the text the reviewer wants in place of those lines: said so, plainly. */
export function withSuggestions(text: string): string {
  return text.replace(
    /```suggestion[^\n]*\n([\s\S]*?)```/g,
    (_, wanted: string) => `The reviewer wants these lines to read exactly:\n\`\`\`\n${wanted}\`\`\``,
  );
}

/** Line comments in file order: by path, then line, then when written. */
export function inFileOrder(comments: readonly LineComment[]): LineComment[] {
  const lineOf = (c: LineComment): number => c.startLine ?? c.line ?? c.originalLine ?? 0;
  return [...comments].sort(
    (a, b) =>
      (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
      lineOf(a) - lineOf(b) ||
      a.createdAt - b.createdAt ||
      a.id - b.id,
  );
}

function lineCommentText(comment: LineComment, cut: Cut, words: PullRequestWords): string {
  const lines = linesOf(comment);
  const shown =
    lines === undefined
      ? `(${words.host} sent no diff for it, so its lines are not shown)`
      : ['```diff', ...lines, '```'].join('\n');
  return `${placeOf(comment)}:\n${shown}\n${reviewText(comment.body, cut)}`;
}

/** A review's text as sent, cut; one that is a secret alone (a token pasted) is said left out, never sent as `***`. */
function reviewText(text: string, cut: Cut): string {
  const body = text.trim();
  const shown = cut(body, MAX_REVIEW_TEXT_CHARS);
  return onlySecrets(body, () => shown) ? SECRET_LEFT_OUT : withSuggestions(shown);
}
const SECRET_LEFT_OUT = '(Its text, a secret and nothing else, is left out.)';

/** How the review's first line ends: a review that only comments is said as one (GitLab's reviews all are). */
const STATE_WORDS: Record<string, string> = {
  changes_requested: ' requests changes',
  commented: ', with comments',
};

/**
 * The one message a review becomes: who reviewed and how, its body, then each line comment in
 * file order (path, line or range, the lines from the diff, the text; a suggestion as the wanted
 * text). `partial`: the line comments could be read only in part, which the message says.
 */
export function reviewMessage(
  review: Review,
  comments: readonly LineComment[],
  cut: Cut,
  partial = false,
  words: PullRequestWords = GITHUB_WORDS,
): string {
  const who = review.author?.login ?? 'a deleted account';
  const state = STATE_WORDS[review.state] ?? STATE_WORDS.commented;
  const parts = [`A review of the docs ${words.noun} by ${who}${state}.`];
  const body = review.body.trim();
  if (body !== '') parts.push(reviewText(body, cut));
  const ordered = inFileOrder(comments);
  if (ordered.length > 0)
    parts.push(`Its ${ordered.length} line comment${ordered.length === 1 ? '' : 's'}, in file order:`);
  for (const comment of ordered) parts.push(lineCommentText(comment, cut, words));
  if (partial) parts.push(`(Some of its line comments could not be read from ${words.host} and are not included.)`);
  return cut(parts.join('\n\n'), MAX_REVIEW_MESSAGE_CHARS);
}

/**
 * The reviews still owed to the agent, oldest first, each once: those `sendable` says may go,
 * not answered yet, submitted before `upTo` (the run's own review, which is sent last).
 */
export function unansweredReviews(
  reviews: readonly Review[],
  answered: ReadonlySet<number>,
  sendable: (review: Review) => boolean,
  upTo?: Review,
): Review[] {
  const seen = new Set<number>();
  const unanswered: Review[] = [];
  for (const review of [...reviews].sort(byTime)) {
    if (seen.has(review.id) || answered.has(review.id)) continue;
    seen.add(review.id);
    if (upTo !== undefined && (review.id === upTo.id || byTime(review, upTo) > 0)) continue;
    if (sendable(review)) unanswered.push(review);
  }
  return unanswered;
}

/**
 * What one run holding the claim sends, in order: the reviews owed before its own, oldest first,
 * then its own, unless it was answered already (another run sent it, or this is a re-run).
 */
export function reviewsToSend(
  reviews: readonly Review[],
  answered: ReadonlySet<number>,
  sendable: (review: Review) => boolean,
  own: Review,
): Review[] {
  const earlier = unansweredReviews(reviews, answered, sendable, own);
  return answered.has(own.id) || !sendable(own) ? earlier : [...earlier, own];
}
