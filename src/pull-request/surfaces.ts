/**
 * The pull request comment and the check run, kept while the step runs. Both are written in this
 * workflow's repository with the report-token, from the same documents as the job summary (so
 * through the same escaping and redaction), and both carry this step's signed record, which a
 * re-run reads to wait for the job an earlier attempt sent instead of sending again.
 *
 * One write at a time, in order: "working on it" first, progress coalesced to the latest state at
 * most once every PROGRESS_GAP_MS, the ending last. The ending ends any write still waiting for
 * GitHub and has a budget of its own, a short one once the runner cancels. What is waiting to be
 * written is one value (`WritesState`) changed by one function. Nothing here throws.
 */
import { stepEnd } from '../common/step-end.ts';
import {
  bodyOf,
  closeNoticeIn,
  keepingCloseNotice,
  keepingDocsLink,
  notedComment,
  reopenedComment,
  unnotedComment,
} from './closed-comment.ts';
import type { Visibility } from '../inputs/inputs.ts';
import type { Log } from '../output/log.ts';
import { msg, type Say } from '../output/text.ts';
import { finishAbandonedCheckRun, liveHeadOf } from './abandoned-check.ts';
import { findThisRunsCheckRun, MAX_EARLIER_HEADS } from './check-run.ts';
import { findComment, knownComment, writtenByAction } from './comment.ts';
import {
  conversationOf,
  endingWrite,
  progressWrite,
  shorterWrite,
  type Composed,
  type TextLimits,
} from './documents.ts';
import {
  refusedForGood,
  type Account,
  type Budget,
  type CheckRun,
  type CheckRunFields,
  type Failure,
  type PullRequestHost,
  type Trigger,
} from './host.ts';
import type {
  EarlierRecord,
  Progress,
  PullRequestSurfaces,
  SurfaceDeps,
  SurfaceEnding,
  SurfaceLinks,
  SurfacePlan,
} from './plan.ts';
import {
  carryForward,
  commentMarker,
  encodeRecord,
  keepRecords,
  letGoTurnHolds,
  letGoTurnOf,
  letGoUnfinished,
  PENDING_LABEL,
  readRecord,
  readCommentRecords,
  recordKeysOf,
  stepKey,
  UNVERIFIED_RECORD,
  type CommentRecords,
  type RecordKeys,
  type StepRecord,
  type RecordedConclusion,
} from './record.ts';
import { LEASE_PAUSE_MS, LEASE_TRIES, type Leased } from './lease.ts';
import { createSurface, type Found, type Surface, type SurfaceOptions, type SurfaceRequests } from './surface.ts';
import { BUDGET_MS, budgetFor } from '../common/budget.ts';

/** What both surfaces show, made within the characters each has for it, with the records the comment keeps (the job's conversation). */
type Compose = (limits: TextLimits, records: StepRecord[]) => Composed;

/** At most one progress write this often; the ending never waits for it. */
export const PROGRESS_GAP_MS = 2_000;

/** What is waiting to be written, and what was last written. */
export interface WritesState {
  /** The record the next write carries (the ending writes it too). */
  record: StepRecord;
  /** The jobs the last write recorded: a record with new ones is written at once, not after the gap. */
  recordedJobs: string;
  /** A progress write is queued; while it waits, later progress only replaces `latest`. */
  queued: boolean;
  latest?: { record: StepRecord; progress: Progress };
}

export type WritesEvent =
  | { kind: 'began'; record: StepRecord }
  | { kind: 'progress'; record: StepRecord; progress: Progress }
  | { kind: 'queued' }
  | { kind: 'taken' }
  | { kind: 'written'; record: StepRecord };

export const firstWritesState = (trigger: Trigger): WritesState => ({
  record: { run: trigger.runId, attempt: trigger.attempt, kind: 'wait', jobs: [] },
  recordedJobs: '',
  queued: false,
});

/** The one function that changes what is waiting to be written. */
export function nextWritesState(state: WritesState, event: WritesEvent): WritesState {
  switch (event.kind) {
    case 'began':
      return { ...state, record: event.record };
    case 'progress':
      return { ...state, record: event.record, latest: { record: event.record, progress: event.progress } };
    case 'queued':
      return { ...state, queued: true };
    case 'taken':
      return { ...state, queued: false, latest: undefined };
    case 'written':
      return { ...state, recordedJobs: event.record.jobs.join('\n') };
  }
}

/**
 * The account the comment is written by: the token's own, read once (again only when the read was
 * cut short), else the author GitHub named in an answer or the comment's records named.
 */
function createAuthor(host: PullRequestHost) {
  let reading: Promise<Account | undefined> | undefined;
  let account: Account | undefined;
  let seen: number | undefined;
  return {
    account(budget: Budget): Promise<Account | undefined> {
      reading ??= host.identity(budget).then((found) => {
        if (!found && budget.signal.aborted) reading = undefined;
        return (account = found);
      });
      return reading;
    },
    learn(id: number | undefined): void {
      seen ??= id;
    },
    id: (): number | undefined => account?.id ?? seen,
  };
}

/**
 * A fork's pull request gets a read-only token: the first write it refuses stops every write of
 * both surfaces, said once (a warning when the user asked for a surface by name).
 */
function createForkLatch(visibility: Visibility, trigger: Trigger, log: Log) {
  let stopped = false;
  const options: Pick<SurfaceOptions, 'saysRefusal' | 'stopped'> = {
    stopped: () => stopped,
    saysRefusal(result) {
      if (!trigger.fromFork || !refusedForGood(result, [403])) return false;
      if (stopped) return true;
      stopped = true;
      const text = msg`This pull request comes from a fork, and GitHub gives a fork's workflow a read-only token (HTTP ${result.status ?? 403}), so the step writes no comment or check run. The step goes on; its outputs and job summary say how it ends.`;
      if (visibility.comment === 'true' || visibility.checkName !== '') log.warning(text);
      else log.info(text);
      return true;
    },
  };
  return { options };
}

/**
 * The comment: found by its records among the token's own comments (or the shared comment, the
 * job's comment a follow-up writes its turn in), which keep the other runs' and the other steps'
 * records. A comment another step also writes is read again before each write, and every comment
 * before the ending, so no write drops what another step wrote in the meantime.
 */
/** What a comment GitHub refuses for good costs a step that starts jobs. */
const RECORD_REFUSED_COSTS =
  "It holds the record by which this pull request's later runs find the job this step starts: without it each of them may start another, and commands cannot be answered in order. Give the report-token pull-requests: write (github.token: the job's permissions: block, as the recipes have it, which the workflow's next run reads and a re-run of this one does not; or the repository's default workflow permissions; an app's token: the app's permissions).";

