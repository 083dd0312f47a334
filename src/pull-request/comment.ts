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
  type Comment,
  type Failure,
  type PullRequestHost,
  type Trigger,
} from './host.ts';
import { MAX_EARLIER_HEADS } from './check-run.ts';
import type { Found } from './surface.ts';
import {
  readCommentRecords,
  readRecord,
  unverifiedRecord,
  type CommentRecords,
  type RecordKeys,
  type StepRecord,
} from './record.ts';

/** Whether an author is the account: by id when both have one, else by handle. */
export function isAccount(author: Author | undefined, account: Account): boolean {
  if (account.id !== undefined && author?.id !== undefined) return author.id === account.id;
  return account.handle !== undefined && author?.handle === account.handle;
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
    const kept = readCommentRecords(body, trigger.step, keys, id === sharedCommentId);
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
  /** The comment its start was recorded in, and that comment's author (GitHub user id). */
  comment: { id: number; author?: number };
  /** The newest pull request head the job was told about (by its start or a follow-up), when recorded. */
  lastHead?: string;
  /** The run (and attempt) whose record told it: a record of an older run tells nothing newer. */
  toldBy?: { run: string; attempt: number };
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
 * workflow): the newest run's record of a started job. Another account's comment is never read,
 * whatever it carries. A list of several pages that records no start is read once more (a comment
 * deleted meanwhile moves the next page's first one onto a page already read); then the head's
 * check run, whose record a run keeps too when every write of its comment failed.
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
  const found = await startIn(listed.value, trigger, keys, identity, only);
  // A list with none of the action's comments is "no job" only when read twice (a page GitHub
  // served empty once would start a second job), unless the pull request was just opened.
  const noneOfOurs =
    only.withComment === true && found.ownComment === undefined && trigger.pullRequest?.opened !== true;
  const whole = listed.value.length < ONE_PAGE && !lacks(listed.value) && !noneOfOurs;
  if (found.started || found.unverified || found.lostStart || whole) return startOnCheckRun(found);
  const again = await host.comments(budget);
  if (!again.ok) return again;
  const merged = mergedById(listed.value, again.value);
  if (lacks(merged)) return notWhole;
  return startOnCheckRun(await startIn(merged, trigger, keys, identity, only));

  /**
   * No start in the comments, though the action's comment is there (its updates failed): the
   * check run's record, on the head or, newest first, on the pull request's earlier commits (a
   * push since). A check run or commit list that cannot be read is no "no job".
   */
  async function startOnCheckRun(scan: Scan): Promise<StartScan | Failure> {
    const { ownComment } = scan;
    const name = only.checkName ?? '';
    const known = scan.started ?? scan.unverified ?? scan.lostStart;
    if (known || name === '' || ownComment === undefined || trigger.headSha === undefined) return scan;
    const onHead = await recordOnCheckRun(trigger.headSha, name);
    if (onHead !== undefined) return onHead === 'unread' ? unreadCheckRuns : startOf(onHead, ownComment);
    const commits = await host.commits(budget);
    if (!commits.ok) return commits;
    const earlier = commits.value
      .filter((sha) => sha !== trigger.headSha)
      .reverse()
      .slice(0, MAX_EARLIER_HEADS);
    for (const sha of earlier) {
      const record = await recordOnCheckRun(sha, name);
      if (record !== undefined) return record === 'unread' ? unreadCheckRuns : startOf(record, ownComment);
    }
    return scan;
  }

  /** The newest start a commit's check run of this name records; 'unread' when GitHub did not list them. */
  async function recordOnCheckRun(sha: string, name: string): Promise<StepRecord | 'unread' | undefined> {
    const runs = await host.checkRuns(sha, name, budget);
    if (!runs.ok) return 'unread';
    return runs.value
      .map(({ externalId }) => readRecord(externalId, trigger.step, keys))
      .filter((read): read is StepRecord => read !== undefined && read.run !== only.exceptRun)
      .filter((read) => read.kind === 'prompt' && read.jobs.length > 0)
      .filter((read) => only.jobId === undefined || read.jobs.includes(only.jobId))
      .sort(newer)[0];
  }

  function startOf(record: StepRecord, comment: StartedJob['comment']): { ok: true; started: StartedJob } {
    const job = only.jobId ?? record.jobs[0] ?? '';
    return { ok: true, started: { job, comment, ...toldOf(record) } };
  }
}

