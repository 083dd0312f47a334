/**
 * The step's first stage: on a re-run, resume what an earlier attempt sent; else start the job
 * or send the message (the round trip's policy decides when a POST may go again). It ends the step
 * when there is nothing to wait for, and otherwise says what to wait for.
 */
import { LOCK_HELD_MS } from './review-comment.ts';
import { NO_SURFACES, type EarlierRecord, type JobProgress, type Progress } from '../pull-request/plan.ts';
import { decideRerun, type RerunDecision } from '../pull-request/rerun.ts';
import { fullText, msg, quoted, type Say } from '../output/text.ts';
import { formatDuration, formatInputDuration } from '../inputs/duration.ts';
import { isFinal, type AgentJob } from '../common/agent-job.ts';
import { viewJob } from '../service/job-view.ts';
import { resumedLine } from '../report/summary.ts';
import { pullRequestName, type JobEnding, type Outcome } from '../report/verdict.ts';
import { parsePullRequestLink } from '../service/pr-link.ts';
import { startOrSend, TAKEN_OVER } from '../service/round-trip.ts';
import type { Step } from './step.ts';
import type { WaitPlan } from './wait-for-all.ts';
import { mayHaveBeenTaken, notTaken, type PostFailure } from '../common/outcome.ts';
import type { NextEarlier } from '../pull-request/command-queue.ts';
import { NEXT_RUNS } from '../pull-request/command.ts';
import { letGo } from './let-go.ts';
import { endNothingToDo } from './act-on-decision.ts';
import { SERVICE_WORDS_CAP } from '../service/client.ts';
import { cutShortByDeadline } from '../service/answers.ts';

/** After a follow-up, a final status read before the job turns active counts after this many intervals. */
export const FOLLOW_UP_GRACE_INTERVALS = 3;

export type NextStage = Outcome | { plan: WaitPlan; requests: number };

/** What the comment and the check run show while the step waits; a follow-up is labelled as one. */
const waiting = (step: Step, jobs: JobProgress[]): Progress => ({
  phase: 'waiting',
  jobs,
  ...(step.work.plan.kind === 'message' ? { followUp: true } : {}),
});

/** The comment and check run follow each job's status, and show its docs pull request as soon as it has one. */
function followStatuses(step: Step, ids: string[]): (id: string, status: string, prLink?: string) => void {
  const jobs: JobProgress[] = ids.map((id) => ({ id }));
  return (id, status, prLink) => {
    const job = jobs.find((candidate) => candidate.id === id);
    const pr = parsePullRequestLink(prLink);
    if (job) {
      job.status = status;
      if (pr) job.pullRequest = { url: pr.url, name: pullRequestName(pr) };
    }
    step.surfaces.progress(
      step.record,
      waiting(
        step,
        jobs.map((j) => ({ ...j })),
      ),
    );
  };
}

function waitFor(step: Step, ids: string[], followUp: boolean): WaitPlan {
  const grace = followUp ? { followUp: { graceMs: FOLLOW_UP_GRACE_INTERVALS * step.config.pollIntervalMs } } : {};
  // With no comment and no check run, nobody is told the statuses: no progress is even built; nor
  // while reporting an earlier turn's ended job, whose own check run takes the report.
  const quiet = step.surfaces === NO_SURFACES || step.history.reportsUnrecordedTurn === true;
  const follow = quiet ? {} : { onStatus: followStatuses(step, ids) };
  return { ids, since: step.since, deadline: step.deadline, ...follow, ...grace };
}

