/**
 * What each answer of the service means: a job, not found, refused, a transient fault to try again,
 * or, for a POST, whether the service may have acted. Typed results, never exceptions; the service's
 * own words are kept whole (only the log cuts, after it redacts), and every secret of the step is
 * removed from a body before anything parses it.
 */
import type { AgentJob } from '../common/agent-job.ts';
import { parseJob } from '../common/agent-job.ts';
import type { WallTime } from '../common/clock.ts';
import { ID_CHARACTERS, idProblem, MAX_ID_LENGTH } from '../common/ids.ts';
import { networkError, networkErrorWords } from '../common/network-errors.ts';
import { retryAfterOf } from '../common/retry-after.ts';
import { REDACTED, type Redact } from '../output/redaction.ts';
import { redactedValue } from '../output/redacted-json.ts';
import { msg, oneLineJson, quoted, type Message, type Say } from '../output/text.ts';
import { ownPullRequest } from './job-view.ts';
import { HttpFailure, type HttpResponse } from './transport.ts';

/** The service's answer to a request, in one of the shapes below. Messages quote its words uncut. */
export type FetchResult =
  | { kind: 'job'; job: AgentJob; body: string }
  /** `message`: the service's own words, whole; whoever shows them quotes them. */
  | { kind: 'not-found'; message: string }
  | { kind: 'refused'; httpStatus: number; message: string }
  | {
      kind: 'transient';
      cause: Say;
      /** Milliseconds the service asked to wait; Infinity for a delay too large to read. */
      retryAfterMs?: number;
      rateLimited: boolean;
      /** No complete answer within the request's time limit. */
      timedOut?: boolean;
      /** The service's answer (a 5xx, 408, 425): it was reached, unless a proxy answered (`viaProxy`). */
      httpStatus?: number;
      viaProxy?: true;
    }
  /** `next`: what to do, when it is not to fix what the service named. */
  | { kind: 'rejected'; cause: Say; next?: Say }
  | { kind: 'cancelled' };

/** What one POST (start a job, send a message) came to. */
export type PostResult =
  | { kind: 'job'; job: AgentJob; body: string }
  /** The service certainly did not act: it is safe to send again. */
  | { kind: 'retry'; cause: Say; retryAfterMs?: number; rateLimited: boolean }
  /**
   * The service may have acted: sending again could start a second job. `jobId` is the id its
   * answer carried, when it is written as an id is (the output `job-id` hands it on).
   */
  | { kind: 'unknown'; cause: Say; jobId?: string }
  | { kind: 'not-found'; message: string }
  | { kind: 'refused'; httpStatus: number; message: string }
  /** `next`: what to do, when it is not to fix what the service named. */
  | { kind: 'rejected'; cause: Say; next?: Say }
  /** `pausing`: the cancel came while the step waited to send again what the service certainly did not act on. */
  | { kind: 'cancelled'; pausing?: true }
  /** The step's 'timeout' ran out before the request could be sent: nothing was sent. */
  | { kind: 'too-late' };

export interface CallOptions {
  timeoutMs: number;
  signal: AbortSignal;
}

export type FetchJob = (options: CallOptions) => Promise<FetchResult>;

export interface ServiceAddress {
  baseUrl: string;
  projectId: string;
  apiKey: string;
  /**
   * Every other secret of the step (the github-token, proxy passwords). The prompt of every POST
   * is redacted of them and the key (src/output/redaction.ts, pieces included), and each string
   * of a body has them all replaced before anything parses it: a later transformation (lowercasing
   * a status, canonicalising a URL) could otherwise change a secret into a form no redaction finds.
   */
  secrets?: readonly string[];
}

export interface JobAddress extends ServiceAddress {
  jobId: string;
}

export interface Service {
  getJob(jobId: string, options: CallOptions): Promise<FetchResult>;
  createJob(prompt: string, options: CallOptions): Promise<PostResult>;
  sendMessage(jobId: string, prompt: string, options: CallOptions): Promise<PostResult>;
}

/** How deep a body may nest: a job is two levels deep; the walks that redact and hand it on recurse. */
export const MAX_JSON_DEPTH = 64;

/** Whether JSON text nests arrays and objects at most `max` deep (brackets inside strings do not count). */
function nestsWithin(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return false;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return true;
}

/**
 * An `id` given as a whole number (`42`, `12345678901234567890`) read as its digits, as the id the
 * spec's string would be: one too large for a double, read as a number, would be rounded and name
 * a job that does not exist.
 */
