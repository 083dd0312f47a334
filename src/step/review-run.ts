/**
 * A review submitted on the pull request as one follow-up (`on-review: send`): read the review
 * and its line comments, check who wrote it (a person with `follow-up-permission`, or a bot
 * `review-bots` lists, within `review-bot-rounds`), find the job as a `/docs` command finds it,
 * and hand the step one message to send; or end the step `skipped`, saying why (on the pull
 * request, when the reviewer asked for something that does not go).
 */
import { reportHostOf } from '../pull-request/code-host.ts';
import type { Config, ReviewFollowUp, Work } from '../inputs/inputs.ts';
import { msg, type Say } from '../output/text.ts';
import { mayCommand } from '../pull-request/command.ts';
import { findStartedJob, type StartedJob } from '../pull-request/comment.ts';
import { isDocsComment } from '../pull-request/docs-comment.ts';
import {
  refusedForGood,
  type Account,
  type Author,
  type Budget,
  type PullRequestHost,
  type Trigger,
} from '../pull-request/host.ts';
import { recordKeysOf } from '../pull-request/record.ts';
import { createReviewLock, readAnswered, sentMark } from '../pull-request/review-queue.ts';
import {
  unansweredReviews,
  reviewVerdict,
  type LineComment,
  type Review,
  type ReviewPolicy,
} from '../pull-request/review.ts';
import { queueWire, type CommandComment, type CommandDeps, type CommandResolution } from './follow-up-command.ts';
import {
  earlierReviews,
  messageOf,
  reviewWriter,
  withEarlierReviews,
  type EarlierReviewsDeps,
  type ReviewAt,
} from './review-comment.ts';
import { BUDGET_MS } from '../common/budget.ts';
import { jobEnded } from './command-message.ts';
import { wordsOf, type PullRequestWords } from '../pull-request/where.ts';
import { isAgentLogin } from '../pull-request/docs-need.ts';

const skip = (deps: CommandDeps, why: Say): CommandResolution => {
  deps.log.info(why);
  return { kind: 'skipped', why };
};

interface Reading {
  deps: CommandDeps;
  config: Config;
  host: PullRequestHost;
  own: Account;
  policy: ReviewPolicy;
  budget(): Budget;
  /** The host's words for the messages sent. */
  words: PullRequestWords;
}

/** Whether a review may go now: its verdict among all of the pull request's reviews, then its author's permission. */
async function mayGo(
  reading: Reading,
  review: Review,
  lines: number,
  all: readonly Review[],
): Promise<Say | undefined | 'ignore' | 'unread'> {
  const verdict = reviewVerdict(review, lines, all, reading.policy);
  if (verdict.kind === 'ignore') return 'ignore';
  if (verdict.kind === 'refuse') return verdict.why;
  if (verdict.by === 'bot') return undefined;
  const required = reading.config.followUp?.permission ?? 'write';
  const login = review.author?.login ?? '';
  const level = await reading.host.permission(login, reading.budget());
  // Doubt (a read GitHub failed, or a cancel cut short) decides nothing: the review stays owed, and
  // the next run reads it again. Only a read refused for good (a deleted account's 404) answers it.
  if (!level.ok && (reading.deps.signal.aborted || !refusedForGood(level))) return 'unread';
  if (!level.ok)
    return msg`the permission of ${login} could not be read (${level.cause}), and a review is never sent on doubt`;
  return mayCommand(level.value, required)
    ? undefined
    : msg`${login} has ${level.value ?? 'no'} permission on this repository, and 'follow-up-permission' asks for ${required}; once they have it, a new review is sent (this one is answered, and a re-run does not send it)`;
}

/**
 * An earlier review read now: its message, or why it does not go; undefined when its line comments
 * cannot be read. `read`: each read's budget, as the queue's (it may come after minutes of waiting).
 */
async function prepare(reading: Reading, all: readonly Review[], review: Review, read: () => Budget) {
  const listed = await reading.host.reviewComments(review.id, read());
  if (!listed.ok) return undefined;
  const lines = listed.value;
  const why = await mayGo({ ...reading, budget: read }, review, lines.length, all);
  if (why === 'unread') return undefined;
  if (why === 'ignore') return { why: 'it asks the agent for nothing', lines };
  return why === undefined
    ? { message: messageOf(review, lines, reading.deps.log, reading.words), lines }
    : { why, lines };
}

