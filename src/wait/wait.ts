import { MAX_CONSECUTIVE_FAULTS, pollDelay, retryDelay } from '../common/backoff.ts';
import type { Clock } from '../common/clock.ts';
import type { CallOptions, FetchJob, FetchResult } from '../service/client.ts';
import { formatDuration, formatInputDuration } from '../inputs/duration.ts';
import { isFinal, isKnownStatus, type AgentJob } from '../common/agent-job.ts';
import { fullText, msg, quoted, type Message, type Quoted, type Say } from '../output/text.ts';
import type { Progress } from '../output/log.ts';
import { SERVICE_WORDS_CAP } from '../service/client.ts';
import { cutShortByDeadline } from '../service/answers.ts';

export { MAX_CONSECUTIVE_FAULTS };

/**
 * Rate limiting slows the action's own pace: each 429 doubles the time between polls (up to
 * MAX_PACE_FACTOR times the poll interval) and each served poll takes back this share of the
 * interval. Many waiters sharing one service thus settle near the rate it serves (AIMD).
 */
export const MAX_PACE_FACTOR = 32;
export const PACE_RECOVERY = 0.02;
/** How often a job that stays active is mentioned in the log. */
export const PROGRESS_EVERY_MS = 5 * 60_000;
/** How long a request holds its slot among several jobs' (MAX_IN_FLIGHT) before it gives it up, still waiting for its answer. */
export const SLOW_REQUEST_MS = 5_000;

export { systemClock, type Clock } from '../common/clock.ts';

export interface WaitLog {
  info(message: Say): void;
  warning(message: Say): void;
  debug(message: Say): void;
  /** Told after every read where the wait stands, for a live line (a terminal's); no log line. */
  progress?(progress: Progress): void;
}

/**
 * After a follow-up message the job may still read final from before it. A final status then
 * counts only once the job has been seen active since the message was accepted, or once
 * `graceMs` has passed without it ever turning active.
 */
export interface FollowUp {
  graceMs: number;
}

/** What a wait for one job or several shares: the clock, the log, the pace and the deadline. */
export interface ScheduleOptions {
  clock: Clock;
  random: () => number;
  log: WaitLog;
  pollIntervalMs: number;
  timeoutMs: number;
  requestTimeoutMs: number;
  signal: AbortSignal;
}

export interface WaitOptions extends ScheduleOptions {
  fetchJob: FetchJob;
  /** The id asked for; an answer about another job gets one warning. */
  jobId?: string;
  followUp?: FollowUp;
  /** The pace shared by every job of a step, so a 429 on any slows them all; one's own by default. */
  pace?: Pace;
  /** Bounds the requests in flight across jobs: resolves to a release once one may go. */
  limiter?: (signal: AbortSignal) => Promise<() => void>;
  /** How long a request holds its slot before it gives it up (SLOW_REQUEST_MS unless the wait is shorter). */
  slotHoldMs?: number;
  /** Wait this long before the first request, so several jobs spread over the interval. */
  firstRequestAfterMs?: number;
  /** Told each status read that differs from the one before (the first included). */
  onStatus?: (status: string, prLink?: string) => void;
  /** Log "still active" every few minutes (off when a step waits for several jobs). */
  progress?: boolean;
  /** Where `waitedMs` and logged times count from (the step's start); now by default. */
  since?: number;
}

export type WaitOutcome = 'final' | 'timeout' | 'cancelled' | 'not-found' | 'refused' | 'gave-up' | 'rejected';

export interface WaitResult {
  outcome: WaitOutcome;
  /** The last job the service reported, if any. */
  job?: AgentJob;
  /** That job's response body, as received. */
  body?: string;
  polls: number;
  waitedMs: number;
  /** The fault behind the outcome, or the one still going on at a time-out. */
  fault?: Say;
  /** For `refused`: 401 or 403. */
  httpStatus?: number;
  /** The last status read is final but from before a follow-up, so it does not count yet. */
  staleFinal?: boolean;
  /** The fault still going on is the service's rate limiting (HTTP 429). */
  rateLimited?: boolean;
  /** The fault still going on is an error the service answered (a 5xx): it was reached. */
  serviceErred?: boolean;
  /** Some request of this wait was answered by the service itself (a status, an error, a 429), not a proxy. */
  reached?: true;
  /** The job had ended before its first read: how long it ran is not this run's to say. */
  endedUnseen?: true;
}

