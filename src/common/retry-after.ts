/**
 * The one reading of `Retry-After` (RFC 9110), for the service and for GitHub alike:
 * delay-seconds, or an HTTP date compared with the wall-clock time the answer was made (its own
 * `Date` header, else the runner's clock). Never the monotonic clock: see clock.ts.
 */
import { parseHttpDate, type WallTime } from './clock.ts';

/**
 * Milliseconds to wait. Digits too many to be a number of seconds mean "longer than any
 * time-out": Infinity, which callers clip to their deadline. Undefined when absent or
 * unreadable; a date in the past is 0.
 */
export function parseRetryAfter(header: string | undefined, reference: WallTime): number | undefined {
  const text = header?.trim() ?? '';
  if (/^\d+$/.test(text)) return text.length > 9 ? Number.POSITIVE_INFINITY : Number(text) * 1_000;
  const date = parseHttpDate(text);
  return date === undefined ? undefined : Math.max(0, date - reference);
}

type Headers = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** When the answer was made: its `Date` header, else now on the wall clock. */
export function answeredAt(headers: Headers, wallNow: WallTime): WallTime {
  return parseHttpDate(first(headers.date)) ?? wallNow;
}

/** The wait an answer asks for in its `retry-after` header, read against its own `Date`. */
export function retryAfterOf(headers: Headers, wallNow: WallTime): number | undefined {
  return parseRetryAfter(first(headers['retry-after']), answeredAt(headers, wallNow));
}