function policyOf(
  review: ReviewFollowUp,
  own: Account,
  pullAuthor: Author | undefined,
  agentLogin: string,
): ReviewPolicy {
  // The docs pull request's author is the agent, whatever its account's type (a managed user too);
  // so is 'agent-login', on every path that reads reviews (a command's run names no author).
  const never = [own.login, pullAuthor?.login, agentLogin.trim() === '' ? undefined : agentLogin.trim()]
    .filter((login): login is string => login !== undefined)
    .map((login) => login.toLowerCase().replace(/\[bot\]$/, ''));
  return { bots: review.bots, botRounds: review.botRounds, never };
}

export async function resolveReview(
  deps: CommandDeps,
  config: Config,
  trigger: Trigger | undefined,
): Promise<CommandResolution> {
  const event = deps.codeHost.reviewEvent(trigger);
  if (event.kind !== 'review' || !trigger)
    return skip(deps, msg`No review sent: ${event.kind === 'review' ? 'this is not a workflow run' : event.why}.`);
  if (!config.review) return skip(deps, "No review sent: 'on-review' is ignore.");
  const token = config.visibility.reportToken;
  if (token === '')
    return skip(deps, "No review sent: 'report-token' is empty, so the reviewer's permission cannot be read.");
  const host = reportHostOf(deps.codeHost, token, trigger);
  const deadline = Math.min(deps.clock.now() + BUDGET_MS.review, deps.deadline);
  const budget = (): Budget => ({ signal: deps.signal, deadline });
  const own = await host.identity(budget());
  if (own?.login === undefined)
    return skip(
      deps,
      'No review sent: GitHub did not say who the report-token is, so the action cannot tell its own reviews.',
    );
  const policy = policyOf(config.review, own, event.pullAuthor, config.docsNeed.agentLogin);
  const reading: Reading = { deps, config, host, own, policy, budget, words: wordsOf(trigger) };
  return resolveRead(reading, trigger, event);
}

type Around =
  | { unread: string; cause: Say }
  | { notDocs: true }
  | { all: Review[]; lines: LineComment[]; jobId?: string; lock?: { id: number; author?: number }; shared: boolean };

/** What a review's run read on GitHub; or why it could not read enough to send now. */
async function readAround(reading: Reading, trigger: Trigger, review: Review): Promise<Around> {
  const { config, host, own, budget } = reading;
  const [all, listed] = await Promise.all([host.reviews(budget()), host.reviewComments(review.id, budget())]);
  // The job's docs-pr-comment is the one comment of ours here: a list without it is read twice.
  const found = await findStartedJob(host, trigger, recordKeysOf(config), budget(), async () => own, {
    withComment: true,
  });
  if (!all.ok) return { unread: "the pull request's reviews", cause: all.cause };
  if (!listed.ok) return { unread: 'its line comments', cause: listed.cause };
  if (!found.ok) return { unread: "the pull request's comments", cause: found.cause };
  const docs = found.started?.comment && (await host.comment(found.started.comment.id, budget()));
  // Gone (404) it says no job of this docs pull request's is here; a 5xx says nothing yet.
  if (docs && !docs.ok && docs.status !== 404) return { unread: "the job's docs-pr-comment", cause: docs.cause };
  if (docs && !(docs.ok && isDocsComment(docs.value.body, trigger, recordKeysOf(config)))) return { notDocs: true };
  const jobId = config.work.jobId || found.started?.job;
  const lock = found.started?.comment;
  return {
    ...{ all: all.value, lines: listed.value, shared: lock !== undefined && lock.author === own.id },
    ...(jobId ? { jobId } : {}),
    ...(lock ? { lock } : {}),
  };
}

