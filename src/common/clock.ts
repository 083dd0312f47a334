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

/**
 * The real clock: a cancellable timer that never wakes before its time on `now`. A timer counts
 * whole milliseconds of another clock and may fire a millisecond or two early by performance.now():
 * a wait to the deadline would then end just before it, and the step would send one more request
 * with almost no time left. So a timer that fires early is set again for what is left.
 */
export const systemClock: Clock = {
  now: () => performance.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve) => {
      if (signal.aborted) return resolve();
      const until = performance.now() + ms;
      let timer: ReturnType<typeof setTimeout> | undefined;
      // setTimeout takes at most 2^31-1 ms: a longer wait is set again for what is left.
      const arm = (left: number): void => void (timer = setTimeout(tick, Math.min(left, 2 ** 31 - 1)));
      signal.addEventListener('abort', done, { once: true });
      arm(ms);
      function tick(): void {
        const left = until - performance.now();
        if (left > 0) arm(left);
        else done();
      }
      function done(): void {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
    }),
};
