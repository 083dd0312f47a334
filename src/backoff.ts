/** Normal polls wait the poll interval plus up to this share of it, so waiters drift apart. */
export const POLL_JITTER = 0.2;
/** The widest random window a retry adds on top of its floor. */
export const MAX_BACKOFF_MS = 120_000;

/** The wait before the next poll after the job was read. */
export function pollDelay(intervalMs: number, random: () => number): number {
  return intervalMs + random() * intervalMs * POLL_JITTER;
}

export interface RetryDelayOptions {
  /** The current pace: the poll interval, slowed by rate limiting. */
  paceMs: number;
  /** The poll interval as configured: the window grows from it, not from the pace. */
  intervalMs: number;
  /** Transient faults in a row, this one included. */
  streak: number;
  retryAfterMs: number | undefined;
  random: () => number;
}

/**
 * The wait before retrying after the `streak`-th transient fault in a row: never less than the
 * pace or the service's Retry-After, plus a full-jitter share of a window that starts at the
 * poll interval and doubles with each fault up to MAX_BACKOFF_MS. The window grows from the
 * configured interval, not the pace, so a 429 (which doubles the pace) doubles the wait rather
 * than compounding to four times.
 */
export function retryDelay({ paceMs, intervalMs, streak, retryAfterMs, random }: RetryDelayOptions): number {
  const floor = Math.max(paceMs, retryAfterMs ?? 0);
  const window = Math.min(MAX_BACKOFF_MS, intervalMs * 2 ** Math.max(0, streak - 1));
  return floor + random() * window;
}
