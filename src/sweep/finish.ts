/**
 * Finishing one pull request's pending job as the step that let it go would have: one read of
 * the job; when it ended (or its deadline passed), the pull request's lease (lease.ts: a reaction
 * by the token's own account, which GitHub makes once: 201, then 200), the records read again, each
 * pending run's check run and comment finished with the same renderers, the docs pull request's
 * comment, the dispatch, what was queued sent, and the label taken off. GitHub has no
 * compare-and-set: the claim is what makes two runs that meet finish, and dispatch, once.
 */
import { reportHostOf, type PullRequestFacts } from '../pull-request/code-host.ts';
import { docsFacts, isFinal } from '../common/agent-job.ts';
import type { Config } from '../inputs/inputs.ts';
import { abbreviated, msg, type Say } from '../output/text.ts';
import { STALE_CLAIM_MS, type ClaimHolder, type RunName, type RunState } from '../pull-request/claim.ts';
import { refusedForGood, type Account, type Budget, type Failure, type PullRequestHost } from '../pull-request/host.ts';
import { FINISH_LEASE_TRIES, LEASE_PAUSE_MS, type Leased } from '../pull-request/lease.ts';
import type { Log } from '../output/log.ts';
import {
  PENDING_LABEL,
  readRecord,
  recordKeysOf,
  UNVERIFIED_RECORD,
  type Pending,
  type RecordKeys,
} from '../pull-request/record.ts';
import type { Outcome } from '../report/verdict.ts';
import { nothingSentReport } from '../report/report.ts';
import { nothingDecided } from '../step/act-on-decision.ts';
import { pullRequestNeedsNothing, type NothingToDoEnding } from '../pull-request/docs-need.ts';
import type { FetchResult } from '../service/client.ts';
import { docsPullRequestOf } from '../step/docs-pull-request.ts';
import { finishLostStart } from './lost-start.ts';
import { finishOrphanedChecks } from './orphaned-check.ts';
import type { ClosedPullRequest, JobState } from '../pull-request/decide.ts';
import {
  claimsNamed,
  namedTurns,
  pendingIn,
  placeOf,
  readPending,
  withClaimNamed,
  type PendingRead,
  type PendingComment,
  type PendingRun,
} from './pending.ts';
import { sendQueued, type QueuedAfter } from './queued.ts';
import { takeLabelOff } from './label-off.ts';
import { newestUnansweredCommand } from '../step/unanswered-command.ts';
import {
  asStep,
  endingOf,
  finishPendingRun,
  pendingRunSurfaces,
  triggerOf,
  waitedOf,
  type Finishing,
  type SweepDeps,
  type Where,
} from './pending-run.ts';
import { BUDGET_MS, budgetFor } from '../common/budget.ts';
import { dispatchEarlierTurns, dispatchTurn } from './dispatch.ts';
import { isoDate } from '../common/clock.ts';

export type { SweepDeps, Where } from './pending-run.ts';
export { STALE_CLAIM_MS } from '../pull-request/claim.ts';

/** What became of the queued turns: one sent now, one an earlier sweep sent recorded now, or they wait. */
type QueuedNow = Exclude<QueuedAfter, 'done'>;

/** What a sweep did on one pull request. */
export type PullResult =
  /** `queued`: a turn queued for the job was sent now, or still waits. */
  | { kind: 'running'; job: string; queued?: QueuedNow }
  /** `queued`: a turn queued for the job was sent now (pending again), or still waits; either way the label stays. */
  | { kind: 'finished'; job: string; outcome: Outcome; queued?: QueuedNow }
  /** Another run holds the claim: it finishes the job. */
  | { kind: 'elsewhere'; job: string }
  /** Nothing of the action's is pending there: the label is taken off. */
  | { kind: 'none'; unverified: boolean }
  /** A finish asked for by a docs pull request's event: this job's docs pull request is another (or none yet). */
  | { kind: 'other'; job: string }
  /** `unwritten`: the job was read and ended, but what says so could not be written. */
  /** `refused`: the service refused the sweep's api-key (its HTTP status): every job meets the same. */
  /** `fixNeeded`: the sweep's own setup stops it (another api-key or report-token than the step's): no later sweep finishes it as set up. */
  | {
      kind: 'unread';
      why: Say;
      slowDown?: boolean;
      job?: string;
      unwritten?: true;
      refused?: number;
      fixNeeded?: true;
    };

/** A docs pull request on GitHub: a finish its own events ask for goes on only for the job that opened it. */
export interface DocsPull {
  owner: string;
  repo: string;
  number: number;
}

/**
 * Whether the job, as read, opened that docs pull request: the service's prLink names it, or, with
 * none named (while the job works), it is the agent's own on the job's branch.
 */
async function opened(deps: SweepDeps, config: Config, fetched: FetchResult, docs: DocsPull): Promise<boolean> {
  if (fetched.kind !== 'job') return false;
  const read = await docsPullRequestOf(deps.codeHost, config, fetched.job, deps.signal);
  const link = deps.codeHost.addressOf(read.pullRequest);
  return (
    link?.number === docs.number &&
    link.owner.toLowerCase() === docs.owner.toLowerCase() &&
    link.repo.toLowerCase() === docs.repo.toLowerCase()
  );
}