function exactIds(key: string, value: unknown, context?: { source?: string }): unknown {
  if (key !== 'id' || typeof value !== 'number') return value;
  const source = context?.source;
  return source !== undefined && /^[1-9]\d*$/.test(source) ? source : value;
}

/**
 * The body as JSON, past a UTF-8 byte order mark; undefined when it is not JSON, or nests deeper
 * than MAX_JSON_DEPTH (no walk over it may run out of stack).
 */
function parseJson(text: string): { value: unknown } | undefined {
  if (!nestsWithin(text, MAX_JSON_DEPTH)) return undefined;
  try {
    return { value: JSON.parse(text.replace(/^\uFEFF/, ''), exactIds) };
  } catch {
    return undefined;
  }
}

/** Why a body is no JSON the step takes. */
const notJson = (text: string): string =>
  nestsWithin(text, MAX_JSON_DEPTH)
    ? 'the response was not JSON'
    : `the response nests deeper than ${MAX_JSON_DEPTH} levels, which no job does`;

/**
 * The service's own words, whole: `{"error"}`, or a problem+json `title` and `detail`, or the
 * text. Never cut here: only the log cuts, after it has redacted.
 */
function serviceMessage(response: HttpResponse): string {
  const parsed = parseJson(response.body);
  const body = parsed?.value;
  if (typeof body === 'object' && body !== null) {
    const { error, title, detail, message } = body as Record<string, unknown>;
    const parts = [error, title, detail].filter((part): part is string => typeof part === 'string' && part !== '');
    if (parts.length === 0 && typeof message === 'string') parts.push(message);
    if (parts.length > 0) return parts.join(': ');
  }
  // A plain-text body that starts with its own status (`401 Unauthorized`): the status is said beside it already.
  return response.body
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(new RegExp(`^${response.status}(?![0-9])\\s*:?\\s*`), '');
}

/** How much of the service's words a message shows. */
export const SERVICE_WORDS_CAP = 200;

function httpCause(response: HttpResponse): Message {
  const words = serviceMessage(response);
  return words === ''
    ? msg`HTTP ${response.status}`
    : msg`HTTP ${response.status} (${quoted(words, SERVICE_WORDS_CAP)})`;
}

export function networkCause(failure: HttpFailure): Message {
  const via = failure.proxy ? `the proxy at ${failure.proxy}` : undefined;
  switch (failure.kind) {
    case 'timeout':
      return msg`${via ? `the request through ${via} timed out` : 'the request timed out'}`;
    case 'connect-timeout':
      return via
        ? msg`${via} opened no way to the service within the request's time (it did not answer, or not in time)`
        : msg`no connection to the service within the request's time (a firewall may be dropping it)`;
    case 'too-large':
      return msg`the response was too large: ${failure.message}; a job's answer is a few short fields, so something other than the service may have answered`;
    case 'refused':
      return msg`${via ? `${via} refused the connection` : 'connection refused'} (${failure.code ?? ''})`;
    case 'dns':
      return via
        ? msg`DNS lookup of ${via} failed (${failure.code ?? ''})`
        : msg`DNS lookup failed (${failure.code ?? ''}${failure.code === 'EAI_AGAIN' ? ', temporary' : ''})`;
    case 'proxy':
      return msg`${via ?? 'the proxy'}: ${quoted(failure.message, SERVICE_WORDS_CAP)}`;
    case 'handshake':
      return failure.code === undefined
        ? msg`the TLS handshake did not end within the request's time, so nothing was sent: the address may not speak https, or something between holds the connection; check the scheme and port in 'base-url'`
        : msg`the TLS handshake failed (${failure.code}), so nothing was sent: the address may not speak https (a plain-http port); check the scheme and port in 'base-url'`;
    case 'tls':
      // The runner's Node trusts its own CA list only: a private CA's certificate must be named.
      return msg`the TLS handshake failed on ${networkErrorWords(failure.code ?? '')}${via ? `, through ${via}` : ''}: if the service (or a proxy that inspects TLS) uses a private CA, set NODE_EXTRA_CA_CERTS to its certificate file`;
    default: {
      const what = networkError(failure.code)
        ? msg`${networkErrorWords(failure.code ?? '')}`
        : msg`network error: ${quoted(failure.message, SERVICE_WORDS_CAP)}`;
      return via ? msg`${what}, through ${via}` : what;
    }
  }
}