async function resolveRead(
  reading: Reading,
  trigger: Trigger,
  event: { review: Review; url?: string },
): Promise<CommandResolution> {
  const { deps, own } = reading;
  const { review } = event;
  const read = await readAround(reading, trigger, review);
  if ('unread' in read) {
    const why = msg`Review ${review.id} is not sent yet: GitHub did not list ${read.unread} (${read.cause}); the next run of this workflow on the pull request sends it, once.`;
    deps.log.info(why);
    return { kind: 'skipped', why, later: true };
  }
  if ('notDocs' in read)
    return skip(
      deps,
      "No review sent: the job recorded on this pull request is not one whose docs pull request this is (no comment of 'docs-pr-comment' here); a review of the product pull request is not sent to the docs agent.",
    );
  const { all, lines, jobId, lock: lockComment } = read;
  const why = await mayGo(reading, review, lines.length, all);
  if (why === 'unread') {
    const later = msg`Review ${review.id} is not sent yet: the permission of its author could not be read; the next run of this workflow on the pull request reads it again.`;
    deps.log.info(later);
    return { kind: 'skipped', why: later, later: true };
  }
  if (why === 'ignore')
    return skip(deps, msg`No review sent: ${reviewVerdictWhy(review, lines.length, all, reading.policy)}.`);
  const wire = queueWire(reading.host, trigger, deps, recordKeysOf(reading.config));
  if ((await readAnswered(wire, own))?.has(review.id))
    return skip(
      deps,
      msg`No review sent: review ${review.id} was answered already (another run sent it, or said why not).`,
    );
  if (jobId === undefined || lockComment === undefined)
    return skip(
      deps,
      "No review sent yet: no agent job of this action is recorded on this pull request. On the agent's docs pull request, the job that opened it writes its link comment when its turn ends; the next review or /docs comment here after that sends this review first.",
    );
  const mine: ReviewAt = { review, lines, ...(event.url === undefined ? {} : { url: event.url }) };
  const comment = reviewWriter({ ...queueOf(reading, trigger, { lockId: lockComment.id, jobId }, review), mine });
  // A job that takes no more (ended, or its docs pull request merged or closed) is never sent a review.
  const refusal = why ?? (await jobTakesNoMore(reading, trigger, jobId));
  if (refusal !== undefined) {
    await comment.notSent(refusal);
    return skip(deps, msg`No review sent: ${refusal}.`);
  }
  await comment.react('eyes');
  const plan = { kind: 'message' as const, message: messageOf(review, lines, deps.log, reading.words) };
  const who = review.author?.login ?? 'a deleted account';
  const resolved = { kind: 'send' as const, work: { plan, jobId, jobIds: [jobId] }, comment, who };
  return read.shared ? { ...resolved, sharedComment: lockComment.id } : resolved;
}

/** Why the review's job takes no more follow-ups, as a command on this docs pull request is told; undefined while it does. */
async function jobTakesNoMore(reading: Reading, trigger: Trigger, jobId: string): Promise<Say | undefined> {
  const { deps, config } = reading;
  const gone =
    (await jobEnded(deps, config, jobId, reading.budget(), { statusAlways: true })) ??
    (config.githubToken === '' ? await thisPullRequestEnded(reading, trigger, jobId) : undefined);
  return gone === undefined
    ? undefined
    : msg`${gone}, so it takes no more follow-ups; to go on, write the command on the product pull request: it goes to the job that pull request has now, or starts a new one`;
}

/**
 * Without `github-token` (the docs repository's recipe) the job's docs pull request is read where
 * the review is: this pull request, merged or closed, takes no more. Undefined when open or unread.
 */
async function thisPullRequestEnded(reading: Reading, trigger: Trigger, jobId: string): Promise<Say | undefined> {
  const token = reading.config.visibility.reportToken;
  const facts = await reading.deps.codeHost.pullRequestFacts(token, trigger, reading.budget());
  if (!facts.ok || facts.value.open) return undefined;
  return msg`Job ${jobId}'s docs pull request was ${facts.value.merged ? 'merged' : 'closed'}`;
}

/**
 * The queue of the reviews before `upTo` (this run's review, or its command's time) under the
 * pull request's review lock; every read on a budget of its own, as it may come after minutes of
 * waiting for the job.
 */
function queueOf(
  reading: Reading,
  trigger: Trigger,
  job: { lockId: number; jobId: string },
  upTo: Review,
): EarlierReviewsDeps {
  const { deps, config, host, own } = reading;
  const wire = queueWire(host, trigger, deps, recordKeysOf(config));
  let all: Review[] = [];
  const earlier = async (): Promise<Review[] | undefined> => {
    const now = await host.reviews(wire.read());
    if (!now.ok) return undefined;
    all = now.value;
    const sendable = (other: Review): boolean => reviewVerdict(other, 1, all, reading.policy).kind === 'send';
    return withLines(unansweredReviews(all, new Set(), sendable, upTo));
  };
  // A review with no text asks for something only through its line comments: one with none is
  // passed over unanswered, as its own run passes it over (never a refusal on the pull request).
  const withLines = async (candidates: Review[]): Promise<Review[] | undefined> => {
    const kept: Review[] = [];
    for (const other of candidates) {
      if (other.body.trim() !== '') {
        kept.push(other);
        continue;
      }
      const lines = await host.reviewComments(other.id, wire.read());
      if (!lines.ok) return undefined;
      if (lines.value.length > 0) kept.push(other);
    }
    return kept;
  };
  const place = { repository: `${trigger.owner}/${trigger.repo}`, pull: trigger.pullNumber ?? 0 };
  return {
    ...{ wire, log: deps.log, own, jobId: job.jobId, earlier },
    lock: createReviewLock(wire, job.lockId, () => deps.clock.date(), deps.leases),
    prepare: (other: Review) => prepare(reading, all, other, wire.read),
    sentMark: (id: number): string => sentMark(config.apiKey, place, id, job.jobId),
  };
}

