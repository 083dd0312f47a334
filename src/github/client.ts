/**
 * The one GitHub client of a step: every GitHub request (the comment, the check run, the pull
 * request look-up) goes through `callGitHub`, on the token's Octokit (github/octokit.ts: retries
 * and GitHub's rate-limit rules by the toolkit's plugins, our rules on top). What stays here is
 * the step's side: a creation is never sent again blindly, a call ends within its budget, a list
 * is read to its end within a bound, and nothing throws: a call that does not go through says
 * why, and the caller turns that into one line of the log.
 */
import type { Endpoints } from '@octokit/types';
import { networkErrorCode, networkErrorWords } from '../common/network-errors.ts';
import type { Clock } from '../common/clock.ts';
import { withinStep } from '../common/step-end.ts';
import { createRedact, type Redact } from '../output/redaction.ts';
import { redactParams } from '../output/redacted-write.ts';
import { errorMessage, msg, ownClause, quoted, type Say } from '../output/text.ts';

export { redactParams, SignedRecord, TextWithRecords } from '../output/redacted-write.ts';
import type { Budget, Failure } from '../pull-request/host.ts';
import { isRateLimit, type RefusedAnswer } from './rate-limit.ts';
import type { Fetch, GitHubOctokit, OctokitDeps, RateLimitGate, StepRules } from './octokit.ts';

/** A route of GitHub's REST API as Octokit names it (`PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}`): checked against GitHub's published description when compiled. */
export type GitHubRoute = keyof Endpoints;

export type GitHubRequest =
  | {
      route: GitHubRoute;
      /** The route's parameters (Octokit encodes each into the path), the query and the body. */
      params?: Record<string, unknown>;
      /** Read as a list to its end: '' for an answer that is the list, else the key that holds it (`check_runs`). */
      list?: string;
      /** A list is read no further than the page where this holds (what the reader looks for is on it). */
      enough?: (page: unknown[]) => boolean;
    }
  /** A GraphQL query, sent with `octokit.graphql`. */
  | { graphql: string };

export type GitHubResult = { ok: true; status: number; data: unknown } | Failure;

/** One call through the step's client, with the token it was made for. */
export type GitHubCall = (request: GitHubRequest, budget: Budget) => Promise<GitHubResult>;

/** What the token is called in messages, and what it needs. */
export interface TokenUse {
  name: string;
  needs: string;
  /** The run is a fork's pull request's own: GitHub gave its workflow a read-only token, the likely cause of a 403. */
  forkRun?: boolean;
}

/** What GitHub answered, as far as a refusal needs it. */
type Refusal = RefusedAnswer;

/** GitHub's own words about a refused request, quoted. */
function gitHubWords(data: unknown): Say {
  const message = (data as { message?: unknown } | null)?.message;
  if (typeof message !== 'string') return '';
  const words = ownClause(message);
  return words !== '' ? msg`: ${quoted(words, 200)}` : '';
}

export function describeAnswer(answer: Refusal, token: TokenUse): Say {
  const words = gitHubWords(answer.data);
  switch (answer.status) {
    case 401:
      return msg`GitHub did not accept the ${token.name} (HTTP 401${words}): it is expired, revoked or not a token; no permission changes that, give the step a valid ${token.name}`;
    case 403:
      return isRateLimit(answer)
        ? msg`GitHub kept limiting the rate (HTTP 403${words})`
        : msg`the ${token.name} may not do this (HTTP 403${words}); it needs ${token.needs}${token.forkRun ? ' (this pull request comes from a fork, whose workflow GitHub gives a read-only token)' : ''}`;
    case 404:
      return msg`GitHub answered 404 (not found, or the ${token.name} cannot see it${words})`;
    case 429:
      return msg`GitHub kept limiting the rate (HTTP 429${words})`;
    default:
      return msg`GitHub answered HTTP ${answer.status}${words}`;
  }
}

/** Lists read to their end: GitHub's largest page is 100, and 100 pages bound a runaway. */
const PAGE_SIZE = 100;
export const MAX_PAGES = 100;

const seconds = (ms: number): string => `${Math.ceil(ms / 1_000)}s`;

/** A request ended by its budget with no answer from GitHub. */
const TIME_RAN_OUT = 'the time for GitHub ran out';
/** The same, once the run was cancelled: the cancel, not GitHub, ended it. */
const CANCELLED_FIRST = 'the run was cancelled before GitHub answered';

/**
 * The error Octokit threw, read as a result. When the budget ended the call, what the last
 * attempt met is said (a DNS failure tried again until the time ran out is a DNS failure).
 */