/** A 407, or a failed CONNECT: the proxy wants credentials, and asking again will not help. */
export function proxyRefusal(status: number | string | undefined, proxy: string | undefined): Message | undefined {
  if (String(status) !== '407') return undefined;
  return msg`the proxy at ${proxy ?? 'the configured address'} asks for credentials (HTTP 407); put them in the proxy variable (http://user:password@host:port) or ask whoever runs the proxy`;
}

/** The wait the response asks for, if it asks. */
function retryAfter(response: HttpResponse, wallNow: () => WallTime): { retryAfterMs?: number } {
  const retryAfterMs = retryAfterOf(response.headers, wallNow());
  return retryAfterMs === undefined ? {} : { retryAfterMs };
}

type ReadJob = { job: AgentJob; body: string };
const isRead = (read: ReadJob | Say): read is ReadJob => typeof read === 'object' && 'job' in read;

function readJob(response: HttpResponse, redact: Redact): ReadJob | Say {
  const parsed = parseJson(response.body);
  if (!parsed) return notJson(response.body);
  const clean = redactedValue(parsed.value, redact, 'outside');
  // Pieces of a secret that span its fields hide the whole answer: said so, not as a job with no status.
  if (clean === REDACTED && parsed.value !== REDACTED)
    return "the response holds a secret of this step (the api-key or a token), or pieces of one across its fields, so all of it was hidden and none could be read; a service that echoes the key back is not the agent service: check 'base-url'";
  const job = parseJob(clean);
  if (!job) {
    // A 2xx that carries the service's own words (`{"error": ...}`) says why better than we can.
    const { error, title, detail, message } = (typeof clean === 'object' && clean !== null ? clean : {}) as Record<
      string,
      unknown
    >;
    const said = [error, title, detail, message].some((part) => typeof part === 'string' && part !== '');
    return said
      ? msg`the response has no job status, and says ${quoted(serviceMessage(response), SERVICE_WORDS_CAP)}`
      : 'the response has no job status';
  }
  // A link refused (another repository's, or no link at all) is handed on nowhere, the job's JSON included.
  if (!ownPullRequest(job).refused) return { job, body: oneLineJson(clean) };
  const without = { ...(clean as Record<string, unknown>), prLink: null };
  return { job: { ...job, prLink: null, foreignPrLink: job.prLink ?? '' }, body: oneLineJson(without) };
}

/** A 404 whose words name the project and not the job: the project is missing (or not the key's), not the job. */
export const namesProjectNotJob = (words: string): boolean => /\bproject\b/i.test(words) && !/\bjob\b/i.test(words);

export function classifyGet(response: HttpResponse, wallNow: () => WallTime, redact: Redact): FetchResult {
  const { status } = response;
  // Any 2xx carries the job: a proxy that rewrites answers says 203, and its body is read the same.
  if (status >= 200 && status < 300) {
    const read = readJob(response, redact);
    return isRead(read) ? { kind: 'job', ...read } : { kind: 'transient', cause: msg`${read}`, rateLimited: false };
  }
  if (status === 404) return { kind: 'not-found', message: serviceMessage(response) };
  if (status === 401 || status === 403) {
    return { kind: 'refused', httpStatus: status, message: serviceMessage(response) };
  }
  const proxyCause = proxyRefusal(status, response.via);
  if (proxyCause) return { kind: 'rejected', cause: proxyCause };
  if (status === 408 || status === 425 || status === 429 || status >= 500) {
    return {
      kind: 'transient',
      cause: httpCause(response),
      httpStatus: status,
      rateLimited: status === 429,
      ...(response.via === undefined ? {} : { viaProxy: true as const }),
      ...retryAfter(response, wallNow),
    };
  }
  return { kind: 'rejected', cause: msg`the service answered ${httpCause(response)}` };
}

/** Why an id the service answered cannot name a job to wait for, or undefined when it can. */
function jobIdProblem(id: string | undefined): string | undefined {
  if (id === undefined) return 'it has none';
  // JSON's null or a missing value written out as text by the service's own code.
  if (id === 'null' || id === 'undefined') return 'it reads as null';
  return idProblem(id);
}

/**
 * The id a 2xx answer carried, as text, when it is written as an id is (one too long to poll is
 * still handed on, so the job can be found on the dashboard); `null`, `..` or `a/b` never are.
 */
function answeredId(response: HttpResponse, redact: Redact): string | undefined {
  const value = parseJson(response.body)?.value;
  if (typeof value !== 'object' || value === null) return undefined;
  const id = (redactedValue(value, redact, 'outside') as Record<string, unknown>).id;
  // A whole number is already its digits (exactIds); any other number (-42, 4.2, 0) is no job's id.
  const text = typeof id === 'string' ? id : undefined;
  // Its length aside, every character is an id's: what follows the first 200 is no line or list of its own.
  const usable =
    text !== undefined && jobIdProblem(text.slice(0, MAX_ID_LENGTH)) === undefined && ID_CHARACTERS.test(text);
  return usable ? text : undefined;
}