/** Waits for the jobs an earlier attempt sent; with `wait: false`, hands the id on at once. */
async function resume(
  step: Step,
  kind: 'prompt' | 'message',
  text: string,
  earlier: Extract<RerunDecision, { kind: 'resume' }>,
): Promise<NextStage> {
  const { history, config, work } = step;
  const [id = ''] = earlier.jobs;
  history.resumed = {
    attempt: earlier.attempt,
    kind,
    ...(config.wait ? {} : { handedOn: true as const }),
    ...(earlier.unfinished ? { unfinished: true as const } : {}),
  };
  history.sent = { kind, text };
  step.log.info(resumedLine(id, history.resumed));
  step.record = { ...step.record, jobs: earlier.jobs, ...earlier.kept };
  const busy = work.letGo ? await stillBusy(step, id) : undefined;
  if (busy) {
    const letGone = await letGo(step, busy, false);
    if (letGone !== 'not recorded') return letGone;
  }
  if (!config.wait) {
    history.notWaiting = true;
    // The job as one read shows it now, for `status` and every output drawn from it.
    const fetched = await readOnce(step, id);
    const read = fetched.kind === 'job' ? { job: fetched.job, body: fetched.body } : {};
    const waitedMs = step.clock.now() - step.since;
    // A job the service no longer has is not handed on as if it were there.
    const ending =
      fetched.kind === 'not-found'
        ? {
            id,
            result: {
              outcome: 'not-found' as const,
              polls: 1,
              waitedMs,
              fault: msg`${quoted(fetched.message, SERVICE_WORDS_CAP)}`,
            },
          }
        : busyEnding(id, read, 1, waitedMs);
    return step.finish([ending], { waitedMs, polls: 1 });
  }
  void step.surfaces.begin(
    step.record,
    waiting(
      step,
      earlier.jobs.map((j) => ({ id: j })),
    ),
  );
  // A turn whose job's ending was recorded (a sweep finished it) had its message answered: no grace
  // for it. One cancelled or timed out may have read a status from before the message: graced.
  return { plan: waitFor(step, earlier.jobs, kind === 'message' && earlier.answered !== true), requests: 0 };
}

/**
 * A follow-up from a pull request comment or a push waits while the job is not finished (`active`,
 * or a status the service added: its start, or an earlier message), so each message reaches a job that is free to take it; past the deadline nothing is sent.
 * A status that could not be read (a 5xx, a reset, a time-out, an answer that is not a job) is no
 * news: only a read that says the job finished lets the message go. An answer that will not
 * change (the job is not found, the key refused) lets the send say so itself.
 */
async function untilNotActive(step: Step): Promise<PostFailure | undefined> {
  const { config, work, clock, signal } = step;
  let told = false;
  // The fault the last read met, said when it starts or changes, and named if the time runs out on it.
  let fault: Say | undefined;
  // Since when another run has held the reviews' lock, while the job was free.
  let lockedSince: number | undefined;
  while (!signal.aborted && clock.now() < step.deadline) {
    const timeoutMs = Math.min(step.requestTimeoutMs, step.deadline - clock.now());
    const fetched = await step.service.getJob(work.jobId, { timeoutMs, signal });
    // The step's own time ran out on the read: no new fault to say, and no status that lets the message go.
    if (fetched.kind === 'transient' && cutShortByDeadline(fetched, timeoutMs, step.requestTimeoutMs)) {
      fault ??= fetched.cause;
      break;
    }
    const unknown = fetched.kind === 'transient' || fetched.kind === 'rejected';
    // Any status but a final one is a job not finished (the spec's rule; the service may add new ones).
    const busy = fetched.kind === 'job' && !isFinal(fetched.job.status);
    // An earlier command its run left unanswered goes first; then the job is busy with it.
    const next = busy || unknown ? undefined : await takeEarlier(step);
    if (next === 'sent') continue;
    if (next?.kind === 'refused') return tokenRefused(next.cause);
    const queued = next !== undefined && next.kind !== 'none';
    if (!busy && !unknown && !queued) return undefined;
    // A holder holds the lock for seconds: one held past LOCK_HELD_MS leaves this review, unanswered, to the next run.
    lockedSince = next?.kind === 'wait' && next.lockBusy ? (lockedSince ?? clock.now()) : undefined;
    if (lockedSince !== undefined && clock.now() - lockedSince >= LOCK_HELD_MS)
      return { ...LOCK_BUSY, notActed: true, requests: 0 };
    const newFault = unknown && (fault === undefined || fullText(fault) !== fullText(fetched.cause));
    fault = unknown ? fetched.cause : undefined;
    if (newFault)
      step.log.info(
        msg`The status of job ${work.jobId} could not be read (${fetched.cause}); the follow-up is sent once a read says the job finished.`,
      );
    else if (!told && !unknown)
      step.log.info(
        busy
          ? fetched.job.status === 'active'
            ? msg`Job ${work.jobId} is active; the follow-up is sent once it is not.`
            : msg`Job ${work.jobId} reads ${quoted(fetched.job.status, 40)}, a status the service does not document: it is taken as not finished, and the follow-up is sent once it is.`
          : "An earlier command or review on this pull request may still be on its way, or another run holds the reviews' lock (or GitHub could not tell); this one is sent after it.",
      );
    told ||= !unknown;
    await clock.sleep(Math.min(config.pollIntervalMs, Math.max(0, step.deadline - clock.now())), signal);
  }
  return fault !== undefined && !signal.aborted ? unreadUntilTimeout(step, fault) : undefined;
}

