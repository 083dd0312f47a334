/**
 * The Octokit a token gets: `@actions/github`'s `getOctokit` (the runner's proxy settings, GitHub
 * Enterprise Server through GITHUB_API_URL), with `@octokit/plugin-retry` (5xx and broken
 * connections) and `@octokit/plugin-throttling` (GitHub's primary and secondary rate limits, and
 * its spacing of writes). Our own rules sit on top, each in one place:
 * - `guardedFetch`: the token goes to GITHUB_API_URL's host and no other (a `Link` header that
 *   points elsewhere is refused), no redirect is followed, each attempt has its own time-out and
 *   an answer has a size bound;
 * - `stepRules`, around every attempt: none starts after the call's deadline or while the step's
 *   rate-limit gate is closed, and a page of a list is proven a list before Octokit reads it;
 * - the throttling handlers: a limit closes the gate for every token of the step, and a wait
 *   longer than the call has left is not waited for.
 * Loaded only on paths that talk to GitHub.
 */
import { getOctokit } from '@actions/github';
import { defaults } from '@actions/github/lib/utils';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import type { Clock } from '../common/clock.ts';
import { isRateLimit } from './rate-limit.ts';
import { retryAfterOf } from '../common/retry-after.ts';
import { gitHubApiUrl } from './api-url.ts';

/** What a request of ours carries to the rules around each attempt (`request.step`). */
export interface StepRules {
  deadline: number;
  signal: AbortSignal;
  /** The key of the list a page must hold (`check_runs`), or '' for a page that is the list. */
  list?: string;
  /** A rate-limit wait that was longer than the call had left, in ms, once one was refused. */
  refusedWaitMs?: number;
  /** That wait was the step's minute: GitHub's answer named none it could read. */
  refusedWaitUnnamed?: boolean;
  /** What the last attempt failed with: said when the budget ends the call before the next. */
  lastError?: unknown;
}

/** The monotonic time before which no request of the step goes to GitHub: one per step. */
export interface RateLimitGate {
  openAt: number;
  /** The wait is the step's minute: the answer that closed the gate named none it could read. */
  unnamed?: boolean;
}

/** Closes the gate until `openAt`, unless it is closed longer already; `unnamed`: the step chose the wait. */
function closeGate(gate: RateLimitGate, openAt: number, unnamed: boolean): void {
  if (openAt <= gate.openAt) return;
  gate.openAt = openAt;
  gate.unnamed = unnamed;
}

/** The shortest wait a limit gets: `Retry-After: 0` asked again at once would hammer GitHub. */
const MIN_LIMIT_WAIT_MS = 1_000;

/**
 * How long the step waits on a limit plugin-throttling met, and whether GitHub named that wait.
 * The plugin reads `Retry-After` as `Number(value) || 60` (0 a minute, an HTTP date a minute, 1e308
 * forever); the step reads it as it reads the service's (common/retry-after.ts). A spent primary
 * limit's reset is the plugin's `seconds`; a limit that names neither is the step's minute.
 */
function limitWait(error: unknown, seconds: number, clock: Clock): { ms: number; named: boolean } {
  const headers = (error as { response?: { headers?: Record<string, string | undefined> } } | undefined)?.response
    ?.headers;
  if (!headers) return { ms: Math.max(0, seconds) * 1_000, named: true };
  const asked = retryAfterOf(headers, clock.date());
  if (asked !== undefined) return { ms: Math.max(asked, MIN_LIMIT_WAIT_MS), named: true };
  const primary =
    headers['x-ratelimit-remaining']?.trim() === '0' && Number.isFinite(Number(headers['x-ratelimit-reset']));
  return primary ? { ms: Math.max(0, seconds) * 1_000, named: true } : { ms: 60_000, named: false };
}

export type Fetch = typeof globalThis.fetch;
type OctokitPlugin = NonNullable<Parameters<typeof getOctokit>[2]>;

