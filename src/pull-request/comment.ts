/**
 * The pull request comment: this step's is the oldest comment on the pull request that carries
 * its records signed with the api-key, written by the report-token's own account. Another
 * account's comment is never taken for it, whatever marker it carries: it is never trusted, and
 * never edited.
 */
import {
  UNREADABLE_ITEM,
  type Account,
  type Author,
  type Budget,
  type Answer,
  type Comment,
  type Failure,
  type PullRequestHost,
  type Reaction,
  type Trigger,
} from './host.ts';
import { msg, type Say } from '../output/text.ts';
import { MAX_EARLIER_HEADS } from './check-run.ts';
import type { Found } from './surface.ts';
import {
  readCommentRecords,
  readRecord,
  unverifiedRecord,
  holdsEmptyBlock,
  type CommentRecords,
  type Pending,
  type RecordKeys,
  type StepRecord,
} from './record.ts';

/** Whether an author is the account: by id when both have one, else by handle. */
export function isAccount(author: Author | undefined, account: Account): boolean {
  if (account.id !== undefined && author?.id !== undefined) return author.id === account.id;
  return account.handle !== undefined && author?.handle === account.handle;
}

/** The account's own answer among a command's reactions: sent (🚀, first), not sent (😕), or none. */
export function ownAnswer(reactions: readonly Reaction[], own: Account): 'rocket' | 'confused' | undefined {
  const mine = reactions.filter((reaction) => isAccount(reaction.author, own)).map(({ content }) => content);
  return mine.includes('rocket') ? 'rocket' : mine.includes('confused') ? 'confused' : undefined;
}

/**
 * Whether a record this api-key cannot verify is doubt (a rotated key, of the action's own comment)
 * or noise: anyone can paste one, so only the token's own account's comment counts (and, when who
 * that is cannot be read, any comment: not knowing is never "no record").
 */
function ownUnverified(author: Author | undefined, account: Account | undefined): boolean {
  return account === undefined || isAccount(author, account);
}

/**
 * Whether the action wrote the comment: its author is the account the signed records name (every
 * write after the first names it); a record that names none (a step that ended right after its
 * first write) is taken only from the token's own account when GitHub says who that is, else
 * from a bot's comment, as GITHUB_TOKEN's and apps' comments are.
 */
export function writtenByAction(
  author: Author | undefined,
  kept: CommentRecords,
  identity: Account | undefined,
): boolean {
  if (kept.oldKey) return identity !== undefined && isAccount(author, identity);
  if (kept.by !== undefined) return author?.id === kept.by;
  if (identity) return isAccount(author, identity);
  // A list that names no author at all is not the host's own shape: nothing there says it is not ours.
  if (author === undefined) return true;
  return author.bot;
}

/**
 * Who the action writes as, read off its own comment among these: the author its signed records
 * name (`by`). What stands in for who the token is when GitHub will not say.
 */
export function actionAccountIn(comments: readonly Comment[], trigger: Trigger, keys: RecordKeys): Author | undefined {
  for (const { body, author } of comments) {
    const kept = readCommentRecords(body, trigger.step, keys, true);
    if (kept && !kept.oldKey && kept.by !== undefined && author?.id === kept.by) return author;
  }
  return undefined;
}

/** GitHub's largest page: a full one may have had a next, which a comment deleted meanwhile shifted by one. */
const ONE_PAGE = 100;

/**
 * Every comment of the pull request is read: a list that cannot be read to its end finds nothing
 * either way. Who the token is is asked only when a candidate's records name no author, or a
 * record cannot be verified (one pasted by anyone else is no doubt).
 */
export async function findComment(
  host: PullRequestHost,
  trigger: Trigger,
  keys: RecordKeys,
  budget: Budget,
  identity: () => Promise<Account | undefined>,
  sharedCommentId?: number,
): Promise<Found> {
  const listed = await host.comments(budget);
  if (!listed.ok) return listed;
  const found = await ownCommentIn(listed.value, trigger, keys, identity, sharedCommentId);
  // A full page or more and no comment of the action's: read once more (see ONE_PAGE), or a second one is made.
  if (!found.ok || found.match || found.unverified || listed.value.length < ONE_PAGE) return found;
  const again = await host.comments(budget);
  if (!again.ok) return again;
  return ownCommentIn(mergedById(listed.value, again.value), trigger, keys, identity, sharedCommentId);
}