/** The time ran out while no read said the job had finished: its status could not be read, so nothing was sent. */
function unreadUntilTimeout(step: Step, fault: Say): PostFailure {
  return {
    outcome: 'timed-out',
    headline: 'message not sent',
    why: msg`The step's 'timeout' (${formatDuration(step.config.timeoutMs)}) ran out while the status of job ${step.work.jobId} could not be read (${fault}), so nothing was sent: a follow-up waits for a read that says the job finished. The job's state is unknown.`,
    next: "Check that the service answers (its status page, a proxy between), then run the workflow again; or raise 'timeout'.",
    notActed: true,
    requests: 0,
  };
}

/** GitHub refused the report-token reading the earlier commands: nothing is sent, so nothing unrecorded. */
function tokenRefused(cause: Say): PostFailure {
  return {
    outcome: 'error',
    headline: 'the report-token was refused',
    why: msg`GitHub refused the report-token (${cause}) while this run read the pull request's earlier commands, so nothing was sent: a message it could not record would be sent again.`,
    next: 'Give the step a valid report-token (an expired app token: make a new one; or ${{ github.token }}), then run the workflow again or write the command again.',
    notActed: true,
    requests: 0,
  };
}

/** One read of a job, within the step's deadline. */
function readOnce(step: Step, jobId: string) {
  const timeoutMs = Math.max(1, Math.min(step.requestTimeoutMs, step.deadline - step.clock.now()));
  return step.service.getJob(jobId, { timeoutMs, signal: step.signal });
}

/**
 * `wait: sweep`: one read of the job. Busy (not finished, or a status that could not be read): the
 * follow-up is queued for the sweep, never sent to a job that may be working.
 */
async function busyNow(step: Step, jobId = step.work.jobId): Promise<Busy | undefined> {
  const fetched = await readOnce(step, jobId);
  if (fetched.kind === 'job') return isFinal(fetched.job.status) ? undefined : { job: fetched.job, body: fetched.body };
  if (fetched.kind !== 'transient' && fetched.kind !== 'rejected') return undefined;
  step.log.info(msg`The status of job ${jobId} could not be read (${fetched.cause}): it may be working.`);
  return {};
}

/** A job read busy: as the read showed it (nothing when the read did not say). */
interface Busy {
  job?: AgentJob;
  body?: string;
}

/** The let-go ending of a busy job: the job as its read showed it, for `job` and every output drawn from it. */
function busyEnding(id: string, busy: Busy, polls: number, waitedMs: number): JobEnding {
  const result = { outcome: 'final' as const, polls, waitedMs };
  if (!busy.job) return { id, result };
  const body = busy.body === undefined ? {} : { body: busy.body };
  return { id, result: { ...result, job: busy.job, ...body }, view: viewJob(busy.job) };
}

/** One read of the job a re-run would resume: it ended with a status that fails the step (`fail-on`). */
async function failedSince(step: Step, jobId: string): Promise<boolean> {
  const fetched = await readOnce(step, jobId);
  return fetched.kind === 'job' && isFinal(fetched.job.status) && step.config.failOn.has(fetched.job.status);
}