/** What a comment GitHub failed for now costs a step that starts jobs: the same record, unwritten. */
const RECORD_UNWRITTEN_COSTS =
  "It holds the record by which this pull request's later runs find the job this step starts: until a write reaches it, they cannot name the job (a push is not told, a command not answered). The outputs and the job summary name the job.";

/** What a comment GitHub failed for now costs a step whose job an earlier run recorded: this turn's record. */
const TURN_UNWRITTEN_COSTS =
  "It holds the record of what this run told the job: until a write reaches it, the pull request's next run tells the job this news again (the job may get it twice). This run's own result says what was sent.";

/** Whether a write holding the job's record reached the comment: after it, a failed write costs later runs nothing. */
function recordedJobLatch() {
  let [recorded, tells] = [false, false];
  return {
    /** `earlier`: the records the comment held before; one naming a job finds the job a message goes to without this run's. */
    costs: (earlier: readonly StepRecord[]): Say | undefined =>
      recorded
        ? undefined
        : tells && earlier.some((record) => record.jobs.length > 0)
          ? TURN_UNWRITTEN_COSTS
          : RECORD_UNWRITTEN_COSTS,
    /** Whether this run's write tells a job a message (else it starts one, or none yet). */
    writing: (record: StepRecord): void => void (tells = record.kind === 'message'),
    recorded: (): void => void (recorded = true),
  };
}

function createCommentSurface(
  visibility: Visibility,
  trigger: Trigger,
  deps: SurfaceDeps,
  { fork, jobRecord }: { fork: ReturnType<typeof createForkLatch>; jobRecord: ReturnType<typeof recordedJobLatch> },
) {
  const [{ host }, costs] = [deps, jobRecord.costs];
  const author = createAuthor(host);
  let [earlierRuns, looked]: [StepRecord[], boolean] = [[], false];
  /** Its id, once a look found it or a write made it; its text as last read (for its closing line). */
  let [id, lastRead]: [number | undefined, string | undefined] = [undefined, undefined];
  const comment = createSurface({
    name: 'the pull request comment',
    ...{ warnOnFailure: visibility.comment === 'true', recreate: true as const },
    ...(deps.recordFindsJob ? { refusalCosts: RECORD_REFUSED_COSTS, failureCosts: () => costs(earlierRuns) } : {}),
    ...{ clock: deps.clock, log: deps.log, pause: pacedBy(host) },
    find: async (budget) => {
      const identity = () => author.account(budget);
      const [keys, known] = [recordKeysOf(deps), deps.knownComment];
      const found =
        known === undefined
          ? await findComment(host, trigger, keys, budget, identity, deps.sharedComment)
          : await knownComment(host, trigger, keys, budget, identity, known);
      looked ||= found.ok;
      if (found.ok && found.match) {
        earlierRuns = found.match.records;
        author.learn(found.match.by);
        id = found.match.id;
        lastRead = found.match.body ?? lastRead;
      }
      return found;
    },
    onWritten: (written) => {
      author.learn(written.author);
      id = written.id ?? id;
    },
    ...fork.options,
  });
  const own = stepKey(trigger.step);
  const shared = (): boolean => deps.sharedComment !== undefined || earlierRuns.some((record) => record.step !== own);
  /** The records as the comment holds them now; what cannot be read keeps what was read before. */
  async function reread(budget: Budget, ending: boolean): Promise<void> {
    if (id === undefined || !(ending || shared())) return;
    const answer = await host.comment(id, budget);
    if (!answer.ok) return;
    lastRead = answer.value.body;
    const kept = readCommentRecords(answer.value.body, trigger.step, recordKeysOf(deps), true);
    const by = author.id();
    if (
      kept &&
      (by === undefined || kept.by === by) &&
      writtenByAction(answer.value.author, { ...kept, by: kept.by ?? by }, undefined)
    )
      earlierRuns = kept.records;
  }
  return {
    ...{ comment, author, earlierRuns: (): StepRecord[] => earlierRuns, reread },
    recordsRead: (): StepRecord[] | undefined => (looked ? earlierRuns : undefined), // undefined: unread
    ...{ id: (): number | undefined => id, jobRecord, read: (): string | undefined => lastRead },
    ...closingLine(deps.pullRequestOpen, () => lastRead),
  };
}

/**
 * The closing line the comment as read holds: kept atop a later finish; the pull request read open
 * again (re-opened since its close), the comment to take it out of.
 */
function closingLine(pullRequestOpen: boolean | undefined, read: () => string | undefined) {
  const notice = (): string | undefined => {
    const body = read();
    return body === undefined ? undefined : closeNoticeIn(body);
  };
  return {
    closeNotice: (): string | undefined => (pullRequestOpen ? undefined : notice()),
    reopened: (): string | undefined => (pullRequestOpen && notice() !== undefined ? read() : undefined),
  };
}

/**
 * The comment left as it is, but for lines it outgrew: the closing line of a pull request re-opened
 * since its close, and the line a run with nothing to do put atop it (records as they are).
 */
async function dropCloseNotice(
  host: PullRequestHost,
  surface: ReturnType<typeof createCommentSurface>,
  budget: Budget,
): Promise<boolean> {
  const id = surface.id();
  const read = surface.read();
  if (id === undefined || read === undefined) return true;
  const reopened = surface.reopened() === undefined ? undefined : reopenedComment(read);
  const body = reopened === undefined ? read : bodyOf(reopened);
  const rewritten = unnotedComment(body) ?? reopened;
  if (rewritten === undefined) return true;
  return (await host.updateComment(id, rewritten, budget)).ok;
}

/**
 * An ending that leaves the comment as it is (it still takes out lines the pull request outgrew), or
 * notes its heading atop it; undefined when the comment is written as any other ending writes it.
 */
async function leftOrNoted(
  host: PullRequestHost,
  surface: ReturnType<typeof createCommentSurface>,
  ending: ReturnType<typeof endingOptions>,
  html: string,
  budget: Budget,
): Promise<boolean | undefined> {
  if (ending.keepComment) return dropCloseNotice(host, surface, budget);
  return ending.noteAtop ? noteAtop(host, surface, html, budget) : undefined;
}

/**
 * A run with nothing to do for the head: the comment there keeps what it shows of the job, its
 * heading (the first line of `html`) a line atop it; no comment read, none written.
 */
