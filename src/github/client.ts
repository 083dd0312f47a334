/**
 * The one GitHub client of a step: every GitHub request (the comment, the check run, the pull
 * request look-up) goes through `callGitHub`, with bounded retries and one rate-limit gate. A 5xx,
 * a 429, a secondary rate limit (403 with `retry-after` or no requests left) or a broken
 * connection is tried again, after the time GitHub asks for (`retry-after`, `x-ratelimit-reset`)
 * when it says, but never past the budget of the call. A limit one answer announces holds for
 * every later request of the step (the gate), whichever token sends it: no request goes out
 * before GitHub said it may, and one that could not wait that long is not sent at all. Lists are
 * read page by page to the end. Nothing here throws: a call that does not go through says why,
 * and the caller turns that into one line of the log.
 */
import { wallClock, type Clock, type WallTime } from '../common/clock.ts';
import { answeredAt, retryAfterOf } from '../common/retry-after.ts';
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

export type GitHubResult =
  | { ok: true; status: number; data: unknown }
  | {
      ok: false;
      status?: number;
      cause: Say;
      /** No answer came at all: a network error (its words), or none when the time ran out first. */
      unreached?: string;
    };

/** The time a group of GitHub calls may take, and a signal that ends it. */
export interface Budget {
  signal: AbortSignal;
  /** The monotonic time after which no request or retry starts. */
  deadline: number;
  /** Aborted when the ending supersedes this write: then nothing is said of it. */
  superseded?: AbortSignal;
}

/** One call through the step's client, with the token it was made for. */
export type GitHubCall = (request: GitHubRequest, budget: Budget) => Promise<GitHubResult>;

/** The monotonic time before which no request of the step goes to GitHub: one per step. */
export interface RateLimitGate {
  openAt: number;
}

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
  /** The step's rate-limit gate; a call made alone gets one of its own. */
  gate?: RateLimitGate;
}

export const GITHUB_ATTEMPTS = 4;
const GITHUB_REQUEST_TIMEOUT_MS = 10_000;

/**
 * How long GitHub asked to wait before the next request, if it said: `retry-after` (seconds or
 * a date, read as everywhere in the action), else a primary limit's `x-ratelimit-reset` (epoch
 * seconds) once `x-ratelimit-remaining` is 0, both against the answer's own `Date`.
 */
export function gitHubRetryAfterMs(headers: GitHubAnswer['headers'], now: WallTime): number | undefined {
  const retryAfter = retryAfterOf(headers, now);
  if (retryAfter !== undefined) return retryAfter;
  const reset = headers['x-ratelimit-reset']?.trim();
  if (headers['x-ratelimit-remaining']?.trim() === '0' && reset && /^\d{1,12}$/.test(reset))
    return Math.max(0, Number(reset) * 1_000 - answeredAt(headers, now));
  return undefined;
}