/** Two reads of one list, each item once, in the host's order (oldest first). */
function mergedById(first: Comment[], second: Comment[]): Comment[] {
  const seen = new Set(first.map(({ id }) => id));
  return [...first, ...second.filter(({ id }) => !seen.has(id))].sort((a, b) => a.id - b.id);
}

async function ownCommentIn(
  comments: Comment[],
  trigger: Trigger,
  keys: RecordKeys,
  identity: () => Promise<Account | undefined>,
  sharedCommentId: number | undefined,
): Promise<Found> {
  const candidates: Array<{ id: number; url: string; body: string; author?: Author; kept: CommentRecords }> = [];
  let unverified = false;
  for (const { id, body, url, author } of comments) {
    // One comment this action cannot read could be its own: then nothing is known.
    if (url === undefined) return UNREADABLE_ITEM;
    // The shared comment (the job's, where a follow-up writes its turn) is kept, whichever step wrote it first.
    // A block that names no record is taken as the own comment it may be (by its author alone): it
    // says nothing a run could doubt, and writing there keeps one comment, not a second.
    const kept =
      readCommentRecords(body, trigger.step, keys, id === sharedCommentId) ??
      (holdsEmptyBlock(body) ? { records: [] } : undefined);
    if (kept) candidates.push({ id, url, body, ...(author === undefined ? {} : { author }), kept });
    else if (!unverified && unverifiedRecord(body, trigger.step, keys, 'comment'))
      unverified = ownUnverified(author, await identity());
  }
  const account = candidates.some(({ kept }) => kept.by === undefined) ? await identity() : undefined;
  const oldest = candidates
    .filter(({ author, kept }) => writtenByAction(author, kept, account))
    .sort((a, b) => Number(b.id === sharedCommentId) - Number(a.id === sharedCommentId) || a.id - b.id)[0];
  const doubt = unverified ? { unverified } : {};
  if (!oldest) return { ok: true, ...doubt };
  const { id, url, body, kept, author } = oldest;
  // A comment taken for the action's names its author from now on, though its records did not yet.
  const by = kept.by ?? author?.id;
  return { ok: true, match: { id, url, body, records: kept.records, ...(by === undefined ? {} : { by }) }, ...doubt };
}

/**
 * A comment whose id the step already knows (a sweep read it): read alone, and taken only when it
 * is still the action's, so a pull request's other comments, however many, are never listed.
 */
export async function knownComment(
  host: PullRequestHost,
  trigger: Trigger,
  keys: RecordKeys,
  budget: Budget,
  identity: () => Promise<Account | undefined>,
  id: number,
): Promise<Found> {
  const read = await host.comment(id, budget);
  if (!read.ok) return read;
  const { body, url, author } = read.value;
  const kept = readCommentRecords(body, trigger.step, keys, true);
  if (!kept || url === undefined) return { ok: true };
  const account = kept.by === undefined ? await identity() : undefined;
  if (!writtenByAction(author, kept, account)) return { ok: true };
  const by = kept.by ?? author?.id;
  return { ok: true, match: { id, url, body, records: kept.records, ...(by === undefined ? {} : { by }) } };
}

/** The job a follow-up goes to, and the comment that keeps its conversation. */
export interface StartedJob {
  job: string;
  /**
   * The comment its start was recorded in, and that comment's author (GitHub user id); absent when
   * only the check run records it (GitHub refused every write of the comment).
   */
  comment?: { id: number; author?: number };
  /** The newest pull request head the job was told about (by its start or a follow-up), when recorded. */
  lastHead?: string;
  /** The run (and attempt) whose record told it: a record of an older run tells nothing newer. */
  toldBy?: { run: string; attempt: number };
  /** The turn that told lastHead ended cut short (cancelled, out of time) while it waited, and no turn of the job came after it. */
  headTurnCut?: true;
  /**
   * The turn that told lastHead, the job's newest, recorded no ending and is no let-go turn: it is
   * under way, or its run ended before writing one (killed, or its last write failed).
   */
  headTurnOpen?: { run: string; attempt: number };
  /** Heads a turn queued for the job while it was busy, still queued (its deadline may have passed: `unsent`). */
  queuedHeads?: string[];
  /** Commands (comment ids) and reviews a turn queued for the job while it was busy holds. */
  queuedCommands?: number[];
  queuedReviews?: number[];
}

