/**
 * What a step queued while its job was busy (a push, a `/docs` command), sent by the sweep once
 * the job is not, in the order queued, one pending run at a time: the pushes' news since the head the job
 * was last told (src/pull-request/decide.ts), then the oldest queued command, by its comment and no other
 * (src/step/unanswered-command.ts), or review, by its id (src/step/review-run.ts `sendOwedReview`), as the pull request's
 * own run would have sent them. That pending run becomes the pending run of the message; the push
 * runs before it are told with it and finished with the job's state; later commands stay queued
 * for the pending run after.
 */
import type { NothingToDoEnding } from '../pull-request/docs-need.ts';
import { asPullRequestEvent, reportHostOf } from '../pull-request/code-host.ts';
import { isoDate } from '../common/clock.ts';
import { isFinal } from '../common/agent-job.ts';
import { viewJob } from '../service/job-view.ts';
import { msg, type Say } from '../output/text.ts';
import {
  CUT_MARKER_CHARS,
  digest,
  MAX_SAID_CHARS,
  readRecord,
  recordKeysOf,
  type Pending,
  type StepRecord,
} from '../pull-request/record.ts';
import type { PullRequestHost } from '../pull-request/host.ts';
import { ownAnswer } from '../pull-request/comment.ts';
import type { FetchResult } from '../service/client.ts';
import { notTaken, type PostFailure } from '../common/outcome.ts';
import { startOrSend, type Posted } from '../service/round-trip.ts';
import { sendUnansweredCommand } from '../step/unanswered-command.ts';
import type { CommandComment } from '../step/follow-up-command.ts';
import type { SendEarlier } from '../pull-request/command-queue.ts';
import { sendOwedReview } from '../step/review-run.ts';
import { readAndDecide } from '../step/pull-request-state.ts';
import { LEASE_PAUSE_MS } from '../pull-request/lease.ts';
import { withDispatchesSent, withDispatchOwed, type PendingRun } from './pending.ts';
import { giveUp } from './given-up-command.ts';
import { sentUnrecorded, takenByAnotherRun, type SentCommand } from './sent-unrecorded.ts';
import {
  asStep,
  commentGone,
  endingOf,
  finishPendingRun,
  finishTurns,
  ownAccount,
  pendingRunSurfaces,
  triggerOf,
  type Finishing,
} from './pending-run.ts';

/**
 * Finishes pending runs that send nothing with the job's state. `sentOn`: the head a message just
 * sent told, whose check run is that message's turn's: a run folded into it on that head creates
 * none, nor does one on a head a newer turn was queued on (here or `stillQueued`): that one took
 * its check run over.
 * True when one could not be finished: it stays pending (and the label with it) for the next sweep.
 */
async function finishAll(
  f: Finishing,
  pendingRuns: PendingRun[],
  job: string,
  fetched: FetchResult,
  sentOn?: string,
  postFailure?: PostFailure,
  stillQueued: PendingRun[] = [],
): Promise<boolean> {
  // A message the service may have taken ends the turn as its step's would: failed, with what to do next.
  // Nothing sent (held back, or the job takes no more): the job as read stands, its docs pull request with it.
  const asRead = postFailure?.requests === 0 && fetched.kind === 'job' ? { view: viewJob(fetched.job) } : {};
  const ending = postFailure
    ? { id: job, result: { outcome: 'final' as const, polls: postFailure.requests ?? 1, waitedMs: 0 }, ...asRead }
    : endingOf(job, fetched, false);
  const how = {
    ending: () => ending,
    pendingToo: stillQueued,
    sentOn,
    ...(postFailure ? { options: { postFailure } } : {}),
  };
  return (await finishTurns(f, pendingRuns, how)).length > 0;
}

/**
 * A queued turn whose job completed and takes no more (its docs pull request merged or closed):
 * what it queued was not sent, and a sweep starts no job. Its check run says so, neutral, rather
 * than the job's success, which would pass the head's news off as documented. A job that failed
 * keeps its own ending.
 */
function newsNotSent(
  job: string,
  fetched: FetchResult,
  command: string | undefined,
  takesNoMore: 'start' | 'start-closed' | 'agents-own',
): PostFailure | undefined {
  if (fetched.kind !== 'job' || fetched.job.status !== 'completed') return undefined;
  const now = command === undefined ? '' : msg`; to start one now, comment ${command} with what to document`;
  // Closed or merged, the pull request gets no push: only a command starts the next job.
  if (takesNoMore === 'start-closed')
    return {
      outcome: 'skipped',
      headline: 'not sent: the job takes no more follow-ups',
      why: msg`Job ${job} completed and takes no more follow-ups (its docs pull request was merged or closed), and a sweep starts no job, so what this turn queued was not sent.`,
      next:
        command === undefined
          ? 'This pull request is closed, so no push starts a new job here.'
          : msg`This pull request is closed, so no push starts a new job: comment ${command} on it with what to document to start one.`,
      notActed: true,
      requests: 0,
    };
  const onProduct = command === undefined ? 'push to' : msg`comment ${command} on`;
  return {
    outcome: 'skipped',
    headline: 'not sent: the job takes no more follow-ups',
    why:
      takesNoMore === 'start'
        ? msg`Job ${job} completed and takes no more follow-ups (its docs pull request was merged or closed), and a sweep starts no job, so what this turn queued was not sent.`
        : msg`Job ${job} completed and takes no more follow-ups (its docs pull request, this one, was merged or closed), and the agent's own docs pull request starts no job, so what this turn queued was not sent.`,
    next:
      takesNoMore === 'start'
        ? msg`The pull request's next push starts a new job with its prompt${now}.`
        : msg`To document more, ${onProduct} the product pull request: that starts a new job.`,
    notActed: true,
    requests: 0,
  };
}