/** The project each job was started in, as its pending records name it, and the one this run reads. */
interface ProjectOf {
  started(job: string): string | undefined;
  sweeps: string;
}

/** With a docs pull request's event: whether a job, as read, is the one that opened it. */
type OfDocs = ((fetched: FetchResult) => Promise<boolean>) | undefined;

/**
 * Reads the job once: running, or how it ended (its deadline passed counts as an ending); with
 * `docs`, `other` when its docs pull request is not that one.
 */
async function readJob(deps: SweepDeps, id: string, until: number, ofDocs: OfDocs, project: ProjectOf) {
  const timeoutMs = Math.max(1, Math.min(deps.requestTimeoutMs, deps.deadline - deps.clock.now()));
  const fetched = await deps.service.getJob(id, { timeoutMs, signal: deps.signal });
  const late = deps.clock.date() >= until;
  // Past its deadline, a job that cannot be read ends as a wait would have: timed out (docs/sweep.md).
  if ((fetched.kind === 'transient' || fetched.kind === 'rejected') && late && !ofDocs)
    return { kind: 'ended' as const, fetched, late };
  if (fetched.kind === 'transient' || fetched.kind === 'rejected' || fetched.kind === 'cancelled') {
    const why = fetched.kind === 'cancelled' ? 'the run was cancelled' : fetched.cause;
    return { kind: 'unread' as const, why, slowDown: fetched.kind === 'transient' && fetched.rateLimited };
  }
  if (fetched.kind === 'refused') {
    const why = msg`the service refused the api-key (HTTP ${fetched.httpStatus})`;
    return { kind: 'unread' as const, why, refused: fetched.httpStatus };
  }
  const started = project.started(id);
  // Another project's job is not this project's to end: left pending for a sweep of its own project.
  if (fetched.kind === 'not-found' && started !== undefined && started !== project.sweeps)
    return {
      kind: 'unread' as const,
      why: msg`job ${id} was started in project '${started}', and this run's 'project-id' is '${project.sweeps}', which has no such job; a sweep with 'project-id' '${started}' finishes it`,
    };
  if (ofDocs && !(await ofDocs(fetched))) return { kind: 'other' as const, job: id };
  const ended = fetched.kind === 'not-found' || isFinal(fetched.job.status);
  return ended || late ? { kind: 'ended' as const, fetched, late } : { kind: 'running' as const, job: id };
}

/**
 * How long after a follow-up was sent a final status may still be the job's from before it, when
 * the service's answer to it still read final (it does so for a read or two): a waiting step polls
 * through that grace (FOLLOW_UP_GRACE_INTERVALS), a sweep reads once, so it leaves such a turn for
 * its next look.
 */
export const SENT_GRACE_MS = 60_000;

/** Whether a follow-up to `job` whose answer read final was sent by a pending turn less than SENT_GRACE_MS before `nowMs` (the wall clock). */
export function sentJustNow(pendingRuns: readonly PendingRun[], job: string, nowMs: number): boolean {
  return pendingRuns.some(
    ({ record }) =>
      !record.pending.queued &&
      record.pending.sentAsFinal === true &&
      record.kind === 'message' &&
      (record.jobs[0] ?? job) === job &&
      nowMs - Date.parse(record.at ?? '') < SENT_GRACE_MS,
  );
}

/**
 * The newest job's read, and every pending turn's job that ended (its deadline the latest of its
 * turns': a follow-up sent to it gives it the time its own turn may take, which an earlier turn's
 * passed deadline does not cut short): an older job (one a push
 * replaced, `on-push: new-job`) is read once too, and finished once it ended. A final status read
 * just after a follow-up to it was sent is not yet its ending: the job reads as running.
 */
async function readJobs(deps: SweepDeps, pendingRuns: PendingRun[], job: string, ofDocs: OfDocs, project: ProjectOf) {
  const jobOf = (run: PendingRun): string => run.record.jobs[0] ?? job;
  // A queued turn that ended unsent waits longer for its job's end (UNSENT_WAIT_MS): it sets no other turn's deadline.
  const untilOf = (id: string): number => {
    const ofJob = pendingRuns.filter((run) => jobOf(run) === id);
    const timed = ofJob.filter((run) => !run.record.pending.unsent);
    return Math.max(...(timed.length > 0 ? timed : ofJob).map((run) => run.record.pending.until));
  };
  const until = untilOf(job);
  const read = async (id: string) => {
    const state = await readJob(deps, id, untilOf(id), ofDocs, project);
    const early = state.kind === 'ended' && !state.late && state.fetched.kind === 'job';
    return early && sentJustNow(pendingRuns, id, deps.clock.date()) ? { kind: 'running' as const, job: id } : state;
  };
  const state = await read(job);
  const ended: Ended = new Map(state.kind === 'ended' ? [[job, state]] : []);
  if (state.kind !== 'ended' && state.kind !== 'running') return { state, ended, until };
  for (const other of new Set(pendingRuns.map(jobOf))) {
    if (other === job) continue;
    const otherState = await read(other);
    if (otherState.kind === 'ended') ended.set(other, otherState);
  }
  return { state, ended, until };
}