/**
 * A re-run of a step that let go, or a run that reports a turn that recorded no ending: a job still
 * busy is let go again; one that ended (a sweep or the pull request's run may have finished it
 * already) is reported at once, as a wait would.
 */
async function stillBusy(step: Step, id: string): Promise<JobEnding | undefined> {
  const busy = await busyNow(step, id);
  const who = step.history.reportsUnrecordedTurn ? 'this run' : 'this re-run';
  if (!busy) step.log.info(msg`Job ${id} is no longer active: ${who} reports how it ended instead of letting go.`);
  if (!busy) owesDispatch(step);
  if (!busy) return undefined;
  return busyEnding(id, busy, 0, 0);
}

/** What to do about a command, a review or a push's news the service certainly did not take: nothing, as the next run sends it. */
function staysOwed(step: Step, posted: PostFailure): Say | undefined {
  // A refused token ('error') sends nothing until someone fixes it: its own next steps say what to do.
  if (step.trigger?.pullNumber === undefined || !notTaken(posted) || posted.outcome === 'error') return undefined;
  const asked = step.command !== undefined;
  // With a prompt (one workflow for the pull request's life), a message no one asked for is the push's news.
  if (!asked && step.config.work.plan.kind !== 'start') return undefined;
  const owed = asked
    ? msg`It stays owed: the pull request's next run ${NEXT_RUNS} sends it, once, so there is no need to write it again.`
    : msg`The push's news stays owed: the pull request's next run ${NEXT_RUNS} tells the job, once.`;
  return posted.next ? msg`${posted.next} ${owed}` : owed;
}

/** A start or message that did not go through ends the step; a start that may have made a job says so in its record. */
function endFailedPost(step: Step, kind: 'prompt' | 'message', posted: PostFailure, waitedMs: number) {
  // What the service certainly did not take stays owed (follow-up-command.ts, decide.ts): every surface says so.
  const owed = kind === 'message' ? staysOwed(step, posted) : undefined;
  step.history.postFailure = owed ? { ...posted, next: owed } : posted;
  // The next run must not take "no job recorded" for "no job": this start may have made one.
  if (kind === 'prompt' && mayHaveBeenTaken(posted)) step.surfaces.finishAs({ ...step.record, unanswered: true });
  const polls = posted.requests ?? 1;
  const result = { outcome: 'final' as const, polls, waitedMs };
  return step.finish([{ id: posted.jobId ?? step.work.jobId, result }], { waitedMs, polls });
}

/**
 * A re-run that reports an ended job whose turn its earlier attempt never finished (killed while it
 * waited, or let go and no sweep came yet), or a run that reports a let-go step's turn that waited
 * itself and recorded no ending, finishes that turn: no other run sends its dispatch.
 */
function owesDispatch(step: Step): void {
  const { history, config } = step;
  if (config.onFinishDispatch === '') return;
  if (history.reportsUnrecordedTurn && !history.resumed) history.dispatchesItself = true;
  if (!history.resumed?.unfinished) return;
  history.dispatchesItself = true;
  step.log.info(
    msg`Attempt ${history.resumed.attempt} never finished its turn, so this re-run sends ${config.onFinishDispatch} once it has reported.`,
  );
}

/** The job is busy: the step ends queued, and the command's claim is let go (so the sweep can take it). */
async function queue(step: Step, busy: Busy): Promise<NextStage | 'not recorded'> {
  const ending = busyEnding(step.work.jobId, busy, 1, step.clock.now() - step.since);
  const queued = await letGo(step, ending, true);
  if (queued !== 'not recorded') await step.command?.release();
  return queued;
}

const roundTripDepsOf = (step: Step) => ({
  log: step.log,
  clock: step.clock,
  random: step.random,
  signal: step.signal,
  requestTimeoutMs: step.requestTimeoutMs,
});

/**
 * The earlier commands or reviews no run answered, before this run's own: the first that goes is
 * sent now (refused ones are answered on the way). True when one was sent, or one is on its way:
 * this run's own then waits its turn.
 */
async function earlierFirst(step: Step): Promise<boolean> {
  const next = await takeEarlier(step);
  if (next === 'sent') step.history.sentEarlier = true;
  return next === 'sent' || next?.kind === 'wait' || next?.kind === 'refused';
}