const newer = (a: StepRecord, b: StepRecord): number => Number(b.run) - Number(a.run) || b.attempt - a.attempt;

/** Where a run looks for its pull request's job: which job, whose records not, which check run too. */
export interface StartedJobQuery {
  /** That job's start only. */
  jobId?: string | undefined;
  /** That run's records are not read (a re-run that starts afresh). */
  exceptRun?: string;
  /** The head's check run of this name, read when no comment records a start (its comment writes all failed). */
  checkName?: string;
  /** A comment the list must hold (a command's run: its own command); a list without it is not whole. */
  holds?: number;
  /** The step writes a comment (`comment` is not false): a list with none of it is read twice. */
  withComment?: boolean;
}

/**
 * The job the action started on this pull request most recently (or `jobId`'s start), from the
 * signed records in its own comments (any step's: the start workflow's comment serves a follow-up
 * workflow) and on its check runs: the newest run's record of a started job. Another account's
 * comment is never read, whatever it carries. A list of several pages that records no start is
 * read once more (a comment deleted meanwhile moves the next page's first one onto a page already
 * read). A run keeps its record on its head's check run too, and only there when GitHub refused
 * every write of its comment: the check runs of the heads since the last one the comment records
 * are read, so such a run's start, lost start or follow-up is never taken for nothing.
 */
export async function findStartedJob(
  host: PullRequestHost,
  trigger: Trigger,
  keys: RecordKeys,
  budget: Budget,
  identity: () => Promise<Account | undefined>,
  only: StartedJobQuery = {},
): Promise<StartScan | Failure> {
  // A comment this action cannot read could hold the record: then nothing is known, never "no job".
  const listed = await host.comments(budget);
  if (!listed.ok) return listed;
  const lacks = (comments: Comment[]): boolean =>
    only.holds !== undefined && !comments.some(({ id }) => id === only.holds);
  let kept = await keptIn(listed.value, trigger, keys, identity, only);
  let found = judged(kept.records, kept, only);
  // A list with none of the action's comments is "no job" only when read twice (a page GitHub
  // served empty once would start a second job), unless the pull request was just opened.
  const noneOfOurs = only.withComment === true && kept.ownComment === undefined && trigger.pullRequest?.opened !== true;
  const whole = listed.value.length < ONE_PAGE && !lacks(listed.value) && !noneOfOurs;
  if (!(found.started || found.unverified || found.lostStart || whole)) {
    const again = await host.comments(budget);
    if (!again.ok) return again;
    const merged = mergedById(listed.value, again.value);
    if (lacks(merged)) return notWhole;
    kept = await keptIn(merged, trigger, keys, identity, only);
    found = judged(kept.records, kept, only);
  }
  if (found.unverified) return found;
  const onCheckRuns = await keptOnCheckRuns({ host, trigger, keys, budget, only }, found, kept.ownComment);
  if (!onCheckRuns.ok) return onCheckRuns;
  return onCheckRuns.value.length === 0 ? found : judged([...kept.records, ...onCheckRuns.value], kept, only);
}

/** What reading the check runs needs. */
interface CheckRunReading {
  host: PullRequestHost;
  trigger: Trigger;
  keys: RecordKeys;
  budget: Budget;
  only: StartedJobQuery;
}

/**
 * The records of this step on the check runs of the heads since the one the comment last
 * records, newest first: up to the first head whose check run records a start when the comment
 * names no job, and only the current head's when the comment names no head. Not in a pull
 * request's first run, which has none, nor without a check run or a comment to keep (`comment:
 * false` records nothing to go by). A check run or commit list that cannot be read is no "no
 * job": it fails when the comment names no job, and is passed over when it does.
 */