function projectOf(pendingRuns: PendingRun[], job: string, sweeps: string): ProjectOf {
  const started = (id: string): string | undefined =>
    pendingRuns.find((run) => (run.record.jobs[0] ?? job) === id && run.record.pending.project !== undefined)?.record
      .pending.project;
  return { started, sweeps };
}

type Closed = ClosedPullRequest;

/**
 * A pull request read closed whose job's turns are finished: its close is told as its own run
 * would have (that run may have been cancelled, skipped or killed): the job's docs pull request
 * hears of it once (closed too with `on-close: close-docs`), and the comment says so atop.
 */
async function tellClose(f: Finishing, comment: PendingComment, job: string, ended: FetchResult, closed: Closed) {
  const last = comment.pendingRuns.find((pendingRun) => (pendingRun.record.jobs[0] ?? job) === job);
  if (!last) return { again: false };
  // A job the service has not, or answers past reading for good, names no docs pull request; a read that may pass leaves it unknown.
  const gone = ended.kind === 'not-found' || ended.kind === 'rejected';
  const docsOf = ended.kind === 'job' ? { docsOf: docsFacts(ended.job) } : gone ? { docsOf: {} } : {};
  const status = ended.kind === 'job' ? ended.job.status : 'unknown';
  const state: JobState = { kind: 'found', id: job, status, commentId: f.commentId, ...docsOf };
  const { endOfPullRequest } = await import('../step/on-close.ts');
  const config = asStep(f.config, last.record.pending);
  return endOfPullRequest(f.deps, config, triggerOf(f.where, last, f.deps.env), { host: f.host, job: state, closed });
}

/** Tells the close; why the turns stay pending when it could not (a cancel, a failure that may pass). */
async function closeTold(
  f: Finishing,
  comment: PendingComment,
  job: string,
  newest: { fetched: FetchResult } | undefined,
  closed: Closed,
): Promise<{ kind: 'unread'; why: Say } | undefined> {
  if (!newest) return undefined;
  const told = await tellClose(f, comment, job, newest.fetched, closed);
  // A tell a cancel cut short may have said nothing: the turns stay pending, so the next sweep tells it (once).
  if (f.deps.signal.aborted)
    return { kind: 'unread', why: 'the run was cancelled while it told the close; its turns stay pending' };
  if (told.again)
    return {
      kind: 'unread',
      why: "GitHub kept it from telling the close (this run's warning says what); its turns stay pending, and the next sweep tells it",
    };
  return undefined;
}

/** How each ended job of the comment's pending turns ended, as read. */
type Ended = Map<string, { fetched: FetchResult; late: boolean }>;

/**
 * Finishes what the comment holds pending, under the claim: each turn of a job that ended, with
 * that job's own read (a pull request that replaced its job, `on-push: new-job`, holds turns of
 * two); a turn of a job still running stays pending, and so does the label.
 */
