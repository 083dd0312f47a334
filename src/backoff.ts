/** Normal polls wait the poll interval plus up to this share of it, so waiters drift apart. */
export const POLL_JITTER = 0.2;
/** The widest random window a retry adds on top of its floor. */
export const MAX_BACKOFF_MS = 120_000;

/** The wait before the next poll after the job was read. */
export function pollDelay(intervalMs: number, random: () => number): number {
  return intervalMs + random() * intervalMs * POLL_JITTER;
}

/**
 * The wait before retrying after the `streak`-th transient fault in a row: never less than the
 * poll interval or the service's Retry-After, plus a full-jitter share of a window that doubles
 * with each fault up to MAX_BACKOFF_MS.
 */
export function retryDelay(
  intervalMs: number,
  streak: number,
  retryAfterMs: number | undefined,
  random: () => number,
): number {
  const floor = Math.max(intervalMs, retryAfterMs ?? 0);
  const window = Math.min(MAX_BACKOFF_MS, intervalMs * 2 ** Math.max(0, streak - 1));
  return floor + random() * window;
}
