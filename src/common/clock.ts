/**
 * Two clocks that must never meet. The monotonic clock (`Clock.now`, performance.now) measures
 * waits and deadlines; it has no relation to the date. A wall-clock time (`WallTime`) is what an
 * HTTP date is compared with: a response's own `Date` header when it has one, else Date.now().
 * The brand keeps a monotonic reading from being passed where a wall-clock time is expected.
 */
export type WallTime = number & { readonly __wallClock: unique symbol };

export interface Clock {
  /** Monotonic milliseconds, for measuring waits; never compare it with a date. */
  now(): number;
  /** Resolves after `ms`, or at once when the signal aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

/** The wall clock as a WallTime. */
export function wallClock(): WallTime {
  return Date.now() as WallTime;
}

/** An HTTP date (RFC 9110: IMF-fixdate, or the obsolete forms Date.parse reads) as a WallTime. */
export function parseHttpDate(text: string | undefined): WallTime | undefined {
  if (text === undefined || !/[A-Za-z]/.test(text)) return undefined;
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : (time as WallTime);
}

/** The real clock: a cancellable timer. */
export const systemClock: Clock = {
  now: () => performance.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve) => {
      if (signal.aborted) return resolve();
      // setTimeout takes at most 2^31-1 ms; callers clip a wait to the deadline before this.
      const timer = setTimeout(done, Math.min(ms, 2 ** 31 - 1));
      signal.addEventListener('abort', done, { once: true });
      function done(): void {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
    }),
};