async function finishClaimed(f: Finishing, comment: PendingComment, ended: Ended, job: string) {
  const sent = comment.pendingRuns.filter((pendingRun) => !pendingRun.record.pending.queued);
  const queued = comment.pendingRuns.filter((pendingRun) => pendingRun.record.pending.queued);
  const newest = ended.get(job);
  const running = sent.some((pendingRun) => !ended.has(pendingRun.record.jobs[0] ?? job));
  // With none queued, a head the job was not told (its push's run never came) is told as one would
  // be; read before any turn is finished, so a head that cannot be read leaves them all pending.
  // With some queued, the pull request is read for its close alone: told before what is queued is sent.
  const read = newest && !running ? await untoldHead(f, comment, job, queued.length > 0) : undefined;
  if (read && 'why' in read) return read;
  // A pull request read open (closed, then re-opened) keeps no closing line atop its comment.
  if (read?.open) f = { ...f, open: true };
  // The untold head's turn is recorded as queued first, as its push's run would have: a send whose
  // record GitHub then refuses is still found, and adopted, by the next sweep.
  const untold = read?.untold && (await queueUntold(f, read.untold));
  if (untold === false)
    return {
      kind: 'unread' as const,
      why: msg`the turn for its untold head could not be recorded (the comment or the check run '${read?.untold?.record.pending.check ?? ''}'); its turns stay pending, and the next sweep tries again`,
    };
  // Told before the turns are settled: a sweep stopped after settling them would leave no run to tell it.
  // Behind queued turns (a command written before the close goes first), once they are sent.
  const closed = newest && !running ? read?.closed : undefined;
  // Behind a queued command or review only: a close told first may close the docs pull request it is about.
  const behind = queued.some(({ record }) => (record.pending.comment ?? record.pending.review) !== undefined);
  const untoldClose = closed && !behind && (await closeTold(f, comment, job, newest, closed));
  if (untoldClose) return untoldClose;
  let outcome: Outcome | undefined;
  /** The job whose turn this finish ended last: the one the sweep's line names. */
  let finishedJob = job;
  for (const pendingRun of sent) {
    const its = pendingRun.record.jobs[0] ?? job;
    const end = ended.get(its);
    if (!end) continue;
    const ending = endingOf(its, end.fetched, end.late, waitedOf(pendingRun, f.deps.clock));
    // A turn queued on the same head took its check run over: the finish creates none beside it.
    const head = pendingRun.record.pending.sha;
    const takenOver = queued.some(({ record }) => head !== undefined && record.pending.sha === head);
    const finished = await finishPendingRun(f, pendingRun, ending, takenOver ? { folded: true } : {});
    outcome = finished.outcome;
    if (finished.unwritten) {
      const what = finished.unwritten.join(' and the ');
      return {
        kind: 'unread' as const,
        why: msg`job ${its} ended (${outcome}), but its ${what} could not be written (this run's warning says why); it stays pending, and the next sweep finishes it`,
        unwritten: true as const,
      };
    }
    finishedJob = its;
    f.deps.log.info(
      outcome === 'timed-out'
        ? msg`Pull request #${f.where.pull}: job ${its} was still going past its step's 'timeout': its turn ends timed out (the job itself goes on).`
        : msg`Pull request #${f.where.pull}: job ${its} finished (${outcome}).`,
    );
    await dispatchTurn(f, pendingRun, ending, outcome);
  }
  const earlier = await dispatchEarlierTurns(f, queued, ended, job);
  if ('why' in earlier) return earlier;
  // Queued turns go to the newest job once it ended; until then they, and the label, stay.
  const owed = [...earlier.queued, ...(untold ? [untold] : [])];
  const after = owed.length > 0 && newest !== undefined ? await sendQueued(f, owed, job, newest.fetched) : 'done';
  const held = after !== 'done' || (queued.length > 0 && newest === undefined);
  const closeBehind = closed && behind && !held && (await closeTold(f, comment, job, newest, closed));
  if (closeBehind) return closeBehind;
  const stays = !held && !running ? await takeLabelOff(f.host, f.budget()) : undefined;
  if (stays) f.deps.log.warning(msg`Pull request #${f.where.pull}: ${stays}.`);
  const queuedNow = held ? { queued: after === 'done' ? ('waiting' as const) : after } : {};
  if (outcome !== undefined) return { kind: 'finished' as const, job: finishedJob, outcome, ...queuedNow };
  return queuedOnly(job, newest?.fetched, after, queuedNow);
}

/**
 * What a finish that ended no sent turn (every turn was queued) says of the job: how it ended when
 * read final, else still running with what is queued, or timed out once every queued turn was given up.
 */
function queuedOnly(
  job: string,
  fetched: FetchResult | undefined,
  after: QueuedAfter,
  queuedNow: { queued?: QueuedNow },
): PullResult {
  if (fetched?.kind === 'job' && isFinal(fetched.job.status))
    return { kind: 'finished', job, outcome: fetched.job.status, ...queuedNow };
  if (fetched?.kind === 'not-found') return { kind: 'finished', job, outcome: 'not-found', ...queuedNow };
  if (after === 'done') return { kind: 'finished', job, outcome: 'timed-out' };
  if (fetched === undefined || fetched.kind === 'job') return { kind: 'running', job, ...queuedNow };
  return {
    kind: 'unread',
    job,
    why: msg`job ${job} could not be read, so what is queued for it waits; the next sweep reads it again`,
  };
}

/**
 * The pull request's head, when no run told it to the job and none queued it (its push's run was
 * killed, cancelled while pending, or skipped): a turn of this run's own, which sendQueued decides
 * as that push's run would have. A head that cannot be read: why, and every turn stays pending.
 * `closeOnly`: turns are queued (they say what the job is owed), so only a close is read.
 */