/** A queued push's turn on a pull request made a draft or labelled 'skip-label' since: not sent, as its own run would have said. */
const heldBackEnding = (ending: NothingToDoEnding): PostFailure => ({
  outcome: 'skipped',
  headline:
    ending.outcome === 'draft'
      ? 'not sent: the pull request is a draft'
      : "not sent: the pull request carries 'skip-label'",
  why: msg`${ending.why} What this turn queued was not sent.`,
  // The ending's own advice is for a pull request with no job yet ("to start the job"): this one has one.
  next:
    ending.outcome === 'draft'
      ? 'Marking it ready for review sends what changed since the job was last told.'
      : 'Removing the label sends what changed since the job was last told.',
  notActed: true,
  requests: 0,
});

/** Queued turns that owe the job nothing (`start`: it takes no more), finished with its state. */
async function finishUnsent(
  f: Finishing,
  /**
   * The job takes no more: `start`, the pull request's next run starts a new one (`start-closed`:
   * none comes, it is closed); `agents-own`, this pull request starts none.
   */
  takesNoMore: 'start' | 'start-closed' | 'agents-own' | undefined,
  turns: PendingRun[],
  {
    job,
    fetched,
    heldBack,
    later,
    toldHead,
  }: {
    job: string;
    fetched: FetchResult;
    heldBack?: NothingToDoEnding | undefined;
    later: PendingRun[];
    /** The head read now, which the job was told: a turn queued on it is folded into that telling's check run. */
    toldHead?: string | undefined;
  },
): Promise<boolean> {
  if (heldBack && !takesNoMore) {
    f.deps.log.info(
      msg`Pull request #${f.where.pull}: ${heldBack.heading}: what was queued for job ${job} is not sent.`,
    );
    return finishAll(f, turns, job, fetched, undefined, heldBackEnding(heldBack), later);
  }
  await answerQueuedCommand(f, takesNoMore, turns);
  f.deps.log.info(
    takesNoMore === 'start-closed'
      ? msg`Pull request #${f.where.pull}: job ${job} takes no more follow-ups, and the pull request is closed: what was queued is not sent (a ${turns.at(-1)?.record.pending.command ?? 'command'} on it starts a new job).`
      : takesNoMore === 'start'
        ? msg`Pull request #${f.where.pull}: job ${job} takes no more follow-ups; the pull request's next run starts a new job with its prompt.`
        : takesNoMore === 'agents-own'
          ? msg`Pull request #${f.where.pull}: job ${job} takes no more follow-ups, and this pull request (the agent's own) starts none: what was queued is not sent.`
          : msg`Pull request #${f.where.pull}: nothing queued for job ${job} is new; its check runs show the job's state.`,
  );
  const command = turns.at(-1)?.record.pending.command;
  const notSent = takesNoMore ? newsNotSent(job, fetched, command, takesNoMore) : undefined;
  return finishAll(f, turns, job, fetched, takesNoMore ? undefined : toldHead, notSent, later);
}

/**
 * A command queued on a closed pull request whose job takes no more: answered 😕 (no run sends it,
 * the check run says why), so its author sees it was not sent rather than waiting on it.
 */
async function answerQueuedCommand(
  f: Finishing,
  takesNoMore: 'start' | 'start-closed' | 'agents-own' | undefined,
  turns: PendingRun[],
): Promise<void> {
  if (takesNoMore !== 'start-closed') return;
  for (const { record } of turns) {
    const comment = record.pending.comment;
    if (comment !== undefined) await f.host.react(comment, 'confused', f.budget());
  }
}