/**
 * A `/docs` command's run on the docs pull request (`on-review: send`): the reviews submitted
 * before the command and left unanswered (their runs cancelled while pending, or not come yet) go
 * first, in the order written with the earlier commands, under the review lock (src/step/review-comment.ts).
 * The comment as it was when the job's record is not the docs pull request's, or no review is sent.
 */
export async function withReviewsBefore(
  deps: CommandDeps,
  config: Config,
  trigger: Trigger,
  host: PullRequestHost,
  job: { started: StartedJob; jobId: string },
  comment: CommandComment,
): Promise<CommandComment> {
  const lockId = job.started.comment?.id;
  if (!config.review || lockId === undefined) return comment;
  const deadline = Math.min(deps.clock.now() + BUDGET_MS.review, deps.deadline);
  const budget = (): Budget => ({ signal: deps.signal, deadline });
  const keys = recordKeysOf(config);
  const [own, docs, written] = await Promise.all([
    host.identity(budget()),
    host.comment(lockId, budget()),
    host.comment(comment.id, budget()),
  ]);
  if (own?.login === undefined || !(docs.ok && isDocsComment(docs.value.body, trigger, keys))) return comment;
  // The command's time, read from GitHub: unread, no review is taken for before it (its own run, or the next, sends it).
  const at = written.ok ? written.value.createdAt : Number.NaN;
  const policy = policyOf(config.review, own, pullAuthorOf(trigger, config), config.docsNeed.agentLogin);
  const reading: Reading = { deps, config, host, own, policy, budget, words: wordsOf(trigger) };
  const upTo: Review = { id: Number.MAX_SAFE_INTEGER, state: '', body: '', submittedAt: Number.isNaN(at) ? 0 : at };
  const queue = queueOf(reading, trigger, { lockId, jobId: job.jobId }, upTo);
  return withEarlierReviews(comment, earlierReviews(queue), queue.lock);
}

/** How many reviews no run answered one run answers at most (refused ones included): the next run goes on. */
const MAX_OWED_REVIEWS = 20;
/** How many unanswered reviews one run looks at, at most (a review with no text costs one read of its line comments). */
const MAX_SCANNED_REVIEWS = 100;

/** The pull request's author as a review policy knows it: a bot's own reviews of its pull request are not sent. */
function pullAuthorOf(trigger: Trigger, config: Config): Author | undefined {
  const login = trigger.pullRequest?.author ?? trigger.pullAuthor;
  if (login === undefined) return undefined;
  return { login, bot: login.endsWith('[bot]') || isAgentLogin(login, config.docsNeed.agentLogin) };
}

/** Whether a review asks the agent anything: its text, else its line comments (false too when they cannot be read). */
async function asksSomething(host: PullRequestHost, review: Review, budget: Budget): Promise<boolean> {
  if (review.body.trim() !== '') return true;
  const lines = await host.reviewComments(review.id, budget);
  return lines.ok && lines.value.length > 0;
}

/** A review a let-go step queued: the one the sweep sends, after the pushes' news queued before it. */
export interface QueuedReview {
  reviewId: number;
  news?: string | undefined;
  /** The job takes no more and this pull request may start none (the agent's own): answered as not sent, with why. */
  refused?: Say;
}

export interface OwedReview {
  work: Omit<Work, 'letGo'>;
  comment: CommandComment;
  who: string;
  /** Sent alone: the message tells the job nothing of the pull request's head. */
  headUntold?: true;
}

/**
 * A review of the job's docs pull request that no run answered, sent as its own run would have:
 * read again, its author's permission read again, under the reviews' lock (the pull request's
 * lease), unless answered meanwhile; one a run. Owed (`jobId`: its run cancelled while pending,
 * skipped, or killed), a run of any other event there sends the oldest, a review that may not go
 * answered why on the way. Queued by a let-go step while the job was busy (`queued`), the sweep
 * sends that one (the step judged it sendable already, so a listed bot's review is not refused by
 * the sweep's own inputs), after the pushes' news. Undefined: not now (none, GitHub did not answer,
 * another run holds the lock); `answered`: the queued one needs nothing more.
 */