async function untoldHead(
  f: Finishing,
  comment: PendingComment,
  job: string,
  closeOnly: boolean,
): Promise<{ untold?: PendingRun; open?: boolean; closed?: Closed } | { kind: 'unread'; why: Say } | undefined> {
  // A pull request's own run tells its own head itself; its close, before the turns settle. Any
  // other event of it (a re-run's payload included) may be older than a close whose run was lost:
  // the close is read.
  if (!f.othersHead && f.closedByRun) return { closed: f.closedByRun };
  closeOnly ||= !f.othersHead;
  const last = comment.pendingRuns.find((pendingRun) => (pendingRun.record.jobs[0] ?? job) === job);
  if (!last) return undefined;
  const owes = asStep(f.config, last.record.pending).docsNeed.onPush === 'follow-up';
  const trigger = triggerOf(f.where, last, f.deps.env);
  const facts = await f.deps.codeHost.pullRequestFacts(f.config.visibility.reportToken, trigger, f.budget());
  // Behind queued turns, what is queued reads the pull request itself, and waits (until its deadline) when it cannot.
  if (!facts.ok)
    return owes && !closeOnly
      ? {
          kind: 'unread',
          why: msg`its head could not be read (${facts.cause}), so whether job ${job} was told it is not known; its turns stay pending, and the next sweep reads it again`,
        }
      : {};
  const { open, head, merged, author, closedAt } = facts.value;
  const closed = open ? undefined : { merged: merged === true, author, closedAt };
  // A fork's pushes are its own (no run vouched for them), and so is what a command on them would
  // tell; a merge tells the job a push it was not told (what was merged is what the docs must follow).
  if (closeOnly || facts.value.fromFork || (closed && !closed.merged)) return { open, ...(closed ? { closed } : {}) };
  const seen = comment.pendingRuns.some(({ record }) => record.pending.sha === head || record.head === head);
  const untoldPush = !seen && owes;
  // A command whose own run never came (or died) goes as a turn of its own; with an untold head, after its news.
  const owed = untoldPush || closed ? undefined : await owedCommand(f, last);
  // Until the step's 'timeout': past it the turns are finished, never pending for good.
  if (typeof owed === 'string' && f.deps.clock.date() < last.record.pending.until)
    return {
      kind: 'unread',
      why:
        owed === 'unread'
          ? msg`its comments could not be read (or who the report-token is), so whether a /docs command is owed to job ${job} is not known; its turns stay pending, and the next sweep reads them again`
          : msg`the permission of an owed /docs command's author could not be read, so whether it may be sent to job ${job} is not known (a command is never sent on doubt); its turns stay pending, and the next sweep reads it again, until the step's 'timeout'`,
    };
  const command = typeof owed === 'string' ? undefined : owed;
  const read = { open, ...(closed ? { closed } : {}) };
  if (!untoldPush && command === undefined) return read;
  const turn = ownTurnAt(f, last, head, job, command);
  const untold = await ownTurnOwed(f, { last, turn, command, facts: facts.value, job });
  return untold && 'why' in untold ? untold : { ...read, ...(untold ? { untold } : {}) };
}

/**
 * The sweep's own turn, unless the pull request needs no news now (its head's check run written
 * `skipped`) or a run still at work on its head tells the job itself; why, when that cannot be read.
 */
async function ownTurnOwed(
  f: Finishing,
  at: { last: PendingRun; turn: PendingRun; command?: number | undefined; facts: PullRequestFacts; job: string },
): Promise<PendingRun | { kind: 'unread'; why: Say } | undefined> {
  const { last, turn, command, facts, job } = at;
  const { head } = facts;
  const needsNothing =
    command === undefined && pullRequestNeedsNothing(facts, asStep(f.config, last.record.pending).docsNeed);
  if (needsNothing) {
    await headSkipped(f, turn, needsNothing);
    return undefined;
  }
  const owner = await headOwner(f, last, head);
  if (typeof owner === 'object')
    return {
      kind: 'unread',
      why: msg`the check runs of its head ${abbreviated(head, 7)} could not be read (${owner.cause}), so whether a run is still at it is not known; its turns stay pending, and the next sweep reads them again${refusedForGood(owner, [401, 403]) ? " once the sweep's report-token has checks: write" : ''}`,
    };
  if (owner !== undefined) {
    f.deps.log.info(
      msg`Pull request #${f.where.pull}: its head ${abbreviated(head, 7)} has run ${owner} at work on it (its check run is in progress), which tells job ${job} itself.`,
    );
    return undefined;
  }
  f.deps.log.info(
    command === undefined
      ? msg`Pull request #${f.where.pull}: its head ${abbreviated(head, 7)} was not told to job ${job} (the push's run never came, or stopped before it queued its news): this run tells it.`
      : msg`Pull request #${f.where.pull}: comment ${command}, a command no run answered (its run never came, or stopped before it sent it), goes to job ${job}: this run sends it.`,
  );
  return { ...turn, ownTurn: { facts } };
}

/** The newest command of the pull request no run answered, when its step's config takes commands. */
async function owedCommand(
  f: Finishing,
  last: PendingRun,
): Promise<number | 'unread' | 'permission-unread' | undefined> {
  const config = asStep(f.config, last.record.pending);
  if (!config.followUp) return undefined;
  const trigger = triggerOf(f.where, last, f.deps.env);
  const deps = { ...f.deps, deadline: f.budget().deadline };
  return newestUnansweredCommand(deps, config, trigger, f.host, f.commentAuthor);
}

/**
 * The sweep's own turn at the head: no claim, no command or review of another turn's; `command`,
 * one no run answered, queued as its own run would have queued it.
 */
function ownTurnAt(f: Finishing, last: PendingRun, head: string, job: string, command?: number): PendingRun {
  const kept = (({ claim: _c, comment: _m, review: _r, ...rest }: Pending) => rest)(last.record.pending);
  const pending = command === undefined ? kept : { ...kept, comment: command };
  const until = Math.round(f.deps.clock.date() + (pending.timeout ?? f.config.timeoutMs));
  const record = {
    ...{ run: f.self.run, attempt: f.self.attempt, kind: 'wait' as const, jobs: [job] },
    ...(last.record.step === undefined ? {} : { step: last.record.step }),
    ...{ at: isoDate(f.deps.clock), pending: { ...pending, sha: head, until, queued: true as const } },
  };
  return { record, name: last.name };
}