const serviceWords = (words: string): Message => msg`${quoted(words, SERVICE_WORDS_CAP)}`;

/** "Retrying in 12s", or, when the wait reaches past the deadline, that it waits until then. */
export function retryWords(delayMs: number, retryAfterMs: number | undefined, remainingMs: number): Message {
  if (delayMs < remainingMs) return msg`Retrying in ${formatDuration(delayMs)}`;
  const asked =
    retryAfterMs === undefined
      ? ''
      : Number.isFinite(retryAfterMs)
        ? ` (the service asks to wait ${formatDuration(retryAfterMs)})`
        : ' (the service asks to wait longer than any time-out)';
  return msg`The next try would come after the time-out${asked}, so the step waits out the ${formatDuration(Math.max(0, remainingMs))} left and then times out`;
}

/** Polls until the job's status is final, the deadline passes, a permanent error, or cancellation. */
/** What one job's wait knows between requests. */
interface PollState {
  readonly options: WaitOptions;
  readonly startedAt: number;
  /** When this wait began (after any message was taken): the follow-up grace counts from here. */
  readonly waitStartedAt: number;
  readonly deadline: number;
  readonly pace: Pace;
  polls: number;
  job?: AgentJob;
  body?: string;
  /** Failed requests in a row, and those of them that were not rate limiting. */
  streak: number;
  countedFaults: number;
  fault?: Say;
  /** Whether the fault still going on is rate limiting, or an error the service answered. */
  rateLimited: boolean;
  serviceErred: boolean;
  /** Whether the service itself answered any request of this wait. */
  reached: boolean;
  lastNewsAt: number;
  readonly unknownStatuses: Set<string>;
  /** After a follow-up: whether the job has been seen active since the message. */
  seenActive: boolean;
  /** Whether any status read was not final. */
  readActive: boolean;
}

/** What an answer leads to: the next request after a delay, or the end of the wait. */
type Next = { delayMs: number } | { end: WaitOutcome; extra?: Partial<WaitResult>; at?: number };

/** `at`: the one reading of the clock that the last log line showed too. */
function finish(state: PollState, outcome: WaitOutcome, extra: Partial<WaitResult> = {}, at?: number): WaitResult {
  const { job } = state;
  return {
    outcome,
    ...(job ? { job, body: state.body } : {}),
    polls: state.polls,
    waitedMs: (at ?? state.options.clock.now()) - state.startedAt,
    ...(state.fault === undefined ? {} : { fault: state.fault }),
    ...(state.fault !== undefined && state.rateLimited ? { rateLimited: true } : {}),
    ...(state.fault !== undefined && state.serviceErred ? { serviceErred: true } : {}),
    ...(state.reached || job ? { reached: true as const } : {}),
    ...(outcome === 'final' && !state.readActive && state.options.followUp === undefined
      ? { endedUnseen: true as const }
      : {}),
    ...extra,
    // Ended while the last status read was final but from before the follow-up.
    ...(outcome !== 'final' && !state.seenActive && job && isFinal(job.status) ? { staleFinal: true } : {}),
  };
}

/** The pace of polls, shared by every job of a step; `doubledAt`: when a 429 last slowed it. */
export interface Pace {
  ms: number;
  doubledAt?: number;
}

/**
 * A 429 doubles the pace, once a pace period: several jobs' 429s answered to one burst are one
 * signal, not one doubling each (four jobs' would make the pace 16 times the poll interval).
 */
function slowDown(pace: Pace, now: number, maxMs: number): void {
  if (pace.doubledAt !== undefined && now - pace.doubledAt < pace.ms) return;
  pace.ms = Math.min(pace.ms * 2, maxMs);
  pace.doubledAt = now;
}

