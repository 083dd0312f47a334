/**
 * A review as the step's command (`CommandComment`): what the reviewer sees of the step (reactions
 * on the review's line comments, one line on the pull request saying it went to the agent or why
 * not), the lock that keeps reviews in order and once (src/pull-request/review-queue.ts), and the
 * earlier reviews left unanswered, sent first, oldest first.
 */
import {
  sendAgain,
  type NextEarlier,
  type QueueWire,
  type SendEarlier,
  type TakenCommand,
} from '../pull-request/command-queue.ts';
import { refusedForGood, type Account, type Mark } from '../pull-request/host.ts';
import { answerMark, owedMark, readAnswered, saidOwed, type ReviewLock } from '../pull-request/review-queue.ts';
import { reviewMessage, type LineComment, type Review } from '../pull-request/review.ts';
import { escapeMarkup, msg, type Say } from '../output/text.ts';
import { toProse } from '../output/redaction.ts';
import type { Log } from '../output/log.ts';
import type { CommandComment } from './follow-up-command.ts';
import { mayHaveBeenTaken, notTaken, type PostFailure } from '../common/outcome.ts';
import { inHostWords, type PullRequestWords } from '../pull-request/where.ts';

/** A review with what the step read of it. */
export interface ReviewAt {
  review: Review;
  url?: string;
  lines: LineComment[];
}

/** What the queue of earlier reviews needs: the lock, and how to read, answer and send a review. */
export interface EarlierReviewsDeps {
  wire: QueueWire;
  log: Log;
  lock: ReviewLock;
  own: Account;
  jobId: string;
  /** The reviews before this run's own (its review, or its command) that may be sent (by the verdict), oldest first; undefined when unread. */
  earlier(): Promise<Review[] | undefined>;
  /** The hidden, signed line an answer of a sent review carries, for the product pull request's mirror. */
  sentMark?(reviewId: number): string;
  /** Reads an earlier review's line comments and checks its author: its message, or why it is not sent. */
  prepare(
    review: Review,
  ): Promise<{ message: string; lines: LineComment[] } | { why: Say; lines: LineComment[] } | undefined>;
}

export interface ReviewWriterDeps extends EarlierReviewsDeps {
  mine: ReviewAt;
}

const whoOf = (review: Review): string => toProse(review.author?.login ?? 'a deleted account');
const nameOf = (at: { review: Review; url?: string }): string =>
  at.url ? `<a href="${escapeMarkup(at.url)}">review ${at.review.id}</a>` : `review ${at.review.id}`;

/** The one line on the pull request about a review, with its mark as the last line; a sent one's signed too. */
async function answer(
  deps: EarlierReviewsDeps,
  at: { review: Review; url?: string },
  said: string,
  sent = false,
): Promise<void> {
  const mark = sent && deps.sentMark ? `\n${deps.sentMark(at.review.id)}` : '';
  // Our prose in the host's words; the signed mark as made.
  const text = `${inHostWords(deps.wire.trigger, `🤖 The ${nameOf(at)} by ${whoOf(at.review)} ${said}`)}${mark}`;
  // A sent review's line waits out a rate limit, as a command's 🚀 does: a send left unanswered is sent again.
  const budget = sent && deps.wire.recordSent ? deps.wire.recordSent() : deps.wire.write();
  const write = () => deps.wire.host.createComment({ text, record: answerMark(at.review.id) }, budget);
  // A sent review's answer is the proof it was sent: written again, unless GitHub made it after all.
  // A refusal's is not: the next run refuses again.
  const answered = async () => (await readAnswered(deps.wire, deps.own))?.has(at.review.id) === true;
  const written = sent ? await sendAgain(deps.wire, write, answered) : await write();
  if (written !== 'made-meanwhile' && !written.ok)
    deps.log.warning(
      sent
        ? msg`The line answering review ${at.review.id}, which was sent, could not be written on the pull request (${written.cause}); a later run may send that review again.${refusedForGood(written) ? ' Check that the report-token may comment (pull-requests: write).' : ''}`
        : msg`The line answering review ${at.review.id}, which is not sent, could not be written on the pull request (${written.cause}); a later run answers it again.`,
    );
}

async function mark(deps: EarlierReviewsDeps, lines: readonly LineComment[], what: Mark): Promise<void> {
  for (const line of lines) await deps.wire.host.reactOnLine(line.id, what, deps.wire.write());
}

const sentLine = (jobId: string): string => `went to the agent (job ${toProse(jobId)}) as one follow-up.`;
const notSentLine = (log: Log, why: Say): string =>
  `was not sent to the agent: ${log.prose(why, 1_000).replace(/\.$/, '')}.`;