/**
 * The earlier commands or reviews no run answered, oldest first, each taken over in turn: `sent`
 * once one is sent; one refused or edited is answered on the way and the next is looked at at
 * once; one whose author's permission is unread is left to the next run. Else what stands before
 * this run's own now, as read (one claimed by another run waits for the next look).
 */
async function takeEarlier(step: Step): Promise<NextEarlier | 'sent' | undefined> {
  const looked = new Set<number>();
  let next: NextEarlier | undefined;
  for (let look = 0; look < MAX_EARLIER_LOOKS && !step.signal.aborted; look++) {
    next = await step.command?.nextEarlier();
    if (next?.kind !== 'take' || looked.has(next.command.id)) return next;
    looked.add(next.command.id);
    if (await step.command?.takeOver(next, (message) => sendEarlier(step, message))) return 'sent';
  }
  return next;
}

/** At most this many earlier ones are looked at at once (each refused one is answered). */
const MAX_EARLIER_LOOKS = 20;

/** An earlier command's message, sent to the same job before this run's own: true, or why not. */
async function sendEarlier(step: Step, message: string): Promise<true | PostFailure> {
  const work = { plan: { kind: 'message' as const, message }, jobId: step.work.jobId };
  const posted = await startOrSend(roundTripDepsOf(step), step.config, work, step.service, step.deadline);
  return 'view' in posted || posted;
}

/** Another run held the reviews' lock all the while this run could wait: the review stays unanswered for the next run. */
const LOCK_BUSY: PostFailure = {
  outcome: 'skipped',
  headline: 'the reviews are being sent by another run',
  why: "Another run of this workflow held the pull request's reviews' lock (🎉 on the action's comment) all the while this run waited (30 s): this review is not sent now and stays unanswered, so the pull request's next run (or the review's re-run) sends it. A lock whose run died is taken over once the Actions API lists no other run in progress, or after 10 minutes.",
};

/**
 * GitHub limited the rate of the comment that records a start: no write could name a job started
 * now for the limit's wait, and the next run, not knowing it, would start another. None is started.
 */
const START_UNRECORDED: PostFailure = {
  outcome: 'error',
  headline: 'no job started: its record could not be written',
  why: "GitHub limited the rate of the writes of the pull request comment that records the start (this run's warning says for how long), so nothing could record a job started now, and the next run would start a second one. No job was started.",
  next: 'Re-run this run once the wait GitHub asked for has passed, or push: the next run starts the job.',
  notActed: true,
  requests: 0,
};

/** A start whose record the host refused for good: each later run would start another job, so none starts. */
const START_RECORD_REFUSED: PostFailure = {
  outcome: 'error',
  headline: 'no job started: its record could not be written',
  why: "GitHub refused the token's write of the pull request comment that records the start (this run's warning says why), and no check run holds it, so every later run would start another job. No job was started.",
  next: "Give the token what this run's warning names, then run the workflow again: a change to its permissions: block reaches its next run (push a commit), not a re-run of this one; a change to the repository's settings or an app's permissions reaches a re-run too. That run starts the job.",
  notActed: true,
  // No request reached the service, and the refusal stands until the token changes: no outage.
  answered: true,
  requests: 0,
};