/** The pull request as it is now, and what its own run would decide for the queued turn. */
async function decisionNow(f: Finishing, newest: PendingRun) {
  const { deps, config, where } = f;
  const { pending } = newest.record;
  const trigger = triggerOf(where, newest, deps.env);
  const token = config.visibility.reportToken;
  // The pull request as it is now (open, draft, labels, head), as a run of its own would read it; a
  // turn of this run's own, as it read it when it made the turn (its record is on that head).
  const facts = newest.ownTurn
    ? { ok: true as const, value: newest.ownTurn.facts }
    : await deps.codeHost.pullRequestFacts(token, trigger, f.budget());
  if (!facts.ok)
    return {
      kind: 'unread' as const,
      why: msg`the pull request could not be read (${facts.cause}); check that the report-token can read pull requests (pull-requests: read)`,
    };
  const atHead = asPullRequestEvent(trigger, facts.value, 'as-its-close');
  if ('owesNothing' in atHead) return { kind: 'owes-nothing' as const, why: atHead.owesNothing };
  const host = reportHostOf(deps.codeHost, token, atHead);
  const asQueued = asStep(config, pending);
  const pushDeps = { ...deps, deadline: f.budget().deadline };
  // The same decision as the pull request's own run: its step already found a file needing docs.
  const known = { earlier: { kind: 'none' as const }, paths: { kind: 'needed' as const } };
  const { decision, snapshot } = await readAndDecide(pushDeps, asQueued, atHead, host, undefined, known);
  // Read busy now: another run sent it a turn since this one read it ended (its decision then says
  // this head's news is queued already).
  const busy = snapshot.job?.kind === 'found' && !isFinal(snapshot.job.status);
  return { kind: 'decided' as const, decision, atHead, host, head: facts.value.head, asQueued, pushDeps, busy };
}

/** What a queued run owes the job: the pushes' news, and its own command when it queued one. */
async function queuedMessage(f: Finishing, newest: PendingRun) {
  const { pending } = newest.record;
  const now = await decisionNow(f, newest);
  if (now.kind !== 'decided') return now;
  // What is queued waits for a job busy again, as for any busy one.
  if (now.busy) return { kind: 'busy' as const };
  const { atHead, host, head, asQueued, pushDeps } = now;
  const { then, commandTo } = now.decision;
  // A job that takes no more (its docs pull request merged or closed at the head it was told): a
  // queued command starts the next job, with the prompt a sweep has not, so the next run sends it.
  if (then.kind === 'start' || (commandTo && 'newJob' in commandTo))
    return { kind: 'start' as const, host, closed: atHead.pullRequest?.state !== 'open' };
  // A fact that could not be read (the job, what the pushes changed) is no "nothing new": it waits.
  if (then.kind === 'end' && then.unread) return { kind: 'unread' as const, why: then.ending.why };
  const only = pending.comment;
  const target = commandTo && 'jobId' in commandTo ? commandTo : undefined;
  // A pull request that may start no job (the agent's own, its job ended): its command is answered 😕.
  const commandTarget = commandTo && 'refused' in commandTo ? commandTo : target;
  const refused = commandTo && 'refused' in commandTo ? commandTo.refused : undefined;
  // A review queued on a pull request that may start no job (the agent's own, merged) is answered as not sent.
  const reviewed =
    (target || refused !== undefined) && pending.review !== undefined
      ? await sendOwedReview(pushDeps, asQueued, atHead, host, {
          queued: { reviewId: pending.review, news: target?.news, ...(refused === undefined ? {} : { refused }) },
        })
      : 'answered';
  const taken =
    reviewed !== 'answered'
      ? reviewed
      : commandTarget && only !== undefined
        ? await sendUnansweredCommand(pushDeps, asQueued, atHead, commandTarget, host, { only, oneWorkflow: true })
        : undefined;
  const plan = taken?.work.plan;
  const message = plan?.kind === 'message' ? plan.message : then.kind === 'tell' ? then.news : undefined;
  // A command or review still unanswered (a read failed, the review lock is held) waits for the next sweep.
  const answer = only !== undefined && !taken ? await answered(host, only, f) : true;
  const unanswered = reviewed === undefined || answer !== true;
  const why: Say = msg`the queued command or review cannot be answered now: ${typeof answer === 'object' ? answer.why : 'its author’s permission could not be read, or another run holds the reviews’ lock'}`;
  const takesNoMore = refused !== undefined;
  // A draft, or a pull request labelled 'skip-label' since: its push's own run would have written `skipped`.
  const heldBack =
    then.kind === 'end' && ['draft', 'skip-label'].includes(then.ending.outcome) ? then.ending : undefined;
  return {
    kind: 'send' as const,
    host,
    head,
    taken,
    message,
    asStep: asQueued,
    unanswered,
    why,
    takesNoMore,
    heldBack,
  };
}

/**
 * Whether a queued command needs nothing more (with why not, when a read or write failed): answered, sent (🚀) or refused (😕) by the
 * action's account (another bot's 🚀 is no answer), deleted, or edited while it waited (an edited comment is no command: it is answered 😕
 * here, so the queue behind it goes on).
 */