async function noteAtop(
  host: PullRequestHost,
  surface: ReturnType<typeof createCommentSurface>,
  html: string,
  budget: Budget,
): Promise<boolean | undefined> {
  const heading = /^<h\d>(.*)<\/h\d>$/.exec(html.split('\n', 1)[0] ?? '')?.[1];
  const [id, read] = [surface.id(), surface.read()];
  if (heading === undefined) return undefined;
  if (id === undefined || read === undefined) return true;
  const open = surface.reopened() !== undefined;
  return (await host.updateComment(id, notedComment(read, heading, open), budget)).ok;
}

/**
 * The pull request's lease (lease.ts) on the comment found, for a write that must not drop a
 * record another run writes at the same moment (shared with a stage of this run that holds it
 * already: a sweep's finish); undefined when there is no comment yet, or no lease is kept.
 */
async function leaseOn(
  surface: ReturnType<typeof createCommentSurface>,
  trigger: Trigger,
  deps: SurfaceDeps,
  budget: Budget,
): Promise<Leased | undefined> {
  const commentId = surface.id();
  if (!deps.leases || commentId === undefined) return undefined;
  const named = surface.earlierRuns().flatMap(({ pending }) => (pending?.claim ? [pending.claim] : []));
  const until = Math.min(budget.deadline, deps.deadline ?? Number.POSITIVE_INFINITY);
  const stopped = (): boolean => budget.signal.aborted || deps.clock.now() + LEASE_PAUSE_MS >= until;
  // Taken off on a budget of its own, a short one after a cancel: a 🎉 left behind holds every run off.
  const release = (): Budget =>
    budgetFor(deps.clock, deps.signal.aborted ? BUDGET_MS.releaseAfterCancel : BUDGET_MS.release);
  const leased = await deps.leases.hold({
    ...{ host: deps.host, commentId, named, budget: () => budget, date: () => deps.clock.date() },
    self: { run: trigger.runId, attempt: trigger.attempt },
    asking: { tries: LEASE_TRIES, stopped, sleep: (ms: number) => deps.clock.sleep(ms, budget.signal) },
    releaseBudget: release,
  });
  if (leased.kind === 'busy' && !deps.signal.aborted)
    deps.log.info(
      msg`Another run held this pull request's lease (🎉 on comment ${commentId}) all the while this run asked for it, so its record is not written now: a record written beside that run's could be lost.`,
    );
  if (leased.kind === 'failed')
    deps.log.info(
      msg`The pull request's lease (🎉 on comment ${commentId}) could not be taken (${leased.cause}): this run writes its record without it, after reading the comment again.`,
    );
  return leased;
}

/**
 * An update's text and marker are made when it is sent: the look made just before may have named
 * the author or other records, or found a closing line a close wrote meanwhile.
 */
const commentWrite = (
  host: PullRequestHost,
  html: () => string,
  marker: () => string,
  create = true,
): SurfaceRequests => ({
  ...(create ? { create: (budget: Budget) => host.createComment({ text: html(), record: marker() }, budget) } : {}),
  update: (id, budget) => host.updateComment(id, { text: html(), record: marker() }, budget),
});

/** The characters kept for the author's id, which a marker may come to name between composing and sending. */
const AUTHOR_ID_CHARS = 40;

const checkRunWrite = (
  host: PullRequestHost,
  name: string,
  sha: string | undefined,
  fields: CheckRunFields,
): SurfaceRequests => ({
  create: (budget) => host.createCheckRun(name, sha, fields, budget),
  update: (id, budget) => host.updateCheckRun(id, fields, budget),
});

/** What the comment keeps: this run's record with the others'; a run that did nothing leaves them as they are. */
function recordsKept(
  record: StepRecord,
  earlier: StepRecord[],
  by: number | undefined,
  step: Trigger['step'],
  addRecord: boolean,
): CommentRecords {
  if (addRecord) return keepRecords(record, earlier, by, step);
  // It never pushes a job's record out of the comment's last MAX_RUNS_KEPT.
  return { ...(by === undefined ? {} : { by }), records: earlier };
}

/**
 * The record an ending writes: how its turn ended (one that needed nothing is told as neutral), and
 * a failed job. A record that resumed an earlier attempt's turn carries that turn forward with
 * this ending (carryForward); one with no turn at all keeps none.
 */
function endingRecord(
  record: StepRecord,
  ending: Pick<SurfaceEnding, 'conclusion' | 'foundJob'> & { jobFailed?: boolean },
): StepRecord {
  const ended: RecordedConclusion = ending.conclusion === 'skipped' ? 'neutral' : ending.conclusion;
  const found = ending.foundJob !== undefined && record.jobs.length === 0;
  const carried = found ? { kind: 'wait' as const, jobs: [ending.foundJob ?? ''] } : {};
  return { ...record, ...carried, ended, ...(ending.jobFailed ? { failed: true as const } : {}) };
}

/**
 * The order of one write of both surfaces. A sweep's ending settles the record only once the check
 * run took its conclusion, so a failed write leaves the turn pending for the next sweep, never a
 * check run in progress with no record; the record of a turn a sweep sent goes on the check run
 * first (a limit the comment meets then holds no record back), then on the comment whatever became
 * of it; a fork's token is likely read-only, and one refused write finds that out for both.
 */
async function inOrder(
  order: 'check-first' | 'check-then-comment' | 'comment-first' | 'both',
  writeComment: () => Promise<boolean>,
  writeCheck: () => Promise<boolean>,
): Promise<{ comment: boolean; check: boolean }> {
  if (order === 'check-first') {
    const check = await writeCheck();
    return { comment: check && (await writeComment()), check };
  }
  if (order === 'check-then-comment') {
    const check = await writeCheck();
    return { comment: await writeComment(), check };
  }
  if (order === 'comment-first') {
    const comment = await writeComment();
    return { comment, check: await writeCheck() };
  }
  const [comment, check] = await Promise.all([writeComment(), writeCheck()]);
  return { comment, check };
}

/** A comment's run whose pull request's head GitHub would not give (its host said so): no commit to write on. */
const headUnknown = (trigger: Trigger, sha: string | undefined): boolean =>
  trigger.headNeedsLookUp && sha === undefined;

