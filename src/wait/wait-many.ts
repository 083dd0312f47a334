/**
 * Several jobs on one schedule: one clock, one pace, one deadline, per-job state. Each job runs
 * the single-job loop; they share the pace (a 429 on any slows all), a bound on requests in
 * flight, and a start spread over the poll interval, so the requests never go out in a burst.
 */
import type { CallOptions, FetchResult } from '../service/client.ts';
import { formatDuration } from '../inputs/duration.ts';
import { msg } from '../output/text.ts';
import {
  SLOW_REQUEST_MS,
  PROGRESS_EVERY_MS,
  waitForJob,
  type FollowUp,
  type ScheduleOptions,
  type WaitLog,
  type WaitResult,
} from './wait.ts';

/** Requests in flight at once, across all jobs of a step. */
export const MAX_IN_FLIGHT = 4;

/** Why a job's wait ended early: the key was refused for another job, or fail-fast stopped it. */
export type StopReason = 'refused' | 'fail-fast';

export interface JobWait {
  id: string;
  result: WaitResult;
  /** Set when another job's ending stopped this one. */
  stoppedBy?: StopReason;
}

export interface WaitManyOptions extends ScheduleOptions {
  ids: string[];
  fetchJob: (id: string, options: CallOptions) => Promise<FetchResult>;
  /** With fail-fast: true for an ending that fails the step, which stops the others. */
  failsStep?: (id: string, result: WaitResult) => boolean;
  /** After a follow-up to the one job: when a final status counts. */
  followUp?: FollowUp;
  /** The step's start, on the same clock: what waited times count from. */
  since?: number;
  /** Told when a job's status reads differently from before. */
  onStatus?: (id: string, status: string, prLink?: string) => void;
}

/**
 * A counting semaphore: at most `size` holders at once, served in order. A place freed for a
 * waiter is given no sooner than `spacing.ms` after the last one given, so the jobs queued behind
 * held requests go out spread over the interval when those give their places up, never in a burst.
 */
function createLimiter(
  size: number,
  spacing: { clock: WaitManyOptions['clock']; ms: number },
): (signal: AbortSignal) => Promise<() => void> {
  let held = 0;
  let nextAt = -Infinity;
  const waiting: Array<() => void> = [];
  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else held--;
  };
  return (signal) =>
    new Promise((resolve) => {
      const grant = (queued: boolean): void => {
        let released = false;
        const give = (): void =>
          resolve(() => {
            if (!released) {
              released = true;
              release();
            }
          });
        const now = spacing.clock.now();
        const delayMs = queued ? Math.max(0, nextAt - now) : 0;
        nextAt = Math.max(now, queued ? nextAt : now) + spacing.ms;
        if (delayMs > 0) void spacing.clock.sleep(delayMs, signal).then(give, give);
        else give();
      };
      if (held < size) {
        held++;
        grant(false);
        return;
      }
      // A cancelled waiter still takes its turn (in-flight requests end at once on cancel) and
      // gives it back as soon as its loop sees the cancellation.
      waiting.push(() => grant(true));
    });
}

/** The shortest a held request keeps its slot: shorter, a slow answer would be cut short for nothing. */
const MIN_SLOT_HOLD_MS = 250;

/**
 * How long a request the service holds keeps its slot: SLOW_REQUEST_MS, or less when the wait is
 * too short for every job's first request to get a slot after held ones (rounds of MAX_IN_FLIGHT,
 * each held that long), so a job the service would answer is asked before the wait ends.
 */
export function slotHoldFor(jobs: number, timeoutMs: number): number {
  const rounds = Math.ceil(jobs / MAX_IN_FLIGHT) + 1;
  return Math.max(MIN_SLOT_HOLD_MS, Math.min(SLOW_REQUEST_MS, Math.floor(timeoutMs / rounds)));
}