function onFault(state: PollState, fetched: Extract<FetchResult, { kind: 'transient' }>, requestAt: number): Next {
  const { options, pace } = state;
  const now = options.clock.now();
  // A request the deadline cut short is the time-out itself, not a fault of the service.
  if (cutShortByDeadline(fetched, state.deadline - requestAt, options.requestTimeoutMs) && now >= state.deadline)
    return { end: 'timeout' };
  state.streak++;
  if (fetched.rateLimited) slowDown(pace, now, options.pollIntervalMs * MAX_PACE_FACTOR);
  else state.countedFaults++;
  const newFault = state.fault === undefined || fullText(fetched.cause) !== fullText(state.fault);
  state.fault = fetched.cause;
  state.rateLimited = fetched.rateLimited;
  // A proxy between may have answered the 5xx itself: then the way to the service is in doubt.
  state.serviceErred = !fetched.rateLimited && fetched.httpStatus !== undefined && !fetched.viaProxy;
  state.reached ||= fetched.httpStatus !== undefined && !fetched.viaProxy;
  if (state.countedFaults >= MAX_CONSECUTIVE_FAULTS) return { end: 'gave-up' };
  const delayMs = retryDelay({
    paceMs: pace.ms,
    streak: state.countedFaults,
    retryAfterMs: fetched.retryAfterMs,
    random: options.random,
  });
  const retry = retryWords(delayMs, fetched.retryAfterMs, state.deadline - now);
  if (newFault) options.log.info(msg`Request ${state.polls} failed: ${fetched.cause}. ${retry}.`);
  // Said each time, briefly: a log with nothing for minutes reads as hung.
  else options.log.info(msg`Request ${state.polls} failed again (${state.streak} in a row). ${retry}.`);
  return { delayMs };
}

/** One line per status change, an occasional progress line, and one warning per oddity. */
function tellNews(state: PollState, job: AgentJob, previous: string | undefined, answeredAt: number): void {
  const { options } = state;
  const { log } = options;
  const status = shownStatus(state, job.status);
  const elapsed = formatDuration(answeredAt - state.startedAt);
  if (previous === undefined) log.info(msg`Job status: ${status} (request ${state.polls}).`);
  else if (previous !== job.status)
    log.info(msg`Job status: ${shownStatus(state, previous)} -> ${status} after ${elapsed} (request ${state.polls}).`);
  else if (options.progress !== false && answeredAt - state.lastNewsAt >= PROGRESS_EVERY_MS)
    log.info(msg`Still ${status} after ${elapsed} (request ${state.polls}).`);
  else return tellOddities(state, job);
  state.lastNewsAt = answeredAt;
  tellOddities(state, job);
}

/**
 * A status as the log shows it: a known one, or the first unknown one the service sent, by name;
 * any other unknown one unnamed. Lines are redacted one by one, so values that change from poll to
 * poll, each too short to be a piece of a secret, could spell one out across lines.
 */
function shownStatus(state: PollState, status: string): Quoted | string {
  if (isKnownStatus(status)) return quoted(status, 60);
  const [first] = state.unknownStatuses;
  if (first === undefined || first === status) return quoted(status, 60);
  return 'another status this action does not know';
}

function tellOddities(state: PollState, job: AgentJob): void {
  const { options } = state;
  if (!isKnownStatus(job.status) && !state.unknownStatuses.has(job.status)) {
    state.unknownStatuses.add(job.status);
    if (state.unknownStatuses.size === 1)
      options.log.warning(
        msg`The service reported status "${quoted(job.status, 60)}", which this action does not know; it treats it as not finished and keeps polling until completed, archived or failed.`,
      );
    else if (state.unknownStatuses.size === 2)
      options.log.warning(
        'The service reported another status this action does not know: it is not named (a value that changes from answer to answer could spell out a secret across lines), and is treated as not finished too.',
      );
  }
}