/** The check run: this run's, found by its record, which an earlier attempt of the run wrote. */
function createCheckSurface(
  visibility: Visibility,
  trigger: Trigger,
  deps: SurfaceDeps,
  fork: ReturnType<typeof createForkLatch>,
) {
  const { host } = deps;
  let records: StepRecord[] = [];
  let leftByOthers = false;
  const check = createSurface({
    name: 'the check run',
    warnOnFailure: true,
    left: ({ made, denied, invalid, gone }) =>
      `${gone ? 'The check run is gone' : made ? 'The check run keeps what its last write said (in progress, if no ending reached it)' : 'No check run was made'}, and a required check waits on it: ${gone ? 're-run this run, which makes a new one' : invalid ? 'give the step a valid report-token, then re-run this run' : denied ? "give the report-token checks: write (github.token: the job's permissions: block, which a re-run does not read, so the workflow's next run writes it; an app's token: the app's permissions, then re-run this run)" : 're-run this run once GitHub answers again'}, to write it.`,
    clock: deps.clock,
    log: deps.log,
    pause: pacedBy(host),
    find: async (budget, anew) => {
      const head = await host.head(budget);
      if (headUnknown(trigger, head)) return { ok: true };
      const keys = recordKeysOf(deps);
      const found = await findThisRunsCheckRun(host, trigger, visibility.checkName, head, keys, budget, anew);
      if (found.ok && found.match) records = found.match.records;
      if (found.ok) leftByOthers ||= found.leftByOthers === true;
      return found;
    },
    ...fork.options,
  });
  return { check, checkRecords: (): StepRecord[] => records, leftByOthers: (): boolean => leftByOthers };
}

/** What a run that decided nothing finds on the head: none, one it writes (`why` it may), one it leaves, or a doubt. */
type HeadsCheckRun =
  | { kind: 'none' }
  | { kind: 'take'; id: number; why: Say }
  | { kind: 'leave'; why: Say }
  | { kind: 'unread'; why: Say };

/** The host's pause before asking again, read when a write pauses (a host may have none: as written). */
const pacedBy =
  (host: PullRequestHost) =>
  (ms: number): number =>
    host.pause?.(ms) ?? ms;

/** Why a run with nothing to do leaves another turn's check run. */
const turn = 'it belongs to the turn that made it, so this run, which had nothing to do for the head, leaves it';

/**
 * What a run that decided nothing for the head does with the head's check run of the name: a
 * second one would be the newest, and a required check reads the newest. So it creates one only
 * where the head has none. One a turn made is that turn's, left as it is, unless that turn's
 * workflow run ended without finishing it (killed, crashed): then this run finishes it. One a run
 * that sent nothing wrote (nothing to do, cut short: its record holds no job) is nobody's turn:
 * this run writes it anew. A list that cannot be read is no "none": nothing is created on a doubt.
 */
async function headsCheckRun(
  where: {
    host: PullRequestHost;
    trigger: Trigger;
    keys: RecordKeys;
    name: string;
    /** The comment's records: a let-go turn's is pending there (its check run's record carries no turn); undefined when unread. */
    turns: () => readonly StepRecord[] | undefined;
  },
  sha: string | undefined,
  budget: Budget,
): Promise<HeadsCheckRun> {
  const { host, trigger, keys, name } = where;
  const listed = await host.checkRuns(sha, name, budget);
  if (!listed.ok)
    return { kind: 'unread', why: msg`the head's '${name}' check runs could not be read (${listed.cause})` };
  const newest = listed.value.reduce<CheckRun | undefined>((a, b) => (a && a.id > b.id ? a : b), undefined);
  // An empty list while the comment names a let-go turn's check run on this head is a page served wrong, not none.
  if (!newest && (where.turns() ?? []).some((turn) => pendingOnHead(turn, sha)))
    return {
      kind: 'unread',
      why: msg`GitHub listed no '${name}' check run on the head, though the comment's records name a let-go turn's there`,
    };
  if (!newest) return { kind: 'none' };
  const record = readRecord(newest.externalId, trigger.step, keys);
  if (!record && newest.run !== undefined) return runsCheckRun(where, { ...newest, run: newest.run }, budget);
  if (!record) return { kind: 'leave', why: msg`The head's '${name}' check run is not this step's: ${turn}.` };
  if (newest.status !== 'in_progress')
    return record.jobs.length === 0
      ? {
          kind: 'take',
          id: newest.id,
          why: msg`The head's '${name}' check run was written by a run that sent nothing: this run writes it anew.`,
        }
      : { kind: 'leave', why: msg`The head already has a '${name}' check run: ${turn}.` };
  // A let-go turn's check run is the sweep's to finish.
  const turns = where.turns();
  if (turns === undefined)
    return {
      kind: 'leave',
      why: msg`The head's '${name}' check run is in progress, and the comment that says whether a let-go turn holds it could not be read: ${turn}.`,
    };
  if (record.pending || record.ended || letGoTurnHolds(turns, record))
    return { kind: 'leave', why: msg`The head's '${name}' check run waits for the sweep: ${turn}.` };
  // GitHub says an attempt ended once a later one exists: the check run is left while any attempt of its run goes.
  const state = await host.runState({ run: record.run, attempt: record.attempt, anyAttempt: true }, budget);
  if (state === 'ended')
    return {
      kind: 'take',
      id: newest.id,
      why: msg`The head's '${name}' check run was left in progress by workflow run ${record.run}, which has ended: this run finishes it.`,
    };
  return {
    kind: 'leave',
    why:
      state === 'running'
        ? msg`The head's '${name}' check run is workflow run ${record.run}'s, still running: ${turn}.`
        : state === 'unread'
          ? msg`The head's '${name}' check run is in progress, and whether workflow run ${record.run} still runs could not be read (GitHub's Actions API answered with an error): ${turn}.`
          : msg`The head's '${name}' check run is in progress, and whether workflow run ${record.run} still runs could not be read (grant the report-token actions: read): ${turn}.`,
  };
}

/** One pending on the head `sha` (never on an unknown head). */
const pendingOnHead = (record: StepRecord, sha: string | undefined): boolean =>
  sha !== undefined && letGoUnfinished(record) && record.pending?.sha === sha;

/**
 * A check run the host names a run of, with no record (GitLab: a status is its pipeline's): left
 * in progress by a run that has ended, this run finishes it; anything else is left.
 */
async function runsCheckRun(
  where: { host: PullRequestHost; trigger: Trigger; name: string; turns: () => readonly StepRecord[] | undefined },
  check: CheckRun & { run: string },
  budget: Budget,
): Promise<HeadsCheckRun> {
  const { host, trigger, name } = where;
  if (check.status !== 'in_progress' || check.run === trigger.runId)
    return { kind: 'leave', why: msg`The head already has a '${name}' check run: ${turn}.` };
  // A let-go turn's (its run ended in seconds, by design) is the sweep's to finish; unknown when the comment is unread.
  // A status names a pipeline, not a turn: a turn of a run with none of its own on the head (a
  // schedule's) set it in the head's pipeline, so a turn pending on this head holds it too.
  const turns = where.turns();
  if (turns === undefined || letGoTurnHolds(turns, check) || turns.some((t) => pendingOnHead(t, trigger.headSha)))
    return { kind: 'leave', why: msg`The head's '${name}' check run waits for the sweep: ${turn}.` };
  const state = await host.runState({ run: check.run, attempt: 1, anyAttempt: true }, budget);
  return state === 'ended'
    ? {
        kind: 'take',
        id: check.id,
        why: msg`The head's '${name}' check run was left in progress by workflow run ${check.run}, which has ended: this run finishes it.`,
      }
    : { kind: 'leave', why: msg`The head's '${name}' check run is workflow run ${check.run}'s, not ended: ${turn}.` };
}