async function answered(host: PullRequestHost, commentId: number, f: Finishing): Promise<true | false | { why: Say }> {
  const [reactions, own] = await Promise.all([host.reactions(commentId, f.budget()), ownAccount(f)]);
  if (!reactions.ok)
    return (
      (reactions.status === 404 && (await commentGone(f, commentId))) || {
        why: msg`its reactions could not be read (${reactions.cause})`,
      }
    );
  if (own === undefined) return { why: 'GitHub would not say which account the report-token is' };
  if (ownAnswer(reactions.value, own) !== undefined) return true;
  const read = await host.comment(commentId, f.budget());
  if (!read.ok) return read.status === 404 || { why: msg`its comment could not be read (${read.cause})` };
  if (!read.value.edited) return false;
  f.deps.log.info(
    msg`Pull request #${f.where.pull}: the queued command (comment ${commentId}) was edited while it waited; an edited comment is no command, so it is answered as not sent (😕).`,
  );
  const refused = await host.react(commentId, 'confused', f.budget());
  return refused.ok || { why: msg`its 😕 could not be made (${refused.cause})` };
}

/** What a sent turn answers: its command's comment, or its review (review ids are not comment ids). */
const answeredBy = (comment: CommandComment | undefined) =>
  comment === undefined ? {} : comment.review ? { answersReview: comment.id } : { answers: comment.id };

/** The newest queued run, now the pending run of the message the sweep sent. */
function sentTurn(
  f: Finishing,
  newest: PendingRun,
  sent: {
    message: string;
    job: string;
    head?: string | undefined;
    who?: string | undefined;
    headUntold?: boolean | undefined;
    answers?: number | undefined;
    answersReview?: number | undefined;
    /** The job's status in the service's answer to the message. */
    status?: string | undefined;
  },
): StepRecord {
  const { record } = newest;
  const pending = asSent(record.pending);
  return {
    run: record.run,
    attempt: record.attempt,
    kind: 'message',
    sent: digest(sent.message),
    jobs: [sent.job],
    ...(record.step === undefined ? {} : { step: record.step }),
    ...(sent.head && !sent.headUntold ? { head: sent.head } : {}),
    ...(sent.who ? { who: sent.who } : {}),
    ...(sent.answers === undefined ? {} : { answers: sent.answers }),
    ...(sent.answersReview === undefined ? {} : { answersReview: sent.answersReview }),
    at: isoDate(f.deps.clock),
    said: f.deps.log.excerpt(sent.message, MAX_SAID_CHARS - CUT_MARKER_CHARS),
    pending: {
      ...pending,
      ...(sent.head ? { sha: sent.head } : {}),
      ...(sent.status !== undefined && isFinal(sent.status) ? { sentAsFinal: true as const } : {}),
      until: Math.round(f.deps.clock.date() + (pending.timeout ?? f.config.timeoutMs)),
    },
  };
}

/**
 * The pending run the sweep sends now, in the order queued: the oldest command's (the push runs before
 * it are told with it), else the newest push's (the older pushes are in its news); the rest wait.
 */
export function nextQueued(queued: PendingRun[]) {
  const oldestFirst = [...queued].sort(
    (a, b) => Number(a.record.run) - Number(b.record.run) || a.record.attempt - b.record.attempt,
  );
  const at = oldestFirst.findIndex(({ record }) => (record.pending.comment ?? record.pending.review) !== undefined);
  if (at < 0) return { chosen: oldestFirst.at(-1), folded: oldestFirst.slice(0, -1), later: [] };
  return { chosen: oldestFirst[at], folded: oldestFirst.slice(0, at), later: oldestFirst.slice(at + 1) };
}

/**
 * Commands go in the order written: an earlier one no run answered (its run was cancelled while
 * pending) is sent first, as the command's own run would have, and the queued one waits for the
 * next look (its claim let go). True when the queued one waits. A review's turn does the same
 * with the reviews before it, under the reviews' lock (src/step/review-comment.ts).
 */
async function earlierFirst(
  f: Finishing,
  { comment, chosen }: { comment: CommandComment; chosen: PendingRun },
  job: string,
  post: (message: string) => Promise<Posted | PostFailure>,
): Promise<boolean> {
  const earlier = await comment.nextEarlier();
  if (earlier.kind === 'none') return false;
  if (earlier.kind === 'refused') {
    f.deps.log.warning(
      msg`Pull request #${f.where.pull}: GitHub refused the report-token (${earlier.cause}) reading its earlier commands: what is queued for job ${job} waits for the next sweep. Give the step a valid report-token.`,
    );
    await comment.release();
    return true;
  }
  let posted = false;
  const send: SendEarlier = async (message) => {
    posted = true;
    const answer = await post(message);
    return 'view' in answer || answer;
  };
  // The earlier turn ends when the job next does, before the queued one is sent: its dispatch is
  // owed then. Written before the send, so a sweep stopped after it still owes it; not written, nothing is sent now.
  const owes = earlier.kind === 'take' && chosen.record.pending.dispatch !== undefined;
  if (owes && !(await owedDispatchWritten(f, chosen, true))) {
    await comment.release();
    f.deps.log.info(
      msg`Pull request #${f.where.pull}: an earlier command or review than the one queued for job ${job} goes first, but its 'on-finish-dispatch' could not be recorded (the comment could not be written): nothing is sent now, and the next sweep sends it.`,
    );
    return true;
  }
  const sentEarlier = earlier.kind === 'take' && (await comment.takeOver(earlier, send));
  // Nothing went: no turn of it owes a dispatch.
  if (owes && !sentEarlier) await owedDispatchWritten(f, chosen, false);
  // One not even sent (refused, or left to the next run as its author's permission is unread) holds
  // nothing: the queued one goes now. One the service did not take keeps its place at the next look.
  if (!sentEarlier && !posted && (await comment.nextEarlier()).kind === 'none') return false;
  await comment.release();
  f.deps.log.info(
    msg`Pull request #${f.where.pull}: an earlier command or review than the one queued for job ${job} was not answered yet; it goes first, and the queued one waits for the next look.`,
  );
  return true;
}