/**
 * An untold head the pull request needs no news for now (made a draft, labelled `skip-label`):
 * its check run `skipped`, as its push's run would have written it, where the head has none.
 */
async function headSkipped(f: Finishing, turn: PendingRun, ending: NothingToDoEnding): Promise<void> {
  const { outcome, heading, why, next } = ending;
  f.deps.log.info(
    msg`Pull request #${f.where.pull}: its head ${abbreviated(turn.record.pending.sha ?? '', 7)} owes no news: ${heading}.`,
  );
  const host = reportHostOf(f.deps.codeHost, f.config.visibility.reportToken, triggerOf(f.where, turn, f.deps.env));
  const report = nothingSentReport(outcome, heading, why, next);
  await pendingRunSurfaces(f, turn, host).finish(nothingDecided(report, 'skipped', { keepComment: true }));
}

/** The untold head's turn, written as a queued turn (check run in progress, comment); false when GitHub refused it. */
async function queueUntold(f: Finishing, turn: PendingRun): Promise<PendingRun | false> {
  const host = reportHostOf(f.deps.codeHost, f.config.visibility.reportToken, triggerOf(f.where, turn, f.deps.env));
  const progress = { phase: 'waiting' as const, jobs: [{ id: turn.record.jobs[0] ?? '' }], followUp: true };
  return (await pendingRunSurfaces(f, turn, host).hold(turn.record, progress)) ? turn : false;
}

/**
 * A run still at the head, as its check run in progress names it (a push's run that could not
 * record its queued turn, and waits for the job itself): that run tells the job, not the sweep.
 * A run whose state the Actions API does not give is taken as at work: never told twice.
 */
async function headOwner(f: Finishing, last: PendingRun, head: string): Promise<string | Failure | undefined> {
  const listed = await f.host.checkRuns(head, last.record.pending.check, f.budget());
  if (!listed.ok) return listed;
  const keys = recordKeysOf(f.config);
  for (const checkRun of listed.value) {
    if (checkRun.status !== 'in_progress') continue;
    const record = readRecord(checkRun.externalId, last.name, keys);
    if (!record || record.run === f.self.run) continue;
    const state = await f.host.runState({ run: record.run, attempt: record.attempt }, f.budget());
    if (state !== 'ended') return record.run;
  }
  return undefined;
}

/** The release's budget: its own signal and deadline, shorter after a cancel. */
function releaseBudget(deps: SweepDeps): Budget {
  return budgetFor(deps.clock, deps.signal.aborted ? BUDGET_MS.releaseAfterCancel : BUDGET_MS.release);
}

/** Why another run's claim stands, for the log: the run it names and what the Actions API said. */
function heldBy(holder: RunName | undefined, state: RunState): Say {
  if (holder === undefined)
    return msg`a run that names itself nowhere (a let-go step writing its record, a review being sent, or a run stopped before naming itself), held all the while this run asked: the next run looks again, and takes it over once no other run is in progress or it is ${STALE_CLAIM_MS / 60_000} minutes old`;
  if (state === 'running') return msg`run ${holder.run} (attempt ${holder.attempt}), still running: it finishes it`;
  if (state === 'unread')
    return msg`run ${holder.run} (attempt ${holder.attempt}), whose state GitHub's Actions API failed to give (it answered with an error): it finishes it, or the next run asks again and takes the claim over once it has ended or is ${STALE_CLAIM_MS / 60_000} minutes old`;
  return msg`run ${holder.run} (attempt ${holder.attempt}), whose state the Actions API did not give (the report-token needs actions: read): it finishes it, or a run takes the claim over once it has ended or is ${STALE_CLAIM_MS / 60_000} minutes old`;
}

/** Whether the comment read under the lease holds a pending turn the first read did not. */
function newTurns(before: PendingComment, under: PendingComment): boolean {
  const key = ({ record }: PendingRun): string =>
    `${record.run}/${record.attempt}/${record.sent ?? ''}/${record.jobs.join()}`;
  const seen = new Set(before.pendingRuns.map(key));
  return under.pendingRuns.some((pendingRun) => !seen.has(key(pendingRun)));
}

/**
 * The pull request's lease for the finish, taken off on a budget of its own (the pull request's
 * may be spent, or ended by a cancel). A lease naming no run (a let-go step's record write, a
 * review's send: seconds) is asked for again; one a finish names is that finish's.
 */
function leaseFor(
  deps: SweepDeps,
  host: PullRequestHost,
  comment: PendingComment,
  self: RunName,
  budget: () => Budget,
) {
  const { clock, signal } = deps;
  const stopped = (): boolean => signal.aborted || clock.now() + LEASE_PAUSE_MS >= deps.deadline;
  return deps.leases.hold({
    ...{ host, commentId: comment.id, self, named: claimsNamed(comment), budget, date: () => clock.date() },
    asking: { tries: FINISH_LEASE_TRIES, sleep: (ms) => clock.sleep(ms, signal), stopped, unnamed: true },
    releaseBudget: () => releaseBudget(deps),
  });
}