/**
 * The check run's write: only where the head has none (`cut` said: a run that decided nothing),
 * over a queued turn's on the same head (`turn`: this run's own turn), or this run's own.
 */
async function writeCheckRun(
  where: Parameters<typeof headsCheckRun>[0] & { log: Log },
  check: Surface,
  how: { cut?: boolean; turn?: StepRecord },
  sha: string | undefined,
  budget: Budget,
  requests: readonly [SurfaceRequests, SurfaceRequests | undefined],
): Promise<boolean> {
  if (how.cut !== undefined) return writeWhereNone({ ...where, cut: how.cut }, check, sha, budget, ...requests);
  const joined =
    sha !== undefined && how.turn?.pending?.sha === sha
      ? await queuedTurnOnHead(where, check, sha, budget, how.turn)
      : undefined;
  return joined !== undefined ? check.adopt(joined, budget, ...requests) : check.write(budget, ...requests);
}

/**
 * A let-go turn queued on a head whose newest check run is another let-go turn's, still in
 * progress for the sweep (a push queued there, then the merge's or a `/docs` run's turn on the same
 * head), or the turn this run takes over (its run killed while it waited): this turn's check run
 * is that one, taken over, so the head never carries a second. Its id, when this run has none of
 * its own there yet.
 */
async function queuedTurnOnHead(
  where: Parameters<typeof headsCheckRun>[0] & { takesOverTurn?: boolean },
  check: Surface,
  sha: string | undefined,
  budget: Budget,
  turn: StepRecord,
): Promise<number | undefined> {
  const own = await check.search(budget);
  if (!own.ok || own.match) return undefined;
  const { host, trigger, keys, name } = where;
  const listed = await host.checkRuns(sha, name, budget);
  if (!listed.ok) return undefined;
  const newest = listed.value.reduce<CheckRun | undefined>((a, b) => (a && a.id > b.id ? a : b), undefined);
  if (newest?.status !== 'in_progress') return undefined;
  const record = readRecord(newest.externalId, trigger.step, keys);
  if (!record || record.run === trigger.runId) return undefined;
  // A turn killed before its check run named its job (the write failed, or came after the start) names none.
  const ofTurn = record.jobs.length === 0 || record.jobs.some((job) => turn.jobs.includes(job));
  const takenOver = where.takesOverTurn === true && ofTurn;
  return takenOver || record.pending || letGoTurnOf(where.turns() ?? [], record) ? newest.id : undefined;
}

/** The check run of a run that decided nothing for the head: made where none is, one nobody's written anew, a turn's left. */
async function writeWhereNone(
  where: Parameters<typeof headsCheckRun>[0] & { log: Log; cut: boolean },
  check: Surface,
  sha: string | undefined,
  budget: Budget,
  requests: SurfaceRequests,
  shorter: SurfaceRequests | undefined,
): Promise<boolean> {
  const held = await headsCheckRun(where, sha, budget);
  if (held.kind === 'none') return check.write(budget, requests, shorter);
  if (held.kind === 'unread') {
    where.log.warning(
      msg`No check run is written: ${held.why}, and a run with nothing to do never risks a second one; a required '${where.name}' check waits for the pull request's next run.`,
    );
    return false;
  }
  // A run cut short knows too little to finish another run's check run: the next run does.
  if (held.kind === 'take' && where.cut) {
    where.log.info(
      msg`The head already has a '${where.name}' check run: this run, cut short, leaves it to the next run.`,
    );
    return true;
  }
  where.log.info(held.why);
  return held.kind === 'leave' || check.adopt(held.id, budget, requests, shorter);
}

/** Both surfaces of one step, as createWriter makes them. */
interface Surfaces {
  visibility: Visibility;
  trigger: Trigger;
  plan: SurfacePlan;
  deps: SurfaceDeps;
  commentSurface: ReturnType<typeof createCommentSurface>;
  checkSurface: ReturnType<typeof createCheckSurface>;
}

interface WriteBothOptions {
  compose: Compose;
  shorter?: ((limits: TextLimits) => Composed) | undefined;
  ending: false | ReturnType<typeof endingOptions>;
}