export interface OctokitDeps {
  clock: Clock;
  env: NodeJS.ProcessEnv;
  gate: RateLimitGate;
  /** The name of this token's queues in plugin-throttling: nothing derived from the token. */
  limiterId: string;
  /** The HTTP client under Octokit; by default @actions/github's, which honours the runner's proxy. */
  fetch?: Fetch;
  /** The base of plugin-retry's growing pauses, in ms: 500 by default, 1 with `quickRetries`. */
  retryBaseMs?: number;
  /**
   * plugin-retry's quick pauses (1 ms, 4 ms, 9 ms): a GitHub on this machine (the simulator) answers
   * 5xx or not at all as a test plays it, not in an outage to wait out.
   */
  quickRetries?: boolean;
  /**
   * plugin-throttling's spacing of writes (1 s; 3 s for creations that notify): on unless this
   * says false, as unit tests do and a GitHub on this machine has it.
   */
  writeSpacing?: boolean;
  requestTimeoutMs?: number;
}

/** A refusal of our own rules: never tried again by the plugins (they retry only GitHub's answers). */
export class RuleError extends Error {
  readonly rule = true;
  override name = 'RuleError';
  /** The HTTP status of an answer the rule refused, when there was one. */
  answered?: number;
}

export const GITHUB_RETRIES = 3;
const API_VERSION = '2022-11-28';
/** plugin-retry pauses base x (n + 1)^2 before try n + 1: 0.5 s, 2 s, 4.5 s, within a call's budget. */
const RETRY_BASE_MS = 500;
/** With `quickRetries` (the simulated GitHub, when its harness asks): 1 ms, 4 ms, 9 ms. */
const QUICK_RETRY_BASE_MS = 1;
const REQUEST_TIMEOUT_MS = 10_000;
/**
 * A page of 100 comments of up to 65,536 characters each, with room to spare: GitHub counts a
 * comment's length in characters, and its JSON may spend up to 6 bytes on one (`\u003c`).
 */
export const MAX_GITHUB_BODY_BYTES = 64 * 1024 * 1024;

/** The answer's body, cut off with an error once it passes the bound. */
function bounded(response: Response): Response {
  if (!response.body) return response;
  let seen = 0;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > MAX_GITHUB_BODY_BYTES)
        controller.error(new RuleError(`GitHub's answer is larger than ${MAX_GITHUB_BODY_BYTES / 1024 / 1024} MiB`));
      else controller.enqueue(chunk);
    },
  });
  const { status, statusText, headers, url } = response;
  const copy = new Response(response.body.pipeThrough(counter), { status, statusText, headers });
  // Pagination reads the page's own address (a list counted in commits); a new Response has none.
  return Object.defineProperty(copy, 'url', { value: url });
}

/**
 * A request our rules refuse before it leaves. Named `AbortError` because @octokit/request hands
 * such an error on as it is, where it wraps any other in a RequestError that plugin-retry retries.
 */
class RefusedRequest extends RuleError {
  override name = 'AbortError';
}

function guardedFetch(base: URL, fetch: Fetch, timeoutMs: number): Fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== base.origin)
      throw new RefusedRequest(`refused to send the token to ${url.host}, which is not GITHUB_API_URL's host`);
    const signal = AbortSignal.any([init?.signal ?? new AbortController().signal, AbortSignal.timeout(timeoutMs)]);
    return bounded(await fetch(url, { ...init, redirect: 'manual', signal }));
  };
}

/** A primary limit's reset this recent is the limit just renewed (its answer took a moment to read). */
const RESET_JUST_PASSED_MS = 10_000;

/**
 * A secondary limit plugin-throttling does not know (it knows one only by the words "secondary
 * rate"): a 429 in any words, or a 403 isRateLimit calls a limit, but the primary one,
 * closes the gate for the whole step, for what `retry-after` asks, else for a minute, as GitHub
 * asks of a limit that names no wait. The primary limit (`x-ratelimit-remaining: 0`) is the
 * plugin's, which waits until `x-ratelimit-reset`, not a minute; with no reset ahead, a minute.
 */