/** A send that failed after the service may have acted on it (a 5xx, no answer): neither sent nor not. */
const mayHaveLine = (log: Log, why: Say): string =>
  `may have reached the agent, or not (${log.prose(why, 1_000)}); the workflow run's log says how to check before reviewing again.`;

/**
 * A send the service certainly did not take (a 429, the service unreachable, a cancel before it
 * left): the line says so without the answer's mark, so the review stays owed and a later run sends it.
 */
async function stillOwed(deps: EarlierReviewsDeps, at: ReviewAt, why: Say): Promise<void> {
  if (await saidOwed(deps.wire, deps.own, at.review.id)) {
    deps.log.info(msg`Review ${at.review.id} was not sent to the agent yet (${why}); it stays owed, as its line says.`);
    return;
  }
  const text = `🤖 The ${nameOf(at)} by ${whoOf(at.review)} was not sent to the agent yet: ${deps.log.prose(why, 1_000)}. It stays owed: a later run sends it once (a re-run of this one, the pull request's next run, or, with wait: sweep, the sweep).`;
  const written = await deps.wire.host.createComment(
    { text: inHostWords(deps.wire.trigger, text), record: owedMark(at.review.id) },
    deps.wire.write(),
  );
  if (!written.ok)
    deps.log.info(
      msg`The line saying review ${at.review.id} was not sent yet could not be written on the pull request (${written.cause}); the review stays owed all the same.`,
    );
}

/** Sends an earlier review its own run left unanswered (or says why it does not go), then lets the lock go. */
async function takeEarlier(
  deps: EarlierReviewsDeps,
  review: Review | undefined,
  send: SendEarlier,
  passOver: (id: number) => void,
): Promise<boolean> {
  const prepared = review && (await deps.prepare(review));
  if (!review || !prepared) {
    // Not readable whole now: it holds up nothing this run sends, and a later run sends it.
    if (review) {
      passOver(review.id);
      deps.log.info(
        `Review ${review.id}, submitted before this one, could not be read whole now (its line comments, or its author's permission): the pull request's next run sends it, and this run goes on without it.`,
      );
    }
    await deps.lock.release();
    return false;
  }
  if ('why' in prepared) {
    await answer(deps, { review }, notSentLine(deps.log, prepared.why));
    await mark(deps, prepared.lines, 'confused');
    await deps.lock.release();
    return false;
  }
  deps.log.info(
    `Review ${review.id}, submitted before this one, was not sent by its own run: this run sends it first.`,
  );
  const sent = await send(prepared.message);
  if (sent !== true && notTaken(sent)) {
    // Still owed, for a later run: this one goes on without it, as with one it could not read.
    passOver(review.id);
    await stillOwed(deps, { review, lines: prepared.lines }, sent.headline);
  } else {
    const said = sent === true ? sentLine(deps.jobId) : 'could not be sent to the agent; the log of the run says why.';
    await answer(deps, { review }, said, sent === true);
    await mark(deps, prepared.lines, sent === true ? 'rocket' : 'confused');
  }
  await deps.lock.release();
  return sent === true;
}

/**
 * The reviews before this run's own left unanswered, oldest first, under the lock: `next` takes
 * the lock once the job is not active (held on `take` and `none`, let go on `wait`), `take` sends
 * one and lets the lock go.
 */
export function earlierReviews(deps: EarlierReviewsDeps) {
  const { lock, wire } = deps;
  let unanswered: Review[] = [];
  const passedOver = new Set<number>();
  return {
    async next(): Promise<NextEarlier> {
      const taken = await lock.take();
      if (taken !== 'held') return taken === 'busy' ? { kind: 'wait', lockBusy: true } : { kind: 'wait' };
      const [answered, before] = await Promise.all([readAnswered(wire, deps.own), deps.earlier()]);
      if (answered === undefined || before === undefined) {
        await lock.release();
        return { kind: 'wait' };
      }
      unanswered = before.filter((review) => !answered.has(review.id) && !passedOver.has(review.id));
      const next = unanswered[0];
      if (next === undefined) return { kind: 'none' };
      const command = {
        id: next.id,
        login: next.author?.login ?? '',
        message: '',
        recent: false,
        at: next.submittedAt,
      };
      return { kind: 'take', command };
    },
    take: (next: TakenCommand, send: SendEarlier) =>
      takeEarlier(
        deps,
        unanswered.find((review) => review.id === next.command.id),
        send,
        (id) => passedOver.add(id),
      ),
  };
}