/** A list of comments that lacks one it must hold (the command's own): nothing is known. */
const notWhole: Failure = {
  ok: false,
  cause: "GitHub's list of the pull request's comments lacks this command's own comment, so it is not whole",
};

/** A check run list GitHub did not give, where the job may be recorded: nothing is known. */
const unreadCheckRuns: Failure = {
  ok: false,
  cause: "the head's check runs, where the job may be recorded (the comment's updates had failed), could not be read",
};

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
  at?: string;
}

/** The newest start the action's comments record, and the action's own comment. */
async function startIn(
  comments: Comment[],
  trigger: Trigger,
  keys: RecordKeys,
  identity: () => Promise<Account | undefined>,
  { jobId, exceptRun }: StartedJobQuery,
): Promise<Scan> {
  const starts: Array<{ record: StepRecord; comment: StartedJob['comment'] }> = [];
  const lost: StepRecord[] = [];
  /** Every record of the action's that names a head it told a job about. */
  const told: StepRecord[] = [];
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
    for (const record of kept.records) {
      if (exceptRun !== undefined && record.run === exceptRun) continue;
      if (record.head !== undefined && record.kind !== 'wait') told.push(record);
      if (record.kind === 'prompt' && record.jobs.length > 0 && (jobId === undefined || record.jobs.includes(jobId)))
        starts.push({ record, comment });
      else if (record.kind === 'prompt' && record.unanswered && jobId === undefined) lost.push(record);
    }
  }
  const newest = starts.sort((a, b) => newer(a.record, b.record))[0];
  const own = ownComment ? { ownComment } : {};
  const lostStart = lost.sort(newer).find((record) => !newest || newer(record, newest.record) < 0);
  if (lostStart)
    return { ok: true, ...own, lostStart: { run: lostStart.run, ...(lostStart.at ? { at: lostStart.at } : {}) } };
  if (!newest) return unverified ? { ok: true, unverified, ...own } : { ok: true, ...own };
  const job = jobId ?? newest.record.jobs[0] ?? '';
  const lastTold = told.filter((record) => record.jobs.includes(job)).sort(newer)[0];
  return { ok: true, started: { job, comment: newest.comment, ...toldOf(lastTold) } };
}

/** The head a record told, and the run that told it. */
const toldOf = (record: StepRecord | undefined): Pick<StartedJob, 'lastHead' | 'toldBy'> =>
  record?.head === undefined ? {} : { lastHead: record.head, toldBy: { run: record.run, attempt: record.attempt } };

/** Whether a record was written by a newer run (or attempt) than `than`. */
export const newerThan = (record: StepRecord, than: { run: string; attempt: number } | undefined): boolean =>
  than === undefined || newer(record, { ...than, kind: 'wait', jobs: [] }) < 0;

/**
 * The commands the action's comments record as sent (a turn's `answers`): answered, whatever
 * their reactions say, so a 🚀 GitHub failed to make after the send never lets a run send one again.
 */
export function answeredCommands(
  comments: readonly Comment[],
  trigger: Pick<Trigger, 'step'>,
  keys: RecordKeys,
  account: Account | undefined,
): Set<number> {
  const answered = new Set<number>();
  for (const comment of comments) {
    const kept = readCommentRecords(comment.body, trigger.step, keys, true);
    if (!kept || !writtenByAction(comment.author, kept, account)) continue;
    // A turn names its command from its first write; it answered it once the job took it (a job recorded).
    for (const record of kept.records)
      if (record.answers !== undefined && record.jobs.length > 0) answered.add(record.answers);
  }
  return answered;
}