/**
 * The queued turn's record says whether it owes the dispatch of an earlier turn sent before it, as
 * a run that sends one first records (src/step/let-go.ts). False when the comment could not be written.
 */
async function owedDispatchWritten(f: Finishing, chosen: PendingRun, owed: boolean): Promise<boolean> {
  const keys = recordKeysOf(f.config);
  const read = await f.host.comment(f.commentId, f.budget());
  const body =
    read.ok &&
    (owed
      ? withDispatchOwed(read.value.body, chosen.name, keys, chosen.record)
      : withDispatchesSent(read.value.body, chosen.name, keys, [chosen.record]));
  const written = body ? await f.host.updateComment(f.commentId, body, f.budget()) : undefined;
  return written?.ok === true;
}

/**
 * The pull request could not be read (what is queued waits for the next look), or owes the job
 * nothing now (closed, a fork's): what is queued is finished with the job's state. True: it waits.
 */
async function notNow(
  f: Finishing,
  next: { kind: 'unread' | 'owes-nothing'; why: Say },
  { queued, job, fetched }: { queued: PendingRun[]; job: string; fetched: FetchResult },
): Promise<boolean> {
  const pull = f.where.pull;
  // Past its deadline what is queued is finished, as when the job stayed busy: never pending for good.
  const late = f.deps.clock.date() >= deadlineOf(queued);
  if (next.kind === 'unread' && !late) {
    f.deps.log.info(
      msg`Pull request #${pull}: what is queued for job ${job} cannot go now (${next.why}): it waits for the next look, until its step's 'timeout'.`,
    );
    return true;
  }
  if (next.kind === 'unread') {
    f.deps.log.warning(
      msg`Pull request #${pull}: what was queued for job ${job} could not go before its step's 'timeout' (${next.why}): it is finished with the job's state, nothing sent; a command or review left unanswered is sent by the pull request's next run.`,
    );
    return finishAll(f, queued, job, fetched);
  }
  f.deps.log.info(
    msg`Pull request #${pull} owes job ${job} nothing that was queued: ${next.why}. Its check runs show the job's state.`,
  );
  return finishAll(f, queued, job, fetched);
}

/** A queued turn's pending part once its message is sent: no longer queued, nor ended unsent (its deadline is the send's). */
const asSent = ({ queued: _queued, unsent: _unsent, checkOn: _checkOn, ...rest }: Pending): Pending => rest;

/**
 * The earliest deadline of the queued turns not yet ended unsent; with none, of those that did
 * (the last wait UNSENT_WAIT_MS gave them).
 */
export function deadlineOf(queued: readonly PendingRun[]): number {
  const fresh = queued.filter(({ record }) => !record.pending.unsent);
  return Math.min(...(fresh.length > 0 ? fresh : queued).map(({ record }) => record.pending.until));
}

/**
 * What is queued for a job still busy (or unread) waits. Past its own deadline its check run ends
 * timed out, unsent (no read said the job had ended), once; it stays queued, so the label stays
 * and a sweep sends it once the job is not busy, for UNSENT_WAIT_MS more at most: then it is
 * finished for good (the pull request's next run sends the news; a command, past the commands'
 * look-back by then, is answered 😕). True while any is still queued.
 */
async function stillBusy(f: Finishing, queued: PendingRun[], job: string, fetched: FetchResult): Promise<boolean> {
  const { deps } = f;
  if (deps.clock.date() < deadlineOf(queued)) return true;
  const waited = queued.filter(({ record }) => record.pending.unsent);
  const fresh = queued.filter(({ record }) => !record.pending.unsent);
  // One whose unsent ending could not be written stays as it was: still queued, its deadline passed.
  const unsent = {
    ending: () => endingOf(job, fetched, true, 0),
    options: { unsent: true as const },
    pendingToo: waited,
  };
  await finishTurns(f, fresh, unsent);
  const over = waited.filter(({ record }) => deps.clock.date() >= record.pending.until);
  const waiting = over.length > 0 ? await giveUp(f, over, job, fetched, queued) : 0;
  return over.length - waiting < queued.length;
}

/**
 * What became of the queued turns: `sent` (a message went, or an earlier one is recorded now, and
 * its turn is pending), `waiting` (nothing went: a turn is still queued) or `done` (none is left).
 * The label stays unless `done`.
 */