function failure(error: unknown, rules: StepRules, token: TokenUse): Extract<GitHubResult, { ok: false }> {
  const asked =
    rules.refusedWaitMs === undefined
      ? ''
      : rules.refusedWaitUnnamed
        ? msg`; GitHub named no wait, so the step waits a minute (${seconds(rules.refusedWaitMs)} left), longer than it has for it`
        : msg`; GitHub asked to wait ${seconds(rules.refusedWaitMs)}, longer than the step has for it`;
  const { status, response, name } = (error ?? {}) as { status?: unknown; response?: Refusal; name?: unknown };
  if (response && typeof status === 'number') {
    const limited = isRateLimit({ ...response, status }) ? { rateLimited: true as const } : {};
    return { ok: false, status, cause: msg`${describeAnswer({ ...response, status }, token)}${asked}`, ...limited };
  }
  if ((error as { rule?: unknown } | null)?.rule === true) {
    const { answered, limited } = error as { answered?: unknown; limited?: unknown };
    return {
      ok: false,
      ...(typeof answered === 'number' ? { status: answered } : {}),
      ...(limited === true ? { rateLimited: true as const } : {}),
      cause: errorMessage(error),
    };
  }
  if (rules.signal.aborted || name === 'AbortError') {
    const last = rules.lastError;
    if (last === undefined || last === error) return { ok: false, cause: TIME_RAN_OUT };
    return failure(last, { ...rules, lastError: undefined, signal: new AbortController().signal }, token);
  }
  const code = networkErrorCode(error);
  const unreached = code ? networkErrorWords(code) : errorMessage(error);
  return { ok: false, cause: msg`GitHub could not be reached (${quoted(unreached, 200)})`, unreached };
}

/** Rejects when the budget's signal ends, or at its deadline (Octokit's own pauses are not ours to cut short). */
function budgetEnd(budget: Budget, clock: Clock): { ended: Promise<never>; stop: () => void } {
  const signal = AbortSignal.any([budget.signal, clock.timeout(Math.max(0, budget.deadline - clock.now()) + 1_000)]);
  const end = (reject: (error: Error) => void) => (): void =>
    reject(Object.assign(new Error(TIME_RAN_OUT), { name: 'AbortError' }));
  let stop = (): void => undefined;
  const ended = new Promise<never>((_, reject) => {
    const onEnd = end(reject);
    if (signal.aborted) return onEnd();
    signal.addEventListener('abort', onEnd, { once: true });
    stop = () => signal.removeEventListener('abort', onEnd);
  });
  ended.catch(() => undefined);
  return { ended, stop: () => stop() };
}

async function send(
  octokit: GitHubOctokit,
  request: GitHubRequest,
  rules: StepRules,
  redact: Redact,
): Promise<GitHubResult> {
  if ('graphql' in request) {
    const data = await octokit.graphql(request.graphql, { request: { signal: rules.signal, step: rules } });
    return { ok: true, status: 200, data: { data } };
  }
  // A creation is never sent again by the retry plugin: after a 5xx or no answer it may exist.
  // Putting a label on is the same however often it is sent: it is tried again like a read.
  const once = request.route.startsWith('POST ') && !request.route.endsWith('/labels');
  const retries = once ? { retries: 0 } : {};
  // What a write sends GitHub is built from GitHub's and people's data (commit subjects, file names,
  // comments, titles): it leaves redacted, here, whoever built it. A read sends only what GitHub
  // gave (ids, commit ids, logins) and the step's own names, and shows them to no one.
  const sent = request.route.startsWith('GET ')
    ? request.params
    : (redactParams(request.params, redact) as typeof request.params);
  const params = { ...sent, request: { signal: rules.signal, step: rules, ...retries } };
  if (rules.list === undefined) {
    const answer = await octokit.request(request.route, params as never);
    return { ok: true, status: answer.status, data: answer.data };
  }
  const items: unknown[] = [];
  let pages = 0;
  let more = false;
  // Every page goes with the step's rules: paginate hands only the route on to the next page.
  const page = octokit.request.defaults({ request: params.request }) as unknown as typeof octokit.request;
  const [method, url] = request.route.split(' ');
  const iterator = octokit.paginate.iterator(page, { method, url, ...sent, per_page: PAGE_SIZE } as never);
  // A next link back to a page already read would be read again until the cap: a loop is said as one.
  const followed = new Set<string>();
  for await (const response of iterator as AsyncIterable<{ data: unknown; headers: { link?: string } }>) {
    items.push(...(response.data as unknown[]));
    if (request.enough?.(response.data as unknown[])) break;
    const next = /<([^>]*)>;\s*rel="next"/.exec(String(response.headers.link ?? ''))?.[1];
    if (next !== undefined && followed.has(next))
      return {
        ok: false,
        cause: msg`GitHub's next page of the list links back to a page already read, so not all of it was read`,
      };
    if (next !== undefined) followed.add(next);
    if (++pages === MAX_PAGES) {
      more = next !== undefined;
      break;
    }
  }
  if (more)
    return { ok: false, cause: msg`the list is longer than ${MAX_PAGES * PAGE_SIZE} items, so not all of it was read` };
  return { ok: true, status: 200, data: items };
}

/**
 * One call: Octokit's answer as a result, within the budget. A 2xx is done; any other answer (a
 * redirect, which is never followed, among them) is a refusal in GitHub's words.
 */