function closeOnTooMany(error: unknown, clock: Clock, gate: RateLimitGate): void {
  const { status, response } = (error ?? {}) as {
    status?: unknown;
    response?: { headers?: Record<string, string | undefined>; data?: unknown };
  };
  if (typeof status !== 'number') return;
  const headers = response?.headers ?? {};
  if (!isRateLimit({ status, data: response?.data, headers })) return;
  // GitHub answers a spent primary limit 403 or 429, with `x-ratelimit-remaining: 0`; the plugin
  // waits until its `x-ratelimit-reset`. One missing, or long past by this runner's clock (a clock
  // ahead, a proxy's answer), would have it try again at once, again and again: a minute instead.
  const primary = headers['x-ratelimit-remaining']?.trim() === '0' && headers['retry-after'] === undefined;
  const resetMs = Number(headers['x-ratelimit-reset']) * 1_000;
  if (primary && Number.isFinite(resetMs) && resetMs > clock.date() - RESET_JUST_PASSED_MS) return;
  const named = retryAfterOf(headers, clock.date());
  closeGate(gate, clock.now() + (named ?? 60_000), named === undefined);
}

/**
 * How the step's GitHub client paces itself: GitHub's spacing of writes and pauses between tries,
 * or none of them for a GitHub on this machine. Chosen by whoever builds the step's dependencies
 * (src/deps.ts, from GITHUB_API_URL's address); never here.
 */
export type GitHubPacing = Pick<OctokitDeps, 'writeSpacing' | 'quickRetries'>;

/** A stand-in for plugin-throttling's write queues that lets every write go at once. */
const UNSPACED = { key: () => ({ schedule: (_: unknown, job: () => Promise<unknown>) => job() }) } as never;

const seconds = (ms: number): string => `${Math.ceil(ms / 1_000)}s`;

/** The rules around every attempt, the plugins' retries included. */
function stepRules(clock: Clock, gate: RateLimitGate): OctokitPlugin {
  return (octokit) => {
    octokit.hook.wrap('request', async (request, options) => {
      // The REST API version this action is written against, as GitHub asks every caller to name.
      options.headers['x-github-api-version'] = API_VERSION;
      const rules = (options.request as { step?: StepRules } | undefined)?.step;
      if (!rules) return request(options);
      if (rules.signal.aborted) throw new RuleError('the time for GitHub ran out');
      const closedMs = gate.openAt - clock.now();
      if (closedMs > 0) {
        if (clock.now() + closedMs > rules.deadline)
          throw Object.assign(
            new RuleError(
              !Number.isFinite(closedMs)
                ? 'GitHub limited the rate and asked to wait longer than any time-out'
                : gate.unnamed
                  ? `GitHub limited the rate without naming a wait, so the step waits a minute (${seconds(closedMs)} left), longer than it has for it`
                  : `GitHub limited the rate and asked to wait ${seconds(closedMs)}, longer than the step has for it`,
            ),
            { limited: true },
          );
        await clock.sleep(closedMs, rules.signal);
      }
      if (clock.now() > rules.deadline) throw new RuleError('the time for GitHub ran out');
      let response: Awaited<ReturnType<typeof request>>;
      for (let tries = 1; ; tries++) {
        try {
          response = await request(options);
          break;
        } catch (error) {
          rules.lastError = error;
          closeOnTooMany(error, clock, gate);
          if (!limitPluginPassesOver(error) || tries >= GITHUB_RETRIES) throw error;
          // GitHub acted on nothing it answered 429: the same request goes again once the gate opens.
          const waitMs = Math.max(0, gate.openAt - clock.now());
          if (rules.signal.aborted || clock.now() + waitMs > rules.deadline) {
            if (!rules.signal.aborted)
              Object.assign(rules, { refusedWaitMs: waitMs, refusedWaitUnnamed: gate.unnamed });
            throw error;
          }
          await clock.sleep(waitMs, rules.signal);
          if (rules.signal.aborted) throw error;
        }
      }
      // A redirect is never followed, nor taken for an answer: not for a list either.
      if (response.status < 200 || response.status >= 300)
        throw Object.assign(new RuleError(`GitHub answered HTTP ${response.status}, which is not followed`), {
          answered: response.status,
        });
      if (rules.list !== undefined) {
        const data = response.data as Record<string, unknown> | null;
        const page = rules.list === '' ? data : data?.[rules.list];
        if (!Array.isArray(page))
          throw Object.assign(new RuleError('GitHub answered with something that is not a list'), {
            answered: response.status,
          });
      }
      return response;
    });
  };
}