/** `recorded`: a turn an earlier sweep sent, recorded now (nothing sent by this one). */
export type QueuedAfter = 'sent' | 'recorded' | 'waiting' | 'done';

const waits = (pending: boolean): QueuedAfter => (pending ? 'waiting' : 'done');

/**
 * Whether another pull request of this run (the product's and its docs pull request share the job)
 * sent the job a message a moment ago: it is busy with that turn, and this one waits for the next
 * look. Else the job is this pull request's to send to, from now on.
 */
async function busyWithAnother(f: Finishing, job: string, command: CommandComment | undefined): Promise<boolean> {
  if (!f.sentTo?.has(job)) {
    f.sentTo?.add(job);
    return false;
  }
  await command?.release();
  f.deps.log.info(
    msg`Pull request #${f.where.pull}: job ${job} was just sent a follow-up for another pull request of this run, so what is queued here waits for the next look.`,
  );
  return true;
}

/** The job read busy again (another run sent it a turn a moment ago): what is queued waits for the next look. */
function busyAgain(f: Finishing, job: string): QueuedAfter {
  f.deps.log.info(
    msg`Pull request #${f.where.pull}: job ${job} is busy again (another run sent it a turn a moment ago): what is queued waits for the next look.`,
  );
  return 'waiting';
}

/** A queued turn whose command another run took and sent (a push's new job): finished with the job's state. */
async function finishedIfTaken(
  f: Finishing,
  { chosen, folded, later }: ReturnType<typeof nextQueued>,
  job: string,
  fetched: FetchResult,
): Promise<QueuedAfter | undefined> {
  if (!chosen) return undefined;
  const taken = await takenByAnotherRun(f, chosen);
  if (!taken) return undefined;
  f.deps.log.info(
    msg`Pull request #${f.where.pull}: the command queued for job ${job} (comment ${chosen.record.pending.comment ?? ''}) went to job ${taken.jobs.at(-1) ?? job} with run ${taken.run}'s turn: this turn is finished with the job's state, nothing sent again.`,
  );
  return waits(
    (await finishAll(f, [...folded, chosen], job, fetched, undefined, undefined, later)) || later.length > 0,
  );
}

/** Sends what the queued runs owe the job. */
export async function sendQueued(
  f: Finishing,
  queued: PendingRun[],
  job: string,
  fetched: FetchResult,
): Promise<QueuedAfter> {
  const { deps, where } = f;
  const { log } = deps;
  const { chosen, folded, later } = nextQueued(queued);
  if (!chosen) return 'done';
  // Still busy (any status but a final one), or not read: what is queued waits for the next sweep.
  const unread = fetched.kind === 'transient' || fetched.kind === 'rejected';
  if (unread || (fetched.kind === 'job' && !isFinal(fetched.job.status)))
    return waits(await stillBusy(f, queued, job, fetched));
  const earlier = await sentEarlier(f, [...folded, chosen], job);
  if (earlier === 'unread')
    return waits(await notNow(f, { kind: 'unread', why: UNREAD_CHECK_RUN }, { queued, job, fetched }));
  if (earlier) return adoptSent(f, { ...earlier, later: [...earlier.later, ...later], job, fetched });
  const taken = await finishedIfTaken(f, { chosen, folded, later }, job, fetched);
  if (taken) return taken;
  const rocketed = await sentUnrecorded(f, chosen, job);
  if (rocketed) return adoptRocketed(f, { chosen, folded, later, job, fetched, command: rocketed });
  const next = await queuedMessage(f, chosen);
  // Reads a cancel cut short say nothing of what is owed: what is queued waits for the next look.
  if (deps.signal.aborted) return waits(await notNow(f, { kind: 'unread', why: CANCELLED }, { queued, job, fetched }));
  if (next.kind === 'busy') return busyAgain(f, job);
  if (next.kind === 'unread' || next.kind === 'owes-nothing')
    return waits(await notNow(f, next, { queued, job, fetched }));
  if (next.kind === 'send' && next.unanswered)
    return waits(await notNow(f, { kind: 'unread', why: next.why }, { queued, job, fetched }));
  if (next.kind === 'start' || next.message === undefined) {
    const takesNoMore =
      next.kind === 'start' ? (next.closed ? 'start-closed' : 'start') : next.takesNoMore ? 'agents-own' : undefined;
    const { heldBack, head: toldHead } = next.kind === 'send' ? next : { heldBack: undefined, head: undefined };
    const kept = await finishUnsent(f, takesNoMore, [...folded, chosen], { job, fetched, heldBack, later, toldHead });
    return waits(later.length > 0 || kept);
  }
  const { message, taken: command, head, asStep } = next;
  const { clock, random, signal, requestTimeoutMs } = deps;
  const roundTrip = { log, clock, random, signal, requestTimeoutMs };
  const post = (message: string) =>
    startOrSend(
      roundTrip,
      asStep,
      { plan: { kind: 'message', message }, jobId: job },
      deps.service,
      f.budget().deadline,
    );
  if (await busyWithAnother(f, job, command?.comment)) return 'waiting';
  if (command && (await earlierFirst(f, { comment: command.comment, chosen }, job, post))) return 'waiting';
  const posted = await post(message);
  if (!('view' in posted))
    return waits(await notPosted(f, posted, command?.comment, { queued, folded, chosen, later, job, fetched }));
  await command?.comment.react('rocket');
  log.info(msg`Pull request #${where.pull}: sent job ${job} the follow-up queued while it was busy.`);
  await finishAll(f, folded, job, fetched, head, undefined, [chosen, ...later]);
  const { status } = posted.view;
  const turn = { message, job, head, who: command?.who, headUntold: command?.headUntold, status };
  const sent = sentTurn(f, chosen, { ...turn, ...answeredBy(command?.comment) });
  await recordSent(f, chosen, sent, { job, fetched, status });
  return 'sent';
}

