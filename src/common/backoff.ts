/** Normal polls wait the poll interval plus up to this share of it, so waiters drift apart. */
export const POLL_JITTER = 0.2;
/** The widest random window a retry adds on top of its floor. */
export const MAX_BACKOFF_MS = 120_000;

/** The wait before the next poll after the job was read. */
export function pollDelay(intervalMs: number, random: () => number): number {
  return intervalMs + random() * intervalMs * POLL_JITTER;
}

export interface RetryDelayOptions {
  /** The current pace: the poll interval, doubled by each 429. */
  paceMs: number;
  /** Faults in a row that were not rate limiting (a 429 slows the pace instead). */
  streak: number;
  retryAfterMs: number | undefined;
  random: () => number;
}

/**
 * The wait before retrying after a transient fault: never less than the pace or the service's
 * Retry-After, plus a full-jitter share of a window that starts at the pace and doubles with each
 * fault in a row that was not rate limiting, up to MAX_BACKOFF_MS. Each fault doubles one thing:
 * a 429 the pace (floor and window alike), any other fault the window. So the wait at most
 * doubles per fault, as documented, instead of compounding to four times.
 */
export function retryDelay({ paceMs, streak, retryAfterMs, random }: RetryDelayOptions): number {
  const floor = Math.max(paceMs, retryAfterMs ?? 0);
  const window = Math.min(MAX_BACKOFF_MS, paceMs * 2 ** Math.max(0, streak - 1));
  return floor + random() * window;
}

/** Transient faults in a row (429s aside) after which the action stops and says what failed. */
export const MAX_CONSECUTIVE_FAULTS = 10;