/**
 * A rate limit (src/github/rate-limit.ts) that plugin-throttling does not take for one, so never
 * tries again: it knows a limit only by `x-ratelimit-remaining: 0`, a `RATE_LIMITED` error, or the
 * words "secondary rate" (a 429 that says "API rate limit exceeded" alone, a proxy's 429).
 */
function limitPluginPassesOver(error: unknown): boolean {
  const { status, message, response } = (error ?? {}) as {
    status?: unknown;
    message?: unknown;
    response?: { headers?: Record<string, string | undefined>; data?: unknown };
  };
  if (typeof status !== 'number') return false;
  const headers = response?.headers ?? {};
  if (!isRateLimit({ status, data: response?.data, headers })) return false;
  const errors = (response?.data as { errors?: unknown } | null)?.errors;
  const rateLimited = Array.isArray(errors) && errors.some((e) => (e as { type?: unknown })?.type === 'RATE_LIMITED');
  const secondary = typeof message === 'string' && /\bsecondary rate\b/i.test(message);
  return !secondary && !rateLimited && headers['x-ratelimit-remaining'] !== '0';
}

/**
 * A limit GitHub announced: it closes the gate for the step; waited for on the step's clock when
 * the call has time. The plugin awaits the answer (true: try again), though its types say void.
 */
function onLimit(clock: Clock, gate: RateLimitGate): () => void {
  const handler = async (seconds: number, options: { request?: { step?: StepRules } }, _: unknown, count: number) => {
    const rules = options.request?.step;
    const { ms: waitMs, named } = limitWait(rules?.lastError, seconds, clock);
    const unnamed = !named;
    closeGate(gate, clock.now() + waitMs, unnamed);
    if (!rules || count >= GITHUB_RETRIES || rules.signal.aborted) return false;
    if (clock.now() + waitMs > rules.deadline) {
      Object.assign(rules, { refusedWaitMs: waitMs, refusedWaitUnnamed: unnamed });
      return false;
    }
    await clock.sleep(waitMs, rules.signal);
    return !rules.signal.aborted;
  };
  return handler as unknown as () => void;
}

/** One Octokit for one token: its own limiter (plugin-throttling keys its queues by `id`). */
export function createOctokit(token: string, deps: OctokitDeps) {
  const base = gitHubApiUrl(deps.env);
  if (typeof base === 'string')
    throw new RuleError(`${base}: set it to the GitHub API's address, or leave it to the runner`);
  const fetch = guardedFetch(
    base,
    deps.fetch ?? (defaults.request?.fetch as Fetch),
    deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
  );
  const spacing = deps.writeSpacing === false ? { write: UNSPACED, notifications: UNSPACED } : {};
  return getOctokit(
    token,
    {
      baseUrl: base.href.replace(/\/$/, ''),
      userAgent: 'wait-for-agent-job',
      request: { fetch },
      log: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
      // 429 is a rate limit: plugin-throttling's to handle, with the wait GitHub asks for.
      retry: {
        retries: GITHUB_RETRIES,
        retryAfterBaseValue: deps.retryBaseMs ?? (deps.quickRetries ? QUICK_RETRY_BASE_MS : RETRY_BASE_MS),
        doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
      },
      throttle: {
        id: deps.limiterId,
        // The wait happens in the handler, on the step's clock; the plugin adds none of its own.
        retryAfterBaseValue: 0,
        onRateLimit: onLimit(deps.clock, deps.gate),
        onSecondaryRateLimit: onLimit(deps.clock, deps.gate),
        ...spacing,
      },
    },
    stepRules(deps.clock, deps.gate),
    retry,
    throttling,
  );
}

export type GitHubOctokit = ReturnType<typeof createOctokit>;