/**
 * The turn just sent, recorded as the pending run of its message, on the head it told; the check
 * run it left on the head it was queued at, if another, is finished then (no run comes back to it).
 */
async function recordSent(
  f: Finishing,
  chosen: PendingRun,
  record: StepRecord,
  { job, fetched, status }: { job: string; fetched: FetchResult; status: string | undefined },
): Promise<void> {
  if (!(await holdRecord(f, chosen, record, status))) {
    f.deps.log.warning(
      msg`Pull request #${f.where.pull}: the follow-up sent to job ${job} could not be recorded on the pull request (its comment and check run '${chosen.record.pending.check}'): the next sweep reads it as still queued and may send it again. If the job answers it twice, that is why.`,
    );
    return;
  }
  // The sent turn's check run is on the head it told, else on the one read now: the queued turn's, elsewhere, ends.
  const queuedAt = chosen.record.pending.sha ?? chosen.record.pending.checkOn;
  const toldAt = record.pending?.sha ?? (queuedAt === undefined ? undefined : await f.host.head(f.budget()));
  if (toldAt !== undefined && queuedAt !== undefined && queuedAt !== toldAt)
    await finishPendingRun(f, chosen, endingOf(job, fetched, false, 0), { checkOnly: true });
}

/** A queued follow-up the service did not take: kept for the next sweep when it certainly did not act, else answered not sent. */
async function notPosted(
  f: Finishing,
  posted: PostFailure,
  comment: CommandComment | undefined,
  turns: ReturnType<typeof nextQueued> & { queued: PendingRun[]; job: string; fetched: FetchResult },
): Promise<boolean> {
  const { queued, folded, chosen, later, job, fetched } = turns;
  // Certainly not taken (a 429, the service unreachable, a cancel before it left): what is queued stays, for the next sweep.
  if (notTaken(posted)) {
    await comment?.release();
    return notNow(f, { kind: 'unread', why: posted.why }, { queued, job, fetched });
  }
  await comment?.notSent(posted.headline, posted);
  f.deps.log.warning(
    posted.answered
      ? msg`Pull request #${f.where.pull}: the follow-up queued for job ${job} was not sent (${posted.why}).`
      : msg`Pull request #${f.where.pull}, the follow-up queued for job ${job}: ${posted.why} Its check run says so.${posted.next ? msg` ${posted.next}` : ''}`,
  );
  const kept = await finishAll(f, [...folded, ...(chosen ? [chosen] : [])], job, fetched, undefined, posted);
  return later.length > 0 || kept;
}

/** How many times the record of a turn just sent is written before the sweep gives up on it. */
const RECORD_TRIES = 3;

/**
 * The turn just sent, recorded as the pending run of its message; written again a pause later
 * when GitHub refused it (a rate limit, a 5xx), since a turn the next sweep cannot read is sent
 * again. False when it could not be written.
 */
async function holdRecord(f: Finishing, chosen: PendingRun, record: StepRecord, status?: string): Promise<boolean> {
  // On the head the message told, which may have moved since the turn was queued or made.
  const turn = record.pending ? { ...chosen, record: { ...chosen.record, pending: record.pending } } : chosen;
  const host = reportHostOf(f.deps.codeHost, f.config.visibility.reportToken, triggerOf(f.where, turn, f.deps.env));
  // A message the service took is recorded after a cancel too (else the next sweep sends it
  // again): its writes do not end with the cancel; the step's end still bounds them.
  const unended = { ...f, deps: { ...f.deps, signal: new AbortController().signal } };
  const surfaces = pendingRunSurfaces(unended, turn, host, { checkRunFirst: true });
  const progress = {
    phase: 'waiting' as const,
    jobs: [{ id: record.jobs[0] ?? '', ...(status ? { status } : {}) }],
    followUp: true,
  };
  const { clock, signal, deadline } = f.deps;
  // Within the step's `timeout`, as the README promises: past it the warning says the turn may be sent again.
  for (let tries = 1; ; tries++) {
    if (await surfaces.hold(record, progress, { until: deadline })) return true;
    if (tries >= RECORD_TRIES || signal.aborted || clock.now() + LEASE_PAUSE_MS * tries >= deadline) return false;
    await clock.sleep(LEASE_PAUSE_MS * tries, signal);
  }
}