/** One write of both surfaces, once the records it keeps are read. */
async function writeBoth(
  { visibility, trigger, plan, deps, commentSurface, checkSurface }: Surfaces,
  record: StepRecord,
  budget: Budget,
  { compose, shorter, ending }: WriteBothOptions,
) {
  const { log, apiKey, host } = deps;
  const { comment, author, earlierRuns, recordsRead } = commentSurface;
  const { check, checkRecords, leftByOthers } = checkSurface;
  const addRecord = ending === false || ending.addRecord;
  const own = (): StepRecord =>
    carryForward([...checkRecords(), ...earlierRuns()], { ...record, step: stepKey(trigger.step) });
  const kept = (): CommentRecords => recordsKept(own(), earlierRuns(), author.id(), trigger.step, addRecord);
  const marker = (): string => commentMarker(trigger.step, kept(), apiKey);
  const limits = { comment: host.textLimit - marker().length - 2 - AUTHOR_ID_CHARS, check: host.textLimit };
  const externalId = encodeRecord(trigger.step, own(), apiKey);
  const createComment = ending === false || ending.createComment;
  const shown = (html: string): string =>
    keepingCloseNotice(keepingDocsLink(html, commentSurface.read()), commentSurface.closeNotice());
  const commentRequests = ({ html }: Composed): SurfaceRequests =>
    commentWrite(host, () => shown(html), marker, createComment);
  const checkRequests = ({ check }: Composed, sha: string | undefined): SurfaceRequests =>
    checkRunWrite(host, visibility.checkName, sha, { ...check, externalId });
  const written = compose(limits, kept().records);
  const short = shorter?.(limits);
  const writeComment = async (): Promise<boolean> => {
    if (!plan.comment) return true;
    const left = ending === false ? undefined : await leftOrNoted(host, commentSurface, ending, written.html, budget);
    if (left !== undefined) return left;
    const named = author.id() !== undefined;
    commentSurface.jobRecord.writing(own());
    const done = await comment.write(budget, commentRequests(written), short && commentRequests(short));
    if (done && own().jobs.length > 0) commentSurface.jobRecord.recorded();
    // A comment created by the ending could not name its author in its records; one update does,
    // so a reader with another token (a follow-up's) can still tell the comment is the action's.
    if (ending !== false && !named && author.id() !== undefined)
      await comment.write(budget, commentRequests(written), short && commentRequests(short));
    return done;
  };
  const writeCheck = async (): Promise<boolean> => {
    if (!plan.check || (deps.noNewCheck && (await noneFound(check, budget)))) return true;
    const sha = await host.head(budget);
    // No check run on the default branch's commit for a head GitHub would not give (the host said so).
    if (headUnknown(trigger, sha)) return true;
    const requests = [checkRequests(written, sha), short && checkRequests(short, sha)] as const;
    const turns = plan.comment ? recordsRead : earlierRuns;
    const where = {
      ...{ host, trigger, keys: recordKeysOf(deps), log, name: visibility.checkName, turns },
      takesOverTurn: deps.takesOverTurn?.() === true,
    };
    // An earlier attempt's turn (it named a job) is that turn's check run, as another run's would be.
    const earlierTurn = checkRecords().some((kept) => kept.jobs.length > 0 && kept.attempt !== trigger.attempt);
    const whereNone = ending !== false && ending.checkOnlyWhereNone && (checkRecords().length === 0 || earlierTurn);
    const how = whereNone ? { cut: ending.cutShort } : ending === false ? { turn: record } : {};
    const done = await writeCheckRun(where, check, how, sha, budget, requests);
    const site = { ...where, liveHead: liveHeadOf(host, budget) };
    if (ending !== false) await finishAbandonedCheckRun(site, { sha, leftByOthers: leftByOthers() }, budget);
    return done;
  };
  const order = writeOrder(deps, trigger, record, ending);
  return inOrder(order, writeComment, writeCheck);
}

/**
 * Which surface goes first. A sweep's ending settles the record on the comment only once the check
 * run is finished; the record of a turn it sent goes on the comment too when the check run's write
 * fails. A start under way records itself on the comment last (a fork's too, after a check run
 * its token could write): a run killed before that write has sent nothing.
 */
function writeOrder(
  deps: Pick<SurfaceDeps, 'checkRunFirst'>,
  trigger: Trigger,
  record: StepRecord,
  ending: false | ReturnType<typeof endingOptions>,
): Parameters<typeof inOrder>[0] {
  if (deps.checkRunFirst) return ending !== false ? 'check-first' : 'check-then-comment';
  const starting = ending === false && record.kind === 'prompt' && record.jobs.length === 0;
  // A fork's token is likely read-only: one refused write finds that out for both.
  if (trigger.fromFork) return starting ? 'check-first' : 'comment-first';
  return starting ? 'check-then-comment' : 'both';
}

/** A look at the host found none of it (a failed look proves nothing). */
async function noneFound(surface: Surface, budget: Budget): Promise<boolean> {
  const found = await surface.search(budget);
  return found.ok && !found.match;
}

/** Both surfaces, and one write of both: the comment's body and the check run's fields, with the record. */
function createWriter(visibility: Visibility, trigger: Trigger, plan: SurfacePlan, deps: SurfaceDeps) {
  const fork = createForkLatch(visibility, trigger, deps.log);
  const commentSurface = createCommentSurface(visibility, trigger, deps, { fork, jobRecord: recordedJobLatch() });
  const checkSurface = createCheckSurface(visibility, trigger, deps, fork);
  const { comment, reread } = commentSurface;
  const { check } = checkSurface;
  const surfaces: Surfaces = { visibility, trigger, plan, deps, commentSurface, checkSurface };
  const kept: Surface[] = [...(plan.comment ? [comment] : []), ...(plan.check ? [check] : [])];

  /**
   * One write of both surfaces: `compose` makes what they show within the characters the comment's
   * marker leaves; `shorter`, when given, is sent once if GitHub refuses the write (for its size);
   * `leased`: the records are read and written under the pull request's lease.
   */
  async function write(
    record: StepRecord,
    budget: Budget,
    compose: Compose,
    shorter?: (limits: TextLimits) => Composed,
    ending: false | ReturnType<typeof endingOptions> = false,
    leased = false,
  ) {
    // The other runs' records come from the look: a write made before it answered would drop them.
    // So do an earlier attempt's, on either surface: a re-run's record carries what they recorded.
    await Promise.all([
      plan.comment ? comment.search(budget) : undefined,
      plan.check && trigger.attempt > 1 ? check.search(budget) : undefined,
    ]);
    const lease = leased && plan.comment ? await leaseOn(commentSurface, trigger, deps, budget) : undefined;
    if (lease?.kind === 'busy') return { comment: false, check: false };
    try {
      if (plan.comment) await reread(budget, ending !== false || lease?.kind === 'taken');
      return await writeBoth(surfaces, record, budget, { compose, shorter, ending });
    } finally {
      if (lease?.kind === 'taken') await lease.release();
    }
  }
  const links = (): SurfaceLinks => ({
    ...(comment.url ? { commentUrl: comment.url } : {}),
    ...(check.url ? { checkRunUrl: check.url } : {}),
  });
  /**
   * Whether a start's record was written: the host limited the rate of the comment's write, which
   * holds the record later runs read (no write names a job for the limit's wait), or refused it for
   * good with no check run written that holds it (on GitLab a status holds none).
   */
  const recorded = (unwritten: string[]): 'recorded' | 'limited' | 'refused' => {
    if (!plan.comment || !unwritten.includes('comment')) return 'recorded';
    if (comment.limited) return 'limited';
    const checkHolds = plan.check && !unwritten.includes('check run') && deps.host.checkRunHoldsRecord !== false;
    return comment.refused && !checkHolds ? 'refused' : 'recorded';
  };
  /** Whether the comment, as read, holds a turn of another run or step left pending; undefined when unread. */
  const othersPending = (): boolean | undefined => {
    const own = stepKey(trigger.step);
    return commentSurface
      .recordsRead()
      ?.some((record) => record.pending !== undefined && (record.run !== trigger.runId || record.step !== own));
  };
  return { kept, write, links, recorded, othersPending };
}