/** `3s`, or words for a wait too long to count. */
const seconds = (ms: number): string =>
  Number.isFinite(ms) ? `${Math.ceil(ms / 1_000)}s` : 'longer than any time-out';

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
  const gate = options.gate ?? { openAt: 0 };
  const creates = request.method === 'POST';
  const timeoutMs = options.requestTimeoutMs ?? GITHUB_REQUEST_TIMEOUT_MS;
  let last: GitHubResult = { ok: false, cause: 'no request was sent: the time for GitHub was spent' };
  for (let attempt = 1; attempt <= GITHUB_ATTEMPTS && !signal.aborted; attempt++) {
    const closedMs = gate.openAt - clock.now();
    if (closedMs > 0) {
      if (clock.now() + closedMs > options.deadline) {
        const cause = msg`GitHub limited the rate and asked to wait ${seconds(closedMs)}, longer than the step has for it`;
        return attempt === 1 ? { ok: false, cause } : { ...last, cause };
      }
      await clock.sleep(closedMs, signal);
      if (signal.aborted) break;
    }
    let waitMs: number | undefined;
    try {
      const answer = await send(request, AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]));
      if (answer.status >= 200 && answer.status < 300) return { ok: true, status: answer.status, data: answer.data };
      last = { ok: false, status: answer.status, cause: describeAnswer(answer, options.token) };
      const limited = isRateLimit(answer);
      waitMs = gitHubRetryAfterMs(answer.headers, (options.wallNow ?? wallClock)());
      // A limit holds for every later request of the step, not only for this one.
      if (limited) gate.openAt = Math.max(gate.openAt, clock.now() + (waitMs ?? 1_000 * 2 ** (attempt - 1)));
      if (!limited && !(answer.status >= 500 && !creates)) return last;
    } catch (error) {
      const unreached = signal.aborted ? undefined : errorMessage(error);
      last = {
        ok: false,
        cause:
          unreached === undefined
            ? 'the time for GitHub ran out'
            : msg`GitHub could not be reached (${quoted(unreached, 200)})`,
        ...(unreached === undefined ? {} : { unreached }),
      };
      if (creates || signal.aborted) return last;
    }
    if (attempt === GITHUB_ATTEMPTS) break;
    const delayMs = Math.max(waitMs ?? 1_000 * 2 ** (attempt - 1), gate.openAt - clock.now());
    if (clock.now() + delayMs > options.deadline) {
      const asked = waitMs === undefined ? '' : msg`; GitHub asked to wait ${seconds(waitMs)}`;
      return { ...last, cause: msg`${last.cause}${asked}, longer than the step has for it` };
    }
    await clock.sleep(delayMs, signal);
  }
  return last;
}

/** Lists read to their end: GitHub's largest page is 100, and 100 pages bound a runaway. */
const PAGE_SIZE = 100;
export const MAX_PAGES = 100;

export type Listed = { ok: true; items: unknown[] } | Extract<GitHubResult, { ok: false }>;

/**
 * Every item of a list, page by page, until a page is not full. An answer that is not a list
 * (an HTML page from a proxy, an object) and a list longer than MAX_PAGES pages are failures,
 * never "nothing there": whoever asked cannot tell what exists.
 */
export async function listAll(
  call: GitHubCall,
  path: string,
  budget: Budget,
  pick: (data: unknown) => unknown = (data) => data,
): Promise<Listed> {
  const items: unknown[] = [];
  const joiner = path.includes('?') ? '&' : '?';
  for (let page = 1; page <= MAX_PAGES; page++) {
    const listed = await call({ method: 'GET', path: `${path}${joiner}per_page=${PAGE_SIZE}&page=${page}` }, budget);
    if (!listed.ok) return listed;
    const pageItems = pick(listed.data);
    if (!Array.isArray(pageItems))
      return { ok: false, status: listed.status, cause: 'GitHub answered with something that is not a list' };
    items.push(...(pageItems as unknown[]));
    if (pageItems.length < PAGE_SIZE) return { ok: true, items };
  }
  return { ok: false, cause: msg`the list is longer than ${MAX_PAGES * PAGE_SIZE} items, so not all of it was read` };
}

/** What a step's client needs; `send` is made per token (octokit is loaded only when asked). */
export interface GitHubClientDeps {
  clock: Clock;
  send: (token: string) => Promise<GitHubSend>;
  wallNow?: () => WallTime;
}

/** The step's one client: a caller per token, all behind one rate-limit gate. */
export interface GitHubClient {
  caller(token: string, use: RetryOptions['token']): GitHubCall;
}

export function createGitHubClient(deps: GitHubClientDeps): GitHubClient {
  const gate: RateLimitGate = { openAt: 0 };
  const sends = new Map<string, Promise<GitHubSend>>();
  return {
    caller: (token, use) => async (request, budget) => {
      let sending = sends.get(token);
      if (!sending) sends.set(token, (sending = deps.send(token)));
      return callGitHub(await sending, request, {
        clock: deps.clock,
        signal: budget.signal,
        deadline: budget.deadline,
        token: use,
        gate,
        ...(deps.wallNow ? { wallNow: deps.wallNow } : {}),
      });
    },
  };
}
