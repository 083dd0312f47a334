/**
 * GitHub as a scripted fetch under the step's Octokit: a handler sees each request as it would
 * leave the runner (method, path with its query, JSON body) and answers it, or throws for an
 * answer that never came.
 */
import type { Clock } from '../../src/common/clock.ts';
import {
  describeAnswer,
  redactParams,
  type GitHubClient,
  type GitHubRequest,
  type GitHubResult,
} from '../../src/github/client.ts';
import { createRedact, type Redact } from '../../src/output/redaction.ts';
import type { Budget } from '../../src/pull-request/host.ts';

export const SCRIPTED_API = 'https://api.github.test';

export interface WireRequest {
  method: string;
  /** The path under the API with its query, such as `/repos/o/r/issues/5/comments?per_page=100`. */
  path: string;
  body?: Record<string, unknown>;
}

export interface WireAnswer {
  status: number;
  data: unknown;
  headers: Record<string, string | undefined>;
}

export type WireHandler = (request: WireRequest, signal: AbortSignal) => Promise<WireAnswer> | WireAnswer;

export function scriptedFetch(handler: WireHandler): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    const request = { method: init?.method ?? 'GET', path: `${url.pathname}${url.search}`, ...(body ? { body } : {}) };
    let answer: WireAnswer;
    try {
      answer = await handler(request, init?.signal ?? new AbortController().signal);
    } catch (error) {
      throw new TypeError('fetch failed', { cause: error });
    }
    const headers = Object.fromEntries(
      Object.entries(answer.headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    const text = answer.status === 204 || answer.data === undefined ? null : JSON.stringify(answer.data);
    const response = new Response(text, {
      status: answer.status,
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    });
    return Object.defineProperty(response, 'url', { value: url.href });
  };
}

/**
 * The request as it would leave the runner: the route filled in and encoded, the rest a query (GET)
 * or the body; a write's parameters redacted, its signed records kept, as the client does.
 */
export function wireOf(request: GitHubRequest, redact: Redact = createRedact([])): WireRequest {
  if ('graphql' in request) return { method: 'POST', path: '/graphql', body: { query: request.graphql } };
  const [method = 'GET', template = ''] = request.route.split(' ');
  const params = method === 'GET' ? request.params : (redactParams(request.params, redact) as typeof request.params);
  const rest: Record<string, unknown> = { ...params };
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  if (request.list !== undefined) rest.per_page = 100;
  if (method !== 'GET') return { method, path, body: rest };
  // Encoded as Octokit encodes a query (a space is %20).
  const query = Object.entries(rest)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return { method, path: query ? `${path}?${query}` : path };
}

/**
 * A stand-in for the step's GitHub client over a handler, on the test's clock: what the surfaces
 * see of GitHub (results, the client's rate-limit gate and its one wait) without Octokit's own
 * timers, which a virtual clock cannot drive. The client itself is tested in github/client.test.ts.
 */
export function scriptedClient(clock: Clock, handler: WireHandler, secrets: readonly string[] = []): GitHubClient {
  const redact = createRedact(secrets);
  let openAt = 0;
  const use = { name: 'report-token', needs: 'pull-requests: write' };
  const once = async (request: GitHubRequest, budget: Budget): Promise<GitHubResult | number> => {
    if (openAt > clock.now()) await clock.sleep(openAt - clock.now(), budget.signal);
    if (budget.signal.aborted) return { ok: false, cause: 'the time for GitHub ran out' };
    let answer: WireAnswer;
    try {
      answer = await handler(wireOf(request, redact), budget.signal);
    } catch (error) {
      return { ok: false, cause: `GitHub could not be reached (${String(error)})`, unreached: String(error) };
    }
    const wait = Number(answer.headers['retry-after']);
    if ((answer.status === 403 || answer.status === 429) && wait > 0) {
      openAt = Math.max(openAt, clock.now() + wait * 1_000);
      return openAt;
    }
    if (answer.status < 200 || answer.status >= 300)
      return { ok: false, status: answer.status, cause: describeAnswer(answer, use) };
    const list = 'route' in request ? request.list : undefined;
    const data = list ? (answer.data as Record<string, unknown> | null)?.[list] : answer.data;
    if (list !== undefined && !Array.isArray(data))
      return { ok: false, status: answer.status, cause: 'GitHub answered with something that is not a list' };
    return { ok: true, status: answer.status, data };
  };
  return {
    warm: () => undefined,
    pause: (ms) => ms,
    caller: () => async (request, budget) => {
      const first = await once(request, budget);
      if (typeof first !== 'number') return first;
      // As the step's client says it: a rate limit, which a later write may outlast (never refused for good).
      const limited = { ok: false, status: 403, cause: 'GitHub kept limiting the rate', rateLimited: true } as const;
      if (first > budget.deadline) return limited;
      const again = await once(request, budget);
      return typeof again === 'number' ? limited : again;
    },
  };
}