/** The newest record of this run an earlier attempt left on either surface. */
async function newestRecord(kept: Surface[], trigger: Trigger, budget: () => Budget): Promise<EarlierRecord> {
  const own = stepKey(trigger.step);
  const looks = await Promise.all(kept.map((surface) => surface.search(budget())));
  const records = looks.flatMap((found: Found) =>
    found.ok
      ? (found.match?.records ?? []).filter((record) => record.run === trigger.runId && record.step === own)
      : [],
  );
  const newest = records.sort((a, b) => b.attempt - a.attempt)[0];
  if (newest) return { kind: 'found', record: newest };
  // A record no key verifies may be this run's: never "no earlier attempt recorded a job".
  if (looks.some((found) => found.ok && found.unverified)) return { kind: 'unreadable', ...UNVERIFIED_RECORD };
  if (looks.some((found) => found.ok && found.elsewhere))
    return {
      kind: 'unreadable',
      why: `no record was found on the pull request's head or its ${MAX_EARLIER_HEADS} commits before it, and after a force-push an earlier attempt's check run is on a commit the pull request no longer lists`,
      next: "Keep the pull request comment too (pull-requests: write, 'comment' not false): it holds the record whatever the head.",
    };
  if (looks.some((found) => found.ok)) return { kind: 'none' };
  const failure = looks.find((found): found is Extract<Found, { ok: false }> => !found.ok);
  return { kind: 'unreadable', why: failure?.cause ?? 'nothing could be read' };
}

/** What a cancelled step's ending keeps for its own look and update after a creation it waited for. */
const ENDING_MARGIN_MS = 1_500;

/**
 * What ends a progress write's creation in flight: the ending waits for its answer rather than
 * drop it and race GitHub, until a cancelled step's ending needs the rest of its time.
 */
function creationsEnd(deps: SurfaceDeps): { signal: AbortSignal; done(): void } {
  const ended = new AbortController();
  const afterCancel = (): void => {
    void deps.clock.sleep(BUDGET_MS.cancel - ENDING_MARGIN_MS, ended.signal).then(() => ended.abort());
  };
  if (deps.signal.aborted) afterCancel();
  else deps.signal.addEventListener('abort', afterCancel, { once: true });
  return {
    signal: ended.signal,
    done: () => {
      deps.signal.removeEventListener('abort', afterCancel);
      ended.abort();
    },
  };
}

/** What else ends a progress write, and whether it is written under the pull request's lease. */
interface BeginOptions {
  more?: AbortSignal[];
  leased?: boolean;
  /** How long the write may take, a rate limit's wait included (BUDGET_MS.write by default). */
  budgetMs?: number;
}

/** The writes in order: progress coalesced behind the gap, the ending last with its own budget. */
function createWrites(writer: ReturnType<typeof createWriter>, trigger: Trigger, deps: SurfaceDeps) {
  const { log, clock } = deps;
  /** Ends every write made before the ending, so the ending never waits behind one. */
  const beforeEnding = new AbortController();
  const budgetOf = (ms: number, ...signals: AbortSignal[]): Budget => budgetFor(clock, ms, { signals });
  let state = firstWritesState(trigger);
  const change = (event: WritesEvent): void => void (state = nextWritesState(state, event));
  // One write at a time, in order.
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (task: () => Promise<void>): Promise<void> => (queue = queue.then(task, task));
  const creations = creationsEnd(deps);
  /** What the last write could not write. */
  let unwritten: string[] = [];
  async function writeProgress(record: StepRecord, progress: Progress, options: BeginOptions = {}): Promise<void> {
    const { more = [], leased = false, budgetMs = BUDGET_MS.write } = options;
    change({ kind: 'written', record });
    const budget = {
      ...budgetOf(budgetMs, beforeEnding.signal, ...more),
      superseded: beforeEnding.signal,
      creationSignal: AbortSignal.any([clock.timeout(budgetMs), creations.signal]),
    };
    const compose: Compose = (limits, records) =>
      progressWrite(log, progress, trigger.runUrl, limits, conversationOf(records));
    unwritten = unwrittenOf(await writer.write(record, budget, compose, undefined, false, leased));
  }

  /** The queued progress write: after the gap (unless it records a new job), the latest progress. */
  function queueProgress(urgent: boolean): void {
    change({ kind: 'queued' });
    void enqueue(async () => {
      if (!urgent) await clock.sleep(PROGRESS_GAP_MS, AbortSignal.any([beforeEnding.signal, deps.signal]));
      const next = state.latest;
      change({ kind: 'taken' });
      if (next && !beforeEnding.signal.aborted) await writeProgress(next.record, next.progress);
    });
  }

  return {
    // A look made before the ending ends when the ending starts; the ending then looks again.
    lookEarly: (...more: AbortSignal[]): Budget => budgetOf(BUDGET_MS.write, beforeEnding.signal, ...more),
    finishAs: (record: StepRecord): void => change({ kind: 'began', record }),
    unwritten: (): string[] => unwritten,
    /**
     * `more`: signals that also end this write (a step letting go ends its writes on a cancel);
     * `leased`: written under the pull request's lease (a let-go step's record).
     */
    begin(record: StepRecord, progress: Progress, options: BeginOptions = {}): Promise<void> {
      change({ kind: 'began', record });
      return enqueue(() => writeProgress(record, progress, options));
    },
    progress(record: StepRecord, progress: Progress): void {
      if (beforeEnding.signal.aborted) return;
      change({ kind: 'progress', record, progress });
      // A job id the record does not hold yet is what protects a re-run: it goes out at once.
      if (!state.queued) queueProgress(record.jobs.join('\n') !== state.recordedJobs);
    },
    async end(ending: Omit<SurfaceEnding, 'jobFailed'> & { jobFailed?: boolean }): Promise<SurfaceLinks> {
      const budget = budgetOf(deps.signal.aborted ? BUDGET_MS.cancel : BUDGET_MS.finish);
      beforeEnding.abort();
      const record = endingRecord(state.record, ending);
      const compose: Compose = (limits, records) => endingWrite(log, ending, limits, records);
      const shorter = (limits: TextLimits): Composed => shorterWrite(log, compose(limits, []), ending, limits);
      await enqueue(async () => {
        unwritten = unwrittenOf(await writer.write(record, budget, compose, shorter, endingOptions(ending)));
      });
      creations.done();
      return { ...writer.links(), ...(unwritten.length > 0 ? { unwritten } : {}) };
    },
  };
}

/** The surfaces a write could not write, by name. */
const unwrittenOf = (written: { comment: boolean; check: boolean }): string[] => [
  ...(written.check ? [] : ['check run']),
  ...(written.comment ? [] : ['comment']),
];

