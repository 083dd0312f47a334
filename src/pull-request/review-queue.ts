/**
 * The reviews of a pull request as a queue that lives on the host, beside the `/docs` commands.
 *
 * A review is _answered_ once the action's account wrote its one line about it on the pull
 * request (sent, or why not): that comment's last line names the review (`answerMark`), and only
 * the account's own comments are read for it. A review's body takes no reaction, so the claim is
 * not on the review: it is one lock for every unanswered review of the pull request, the pull
 * request's lease (a 🎉 by the account on the action's own comment there, the one that records the job). The
 * host makes a reaction once per account (201, then 200), so one run holds the lock; it holds it
 * only from "the job is not active" to the answer of the one review it sends (seconds), then lets
 * it go. A lock whose run has ended (no other run in progress, as the Actions API says) or older
 * than STALE_CLAIM_MS is taken over (its reaction removed and made again, so only one run wins).
 */
import { answeredCommands, isAccount } from './comment.ts';
import type { QueueWire } from './command-queue.ts';
import type { Account, Comment } from './host.ts';
import type { LeaseBook, Leased } from './lease.ts';
import { placeSignature, signedForPlace, type Place, type RecordKeys } from './record.ts';

/** The last line of an answer: the review it answers. */
export const answerMark = (reviewId: number): string => `<!-- wait-for-agent-job review-answered ${reviewId} -->`;
const ANSWER_LINE = /\n<!-- wait-for-agent-job review-answered (\d{1,16}) -->$/;

/** The last line of a "not sent yet" line: the review it is about, still owed (no answer). */
export const owedMark = (reviewId: number): string => `<!-- wait-for-agent-job review-owed ${reviewId} -->`;

/** Whether the account said already that a review is still owed: one line, however many looks the limit lasts. */
export async function saidOwed(wire: QueueWire, own: Account, reviewId: number): Promise<boolean> {
  const listed = await wire.host.comments(wire.read());
  const line = owedMark(reviewId);
  return (
    listed.ok &&
    listed.value.some(
      ({ body, author }) => isAccount(author, own) && body.replace(/\r\n?/g, '\n').trimEnd().endsWith(`\n${line}`),
    )
  );
}

/** The reviews the account answered, from its own comments' last lines; another account's never count. */
export function answeredReviews(comments: readonly Comment[], own: Account): Set<number> {
  const answered = new Set<number>();
  for (const { body, author } of comments) {
    const found = ANSWER_LINE.exec(body.replace(/\r\n?/g, '\n').trimEnd());
    if (found && isAccount(author, own)) answered.add(Number(found[1]));
  }
  return answered;
}

/**
 * A hidden line in the answer of a review that went to the agent: the review, signed for the pull
 * request with the job's id, so the product pull request's mirror (read with another token, by
 * another account) can say "sent to the agent" and believe only what a holder of the api-key wrote.
 */
export const sentMark = (apiKey: string, place: Place, reviewId: number, jobId: string): string =>
  `<!-- wait-for-agent-job review-sent ${reviewId} ${placeSignature(apiKey, place, sentText(reviewId, jobId))} -->`;
const sentText = (reviewId: number, jobId: string): string => `review-sent ${reviewId} to ${jobId}`;
const SENT_LINE = /^<!-- wait-for-agent-job review-sent (\d{1,16}) ([A-Za-z0-9_-]{32}) -->$/gm;
/** How many marks of one comment are checked: a bound on the signatures anyone's comment can make us check. */
const MAX_MARKS_CHECKED = 100;

/**
 * The reviews that comments say went to the job: only a mark the keys verify for this place and
 * this job counts, whoever wrote the comment. Nothing here is shown or sent: only the review ids
 * of marks that verify come out.
 */
export function sentReviews(bodies: readonly string[], keys: RecordKeys, place: Place, jobId: string): Set<number> {
  const sent = new Set<number>();
  for (const body of bodies)
    for (const [, id = '', signature = ''] of [...body.replace(/\r\n?/g, '\n').matchAll(SENT_LINE)].slice(
      0,
      MAX_MARKS_CHECKED,
    ))
      if (signedForPlace(keys, place, sentText(Number(id), jobId), signature)) sent.add(Number(id));
  return sent;
}

export type LockState = 'held' | 'busy' | 'failed';

/**
 * The lock on a pull request's reviews: the pull request's lease (lease.ts), a 🎉 by the account
 * on the action's comment `lockId`, taken over when its run has ended, no other run is in
 * progress, or it is older than STALE_CLAIM_MS; shared with a stage of this run that holds it.
 */
export function createReviewLock(wire: QueueWire, lockId: number, nowMs: () => number, leases: LeaseBook) {
  let held: Extract<Leased, { kind: 'taken' }> | undefined;
  const self = { run: wire.trigger.runId, attempt: wire.trigger.attempt };
  const site = {
    ...{ host: wire.host, commentId: lockId, self, budget: wire.write, date: nowMs },
  };
  return {
    isHeld: (): boolean => held !== undefined,
    /** Takes the lock: `busy` while another run holds it (not for long), `failed` when the host made no answer. */
    async take(): Promise<LockState> {
      if (held !== undefined) return 'held';
      const leased = await leases.hold(site);
      if (leased.kind !== 'taken') return leased.kind === 'busy' ? 'busy' : 'failed';
      held = leased;
      return 'held';
    },
    /** Lets it go: the next run may take it at once. */
    async release(): Promise<void> {
      const lease = held;
      held = undefined;
      await lease?.release();
    },
  };
}

export type ReviewLock = ReturnType<typeof createReviewLock>;

/**
 * The reviews answered on the pull request, read again now: by an answer line, or by the record of
 * the turn that sent one (its line may have failed); undefined when the comments cannot be read.
 */
export async function readAnswered(wire: QueueWire, own: Account): Promise<Set<number> | undefined> {
  const listed = await wire.host.comments(wire.read());
  if (!listed.ok) return undefined;
  const recorded = answeredCommands(listed.value, wire.trigger, wire.keys, own, 'reviews');
  return new Set([...answeredReviews(listed.value, own), ...recorded]);
}