export function reviewWriter(deps: ReviewWriterDeps): CommandComment {
  const { lock, mine, wire, log } = deps;
  const earlier = earlierReviews(deps);
  let lockBusy = false;
  return {
    id: mine.review.id,
    review: true,
    async react(what: Mark): Promise<void> {
      if (what === 'rocket') await answer(deps, mine, sentLine(deps.jobId), true);
      await mark(deps, mine.lines, what);
      if (what === 'rocket') await lock.release();
    },
    async notSent(why: Say, failed?: PostFailure): Promise<void> {
      if (failed && notTaken(failed)) await stillOwed(deps, mine, why);
      else {
        await answer(deps, mine, failed && mayHaveBeenTaken(failed) ? mayHaveLine(log, why) : notSentLine(log, why));
        await mark(deps, mine.lines, 'confused');
      }
      await lock.release();
    },
    nextEarlier: () => earlier.next(),
    takeOver: (next, send) => earlier.take(next, send),
    async stillOurs(waitForLock = true): Promise<boolean> {
      // Another run holds the lock for seconds (one review's send): waited out, within bounds.
      let taken = lock.isHeld() ? 'held' : await lock.take();
      const canWait = (): boolean => waitForLock && !wire.cancelled() && (wire.left?.() ?? Infinity) > LOCK_WAIT_MS;
      for (let wait = 0; taken === 'busy' && wait < LOCK_WAITS && canWait(); wait++) {
        await wire.sleep(LOCK_WAIT_MS);
        taken = await lock.take();
      }
      lockBusy = taken === 'busy';
      if (taken !== 'held') return false;
      const answered = await readAnswered(wire, deps.own);
      if (answered !== undefined && !answered.has(mine.review.id)) return true;
      await lock.release();
      return false;
    },
    release: () => lock.release(),
    lockBusy: () => lockBusy,
  };
}

/** How often, and how long each time, a run waits for the reviews' lock another run holds. */
const LOCK_WAITS = 6;
const LOCK_WAIT_MS = 5_000;
/** How long a run waits, all told, on the reviews' lock another run holds before it leaves its review to the next run. */
export const LOCK_HELD_MS = LOCK_WAITS * LOCK_WAIT_MS;

/**
 * A `/docs` command's run with the reviews before it: whichever earlier one, command or review,
 * was written first goes first; the review lock, once taken, is held through this run's own send
 * (as a review's run holds it), so no review's run sends while this one does.
 */
export function withEarlierReviews(
  comment: CommandComment,
  reviews: ReturnType<typeof earlierReviews>,
  lock: ReviewLock,
): CommandComment {
  let chosen: 'review' | 'command' = 'command';
  return {
    id: comment.id,
    async react(what: Mark): Promise<void> {
      await comment.react(what);
      if (what === 'rocket') await lock.release();
    },
    async notSent(why: Say, failed?: PostFailure): Promise<void> {
      await comment.notSent(why, failed);
      await lock.release();
    },
    async nextEarlier(): Promise<NextEarlier> {
      const command = await comment.nextEarlier();
      if (command.kind === 'wait' || command.kind === 'refused') return command;
      // Another run sends a review now: wait. Reviews GitHub cannot list or lock now hold up no command: a later run sends them.
      const taken = await lock.take();
      if (taken === 'busy') return { kind: 'wait', lockBusy: true };
      const read: NextEarlier = taken === 'held' ? await reviews.next() : { kind: 'none' };
      const reviewFirst =
        read.kind === 'take' &&
        (command.kind === 'none' || (read.command.at ?? 0) <= (command.command.at ?? Number.POSITIVE_INFINITY));
      chosen = reviewFirst ? 'review' : 'command';
      if (reviewFirst) return read;
      if (command.kind === 'take') await lock.release();
      return command;
    },
    takeOver: (next, send) => (chosen === 'review' ? reviews.take(next, send) : comment.takeOver(next, send)),
    async stillOurs(): Promise<boolean> {
      const ours = await comment.stillOurs();
      if (!ours) await lock.release();
      return ours;
    },
    async release(): Promise<void> {
      await comment.release();
      await lock.release();
    },
  };
}

/** The message of a review read now: its line comments, and whether they could be read only in part. */
export function messageOf(
  review: Review,
  lines: LineComment[] | undefined,
  log: Pick<Log, 'excerpt'>,
  words?: PullRequestWords,
): string {
  return reviewMessage(review, lines ?? [], (text, max) => log.excerpt(text, max), lines === undefined, words);
}