const CANCELLED = 'the run was cancelled before it could read what is owed';

const UNREAD_CHECK_RUN =
  "the queued run's check run, which holds the record of a send the comment could not take, could not be read";

/**
 * The record of this queued turn as sent, when an earlier sweep sent it and only its check run
 * (written first) took the record, the comment's write refused: whatever the next message would
 * say now, that turn was sent. `unread`: the check run could not be read, so the turn waits.
 */
async function sentEarlier(
  f: Finishing,
  oldestFirst: PendingRun[],
  job: string,
): Promise<{ chosen: PendingRun; folded: PendingRun[]; later: PendingRun[]; sent: StepRecord } | 'unread' | undefined> {
  const keys = recordKeysOf(f.config);
  for (const [at, chosen] of oldestFirst.entries()) {
    const { sha, check } = chosen.record.pending;
    if (sha === undefined) continue;
    const listed = await f.host.checkRuns(sha, check, f.budget());
    if (!listed.ok) return 'unread';
    const { run, attempt } = chosen.record;
    for (const checkRun of listed.value) {
      const sent = readRecord(checkRun.externalId, chosen.name, keys);
      if (sent?.run === run && sent.attempt === attempt && sent.kind === 'message' && sent.jobs.includes(job))
        return { chosen, folded: oldestFirst.slice(0, at), later: oldestFirst.slice(at + 1), sent };
    }
  }
  return undefined;
}

/**
 * A queued command an earlier sweep sent and answered 🚀, stopped before it recorded the turn:
 * recorded now as the sent turn (its report and dispatch follow), never sent again. Whether that
 * message told a head is read from what the pull request's run decides now (the message is not kept).
 */
async function adoptRocketed(
  f: Finishing,
  turn: {
    chosen: PendingRun;
    folded: PendingRun[];
    later: PendingRun[];
    job: string;
    fetched: FetchResult;
    command: SentCommand;
  },
): Promise<'recorded'> {
  const { chosen, folded, later, job, fetched, command } = turn;
  f.deps.log.info(
    msg`Pull request #${f.where.pull}: the command queued for job ${job} (comment ${command.id}) was sent by an earlier sweep, as its 🚀 says, which stopped before it recorded it: it is recorded now, not sent again.`,
  );
  // What that message told is what the pull request's run decides now: the news up to its head, or
  // nothing of a head (a draft's, a skip-label's, one told before) when it would send the command alone.
  const now = await decisionNow(f, chosen);
  const told = now.kind === 'decided' && now.decision.then.kind === 'tell' ? now.head : undefined;
  await finishAll(f, folded, job, fetched, told ?? chosen.record.pending.sha, undefined, [chosen, ...later]);
  const sent = { message: command.message, job, head: told, who: command.who, answers: command.id };
  const record = sentTurn(f, chosen, sent);
  await recordSent(f, chosen, record, { job, fetched, status: undefined });
  return 'recorded';
}

/** A turn an earlier sweep sent, recorded on the comment now as its check run holds it; never sent again. */
async function adoptSent(
  f: Finishing,
  turn: {
    chosen: PendingRun;
    folded: PendingRun[];
    later: PendingRun[];
    sent: StepRecord;
    job: string;
    fetched: FetchResult;
  },
): Promise<'recorded'> {
  const { chosen, folded, later, sent, job, fetched } = turn;
  f.deps.log.info(
    msg`Pull request #${f.where.pull}: the follow-up queued for job ${job} was sent by an earlier sweep, as its check run's record says (the comment's could not be written then): it is recorded now, not sent again.`,
  );
  const pending = asSent(chosen.record.pending);
  const record: StepRecord = {
    run: chosen.record.run,
    attempt: chosen.record.attempt,
    kind: 'message',
    ...(sent.sent === undefined ? {} : { sent: sent.sent }),
    jobs: sent.jobs,
    ...(chosen.record.step === undefined ? {} : { step: chosen.record.step }),
    ...(sent.head === undefined ? {} : { head: sent.head }),
    ...(pending.comment === undefined ? {} : { answers: pending.comment }),
    ...(pending.review === undefined ? {} : { answersReview: pending.review }),
    at: isoDate(f.deps.clock),
    pending: { ...pending, until: Math.round(f.deps.clock.date() + (pending.timeout ?? f.config.timeoutMs)) },
  };
  // The 🚀 GitHub failed to make then, made now (the record answers the command whatever it says).
  if (pending.comment !== undefined) await f.host.react(pending.comment, 'rocket', f.budget());
  await finishAll(f, folded, job, fetched, sent.head, undefined, [chosen, ...later]);
  if (!(await holdRecord(f, chosen, record)))
    f.deps.log.warning(
      msg`Pull request #${f.where.pull}: the follow-up sent to job ${job} could still not be recorded on the pull request's comment; the next sweep reads its check run again.`,
    );
  return 'recorded';
}
