/**
 * GitLab's wire: every request to GitLab's REST API v4 goes through `createGitLabWire`, on the
 * transport the service's client trusts (src/service/transport.ts: time-outs, a size bound,
 * decompression, proxies, no redirect), with GitLab's rules on top:
 * - the token goes only to the API named by `CI_API_V4_URL`: every address is built here from it
 *   and ids the caller checked, never taken from an answer (a page is asked for by its number);
 * - a write leaves redacted (output/redacted-write.ts), its signed records as made;
 * - a list is proven: each page a list, `X-Next-Page` the page after the one read, at most
 *   MAX_PAGES pages, or the list is a failure, never a shorter list;
 * - a 429 waits what `Retry-After` asks (GitLab.com sometimes sends none: then a minute), within
 *   the budget; a read or an idempotent write that met a 5xx or no answer goes again, a creation
 *   (POST) never does blindly: the caller reads what exists first.
 * Nothing throws: a request that does not go through says why, in words for the log.
 */
import { COMMIT_SHA } from '../common/ids.ts';
import { retryAfterOf } from '../common/retry-after.ts';
import type { Clock } from '../common/clock.ts';
import { networkErrorCode, networkErrorWords } from '../common/network-errors.ts';
import { isLoopbackHost } from '../inputs/proxy.ts';
import { createRedact } from '../output/redaction.ts';
import { redactParams } from '../output/redacted-write.ts';
import { errorMessage, msg, ownClause, quoted, type Say } from '../output/text.ts';
import type { Budget, Failure } from '../pull-request/host.ts';
import { HttpFailure, type HttpResponse, type HttpSend } from '../service/transport.ts';

/** GitLab's largest page (docs.gitlab.com/api/rest/#pagination). */
export const PAGE_SIZE = 100;
/** Pages read of one list at most: 10,000 items, past which GitLab stops counting totals too. */
export const MAX_PAGES = 100;
/** The largest answer read: a page of 100 notes of up to 1,000,000 characters each is rare, not endless. */
export const MAX_GITLAB_BODY_BYTES = 64 * 1024 * 1024;
/** One request may take this long. */
export const GITLAB_REQUEST_TIMEOUT_MS = 30_000;
/** The least a 429 waits, whatever `Retry-After` says. */
const MIN_RATE_LIMIT_WAIT_MS = 1_000;
/** A 429 without `Retry-After` (GitLab.com sends none at times) waits this long. */
export const RATE_LIMIT_WAIT_MS = 60_000;
/** How many times a read or an idempotent write goes in all after a 5xx or no answer, and the pause before each again. */
export const TRIES = 3;
const PAUSE_MS = [1_000, 2_000];

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type GitLabResult = { ok: true; status: number; data: unknown; headers: HttpResponse['headers'] } | Failure;

export interface GitLabRequest {
  method?: Method;
  /** A path under the API, made by `route` (each value encoded). */
  path: Route;
  /** The query; a list is sent as the key once a value (`refs[]`). */
  query?: Record<string, string | number | boolean | string[]>;
  /** A write's JSON body: its strings leave redacted. */
  body?: Record<string, unknown>;
  /** What the token needs for this request, for a 403's words. */
  needs: string;
}

/**
 * A path under the API whose every value is a number or a checked commit id, encoded: the only
 * kind a request takes. No other text goes in a path (text that is `..` would climb out of the
 * API, `%2e` too, as URLs read it): text goes in the query.
 */
export class Route {
  readonly path: string;
  private constructor(path: string) {
    this.path = path;
  }
  static of(strings: TemplateStringsArray, ...values: Array<number | CommitSha>): Route {
    return new Route(
      strings.reduce((path, part, index) => path + encodeURIComponent(String(values[index - 1] ?? '')) + part),
    );
  }
}

export const route = Route.of;

/** A commit id checked as one (40 hex digits): the one text a path may hold. */
export class CommitSha {
  readonly sha: string;
  private constructor(sha: string) {
    this.sha = sha;
  }
  static of(text: string): CommitSha | undefined {
    return COMMIT_SHA.test(text) ? new CommitSha(text) : undefined;
  }
  toString(): string {
    return this.sha;
  }
}

export interface GitLabWire {
  /** One request; a 2xx is done, any other answer is a failure in GitLab's words. */
  request(request: GitLabRequest, budget: Budget): Promise<GitLabResult>;
  /** Every item of a list, oldest page first; no further than the page where `enough` holds. */
  list(
    request: Omit<GitLabRequest, 'method' | 'body'>,
    budget: Budget,
    enough?: (page: unknown[]) => boolean,
  ): Promise<{ ok: true; items: unknown[] } | Failure>;
}