/**
 * The claim named in the comment's records right after it is made, so a run that meets it after
 * this one died knows whose it is. Best effort: a claim named nowhere is stale after STALE_CLAIM_MS.
 */
async function nameClaim(
  f: { host: PullRequestHost; keys: RecordKeys; budget: () => Budget },
  comment: { id: number; body: string },
  pending: PendingComment,
  holder: ClaimHolder,
): Promise<PendingComment> {
  const writer = pending.pendingRuns[0]?.name;
  const body = writer && withClaimNamed(comment.body, writer, f.keys, holder);
  if (body === undefined) return pending;
  const written = await f.host.updateComment(comment.id, body, f.budget());
  return written.ok ? namedTurns(pending, holder) : pending;
}

/**
 * No pending record of the action's: a record this api-key cannot verify in a bot's comment keeps
 * the label (a key the sweep does not share), as does one in another account's comment (a
 * report-token the sweep does not share); otherwise the label comes off.
 */
/** No pending record: a start whose answer was lost is finished first (a sweep's), then the label comes off. */
async function nothingPendingOrLostStart(
  deps: SweepDeps,
  config: Config,
  at: Parameters<typeof nothingPending>[1],
  read: Parameters<typeof nothingPending>[2],
  budget: () => Budget,
): Promise<PullResult> {
  if (at.unlabel && !read.unverified) {
    const site = {
      deps,
      config,
      host: at.host,
      trigger: triggerOf(at.where, undefined, deps.env),
      keys: recordKeysOf(config),
    };
    const lost = await finishLostStart({ ...site, account: at.account }, budget);
    if (lost === 'at-work')
      return { kind: 'unread', why: msg`a start recorded no answer and its run may still be at work; the label stays` };
    // Only where no comment of the action's records the turns: another account's holds them (the
    // fix is the token), and a comment whose turns are settled has its check runs finished by others.
    const orphans =
      read.otherAccount === undefined && !read.settled ? await finishOrphanedChecks(site, budget) : undefined;
    if (orphans?.kind === 'stays') return { kind: 'unread', why: msg`${orphans.why}; the label stays` };
  }
  return nothingPending(deps, at, read, budget());
}

async function nothingPending(
  deps: SweepDeps,
  at: { host: PullRequestHost; where: Where; unlabel: boolean; account: () => Promise<Account | undefined> },
  { unverified, otherAccount: author, settled }: { unverified: boolean; otherAccount?: string; settled?: true },
  budget: Budget,
): Promise<PullResult> {
  const { host, where, unlabel } = at;
  if (author !== undefined) return otherAccount(author, await at.account());
  if (unverified)
    return {
      kind: 'unread',
      why: msg`${UNVERIFIED_RECORD.why}; the label stays. Give the sweep the same api-key as the pull request's step, or, during a key rotation, set 'previous-api-key' to the old key`,
      fixNeeded: true,
    };
  if (!unlabel) return { kind: 'none', unverified: false };
  const stays = await takeLabelOff(host, budget);
  if (stays) return { kind: 'unread', why: msg`no pending record of the action's, but ${stays}` };
  deps.log.info(
    settled
      ? msg`Pull request #${where.pull} carries the label '${PENDING_LABEL}' but nothing of the action's is pending there any more (another run, such as an overlapping sweep or the pull request's own, finished its last turn): the label is taken off.`
      : msg`Pull request #${where.pull} carries the label '${PENDING_LABEL}' but no pending record of the action's (none yet, its comment deleted, or the label put on by hand): the label is taken off.`,
  );
  return { kind: 'none', unverified: false };
}

/** The pending comment is another account's: the label stays, and the fix is said. */
function otherAccount(author: string, own: Account | undefined): PullResult {
  return {
    kind: 'unread',
    why: msg`its pending record is in a comment by ${author}, not by ${own?.login ?? "the account this run's report-token writes as"}, and a pull request's claims hold for one account only; the label stays. Give this workflow the same report-token as the pull request's step`,
    fixNeeded: true,
  };
}

/**
 * The pending records, read again a pause later when none was found and the label would come off:
 * the label is all that brings a sweep back, and a list GitHub has not caught up on yet (a
 * comment written a moment ago) must not take it off.
 */
async function readPendingTwice(
  deps: SweepDeps,
  unlabel: boolean,
  read: () => Promise<PendingRead>,
): Promise<PendingRead> {
  const first = await read();
  if (!first.ok || first.comment || first.unverified || first.otherAccount !== undefined || !unlabel) return first;
  await deps.clock.sleep(LEASE_PAUSE_MS, deps.signal);
  if (deps.signal.aborted) return { ok: false, cause: 'the run was cancelled' };
  return read();
}

/** What one sweep reads once for all its pull requests: who the token writes as; the jobs it sent a message to. */
export interface SweepShared {
  identity?: Promise<Account | undefined>;
  sentTo?: Set<string>;
}

