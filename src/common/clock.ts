/**
 * Every time the step reads comes from here. Two clocks that must never meet: the monotonic one
 * (`Clock.now`, performance.now) measures waits and deadlines and has no relation to the date; the
 * wall clock (`Clock.date`, a `WallTime`) dates what is written and read back (a record's start, a
 * comment's age) and is what an HTTP date is compared with. The brand keeps a monotonic reading
 * from being passed where a wall-clock time is expected. A test passes a clock of its own, so no
 * time in src/ moves but by it (eslint refuses Date.now(), `new Date()` and real timers elsewhere).
 */
export type WallTime = number & { readonly __wallClock: unique symbol };

export interface Clock {
  /** Monotonic milliseconds, for measuring waits; never compare it with a date. */
  now(): number;
  /** Resolves after `ms`, or at once when the signal aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  /** Wall-clock milliseconds since the epoch: for dates, never for measuring waits. */
  date(): WallTime;
  /** A signal that aborts `ms` from now on this clock; it keeps no process alive. */
  timeout(ms: number): AbortSignal;
}

/** A clock's date as an ISO 8601 string, as records and GitHub write dates. */
export const isoDate = (clock: Clock): string => new Date(clock.date()).toISOString();

/**
 * `timeout` made of a clock's `sleep`, for a clock of a test's own: its timer is the clock's, so
 * the signal aborts when that clock's time passes `ms`, never by the wall clock.
 */
export function sleepTimeout(clock: Pick<Clock, 'sleep'>, ms: number): AbortSignal {
  const timer = new AbortController();
  void clock
    .sleep(Math.max(0, ms), new AbortController().signal)
    .then(() => timer.abort(new DOMException('The operation timed out.', 'TimeoutError')));
  return timer.signal;
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
/** The longest timer Node's AbortSignal.timeout takes. */
const MAX_TIMER_MS = 2 ** 32 - 1;

export const systemClock: Clock = {
  now: () => performance.now(),
  date: () => Date.now() as WallTime,
  // AbortSignal.timeout takes whole milliseconds up to 2^32-1 (throwing past them, as setTimeout
  // never did), and its timer keeps no process alive. A wait past that is as good as none.
  timeout: (ms) =>
    Number.isFinite(ms) && ms <= MAX_TIMER_MS
      ? AbortSignal.timeout(Math.max(0, Math.ceil(ms)))
      : new AbortController().signal,
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