/**
 * Any 2xx means the service may have acted. It is a job to wait for only with a status and,
 * for a start, a usable id; anything less is "may have been started", never "nothing was".
 */
function classifyAccepted(response: HttpResponse, redact: Redact, needsId: boolean): PostResult {
  const { status } = response;
  const read = readJob(response, redact);
  const id = answeredId(response, redact);
  const carried = id === undefined ? {} : { jobId: id };
  if (!isRead(read)) {
    return {
      kind: 'unknown',
      cause: msg`the service answered HTTP ${status}, but ${response.body.trim() === '' ? 'with no body' : read}`,
      ...carried,
    };
  }
  if (needsId) {
    const problem = jobIdProblem(read.job.id);
    if (problem !== undefined) {
      return {
        kind: 'unknown',
        cause: msg`the service answered HTTP ${status}, but its answer has no usable job id (${problem})`,
        ...carried,
      };
    }
  }
  return { kind: 'job', ...read };
}

export function classifyPost(
  response: HttpResponse,
  wallNow: () => WallTime,
  redact: Redact,
  needsId: boolean,
): PostResult {
  const { status } = response;
  if (status >= 200 && status < 300) return classifyAccepted(response, redact, needsId);
  if (status === 404) return { kind: 'not-found', message: serviceMessage(response) };
  if (status === 401 || status === 403) {
    return { kind: 'refused', httpStatus: status, message: serviceMessage(response) };
  }
  const proxyCause = proxyRefusal(status, response.via);
  if (proxyCause) return { kind: 'rejected', cause: proxyCause };
  if (status === 429)
    return { kind: 'retry', cause: httpCause(response), rateLimited: true, ...retryAfter(response, wallNow) };
  if (status >= 500 || status === 408)
    return { kind: 'unknown', cause: msg`the service answered ${httpCause(response)}` };
  if (status >= 300 && status < 400) {
    const to = redirectedTo(response.headers.location);
    // 303 See Other answers a request that was handled (RFC 9110 15.4.4): it may have been acted on.
    if (status === 303)
      return {
        kind: 'unknown',
        cause: msg`the service answered HTTP 303, a redirect${to === undefined ? '' : msg` to ${quoted(to, 100)}`} that says the request was handled, with no job in the answer`,
      };
    return {
      kind: 'rejected',
      cause: msg`the service answered HTTP ${status}, a redirect${to === undefined ? '' : msg` to ${quoted(to, 100)}`}; ${needsId ? 'a start' : 'a message'} is never sent twice, so it is not followed`,
      next: "Set 'base-url' to the address that answers directly, and run the workflow again.",
    };
  }
  return { kind: 'rejected', cause: msg`the service answered ${httpCause(response)}` };
}

/** Where a redirect points: its origin, or the header as given when it names none (no scheme, `mailto:`). */
export function redirectedTo(location: string | string[] | undefined, from?: URL): string | undefined {
  if (typeof location !== 'string' || location === '') return undefined;
  try {
    const { origin } = new URL(location, from);
    return origin === 'null' ? location : origin;
  } catch {
    return location;
  }
}

/**
 * A read that timed out when its time was cut to what was left of the step's: that is the step's
 * time running out, not a fault of the service.
 */
export function cutShortByDeadline(fetched: FetchResult, timeoutMs: number, requestTimeoutMs: number): boolean {
  return fetched.kind === 'transient' && fetched.timedOut === true && timeoutMs < requestTimeoutMs;
}

/** A failure with no response, for a GET: a proxy's refusal is final; anything else may pass. */
export function getFailure(answer: HttpFailure): FetchResult {
  if (answer.kind === 'aborted') return { kind: 'cancelled' };
  const proxyCause = proxyRefusal(answer.code, answer.proxy);
  if (proxyCause) return { kind: 'rejected', cause: proxyCause };
  // A handshake with no code is one that ran out of time (transport.ts).
  const timeUp = ['timeout', 'connect-timeout'].includes(answer.kind) || (answer.kind === 'handshake' && !answer.code);
  const timedOut = timeUp ? { timedOut: true } : {};
  return { kind: 'transient', cause: networkCause(answer), rateLimited: false, ...timedOut };
}
