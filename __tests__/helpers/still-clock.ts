import type { Clock, WallTime } from '../../src/common/clock.ts';

/**
 * A clock that stands still: `now` is `at`, a sleep passes at once without moving it, its date is
 * `date`, and no timeout ever fires. For code whose timing the test does not look at.
 */
export function stillClock(at = 0, date = Date.parse('2026-11-22T09:00:00Z')): Clock {
  return {
    now: () => at,
    sleep: async () => undefined,
    date: () => date as WallTime,
    timeout: () => new AbortController().signal,
  };
}