/** What the ending writes: a comment only where one exists, the records, the comment at all. */
const endingOptions = (
  ending: Pick<
    SurfaceEnding,
    'noNewComment' | 'noRecord' | 'keepComment' | 'checkOnlyWhereNone' | 'cutShort' | 'noteAtop'
  >,
) => ({
  noteAtop: ending.noteAtop === true,
  createComment: !ending.noNewComment,
  addRecord: !ending.noRecord,
  keepComment: ending.keepComment === true,
  checkOnlyWhereNone: ending.checkOnlyWhereNone === true,
  cutShort: ending.cutShort === true,
});

/** Why the pending label could not be put on, and the fix: a refusal names the permission, anything else the hand. */
/** The logs that said so already: a run says it once, whichever of its label writes failed. */
const saidUnlabelled = new WeakSet<object>();

function warnUnlabelled(log: SurfaceDeps['log'], labelled: Failure): void {
  if (saidUnlabelled.has(log)) return;
  saidUnlabelled.add(log);
  const fix = refusedForGood(labelled, [403, 404])
    ? `give the report-token issues: write, or make the label once (gh label create ${PENDING_LABEL})`
    : `put the label '${PENDING_LABEL}' on by hand for a sweep to find it`;
  log.warning(
    msg`The label '${PENDING_LABEL}', by which a sweep finds this pull request, could not be put on (${labelled.cause}): no sweep finishes this job until the pull request's next run does; ${fix}.`,
  );
}

/**
 * A let-go turn's label (by which a sweep finds it), its record, and the label again; false (the
 * label this run put on taken off) when the record was not written. The label first: a run killed
 * once its record is written is still found. Again after: a sweep that read the label before the
 * record took it off as stale.
 */
/**
 * A turn sent from an event that names no head (a comment's on the agent's docs pull request): its
 * check run went on the head this run read, and the turn's finish finishes it there, however the
 * pull request moved since. A queued turn names the head it was queued at, or none: its check run's
 * head then goes in `checkOn`, which tells no head.
 */
async function onItsCheckRunsHead(
  host: PullRequestHost,
  record: StepRecord,
  budget: () => Budget,
): Promise<StepRecord> {
  const pending = record.pending;
  if (pending === undefined || pending.sha !== undefined || pending.checkOn !== undefined) return record;
  const sha = await host.head(budget());
  if (sha === undefined) return record;
  return { ...record, pending: pending.queued ? { ...pending, checkOn: sha } : { ...pending, sha } };
}

async function holdRecord(
  {
    deps,
    writes,
    trigger,
    othersPending,
  }: {
    deps: SurfaceDeps;
    writes: ReturnType<typeof createWrites>;
    trigger: Trigger;
    othersPending: () => boolean | undefined;
  },
  turn: { record: StepRecord; progress: Progress },
  ends: AbortSignal,
  budgetMs: number,
): Promise<boolean> {
  const budget = () => budgetFor(deps.clock, budgetMs, { signals: [ends] });
  const first = await deps.host.addLabel(PENDING_LABEL, budget());
  const record = await onItsCheckRunsHead(deps.host, turn.record, budget);
  await writes.begin(record, turn.progress, { more: [ends], leased: true, budgetMs });
  if (writes.unwritten().length > 0) {
    // No record for a sweep to finish from: the step waits itself. A label this run put on comes
    // off; one the pull request carried already (its event may be older than the label), or that
    // other turns pending on the comment need, is their index, and stays.
    const carried = trigger.pullRequest?.labels.includes(PENDING_LABEL) !== false;
    if (first.ok && !carried && othersPending() === false) await deps.host.removeLabel(PENDING_LABEL, budget());
    return false;
  }
  const again = first.ok || !refusedForGood(first, [403, 404]);
  const labelled = again ? await deps.host.addLabel(PENDING_LABEL, budget()) : first;
  if (!first.ok && !labelled.ok) warnUnlabelled(deps.log, labelled);
  return true;
}

export function createPullRequestSurfaces(
  visibility: Visibility,
  trigger: Trigger,
  plan: SurfacePlan,
  deps: SurfaceDeps,
): PullRequestSurfaces {
  const writer = createWriter(visibility, trigger, plan, deps);
  const writes = createWrites(writer, trigger, deps);
  return {
    earlierRecord: (until) => newestRecord(writer.kept, trigger, () => writes.lookEarly(...(until ? [until] : []))),
    async begin(record, progress, index) {
      for (const surface of writer.kept) void surface.search(writes.lookEarly());
      // GitHub slow to answer never stretches the step past its 'timeout': the ending writes it again.
      const left = deps.deadline === undefined ? undefined : Math.max(0, deps.deadline - deps.clock.now());
      await writes.begin(record, progress, left === undefined ? {} : { more: [deps.clock.timeout(left)] });
      const recorded = writer.recorded(writes.unwritten());
      if (index === 'label' && recorded === 'recorded') {
        const budget = budgetFor(deps.clock, BUDGET_MS.write, { signals: [deps.signal] });
        const labelled = await deps.host.addLabel(PENDING_LABEL, budget);
        // Refused for good, the later label write meets the same: said now, once.
        if (!labelled.ok && refusedForGood(labelled, [403, 404])) warnUnlabelled(deps.log, labelled);
      }
      return recorded;
    },
    progress: (record, progress) => writes.progress(record, progress),
    async hold(record, progress, sent) {
      // The service took the turn: its record and label are written after a cancel too (else no
      // sweep finishes it), for BUDGET_MS.recordAfterCancel from the cancel, so the outputs still come first.
      const afterCancel = stepEnd(deps.signal, deps.clock, BUDGET_MS.recordAfterCancel);
      try {
        // A turn the service took that no record names is sent again: a rate limit's minute is waited out.
        const budgetMs = sent
          ? Math.max(1, Math.min(BUDGET_MS.recordSent, sent.until - deps.clock.now()))
          : BUDGET_MS.write;
        const site = { deps, writes, trigger, othersPending: writer.othersPending };
        return await holdRecord(site, { record, progress }, afterCancel.signal, budgetMs);
      } finally {
        afterCancel.dispose();
      }
    },
    finishAs: (record) => writes.finishAs(record),
    links: () => writer.links(),
    finish: (ending) => writes.end(ending),
    abandon: (message) =>
      writes.end({
        doc: {
          icon: '⚠️',
          heading: 'The step ended with an unexpected error',
          paragraphs: [message],
          rows: trigger.runUrl ? [['Workflow run', { link: trigger.runUrl, text: 'this run' }]] : [],
        },
        conclusion: 'failure',
      }),
  };
}