export async function sendOwedReview(
  deps: CommandDeps,
  config: Config,
  trigger: Trigger,
  host: PullRequestHost,
  /** `held`: reviews a turn queued for the busy job already, not taken again. */
  owed: { jobId: string; held?: number[] } | { queued: QueuedReview },
): Promise<OwedReview | 'answered' | undefined> {
  const queued = 'queued' in owed ? owed.queued : undefined;
  if (!queued && !config.review) return undefined;
  const deadline = Math.min(deps.clock.now() + BUDGET_MS.review, deps.deadline);
  const budget = (): Budget => ({ signal: deps.signal, deadline });
  const own = await host.identity(budget());
  if (own?.login === undefined) return undefined;
  const [listed, answered] = await Promise.all([
    host.reviews(budget()),
    queued ? new Set<number>() : readAnswered(queueWire(host, trigger, deps, recordKeysOf(config)), own),
  ]);
  if (!listed.ok || answered === undefined) return undefined;
  for (const id of ('held' in owed && owed.held) || []) answered.add(id);
  const mine = queued && listed.value.find(({ id }) => id === queued.reviewId);
  if (queued && !mine) return 'answered';
  const policy = owedPolicy(mine, own, trigger, config);
  const reading: Reading = { deps, config, host, own, policy, budget, words: wordsOf(trigger) };
  const mayAsk = (review: Review): boolean => reviewVerdict(review, 1, listed.value, policy).kind !== 'ignore';
  const candidates = mine ? [mine] : unansweredReviews(listed.value, answered, mayAsk).slice(0, MAX_SCANNED_REVIEWS);
  let tried = 0;
  for (const review of candidates) {
    // A review with no text asks for something only through its line comments: none, and it is no turn.
    if (!mine && !(await asksSomething(host, review, budget()))) continue;
    if (tried++ >= MAX_OWED_REVIEWS) break;
    const resolved = await resolveRead(reading, trigger, { review });
    if (resolved.kind === 'skipped') {
      if (resolved.later) return undefined;
      if (mine) return 'answered';
      continue;
    }
    // The reviews' lock, held from here to the answer: another run sending one now leaves this to the next run.
    if (!(await resolved.comment.stillOurs(false))) {
      deps.log.info(
        msg`Review ${review.id} of this pull request waits: another run holds the reviews' lock now: the next run sends it.`,
      );
      return undefined;
    }
    if (queued?.refused !== undefined) {
      await resolved.comment.notSent(queued.refused);
      deps.log.info(msg`Review ${review.id}, queued while the job was busy, is not sent: ${queued.refused}`);
      return 'answered';
    }
    if (!mine)
      deps.log.info(
        msg`Review ${review.id} of this pull request was not answered by its own run (cancelled while pending, or stopped): this run sends it to job ${resolved.work.jobId}, as its run would have.`,
      );
    return withNews(resolved, queued?.news);
  }
  return undefined;
}

/**
 * Who may send an owed review: a queued one was judged sendable by its step already (a listed
 * bot's is not refused by the sweep's own inputs); any other by the step's inputs.
 */
function owedPolicy(mine: Review | undefined, own: Account, trigger: Trigger, config: Config): ReviewPolicy {
  const agentLogin = config.docsNeed.agentLogin;
  if (!mine)
    return policyOf(config.review ?? { bots: [], botRounds: 0 }, own, pullAuthorOf(trigger, config), agentLogin);
  const bots = mine.author?.bot && mine.author.login !== undefined ? [mine.author.login] : [];
  return policyOf({ bots, botRounds: Number.MAX_SAFE_INTEGER }, own, undefined, agentLogin);
}

/** The review's message, after the news when some is queued before it. */
function withNews(resolved: Extract<CommandResolution, { kind: 'send' }>, news: string | undefined): OwedReview {
  const { work, comment, who } = resolved;
  const plan = work.plan;
  if (news === undefined || plan.kind !== 'message') return { work, comment, who, headUntold: true };
  return { work: { ...work, plan: { kind: 'message', message: `${news}\n\n${plan.message}` } }, comment, who };
}

function reviewVerdictWhy(review: Review, lines: number, all: readonly Review[], policy: ReviewPolicy): string {
  const verdict = reviewVerdict(review, lines, all, policy);
  return verdict.kind === 'send' ? 'it goes' : verdict.why;
}