export async function callGitHub(
  octokit: GitHubOctokit,
  clock: Clock,
  request: GitHubRequest,
  budget: Budget,
  token: TokenUse,
  redact: Redact,
): Promise<GitHubResult> {
  const list = 'route' in request ? request.list : undefined;
  const rules: StepRules = {
    deadline: budget.deadline,
    signal: budget.signal,
    ...(list === undefined ? {} : { list }),
  };
  const end = budgetEnd(budget, clock);
  try {
    const result = await Promise.race([send(octokit, request, rules, redact), end.ended]);
    if (!result.ok || (result.status >= 200 && result.status < 300)) return result;
    return {
      ok: false,
      status: result.status,
      cause: describeAnswer({ status: result.status, data: result.data, headers: {} }, token),
    };
  } catch (error) {
    return failure(error, rules, token);
  } finally {
    end.stop();
  }
}

export type Listed = { ok: true; items: unknown[] } | Extract<GitHubResult, { ok: false }>;

/**
 * Every item of a list, page by page (`octokit.paginate`). A page that is not a list (an HTML
 * page from a proxy, an object, an empty body) and a list longer than MAX_PAGES pages are
 * failures, never "nothing there": whoever asked cannot tell what exists. `key` names the list in
 * an answer that wraps it (`check_runs`).
 */
export async function listAll(
  call: GitHubCall,
  request: Extract<GitHubRequest, { route: GitHubRoute }>,
  budget: Budget,
  key = '',
): Promise<Listed> {
  const listed = await call({ ...request, list: key }, budget);
  if (!listed.ok) return listed;
  return { ok: true, items: listed.data as unknown[] };
}

/** What a step's client needs: the clock, and how to reach GitHub (tests pass their own fetch). */
export interface GitHubClientDeps extends Omit<OctokitDeps, 'gate' | 'fetch' | 'limiterId'> {
  fetch?: Fetch;
  /** The step's end (common/step-end.ts): every call ends with it, whatever budget it was given. */
  end?: AbortSignal;
  /** The runner's cancel: a request it cut short says so, not that GitHub's time ran out. */
  cancelled?: AbortSignal;
  /** The step's secrets (`stepSecrets`, as the log has them): no write carries one, or a piece of one. */
  secrets: readonly string[];
}

/** The step's one client: a caller per token, all behind one rate-limit gate. */
export interface GitHubClient {
  caller(token: string, use: TokenUse): GitHubCall;
  /** Loads the toolkit (a chunk of the bundle) without making a client: a caller asked for later finds it loaded. */
  warm(): void;
  /** How long to pause before asking again what GitHub failed, by the client's pacing (`retryPauseOf`). */
  pause(ms: number): number;
}

/**
 * How long the step's own pause before asking GitHub again lasts (a creation whose outcome is
 * unknown, a reaction or a dispatch that met a 5xx): as written, or a thousandth of it with
 * `quickRetries`, as plugin-retry's pauses are against a GitHub on this machine. A request that
 * met no answer is not paced by it: GitHub may still carry it out, and the full pause lets it show.
 */
export const retryPauseOf =
  (quickRetries: boolean | undefined) =>
  (ms: number): number =>
    quickRetries ? Math.max(1, Math.round(ms / 1_000)) : ms;

let limiters = 0;

export function createGitHubClient(deps: GitHubClientDeps): GitHubClient {
  const gate: RateLimitGate = { openAt: 0 };
  const redact = createRedact(deps.secrets);
  const octokits = new Map<string, Promise<GitHubOctokit>>();
  // The toolkit is loaded on the first call, so a step that never talks to GitHub never loads it.
  const made = (token: string): Promise<GitHubOctokit> => {
    // plugin-throttling keeps its queues per process, by this name: one per token, never the token.
    const limiterId = `token-${++limiters}`;
    return import('./octokit.ts').then(({ createOctokit }) => createOctokit(token, { ...deps, gate, limiterId }));
  };
  return {
    warm: () => void import('./octokit.ts').catch(() => undefined),
    pause: retryPauseOf(deps.quickRetries),
    caller: (token, use) => {
      // Loaded as soon as a caller is asked for, so the first request does not wait for it.
      let octokit = octokits.get(token);
      if (!octokit) octokits.set(token, (octokit = made(token)));
      octokit.catch(() => undefined);
      return async (request, budget) => {
        try {
          const signal = withinStep(budget.signal, deps.end) ?? budget.signal;
          const result = await callGitHub(await octokit, deps.clock, request, { ...budget, signal }, use, redact);
          const cutByCancel = !result.ok && result.cause === TIME_RAN_OUT && deps.cancelled?.aborted === true;
          return cutByCancel ? { ...result, cause: CANCELLED_FIRST } : result;
        } catch (error) {
          return { ok: false, cause: msg`the GitHub client could not start (${quoted(errorMessage(error), 200)})` };
        }
      };
    },
  };
}