/** Starts the job or sends the message; ends the step when it failed or there is no waiting. */
async function send(step: Step, kind: 'prompt' | 'message', text: string): Promise<NextStage> {
  const { config, work, history, since } = step;
  // A step that lets go writes its follow-up once, when it knows what it let go (each write is paced
  // a second apart). A start's record goes just before the prompt (below): a run killed once the
  // prompt is out (its answer lost or not) leaves a record that says so, and no later run starts a
  // second job.
  const progress: Progress = { phase: 'sending', jobs: kind === 'message' ? [{ id: work.jobId }] : [] };
  if (kind === 'message' && !work.letGo) void step.surfaces.begin(step.record, progress);
  let refused: PostFailure | undefined;
  // A new job (a command after the docs pull request was merged) waits for nothing.
  if ((step.command || step.idleFirst) && kind === 'message') {
    // Another run finishing the job sends what was queued: this run's follow-up waits behind it, as behind a busy job.
    // A look a cancel cut short read nothing: it is no busy job and no earlier command on its way.
    const busy = work.letGo ? (work.finishingElsewhere ? {} : await busyNow(step)) : undefined;
    const queued = busy && !step.signal.aborted ? await queue(step, busy) : undefined;
    if (queued !== undefined && queued !== 'not recorded') return queued;
    // Let go with the job free: an earlier command or review no run answered goes first, and this one queues behind it.
    const earlier = work.letGo && !queued && (await earlierFirst(step)) && !step.signal.aborted;
    const behind = earlier ? await queue(step, {}) : undefined;
    if (behind !== undefined && behind !== 'not recorded') return behind;
    if (!work.letGo || queued === 'not recorded' || behind === 'not recorded') refused = await untilNotActive(step);
  }
  // A cancel or the deadline that cut the look short is that, not another run's send: the round
  // trip says so (cancelled, timed out) and sends nothing.
  const cut = (): boolean => step.signal.aborted || step.clock.now() >= step.deadline;
  const ours = !step.command || (await step.command.stillOurs()) || cut();
  const claimed = step.command && { stillOurs: () => step.command?.stillOurs(false) ?? Promise.resolve(true) };
  // The start's record is its last write before the prompt goes: a run killed after it may have sent.
  if (kind === 'prompt' && ours && !refused) {
    const recorded = await step.surfaces.begin(step.record, progress, work.letGo ? 'label' : undefined);
    if (recorded !== 'recorded') refused = recorded === 'limited' ? START_UNRECORDED : START_RECORD_REFUSED;
  }
  const posted = refused
    ? refused
    : ours
      ? await startOrSend({ ...roundTripDepsOf(step), ...claimed }, config, work, step.service, step.deadline)
      : step.command?.lockBusy?.()
        ? LOCK_BUSY
        : TAKEN_OVER;
  // Another run took the claim over while this one waited out the service: that run answers it.
  const lost = !('view' in posted) && posted.headline === TAKEN_OVER.headline;
  if ('view' in posted) await step.command?.react('rocket');
  else if (ours && !lost) await step.command?.notSent(posted.headline, posted);
  // No request left this run (a time-out or a cancel before it, another run sent it): the summary says so.
  const notSent = !('view' in posted) && (!ours || lost || posted.requests === 0);
  history.sent = { kind, text, ...(notSent ? { notSent: true as const } : {}) };
  const waitedMs = step.clock.now() - since;
  if (!('view' in posted)) return endFailedPost(step, kind, posted, waitedMs);
  history.started = posted.started;
  step.record = { ...step.record, jobs: [posted.jobId] };
  if (work.letGo) {
    const job = { status: posted.view.status };
    const result = { outcome: 'final' as const, job, body: posted.body, polls: 0, waitedMs };
    const letGone = await letGo(step, { id: posted.jobId, result, view: posted.view }, false);
    if (letGone !== 'not recorded') return letGone;
  }
  step.surfaces.progress(step.record, waiting(step, [{ id: posted.jobId, status: posted.view.status }]));
  if (!config.wait) {
    history.notWaiting = true;
    if (posted.staleFinal && kind === 'message')
      step.log.info(
        msg`Job ${posted.jobId} still reads ${quoted(posted.view.status, 60)} from before the message. To wait for it later, pass job-id ${posted.jobId} with after-message: true, so that status is not taken as its answer.`,
      );
    const stale = posted.staleFinal ? { staleFinal: true } : {};
    const job = { status: posted.view.status };
    const result = { outcome: 'final' as const, job, body: posted.body, polls: 0, waitedMs, ...stale };
    return step.finish([{ id: posted.jobId, result, view: posted.view }], { waitedMs, polls: posted.attempts });
  }
  return { plan: waitFor(step, [posted.jobId], posted.staleFinal === true), requests: posted.attempts };
}