/** Another run holds the pull request's lease: it finishes the job, and the log says who. */
function heldElsewhere(
  log: Log,
  claim: Extract<Leased, { kind: 'busy' }>,
  pull: number,
  commentId: number,
  job: string,
): PullResult {
  log.info(
    msg`Pull request #${pull}: another run holds its lease for finishing job ${job} (🎉 on comment ${commentId}): ${heldBy(claim.held.holder, claim.held.state)}.`,
  );
  return { kind: 'elsewhere', job };
}

/**
 * Finishes the pull request's pending job, if it ended. `self`: this run, which a claim it makes
 * names. `unlabel`: nothing pending takes the label off (a sweep keeps the index true; a pull
 * request run does so only when its event shows the label). `docs`: only a job whose docs pull
 * request is that one is finished (the run of that pull request's own event); another is `other`.
 */
export async function finishPullRequest(
  deps: SweepDeps,
  config: Config,
  where: Where,
  self: RunName,
  unlabel = true,
  shared: SweepShared = {},
  { docs, closedByRun }: { docs?: DocsPull; closedByRun?: Finishing['closedByRun'] } = {},
): Promise<PullResult> {
  const { log, signal, clock } = deps;
  const place = placeOf(`${where.owner}/${where.repo}`, where.pull);
  const host = reportHostOf(deps.codeHost, config.visibility.reportToken, triggerOf(where, undefined, deps.env));
  const budget = (): Budget =>
    budgetFor(clock, BUDGET_MS.sweptPullRequest, { signals: [signal], until: deps.deadline });
  const account = () => (shared.identity ??= host.identity(budget()));
  const keys = recordKeysOf(config);
  const read = await readPendingTwice(deps, unlabel, () => readPending(host, place, keys, budget(), account));
  if (!read.ok) return { kind: 'unread', why: read.cause };
  if (!read.comment) return nothingPendingOrLostStart(deps, config, { host, where, unlabel, account }, read, budget);
  const job = read.comment.pendingRuns[0]?.record.jobs[0];
  if (job === undefined) return { kind: 'none', unverified: false };
  const ofDocs: OfDocs = docs && ((fetched) => opened(deps, config, fetched, docs));
  const project = projectOf(read.comment.pendingRuns, job, config.projectId);
  const { state, ended, until } = await readJobs(deps, read.comment.pendingRuns, job, ofDocs, project);
  // A job not read stays pending: the sweep's outputs name it, and count it pending.
  if (state.kind !== 'ended' && state.kind !== 'running') return state.kind === 'unread' ? { ...state, job } : state;
  if (ended.size === 0) return { kind: 'running', job };
  const claim = await leaseFor(deps, host, read.comment, self, budget);
  // From here a job not finished stays pending: the sweep's outputs name it, and count it pending.
  if (claim.kind === 'failed') return { kind: 'unread', why: claim.cause, job };
  if (claim.kind === 'busy') return heldElsewhere(log, claim, where.pull, read.comment.id, job);
  if (claim.tookOver)
    log.info(
      msg`A claim on finishing (🎉 on comment ${read.comment.id}) is free: ${claim.tookOver}; this run takes it over.`,
    );
  try {
    // Read again under the claim: a run that finished it before the claim was made took its record off.
    const again = await host.comment(read.comment.id, budget());
    if (!again.ok)
      return { kind: 'unread', why: msg`the comment could not be read again under the claim (${again.cause})`, job };
    const found = pendingIn(again.value, place, keys, await account());
    if (!found) return { kind: 'elsewhere', job };
    // A turn recorded since the job was read (while this run waited for the lease) was sent after that read: read the job again.
    const now = newTurns(read.comment, found) ? await readJob(deps, job, until, ofDocs, project) : state;
    if (now.kind !== 'ended' && now.kind !== 'running') return now.kind === 'unread' ? { ...now, job } : now;
    if (now.kind === 'ended') ended.set(job, now);
    else if (ended.delete(job) && ended.size === 0) return now;
    const still =
      claim.id === undefined
        ? found
        : await nameClaim({ host, keys, budget }, again.value, found, { ...self, reaction: claim.id });
    // A sweep, or a docs pull request's event, finishes a pull request not its own: its head may be untold.
    const othersHead = config.sweep || docs !== undefined;
    const commentAuthor = again.value.author;
    const at = { deps, config, where, host, budget, commentId: read.comment.id, commentAuthor, sentTo: shared.sentTo };
    const finishing = { ...at, self, closedByRun, othersHead };
    const finished = await finishClaimed(finishing, still, ended, job);
    return finished.kind === 'unread' ? { job, ...finished } : finished;
  } finally {
    // Should this fail (a rate limit, SIGKILL), the claim names this run, and is free once the run has ended.
    if (!(await claim.release()))
      log.info(
        msg`The claim (🎉 on comment ${read.comment.id}) could not be taken off; it names this run, so the next run that meets it takes it over once this run has ended (with actions: read), or once it is ${STALE_CLAIM_MS / 60_000} minutes old.`,
      );
  }
}
