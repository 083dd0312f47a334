import { pollDelay, retryDelay } from './backoff.ts';
import type { Clock } from './clock.ts';
import type { FetchJob } from './client.ts';
import { formatDuration } from './duration.ts';
import { isFinal, isKnownStatus, type AgentJob } from './job.ts';
import { fullText, msg, quoted, type Message, type Say } from './text.ts';
import { SERVICE_WORDS_CAP } from './client.ts';

/** Transient faults in a row (429s aside) after which the action stops and says what failed. */
export const MAX_CONSECUTIVE_FAULTS = 10;
/**
 * Rate limiting slows the action's own pace: each 429 doubles the time between polls (up to
 * MAX_PACE_FACTOR times the poll interval) and each served poll takes back this share of the
 * interval. Many waiters sharing one service thus settle near the rate it serves (AIMD).
 */
export const MAX_PACE_FACTOR = 32;
export const PACE_RECOVERY = 0.02;
/** How often a job that stays active is mentioned in the log. */
export const PROGRESS_EVERY_MS = 5 * 60_000;

export { systemClock, type Clock } from './clock.ts';

export interface WaitLog {
  info(message: Say): void;
  warning(message: Say): void;
  debug(message: Say): void;
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
  pace?: { ms: number };
  /** Bounds the requests in flight across jobs: resolves to a release once one may go. */
  limiter?: (signal: AbortSignal) => Promise<() => void>;
  /** Wait this long before the first request, so several jobs spread over the interval. */
  firstRequestAfterMs?: number;
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
export async function waitForJob(options: WaitOptions): Promise<WaitResult> {
  const { clock, log, signal } = options;
  const startedAt = options.since ?? clock.now();
  const deadline = clock.now() + options.timeoutMs;
  let polls = 0;
  let job: AgentJob | undefined;
  let body: string | undefined;
  let streak = 0;
  let countedFaults = 0;
  let fault: Say | undefined;
  const pace = options.pace ?? { ms: options.pollIntervalMs };
  let lastNewsAt = startedAt;
  const unknownStatuses = new Set<string>();
  let warnedOtherId = false;
  let seenActive = options.followUp === undefined;

  // `at`: the one reading of the clock that the last log line showed too.
  const finish = (outcome: WaitOutcome, extra: Partial<WaitResult> = {}, at = clock.now()): WaitResult => ({
    outcome,
    ...(job ? { job, body } : {}),
    polls,
    waitedMs: at - startedAt,
    ...(fault === undefined ? {} : { fault }),
    ...extra,
    // Ended while the last status read was final but from before the follow-up.
    ...(outcome !== 'final' && !seenActive && job && isFinal(job.status) ? { staleFinal: true } : {}),
  });

  if (options.firstRequestAfterMs) {
    await clock.sleep(Math.min(options.firstRequestAfterMs, Math.max(0, deadline - clock.now())), signal);
  }
  for (;;) {
    if (signal.aborted) return finish('cancelled');
    const release = options.limiter ? await options.limiter(signal) : () => undefined;
    const requestAt = clock.now();
    if (signal.aborted || requestAt >= deadline) {
      release();
      return finish(signal.aborted ? 'cancelled' : 'timeout');
    }

    let fetched;
    try {
      fetched = await options.fetchJob({
        timeoutMs: Math.min(options.requestTimeoutMs, deadline - requestAt),
        signal,
      });
    } finally {
      release();
    }
    if (fetched.kind === 'cancelled') return finish('cancelled');
    polls++;
    const answeredAt = clock.now();
    const elapsed = formatDuration(answeredAt - startedAt);

    let delayMs: number;
    switch (fetched.kind) {
      case 'not-found':
        return finish('not-found', { fault: serviceWords(fetched.message) });
      case 'refused':
        return finish('refused', { fault: serviceWords(fetched.message), httpStatus: fetched.httpStatus });
      case 'rejected':
        return finish('rejected', { fault: fetched.cause });
      case 'transient': {
        // A request the deadline cut short is the time-out itself, not a fault of the service.
        if (fetched.timedOut && deadline - requestAt < options.requestTimeoutMs && clock.now() >= deadline)
          return finish('timeout');
        streak++;
        if (fetched.rateLimited) pace.ms = Math.min(pace.ms * 2, options.pollIntervalMs * MAX_PACE_FACTOR);
        else countedFaults++;
        const newFault = fault === undefined || fullText(fetched.cause) !== fullText(fault);
        fault = fetched.cause;
        if (countedFaults >= MAX_CONSECUTIVE_FAULTS) return finish('gave-up');
        delayMs = retryDelay({
          paceMs: pace.ms,
          streak: countedFaults,
          retryAfterMs: fetched.retryAfterMs,
          random: options.random,
        });
        const retry = retryWords(delayMs, fetched.retryAfterMs, deadline - clock.now());
        if (newFault) log.info(msg`Request ${polls} failed: ${fetched.cause}. ${retry}.`);
        else log.debug(msg`Request ${polls} failed again: ${fetched.cause}. ${retry} (${streak} failed in a row).`);
        break;
      }
      case 'job': {
        if (streak > 0) log.info(`The service answers again after ${streak} failed request${streak === 1 ? '' : 's'}.`);
        streak = 0;
        countedFaults = 0;
        fault = undefined;
        pace.ms = Math.max(options.pollIntervalMs, pace.ms - options.pollIntervalMs * PACE_RECOVERY);
        const previous = job?.status;
        job = fetched.job;
        body = fetched.body;
        const status = quoted(job.status, 60);
        if (previous === undefined) {
          log.info(msg`Job status: ${status} (request ${polls}).`);
          lastNewsAt = clock.now();
        } else if (previous !== job.status) {
          log.info(msg`Job status: ${quoted(previous, 60)} -> ${status} after ${elapsed} (request ${polls}).`);
          lastNewsAt = clock.now();
        } else if (options.progress !== false && clock.now() - lastNewsAt >= PROGRESS_EVERY_MS) {
          log.info(msg`Still ${status} after ${elapsed} (request ${polls}).`);
          lastNewsAt = clock.now();
        }
        if (!isKnownStatus(job.status) && !unknownStatuses.has(job.status)) {
          unknownStatuses.add(job.status);
          log.warning(
            msg`The service reported status "${status}", which this action does not know; it treats it as not finished and keeps polling until completed, archived or failed.`,
          );
        }
        if (options.jobId !== undefined && job.id !== undefined && job.id !== options.jobId && !warnedOtherId) {
          warnedOtherId = true;
          log.warning(
            msg`Asked for job ${options.jobId} but the answer is about job ${quoted(job.id, 100)}: something between the action and the service (a cache or a misrouted proxy) may be answering. Check 'base-url' and any proxy.`,
          );
        }
        if (!isFinal(job.status)) seenActive = true;
        else if (seenActive) return finish('final', {}, answeredAt);
        else if (clock.now() - startedAt >= (options.followUp?.graceMs ?? 0)) {
          log.info(
            msg`The job still reads ${status} and never turned active within ${formatDuration(options.followUp?.graceMs ?? 0)} of the message; taking that as its answer to the message.`,
          );
          return finish('final');
        } else {
          log.debug(msg`Status ${status} is from before the message; waiting for the job to take it up.`);
        }
        delayMs = pollDelay(pace.ms, options.random);
        break;
      }
    }

    const remainingMs = deadline - clock.now();
    if (remainingMs <= 0) return finish('timeout');
    await clock.sleep(Math.min(delayMs, remainingMs), signal);
  }
}
