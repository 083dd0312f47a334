/**
 * The GitHub API calls that write the comment and the check run, with their own bounded retries:
 * a 5xx, a 429, a secondary rate limit (403 with `retry-after` or no requests left) or a broken
 * connection is tried again, after the time GitHub asks for (`retry-after`, `x-ratelimit-reset`)
 * when it says, but never past the step's budget for them. Nothing here throws: a call that does
 * not go through says why, and the caller turns that into one line of the log.
 */
import { parseHttpDate, wallClock, type Clock, type WallTime } from '../common/clock.ts';
import { errorMessage, msg, quoted, type Say } from '../out/text.ts';

export interface GitHubAnswer {
  status: number;
  data: unknown;
  headers: Record<string, string | undefined>;
}

export interface GitHubRequest {
  method: 'GET' | 'POST' | 'PATCH';
  /** The path under the API's base URL, with any query, such as `/repos/o/r/issues/1/comments?per_page=100`. */
  path: string;
  body?: Record<string, unknown>;
}

/** Sends one request; resolves with any HTTP answer, rejects only when none came. */
export type GitHubSend = (request: GitHubRequest, signal: AbortSignal) => Promise<GitHubAnswer>;

export type GitHubResult = { ok: true; status: number; data: unknown } | { ok: false; status?: number; cause: Say };

export interface RetryOptions {
  clock: Clock;
  /** Aborts the call and any wait for a retry: the budget for GitHub is spent. */
  signal: AbortSignal;
  /** The monotonic time after which no retry starts. */
  deadline: number;
  /** What the token is called in messages, and what it needs. */
  token: { name: string; needs: string };
  wallNow?: () => WallTime;
  requestTimeoutMs?: number;
}

export const GITHUB_ATTEMPTS = 4;
const GITHUB_REQUEST_TIMEOUT_MS = 10_000;

/** How long GitHub asked to wait before the next request, if it said. */
export function gitHubRetryAfterMs(headers: GitHubAnswer['headers'], now: WallTime): number | undefined {
  const retryAfter = headers['retry-after']?.trim();
  if (retryAfter && /^\d{1,9}$/.test(retryAfter)) return Number(retryAfter) * 1_000;
  const date = parseHttpDate(retryAfter);
  const answeredAt = parseHttpDate(headers.date) ?? now;
  if (date !== undefined) return Math.max(0, date - answeredAt);
  const reset = headers['x-ratelimit-reset']?.trim();
  if (headers['x-ratelimit-remaining']?.trim() === '0' && reset && /^\d{1,12}$/.test(reset))
    return Math.max(0, Number(reset) * 1_000 - answeredAt);
  return undefined;
}

function isRateLimit(answer: GitHubAnswer): boolean {
  if (answer.status === 429) return true;
  if (answer.status !== 403) return false;
  const message = (answer.data as { message?: unknown } | null)?.message;
  return (
    answer.headers['retry-after'] !== undefined ||
    answer.headers['x-ratelimit-remaining']?.trim() === '0' ||
    (typeof message === 'string' && /rate limit/i.test(message))
  );
}

/** GitHub's own words about a refused request, quoted. */
function gitHubWords(data: unknown): Say {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? msg`: ${quoted(message, 200)}` : '';
}

export function describeAnswer(answer: GitHubAnswer, token: RetryOptions['token']): Say {
  const words = gitHubWords(answer.data);
  switch (answer.status) {
    case 401:
      return msg`the ${token.name} was refused (HTTP 401${words})`;
    case 403:
      return isRateLimit(answer)
        ? msg`GitHub kept limiting the rate (HTTP 403${words})`
        : msg`the ${token.name} may not do this (HTTP 403${words}); it needs ${token.needs} (a pull request from a fork gets a read-only token)`;
    case 404:
      return msg`GitHub answered 404 (not found, or the ${token.name} cannot see it${words})`;
    case 429:
      return msg`GitHub kept limiting the rate (HTTP 429${words})`;
    default:
      return msg`GitHub answered HTTP ${answer.status}${words}`;
  }
}

/**
 * One call, tried again on a transient failure within the budget. A POST creates something, so
 * it is sent again only when GitHub certainly did not act on it (a rate limit); after a 5xx or no
 * answer the caller looks before it creates again.
 */
export async function callGitHub(
  send: GitHubSend,
  request: GitHubRequest,
  options: RetryOptions,
): Promise<GitHubResult> {
  const { clock, signal } = options;
  const creates = request.method === 'POST';
  const timeoutMs = options.requestTimeoutMs ?? GITHUB_REQUEST_TIMEOUT_MS;
  let last: GitHubResult = { ok: false, cause: 'no request was sent: the time for GitHub was spent' };
  for (let attempt = 1; attempt <= GITHUB_ATTEMPTS && !signal.aborted; attempt++) {
    let waitMs: number | undefined;
    try {
      const answer = await send(request, AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]));
      if (answer.status >= 200 && answer.status < 300) return { ok: true, status: answer.status, data: answer.data };
      last = { ok: false, status: answer.status, cause: describeAnswer(answer, options.token) };
      const transient = isRateLimit(answer) || (answer.status >= 500 && !creates);
      if (!transient) return last;
      waitMs = gitHubRetryAfterMs(answer.headers, (options.wallNow ?? wallClock)());
    } catch (error) {
      last = {
        ok: false,
        cause: signal.aborted
          ? 'the time for GitHub ran out'
          : msg`GitHub could not be reached (${quoted(errorMessage(error), 200)})`,
      };
      if (creates || signal.aborted) return last;
    }
    if (attempt === GITHUB_ATTEMPTS) break;
    const delayMs = waitMs ?? 1_000 * 2 ** (attempt - 1);
    if (clock.now() + delayMs > options.deadline) {
      const asked = waitMs === undefined ? '' : msg`; GitHub asked to wait ${Math.ceil(waitMs / 1_000)}s`;
      return { ...last, cause: msg`${last.cause}${asked}, longer than the step has for it` };
    }
    await clock.sleep(delayMs, signal);
  }
  return last;
}