export interface GitLabWireDeps {
  /** `CI_API_V4_URL`, read by `readApiUrl`. */
  api: URL;
  token: string;
  send: HttpSend;
  clock: Clock;
  /** The step's secrets: no write carries one, or a piece of one. */
  secrets: readonly string[];
  requestTimeoutMs?: number;
}

/**
 * `CI_API_V4_URL` as the API's address, or why it cannot be one: https (http only on this
 * machine), no credentials, no query. GitLab's runner sets it; a job that sets it itself aims the
 * token at what it names, so nothing else is accepted.
 */
export function readApiUrl(text: string | undefined): URL | { error: Say } {
  const name = 'CI_API_V4_URL';
  if (text === undefined || text.trim() === '')
    return {
      error: `${name} is not set: run the command in a GitLab CI job, or set it to your GitLab's API (https://gitlab.example.com/api/v4).`,
    };
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return {
      error: msg`${name} is not an address (${quoted(text.replace(/^.*@/, '***@'), 100)}): set it to your GitLab's API, https://gitlab.example.com/api/v4.`,
    };
  }
  const where = msg`${name} (${quoted(`${url.protocol}//${url.host}${url.pathname}`, 200)})`;
  if (url.username !== '' || url.password !== '')
    return { error: msg`${name} holds credentials: the token goes in GITLAB_TOKEN, never in the address.` };
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname)))
    return { error: msg`${where} is not https: the token would travel in the clear. Use your GitLab's https address.` };
  if (url.search !== '' || url.hash !== '')
    return { error: msg`${where} has a query or a fragment: set it to the API's address alone.` };
  url.pathname = url.pathname.replace(/\/+$/, '');
  return url;
}

/** GitLab's own words about a refused request (`message` or `error`, a string or a map of them), quoted. */
function gitLabWords(body: string): Say {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return '';
  }
  const { message, error } = (data ?? {}) as { message?: unknown; error?: unknown };
  const said = message ?? error;
  const text = typeof said === 'string' ? said : said !== undefined && said !== null ? JSON.stringify(said) : '';
  const words = ownClause(text);
  return words === '' ? '' : msg`: ${quoted(words, 200)}`;
}

/** What GitLab answered, in words that say what to do. */
export function describeGitLabAnswer(status: number, body: string, needs: string): Say {
  const words = gitLabWords(body);
  switch (status) {
    case 401:
      return msg`GitLab did not accept GITLAB_TOKEN (HTTP 401${words}): it is expired, revoked or not a token; give the job a valid one`;
    case 403:
      return msg`GITLAB_TOKEN may not do this (HTTP 403${words}); it needs ${needs}`;
    case 404:
      return msg`GitLab answered 404 (not found, or GITLAB_TOKEN cannot see it${words})`;
    case 429:
      return msg`GitLab kept limiting the rate (HTTP 429${words})`;
    default:
      return status >= 300 && status < 400
        ? msg`GitLab answered with a redirect (HTTP ${status}), which is never followed: CI_API_V4_URL should be the API's own address`
        : msg`GitLab answered HTTP ${status}${words}`;
  }
}

const TIME_RAN_OUT = 'the time for GitLab ran out';
const seconds = (ms: number): string => `${Math.ceil(ms / 1_000)}s`;

function unreachedOf(error: unknown): Failure {
  if (error instanceof HttpFailure && error.kind === 'aborted') return { ok: false, cause: TIME_RAN_OUT };
  const code = error instanceof HttpFailure ? error.code : networkErrorCode(error);
  const words = code ? networkErrorWords(code) : errorMessage(error);
  return { ok: false, cause: msg`GitLab could not be reached (${quoted(words, 200)})`, unreached: words };
}

function parsed(response: HttpResponse): { ok: true; data: unknown } | Failure {
  if (response.status === 204 || response.body === '') return { ok: true, data: null };
  try {
    return { ok: true, data: JSON.parse(response.body) as unknown };
  } catch {
    // A page (HTML) is no API's answer; a 2xx that is neither is one GitLab acted on, cut short on the way.
    const cut = response.status >= 200 && response.status < 300 && !/^\s*</.test(response.body);
    const cause = cut
      ? `GitLab's answer (HTTP ${response.status}) could not be read: it was cut short on the way`
      : `GitLab's answer is not JSON (a proxy's page, or not GitLab's API): CI_API_V4_URL should be the API's own address`;
    return { ok: false, status: response.status, cause };
  }
}

/** The address of a route under the API, with its query. */
function urlOf(api: URL, path: Route, query: GitLabRequest['query']): URL {
  const url = new URL(api.href);
  url.pathname = `${api.pathname}${path.path}`;
  for (const [key, value] of Object.entries(query ?? {}))
    for (const one of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(one));
  return url;
}