async function keptOnCheckRuns(c: CheckRunReading, scan: Scan, ownComment: Kept['comment']): Promise<Answer<Kept[]>> {
  const { host, trigger, keys, budget, only } = c;
  const name = only.checkName ?? '';
  const firstRun = trigger.pullRequest?.opened === true && trigger.attempt === 1;
  const none = { ok: true as const, value: [] };
  if (name === '') return none;
  if (ownComment === undefined && (only.withComment !== true || firstRun)) return none;
  // A comment's run is on the default branch's commit: the pull request's head is read (once a run).
  const head = trigger.headNeedsLookUp ? await host.head(budget) : trigger.headSha;
  const known = scan.started !== undefined || scan.lostStart !== undefined;
  // A head that could not be looked up hides its check runs: no "no job" unless the comment names one.
  if (head === undefined) return trigger.headNeedsLookUp && !known ? unreadHead : none;
  // Where the comment is there and names no job, or a comment's run or a push's finds none of it
  // (every write refused: a comment's run has no `before` to go by, and a push after one that ran
  // no workflow, `[skip ci]`, names a `before` with no record), the pull request's commits are read
  // too, and a read that fails is a doubt; the rest goes by what was read.
  const strict =
    !known && (ownComment !== undefined || trigger.headNeedsLookUp || trigger.pullRequest?.pushed === true);
  const heads = await headsSince(c, head, known ? scan.started?.lastHead : undefined, { strict });
  if (!heads.ok) return heads;
  const records: Kept[] = [];
  for (const sha of heads.value) {
    let runs = await host.checkRuns(sha, name, budget);
    // Where no job is known, an empty list is "no job" only when read twice, as the comments are:
    // a page GitHub served empty once would start a second job.
    if (strict && runs.ok && runs.value.length === 0) runs = await host.checkRuns(sha, name, budget, true);
    if (!runs.ok) {
      if (!strict) continue;
      return unreadCheckRuns;
    }
    const here = runs.value
      .map(({ externalId }) => readRecord(externalId, trigger.step, keys))
      .filter((read): read is StepRecord => read !== undefined && read.run !== only.exceptRun)
      .map((record) => ({ record, onCheckRun: true as const, ...(ownComment ? { comment: ownComment } : {}) }));
    records.push(...here);
    if (!known && here.some(({ record }) => record.jobs.length > 0 || record.unanswered === true)) break;
  }
  return { ok: true, value: records };
}

/**
 * The heads whose check runs may hold what the comment does not, newest first: the current head,
 * and the head a push replaced (the event's `before`, a force-push's too) when the comment does not
 * name it; a run there whose every comment write GitHub refused kept its record on its check run
 * alone. Where the comment is there and names no job, or a comment's run or a push's finds none of
 * it (`strict`), the pull request's commits too, newest first, as far as MAX_EARLIER_HEADS.
 */
async function headsSince(
  { host, trigger, budget }: CheckRunReading,
  head: string,
  last: string | undefined,
  { strict }: { strict: boolean },
): Promise<Answer<string[]>> {
  if (last === head) return { ok: true, value: [] };
  const before = trigger.pullRequest?.pushed ? trigger.pullRequest.before : undefined;
  const replaced = before !== undefined && before !== last && before !== head ? [before] : [];
  if (!strict) return { ok: true, value: [head, ...replaced] };
  const commits = await host.commits(budget);
  if (!commits.ok)
    return checkRunsUnread(
      msg`the pull request's commits, whose check runs may record the job, could not be read (${commits.cause})`,
    );
  const earlier = commits.value.filter((sha) => sha !== head && !replaced.includes(sha)).reverse();
  return { ok: true, value: [head, ...replaced, ...earlier.slice(0, MAX_EARLIER_HEADS)] };
}

/** A list of comments that lacks one it must hold (the command's own): nothing is known. */
const notWhole: Failure = {
  ok: false,
  cause: "GitHub's list of the pull request's comments lacks this command's own comment, so it is not whole",
};

/** A read of the check runs that may record the job failed: nothing is known, and the words say what was not read. */
export type CheckRunsUnread = Failure & { onCheckRuns: true };

const checkRunsUnread = (cause: Say): CheckRunsUnread => ({ ok: false, cause, onCheckRuns: true });

/** A head GitHub did not give, whose check runs may record the job. */
const unreadHead = checkRunsUnread("the pull request's head, whose check runs may record the job, could not be read");

/** A check run list GitHub did not give, where the job may be recorded. */
const unreadCheckRuns = checkRunsUnread('the check runs that may record the job could not be read');

interface Scan {
  ok: true;
  started?: StartedJob;
  unverified?: true;
  /** The action's comment, found even where it records no start. */
  ownComment?: StartedJob['comment'];
  /** The newest start, newer than any that named a job, got no answer: a job may run that no record names. */
  lostStart?: LostStart;
}

/** What the records say of the pull request's job: its start, a record not verified, a start whose answer was lost. */
export type StartScan = { ok: true; started?: StartedJob; unverified?: true; lostStart?: LostStart };