/** What an earlier attempt recorded, read within the step's 'timeout': GitHub slow to answer never stretches it. */
async function earlierRecordInTime(step: Step): Promise<EarlierRecord> {
  const stop = new AbortController();
  const outOfTime = step.clock
    .sleep(Math.max(0, step.deadline - step.clock.now()), AbortSignal.any([stop.signal, step.signal]))
    .then((): EarlierRecord => ({
      kind: 'unreadable',
      why: step.signal.aborted ? 'the run was cancelled' : "GitHub did not answer before the step's 'timeout'",
    }));
  try {
    const until = AbortSignal.any([step.signal, step.clock.timeout(Math.max(0, step.deadline - step.clock.now()))]);
    return await Promise.race([step.surfaces.earlierRecord(until), outOfTime]);
  } finally {
    stop.abort();
  }
}

/**
 * A re-run of a start whose job failed, on a pull request a later run gave another job since: that
 * job carries the pull request, so nothing is sent and no job started (a third would stand beside it).
 */
async function replacedSince(step: Step, later: string, earlier: 'failed' | 'lost'): Promise<Outcome> {
  const attempt = step.trigger?.attempt ?? 1;
  const what =
    earlier === 'failed'
      ? 'the job an earlier attempt started failed'
      : "an earlier attempt's start had its answer lost";
  const why = msg`This is attempt ${attempt} of the run; ${what}, and a later run started job ${later} since, which this pull request's comment follows: nothing is sent, and no job is started.`;
  const ending = { outcome: 'nothing-new' as const, heading: msg`Nothing new for job ${later}`, why };
  return endNothingToDo(step.log, ending, step.surfaces, 'neutral');
}

/** What the step does first: wait for the given jobs, resume an earlier attempt's, or send. */
export async function sendOrResume(step: Step): Promise<NextStage> {
  const { config, work } = step;
  const { plan } = work;
  if (plan.kind === 'wait') {
    // A re-run of a push's run waits for what its earlier attempt sent (src/step/act-on-decision.ts).
    if (step.history.resumed) step.log.info(resumedLine(work.jobId, step.history.resumed));
    const busy = work.letGo ? await stillBusy(step, work.jobId) : undefined;
    if (busy) {
      const letGone = await letGo(step, busy, false);
      if (letGone !== 'not recorded') return letGone;
    }
    // Reporting an earlier turn's ended job writes nothing before its ending, in that turn's check run.
    if (step.history.reportsUnrecordedTurn) step.surfaces.finishAs(step.record);
    else
      void step.surfaces.begin(
        step.record,
        waiting(
          step,
          work.jobIds.map((id) => ({ id })),
        ),
      );
    if (plan.afterMessage)
      step.log.info(
        msg`'after-message' is true: a final status counts once the job has been seen active since the message, or after ${formatInputDuration(FOLLOW_UP_GRACE_INTERVALS * config.pollIntervalMs)} (${FOLLOW_UP_GRACE_INTERVALS} poll intervals) in which it never turned active.`,
      );
    return { plan: waitFor(step, work.jobIds, plan.afterMessage === true), requests: 0 };
  }
  const kind = plan.kind === 'start' ? 'prompt' : 'message';
  const text = plan.kind === 'start' ? plan.prompt : plan.message;
  const decision = await decideRerun({
    kind,
    text,
    jobId: work.jobId,
    attempt: step.trigger?.attempt ?? 1,
    onRerun: config.visibility.onRerun,
    fromFork: step.trigger?.fromFork === true,
    answering: { answers: step.record.answers, answersReview: step.record.answersReview },
    earlierRecord: () => earlierRecordInTime(step),
    failedSince: (jobId) => failedSince(step, jobId),
  });
  if (decision.kind === 'resume') return resume(step, kind, text, decision);
  if ((decision.failed || decision.lost) && work.replacedBy !== undefined)
    return replacedSince(step, work.replacedBy, decision.failed ? 'failed' : 'lost');
  if (decision.say?.level === 'warning') step.log.warning(decision.say.text);
  else if (decision.say) step.log.info(decision.say.text);
  return send(step, kind, text);
}