/** `sentAt`: the follow-up grace counts by when the read was sent, so a slow answer cannot end it. */
function onJob(
  state: PollState,
  fetched: Extract<FetchResult, { kind: 'job' }>,
  answeredAt: number,
  sentAt: number,
): Next {
  const { options, pace } = state;
  const { log } = options;
  if (state.streak > 0)
    log.info(`The service answers again after ${state.streak} failed request${state.streak === 1 ? '' : 's'}.`);
  state.streak = 0;
  state.countedFaults = 0;
  state.fault = undefined;
  pace.ms = Math.max(options.pollIntervalMs, pace.ms - options.pollIntervalMs * PACE_RECOVERY);
  const previous = state.job?.status;
  const previousLink = state.job?.prLink;
  const job = fetched.job;
  state.job = job;
  state.body = fetched.body;
  tellNews(state, job, previous, answeredAt);
  // A status, or a pull request the job opened, is news for the comment and the check run.
  if (previous !== job.status || previousLink !== job.prLink) options.onStatus?.(job.status, job.prLink ?? undefined);
  const status = quoted(job.status, 60);
  const graceMs = options.followUp?.graceMs ?? 0;
  if (!isFinal(job.status)) state.seenActive = state.readActive = true;
  else if (state.seenActive) return { end: 'final', at: answeredAt };
  else if (sentAt - state.waitStartedAt >= graceMs) {
    log.info(
      msg`The job still reads ${status} and never turned active within ${formatInputDuration(graceMs)} of the message; taking that as its answer to the message.`,
    );
    return { end: 'final', at: answeredAt };
  } else log.debug(msg`Status ${status} is from before the message; waiting for the job to take it up.`);
  return { delayMs: pollDelay(pace.ms, options.random) };
}

/** Polls until the job's status is final, the deadline passes, a permanent error, or cancellation. */
/**
 * One request for the job, holding its slot among several jobs' requests until it is answered; one
 * the service holds gives the slot to the next job's after SLOW_REQUEST_MS, so it never starves the rest.
 */
async function fetchInSlot(options: WaitOptions, call: CallOptions, release: () => void): Promise<FetchResult> {
  const answered = new AbortController();
  const slow = AbortSignal.any([call.signal, answered.signal]);
  const holdMs = options.slotHoldMs ?? SLOW_REQUEST_MS;
  if (options.limiter) void options.clock.sleep(holdMs, slow).then(() => slow.aborted || release());
  try {
    return await options.fetchJob(call);
  } finally {
    answered.abort();
    release();
  }
}

export async function waitForJob(options: WaitOptions): Promise<WaitResult> {
  const { clock, signal } = options;
  const startedAt = options.since ?? clock.now();
  const state: PollState = {
    options,
    startedAt,
    waitStartedAt: clock.now(),
    deadline: clock.now() + options.timeoutMs,
    pace: options.pace ?? { ms: options.pollIntervalMs },
    polls: 0,
    streak: 0,
    countedFaults: 0,
    rateLimited: false,
    serviceErred: false,
    reached: false,
    lastNewsAt: startedAt,
    unknownStatuses: new Set(),
    seenActive: options.followUp === undefined,
    readActive: false,
  };
  const { deadline } = state;
  if (options.firstRequestAfterMs) {
    await clock.sleep(Math.min(options.firstRequestAfterMs, Math.max(0, deadline - clock.now())), signal);
  }
  for (;;) {
    if (signal.aborted) return finish(state, 'cancelled');
    const release = options.limiter ? await options.limiter(signal) : () => undefined;
    const requestAt = clock.now();
    if (signal.aborted || requestAt >= deadline) {
      release();
      return finish(state, signal.aborted ? 'cancelled' : 'timeout');
    }
    const call = { timeoutMs: Math.min(options.requestTimeoutMs, deadline - requestAt), signal };
    const fetched = await fetchInSlot(options, call, release);
    if (fetched.kind === 'cancelled') return finish(state, 'cancelled');
    state.polls++;
    let next: Next;
    if (fetched.kind === 'not-found') next = { end: 'not-found', extra: { fault: serviceWords(fetched.message) } };
    else if (fetched.kind === 'refused')
      next = { end: 'refused', extra: { fault: serviceWords(fetched.message), httpStatus: fetched.httpStatus } };
    else if (fetched.kind === 'rejected') next = { end: 'rejected', extra: { fault: fetched.cause } };
    else if (fetched.kind === 'transient') next = onFault(state, fetched, requestAt);
    else next = onJob(state, fetched, clock.now(), requestAt);
    if ('end' in next) return finish(state, next.end, next.extra, next.at);
    const remainingMs = deadline - clock.now();
    if (remainingMs <= 0) return finish(state, 'timeout');
    const pauseMs = Math.min(next.delayMs, remainingMs);
    const status = state.job?.status;
    options.log.progress?.({
      ...(status === undefined ? {} : { status }),
      waitedMs: clock.now() - startedAt,
      nextReadInMs: pauseMs,
    });
    await clock.sleep(pauseMs, signal);
  }
}