/** A start whose answer was lost: the run and when it began. */
export interface LostStart {
  run: string;
  attempt: number;
  at?: string;
  /** The head it told, and its check run's name there, when its record names them; the step that wrote it (stepKey). */
  head?: string;
  check?: string;
  step?: string;
  /** Its record is the one written before the prompt went: the run recorded nothing after it. */
  underWay?: true;
}

/** A record of this step's, and the comment that keeps it (none for a check run's, when the action has no comment). */
interface Kept {
  record: StepRecord;
  comment?: StartedJob['comment'];
  /** Read from a check run, which keeps one run's record: a follow-up's names the job there. */
  onCheckRun?: true;
}

/** The action's records in its comments (this step's, but `exceptRun`'s), and its own comment. */
interface KeptInComments {
  records: Kept[];
  ownComment?: StartedJob['comment'];
  unverified?: true;
}

async function keptIn(
  comments: Comment[],
  trigger: Trigger,
  keys: RecordKeys,
  identity: () => Promise<Account | undefined>,
  { exceptRun }: StartedJobQuery,
): Promise<KeptInComments> {
  const records: Kept[] = [];
  let account: Account | undefined;
  let unverified = false;
  let ownComment: StartedJob['comment'] | undefined;
  for (const { id, body, author: user } of comments) {
    const kept = readCommentRecords(body, trigger.step, keys, true);
    if (!kept) {
      if (!unverified && unverifiedRecord(body, trigger.step, keys, 'comment', true))
        unverified = ownUnverified(user, (account ??= await identity()));
      continue;
    }
    if (kept.by === undefined) account ??= await identity();
    if (!writtenByAction(user, kept, account)) continue;
    const author = user?.id;
    const comment = { id, ...(author === undefined ? {} : { author }) };
    ownComment ??= comment;
    for (const record of kept.records)
      if (exceptRun === undefined || record.run !== exceptRun) records.push({ record, comment });
  }
  return { records, ...(ownComment ? { ownComment } : {}), ...(unverified ? { unverified: true as const } : {}) };
}

/**
 * What the records say, wherever they were kept: the newest start (of `jobId`, when asked), or a
 * start whose answer was lost newer than any that named a job; the newest head the job was told.
 */
function judged(
  records: Kept[],
  { ownComment, unverified }: Pick<KeptInComments, 'ownComment' | 'unverified'>,
  { jobId }: StartedJobQuery,
): Scan {
  const own = ownComment ? { ownComment } : {};
  const prompts = records.filter(({ record }) => record.kind === 'prompt');
  const names = ({ record }: Kept): boolean =>
    record.jobs.length > 0 && (jobId === undefined || record.jobs.includes(jobId));
  // A check run keeps one run's record: a follow-up's names the job as well as its start would, and
  // so does a run's that sent nothing and found the job on a check run only (a wait's).
  const told = records.filter((kept) => kept.onCheckRun === true && kept.record.kind !== 'prompt' && names(kept));
  const newest = [...prompts.filter(names), ...told].sort((a, b) => newer(a.record, b.record))[0];
  const lost = prompts
    .filter((kept) => startUnanswered(kept) && jobId === undefined)
    .map(({ record }) => record)
    .sort(newer)
    .find((record) => !newest || newer(record, newest.record) < 0);
  if (lost) return { ok: true, ...own, lostStart: lostOf(lost) };
  if (!newest) return unverified ? { ok: true, unverified, ...own } : { ok: true, ...own };
  const job = jobId ?? newest.record.jobs[0] ?? '';
  const lastTold = records
    .map(({ record }) => record)
    .filter((record) => record.head !== undefined && record.kind !== 'wait' && record.jobs.includes(job))
    .sort(newer)[0];
  const comment = newest.comment ?? ownComment;
  const queuedHeads = queuedHeadsOf(records, job, lastTold);
  const queuedCommands = queuedOf(records, job, (pending) => pending.comment);
  const queuedReviews = queuedOf(records, job, (pending) => pending.review);
  const queued = {
    ...(queuedHeads.length > 0 ? { queuedHeads } : {}),
    ...(queuedCommands.length > 0 ? { queuedCommands } : {}),
    ...(queuedReviews.length > 0 ? { queuedReviews } : {}),
  };
  const latest = records
    .map(({ record }) => record)
    .filter((record) => record.jobs.includes(job))
    .sort(newer)[0];
  const cut =
    lastTold !== undefined && latest === lastTold && ['cancelled', 'timed_out'].includes(lastTold.ended ?? '');
  const started = { job, ...(comment ? { comment } : {}), ...toldOf(lastTold), ...queued };
  if (cut) return { ok: true, started: { ...started, headTurnCut: true } };
  const open = lastTold !== undefined && latest !== undefined && turnOpen(records, lastTold, latest);
  return {
    ok: true,
    started: open ? { ...started, headTurnOpen: { run: lastTold.run, attempt: lastTold.attempt } } : started,
  };
}