const prefixed = (id: string, log: WaitLog): WaitLog => ({
  info: (message) => log.info(msg`${id}: ${message}`),
  warning: (message) => log.warning(msg`${id}: ${message}`),
  debug: (message) => log.debug(msg`${id}: ${message}`),
  ...(log.progress ? { progress: (progress) => log.progress?.({ ...progress, job: id }) } : {}),
});

/**
 * One scheduler for one job or many. With one, its lines are its own ("Job status: …") and it
 * mentions progress itself; with several, each line names its job and one line speaks for all.
 */
/** One line every few minutes for the whole step, instead of one per job. */
async function sayProgress(options: WaitManyOptions, quiet: AbortSignal, active: () => number): Promise<void> {
  const startedAt = options.clock.now();
  for (;;) {
    await options.clock.sleep(PROGRESS_EVERY_MS, quiet);
    if (quiet.aborted) return;
    const elapsed = formatDuration(options.clock.now() - startedAt);
    options.log.info(`Still waiting for ${active()} of ${options.ids.length} jobs after ${elapsed}.`);
  }
}

/** The wait loop's hook for one job's news, naming the job. */
function statusHookFor(options: WaitManyOptions, id: string): { onStatus?: (status: string, prLink?: string) => void } {
  const { onStatus } = options;
  return onStatus ? { onStatus: (status, prLink) => onStatus(id, status, prLink) } : {};
}

export async function waitForJobs(options: WaitManyOptions): Promise<JobWait[]> {
  const { ids, clock, log } = options;
  const several = ids.length > 1;
  const stop = new AbortController();
  const signal = AbortSignal.any([options.signal, stop.signal]);
  const pace = { ms: options.pollIntervalMs };
  const limiter = createLimiter(MAX_IN_FLIGHT, { clock, ms: options.pollIntervalMs / ids.length });
  const slotHoldMs = slotHoldFor(ids.length, options.timeoutMs);
  const startedAt = clock.now();
  const endings: Array<JobWait | undefined> = ids.map(() => undefined);
  let stoppedBy: StopReason | undefined;

  const progressDone = new AbortController();
  const progress = several
    ? sayProgress(
        options,
        AbortSignal.any([options.signal, progressDone.signal]),
        () => endings.filter((ending) => ending === undefined).length,
      )
    : Promise.resolve();

  const waits = ids.map(async (id, index) => {
    // A signal of its own for each job: every request and sleep listens on it, and an EventTarget
    // walks all of a signal's listeners on each add and remove, so one shared by all jobs costs O(n).
    const jobSignal = several ? AbortSignal.any([signal]) : signal;
    const result = await waitForJob({
      fetchJob: (call) => options.fetchJob(id, call),
      jobId: id,
      pace,
      // One job has one request out at a time: no place to share.
      ...(several ? { limiter, slotHoldMs } : {}),
      firstRequestAfterMs: (options.pollIntervalMs * index) / ids.length,
      progress: !several,
      ...statusHookFor(options, id),
      ...(options.followUp ? { followUp: options.followUp } : {}),
      ...(options.since === undefined ? {} : { since: options.since }),
      clock,
      random: options.random,
      log: several ? prefixed(id, log) : log,
      pollIntervalMs: options.pollIntervalMs,
      timeoutMs: Math.max(0, startedAt + options.timeoutMs - clock.now()),
      requestTimeoutMs: options.requestTimeoutMs,
      signal: jobSignal,
    });
    const ending: JobWait = {
      id,
      result,
      ...(result.outcome === 'cancelled' && stoppedBy && !options.signal.aborted ? { stoppedBy } : {}),
    };
    endings[index] = ending;
    // The key is the same for every job: once it is refused, asking for the others is pointless.
    if (result.outcome === 'refused' && !stoppedBy) {
      stoppedBy = 'refused';
      stop.abort();
    } else if (options.failsStep?.(id, result) && !stoppedBy) {
      stoppedBy = 'fail-fast';
      stop.abort();
    }
    return ending;
  });
  const results = await Promise.all(waits);
  progressDone.abort();
  await progress;
  return results;
}