/** Waits `ms` on the clock when the budget has that long; false when it has not, or ended meanwhile. */
async function pauseWithin(clock: Clock, ms: number, budget: Budget): Promise<boolean> {
  if (clock.now() + ms > budget.deadline) return false;
  await clock.sleep(ms, budget.signal);
  return !budget.signal.aborted;
}

export function createGitLabWire(deps: GitLabWireDeps): GitLabWire {
  const redact = createRedact(deps.secrets);
  const timeoutMs = deps.requestTimeoutMs ?? GITLAB_REQUEST_TIMEOUT_MS;

  async function once(request: GitLabRequest, budget: Budget): Promise<HttpResponse | Failure> {
    const left = budget.deadline - deps.clock.now();
    if (left <= 0 || budget.signal.aborted) return { ok: false, cause: TIME_RAN_OUT };
    const method = request.method ?? 'GET';
    const body = request.body === undefined ? undefined : JSON.stringify(redactParams(request.body, redact));
    try {
      return await deps.send(urlOf(deps.api, request.path, request.query), {
        method,
        headers: {
          'PRIVATE-TOKEN': deps.token,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body }),
        timeoutMs: Math.min(timeoutMs, left),
        maxBodyBytes: MAX_GITLAB_BODY_BYTES,
        signal: budget.signal,
      });
    } catch (error) {
      return unreachedOf(error);
    }
  }

  const pause = (ms: number, budget: Budget) => pauseWithin(deps.clock, ms, budget);

  async function request(request: GitLabRequest, budget: Budget): Promise<GitLabResult> {
    const again = (request.method ?? 'GET') !== 'POST';
    for (let tried = 1; ; tried++) {
      const answer = await once(request, budget);
      if ('ok' in answer) {
        if (again && tried < TRIES && answer.cause !== TIME_RAN_OUT && (await pause(PAUSE_MS[tried - 1] ?? 0, budget)))
          continue;
        return answer;
      }
      const { status, headers, body } = answer;
      if (status === 429) {
        const askedFor = retryAfterOf(headers, deps.clock.date());
        // `Retry-After: 0` asked again at once would hammer GitLab for as long as the budget lasts.
        const wait = Math.max(askedFor ?? RATE_LIMIT_WAIT_MS, MIN_RATE_LIMIT_WAIT_MS);
        if (await pause(wait, budget)) continue;
        const asked =
          askedFor === undefined
            ? `; it said no wait, and the minute waited then is longer than the step has for it`
            : `; it asked to wait ${seconds(wait)}, longer than the step has for it`;
        return {
          ok: false,
          status,
          rateLimited: true,
          cause: msg`${describeGitLabAnswer(status, body, request.needs)}${asked}`,
        };
      }
      if (status >= 500 && again && tried < TRIES && (await pause(PAUSE_MS[tried - 1] ?? 0, budget))) continue;
      if (status < 200 || status >= 300)
        return { ok: false, status, cause: describeGitLabAnswer(status, body, request.needs) };
      const data = parsed(answer);
      return data.ok ? { ok: true, status, data: data.data, headers } : data;
    }
  }

  return { request, list: (asked, budget, enough) => listOf(request, asked, budget, enough) };
}

/**
 * Every page of a list, each proven the page after the one read (`X-Next-Page`), at most
 * MAX_PAGES. A full page that names no next one (a proxy that drops the header; GitLab names an
 * empty one on the last page) is followed by the page after it, which ends the list when empty.
 */
async function listOf(
  request: GitLabWire['request'],
  asked: Omit<GitLabRequest, 'method' | 'body'>,
  budget: Budget,
  enough?: (page: unknown[]) => boolean,
): Promise<{ ok: true; items: unknown[] } | Failure> {
  const items: unknown[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await request({ ...asked, query: { ...asked.query, per_page: PAGE_SIZE, page } }, budget);
    if (!answer.ok) return answer;
    if (!Array.isArray(answer.data))
      return {
        ok: false,
        status: answer.status,
        cause: "GitLab's page of a list is not a list, so not all of it was read",
      };
    items.push(...(answer.data as unknown[]));
    if (enough?.(answer.data as unknown[])) return { ok: true, items };
    const next = String(answer.headers['x-next-page'] ?? '').trim();
    if (next === '' && answer.data.length < PAGE_SIZE) return { ok: true, items };
    if (next === '') continue;
    if (next !== String(page + 1))
      return {
        ok: false,
        status: answer.status,
        cause: msg`GitLab's next page of the list is ${quoted(next, 20)}, not the page after ${page}, so not all of it was read`,
      };
  }
  return { ok: false, cause: msg`the list is longer than ${MAX_PAGES * PAGE_SIZE} items, so not all of it was read` };
}