/** The head's turn is the job's newest, and none of its records (comment, check run) says how it ended, nor that it was let go. */
function turnOpen(records: Kept[], lastTold: StepRecord, latest: StepRecord): boolean {
  const ofTurn = records.filter(({ record }) => record.run === lastTold.run && record.attempt === lastTold.attempt);
  return (
    latest.run === lastTold.run &&
    latest.attempt === lastTold.attempt &&
    ofTurn.every(({ record }) => record.ended === undefined && record.pending === undefined)
  );
}

/**
 * The heads turns queued for `job` while it was busy, since the record that last told it a head
 * (a push back to an older head is news again): still queued, its deadline passed (`unsent`) or not.
 */
function queuedHeadsOf(records: readonly Kept[], job: string, lastTold: StepRecord | undefined): string[] {
  const heads = records
    .map(({ record }) => record)
    .filter((record) => record.jobs.includes(job) && (!lastTold || newer(record, lastTold) < 0))
    .map((record) => (record.pending?.queued ? record.pending.sha : undefined));
  return [...new Set(heads.filter((head): head is string => head !== undefined))];
}

/** What turns queued for `job` while it was busy hold (`of`). */
function queuedOf(records: readonly Kept[], job: string, of: (pending: Pending) => number | undefined): number[] {
  const held = records
    .map(({ record }) => record)
    .flatMap((record) => (record.jobs.includes(job) && record.pending?.queued ? [of(record.pending)] : []));
  return [...new Set(held.filter((id): id is number => id !== undefined))];
}

/**
 * A start no record answers: its answer was lost (a 5xx, a reset), or its run wrote the record it
 * writes on the comment last before the prompt goes (jobs none yet) and never another (killed, or
 * still sending). A check run's such record was written before the comment's: no prompt went yet.
 */
const startUnanswered = ({ record, onCheckRun }: Kept): boolean =>
  record.kind === 'prompt' &&
  record.jobs.length === 0 &&
  (record.unanswered === true || (onCheckRun !== true && record.ended === undefined && record.pending === undefined));

/** A start whose answer was lost, as its record says. */
const lostOf = (record: StepRecord): LostStart => ({
  run: record.run,
  attempt: record.attempt,
  ...(record.at ? { at: record.at } : {}),
  ...(record.head ? { head: record.head } : {}),
  ...(record.check ? { check: record.check } : {}),
  ...(record.step ? { step: record.step } : {}),
  ...(record.unanswered === true ? {} : { underWay: true as const }),
});

/** The head a record told, and the run that told it. */
const toldOf = (record: StepRecord | undefined): Pick<StartedJob, 'lastHead' | 'toldBy'> =>
  record?.head === undefined ? {} : { lastHead: record.head, toldBy: { run: record.run, attempt: record.attempt } };

/**
 * The commands the action's comments record as sent (a turn's `answers`; with `reviews`, the
 * reviews, `answersReview`): answered, whatever their reactions or answer lines say, so a 🚀 or a
 * line GitHub failed to make after the send never lets a run send one again.
 */
export function answeredCommands(
  comments: readonly Comment[],
  trigger: Pick<Trigger, 'step'>,
  keys: RecordKeys,
  account: Account | undefined,
  of: 'commands' | 'reviews' = 'commands',
): Set<number> {
  const answered = new Set<number>();
  for (const comment of comments) {
    const kept = readCommentRecords(comment.body, trigger.step, keys, true);
    if (!kept || !writtenByAction(comment.author, kept, account)) continue;
    // A turn names what it sends from its first write; it answered it once the job took it (a job recorded).
    for (const record of kept.records) {
      const id = of === 'commands' ? record.answers : record.answersReview;
      if (id !== undefined && record.jobs.length > 0) answered.add(id);
    }
  }
  return answered;
}
