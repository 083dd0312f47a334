/**
 * The Administration API's three operations: read a job, start one, send it a follow-up. Typed
 * results, never exceptions for expected outcomes. Which failures are safe to retry is decided
 * here, per operation: a GET always; a POST only when the service certainly did not act on it.
 */
import { wallClock, type WallTime } from '../common/clock.ts';
import { networkError, networkErrorWords } from '../common/network-errors.ts';
import { retryAfterOf } from '../common/retry-after.ts';
import { formatInputDuration } from '../inputs/duration.ts';
import { HttpFailure, type HttpGet, type HttpResponse } from './transport.ts';
import { idProblem, pathSegment } from '../common/ids.ts';
import { parseJob, type AgentJob } from '../common/agent-job.ts';
import { REDACTED } from '../out/sink.ts';
import { msg, oneLineJson, quoted, type Message, type Say } from '../out/text.ts';

export const MAX_BODY_BYTES = 1024 * 1024;
const MAX_SAME_ORIGIN_REDIRECTS = 3;
const USER_AGENT = 'wait-for-agent-job';
/** What the debug log shows of one response body. */
const DEBUG_BODY_CAP = 2_000;

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
    }
  | { kind: 'rejected'; cause: Say }
  | { kind: 'cancelled' };

/** What one POST (start a job, send a message) came to. */
export type PostResult =
  | { kind: 'job'; job: AgentJob; body: string }
  /** The service certainly did not act: it is safe to send again. */
  | { kind: 'retry'; cause: Say; retryAfterMs?: number; rateLimited: boolean }
  /**
   * The service may have acted: sending again could start a second job. `jobId` is any id its
   * answer carried, usable or not, so the user can find the job.
   */
  | { kind: 'unknown'; cause: Say; jobId?: string }
  | { kind: 'not-found'; message: string }
  | { kind: 'refused'; httpStatus: number; message: string }
  | { kind: 'rejected'; cause: Say }
  | { kind: 'cancelled' };

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
   * Every other secret of the step (the github-token, proxy passwords). Each string of a body
   * has them all replaced before anything parses it: a later transformation (lowercasing a
   * status, canonicalising a URL) could otherwise change a secret into a form no redaction finds.
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

/** The request path, every id checked and encoded; a message naming the id when one is not usable. */
function servicePath(
  address: Omit<ServiceAddress, 'apiKey'>,
  ids: { projectId: string; jobId?: string },
  tail: 'job' | 'message' = 'job',
): URL | Message {
  const named: Array<[string, string]> = [['project-id', ids.projectId]];
  if (ids.jobId !== undefined) named.push(['job id', ids.jobId]);
  const segments: string[] = [];
  for (const [name, value] of named) {
    const segment = pathSegment(value);
    if (segment === undefined)
      return msg`the ${name} ${quoted(JSON.stringify(value), 80)} cannot be used in a request path (${idProblem(value) ?? ''})`;
    segments.push(segment);
  }
  const [project, job] = segments;
  const path = `v2/agent/${project}/job${job === undefined ? '' : `/${job}`}${tail === 'message' ? '/message' : ''}`;
  return new URL(`${address.baseUrl}/${path}`);
}

/** The job's URL; throws for an id that is not usable, which the inputs check refuses first. */
export function jobUrl(address: Omit<JobAddress, 'apiKey'>): URL {
  const url = servicePath(address, { projectId: address.projectId, jobId: address.jobId });
  if (url instanceof URL) return url;
  throw new Error('jobUrl called with an unusable id');
}

/** Replaces the secrets in every string of a decoded body, so no value taken from it holds one. */
function redactDeep(value: unknown, secrets: string[]): unknown {
  if (typeof value === 'string') return secrets.reduce((out, secret) => out.split(secret).join(REDACTED), value);
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, secrets));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactDeep(v, secrets)]));
  }
  return value;
}

/** The body as JSON, past a UTF-8 byte order mark; undefined when it is not JSON. */
function parseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text.replace(/^\uFEFF/, '')) };
  } catch {
    return undefined;
  }
}

/**
 * The service's own words, whole: `{"error"}`, or a problem+json `title` and `detail`, or the
 * text. Never cut here: only the sink cuts, after it has redacted.
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
  return response.body.replace(/^\uFEFF/, '').trim();
}

/** How much of the service's words a message shows. */
export const SERVICE_WORDS_CAP = 200;

function httpCause(response: HttpResponse): Message {
  const words = serviceMessage(response);
  return words === ''
    ? msg`HTTP ${response.status}`
    : msg`HTTP ${response.status} (${quoted(words, SERVICE_WORDS_CAP)})`;
}

function networkCause(failure: HttpFailure): Message {
  const via = failure.proxy ? `the proxy at ${failure.proxy}` : undefined;
  switch (failure.kind) {
    case 'timeout':
      return msg`${via ? `the request through ${via} timed out` : 'the request timed out'}`;
    case 'too-large':
      return msg`the response was too large: ${failure.message}`;
    case 'refused':
      return msg`${via ? `${via} refused the connection` : 'connection refused'} (${failure.code ?? ''})`;
    case 'dns':
      return via
        ? msg`DNS lookup of ${via} failed (${failure.code ?? ''})`
        : msg`DNS lookup failed (${failure.code ?? ''}${failure.code === 'EAI_AGAIN' ? ', temporary' : ''})`;
    case 'proxy':
      return msg`${via ?? 'the proxy'}: ${quoted(failure.message, SERVICE_WORDS_CAP)}`;
    default: {
      const what = networkError(failure.code)
        ? msg`${networkErrorWords(failure.code ?? '')}`
        : msg`network error: ${quoted(failure.message, SERVICE_WORDS_CAP)}`;
      return via ? msg`${what}, through ${via}` : what;
    }
  }
}

/** A 407, or a failed CONNECT: the proxy wants credentials, and asking again will not help. */
function proxyRefusal(status: number | string | undefined, proxy: string | undefined): Message | undefined {
  if (String(status) !== '407') return undefined;
  return msg`the proxy at ${proxy ?? 'the configured address'} asks for credentials (HTTP 407); put them in the proxy variable (http://user:password@host:port) or ask whoever runs the proxy`;
}

/** The wait the response asks for, if it asks. */
function retryAfter(response: HttpResponse, wallNow: () => WallTime): { retryAfterMs?: number } {
  const retryAfterMs = retryAfterOf(response.headers, wallNow());
  return retryAfterMs === undefined ? {} : { retryAfterMs };
}

function readJob(response: HttpResponse, secrets: string[]): { job: AgentJob; body: string } | string {
  const parsed = parseJson(response.body);
  if (!parsed) return 'the response was not JSON';
  const clean = redactDeep(parsed.value, secrets);
  const job = parseJob(clean);
  if (!job) return 'the response has no job status';
  const body = oneLineJson(clean);
  return { job, body };
}

function classifyGet(response: HttpResponse, wallNow: () => WallTime, secrets: string[]): FetchResult {
  const { status } = response;
  if (status === 200) {
    const read = readJob(response, secrets);
    return typeof read === 'string'
      ? { kind: 'transient', cause: msg`${read}`, rateLimited: false }
      : { kind: 'job', ...read };
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
      rateLimited: status === 429,
      ...retryAfter(response, wallNow),
    };
  }
  return { kind: 'rejected', cause: msg`the service answered ${httpCause(response)}` };
}

/** Any id a 2xx answer carried, as text, usable or not. */
function answeredId(response: HttpResponse, secrets: string[]): string | undefined {
  const value = parseJson(response.body)?.value;
  if (typeof value !== 'object' || value === null) return undefined;
  const id = (redactDeep(value, secrets) as Record<string, unknown>).id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/**
 * Any 2xx means the service may have acted. It is a job to wait for only with a status and,
 * for a start, a usable id; anything less is "may have been started", never "nothing was".
 */
function classifyAccepted(response: HttpResponse, secrets: string[], needsId: boolean): PostResult {
  const { status } = response;
  const read = readJob(response, secrets);
  const id = answeredId(response, secrets);
  const carried = id === undefined ? {} : { jobId: id };
  if (typeof read === 'string') {
    return {
      kind: 'unknown',
      cause: msg`the service answered HTTP ${status}, but ${response.body.trim() === '' ? 'with no body' : read}`,
      ...carried,
    };
  }
  if (needsId) {
    const problem = read.job.id === undefined ? 'it has none' : idProblem(read.job.id);
    if (problem !== undefined || read.job.id === 'null' || read.job.id === 'undefined') {
      return {
        kind: 'unknown',
        cause: msg`the service answered HTTP ${status}, but its answer has no usable job id (${problem ?? 'it reads as null'})`,
        ...carried,
      };
    }
  }
  return { kind: 'job', ...read };
}

function classifyPost(
  response: HttpResponse,
  wallNow: () => WallTime,
  secrets: string[],
  needsId: boolean,
): PostResult {
  const { status } = response;
  if (status >= 200 && status < 300) return classifyAccepted(response, secrets, needsId);
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
    return {
      kind: 'rejected',
      cause: msg`the service answered HTTP ${status} (a redirect); a start is never sent twice, so it is not followed. Set 'base-url' to the address that answers directly.`,
    };
  }
  return { kind: 'rejected', cause: msg`the service answered ${httpCause(response)}` };
}

/** The body for the debug log, whole: the sink redacts it and only then cuts it. */
function describeBody(response: HttpResponse): Message {
  const size = Buffer.byteLength(response.body);
  const encoding = response.headers['content-encoding'];
  const encoded = encoding ? msg`, ${quoted(String(encoding), 40)}-encoded` : '';
  return msg`${size} bytes${encoded}: ${quoted(response.body, DEBUG_BODY_CAP)}`;
}

/** One exchange; a failure comes back as the HttpFailure it was. */
type Exchange = (
  url: URL,
  method: 'GET' | 'POST',
  body: string | undefined,
  timeoutMs: number,
  signal: AbortSignal,
) => Promise<HttpResponse | HttpFailure>;

/** A failure with no response, for a GET: a proxy's refusal is final; anything else may pass. */
function getFailure(answer: HttpFailure): FetchResult {
  if (answer.kind === 'aborted') return { kind: 'cancelled' };
  const proxyCause = proxyRefusal(answer.code, answer.proxy);
  if (proxyCause) return { kind: 'rejected', cause: proxyCause };
  const timedOut = answer.kind === 'timeout' ? { timedOut: true } : {};
  return { kind: 'transient', cause: networkCause(answer), rateLimited: false, ...timedOut };
}

/** Where a redirect within the base URL's origin leads, or why it is not followed. */
function redirectTarget(answer: HttpResponse, from: URL, origin: string, redirects: number): URL | Message {
  let target: URL;
  try {
    target = new URL(String(answer.headers.location), from);
  } catch {
    return msg`the service answered HTTP ${answer.status} with an unreadable redirect`;
  }
  if (target.origin !== origin)
    return msg`the service redirected to another origin (${quoted(target.origin, 100)}); the action does not send the key there. Set 'base-url' to the address that answers directly.`;
  if (redirects >= MAX_SAME_ORIGIN_REDIRECTS)
    return msg`the service redirected more than ${MAX_SAME_ORIGIN_REDIRECTS} times`;
  return target;
}

/**
 * The service, on one HTTP client. GET redirects are followed only within the base URL's
 * origin, so the key never travels to another host; POST redirects are never followed.
 */
export function createService(
  address: ServiceAddress,
  httpGet: HttpGet,
  debug: (message: Message) => void = () => undefined,
  now: () => number = () => performance.now(),
  wallNow: () => WallTime = wallClock,
): Service {
  // Longest first, so a secret that contains another is replaced whole.
  const secrets = [address.apiKey, ...(address.secrets ?? [])]
    .filter((secret) => secret !== '')
    .sort((a, b) => b.length - a.length);
  const headers = { Authorization: `Bearer ${address.apiKey}`, Accept: 'application/json', 'User-Agent': USER_AGENT };

  const exchange: Exchange = async (url, method, body, timeoutMs, signal) => {
    const sentAt = now();
    debug(msg`${method} ${url.href} (Authorization: Bearer ***, timeout ${formatInputDuration(timeoutMs)})`);
    try {
      const response = await httpGet(url, {
        method,
        headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body }),
        timeoutMs,
        maxBodyBytes: MAX_BODY_BYTES,
        signal,
      });
      debug(msg`HTTP ${response.status} in ${Math.round(now() - sentAt)}ms, ${describeBody(response)}`);
      return response;
    } catch (error) {
      if (!(error instanceof HttpFailure)) throw error;
      const took = Math.round(now() - sentAt);
      debug(msg`No response after ${took}ms: ${error.kind}: ${quoted(error.message, SERVICE_WORDS_CAP)}`);
      return error;
    }
  };

  async function post(url: URL | Message, prompt: string, options: CallOptions, needsId: boolean): Promise<PostResult> {
    if (!(url instanceof URL)) return { kind: 'rejected', cause: url };
    const answer = await exchange(url, 'POST', JSON.stringify({ prompt }), options.timeoutMs, options.signal);
    if (!(answer instanceof HttpFailure)) return classifyPost(answer, wallNow, secrets, needsId);
    if (answer.kind === 'aborted') return { kind: 'cancelled' };
    const proxyCause = proxyRefusal(answer.code, answer.proxy);
    if (proxyCause) return { kind: 'rejected', cause: proxyCause };
    const cause = networkCause(answer);
    if (answer.kind === 'refused' || answer.kind === 'dns') return { kind: 'retry', cause, rateLimited: false };
    return { kind: 'unknown', cause };
  }

  async function getJob(jobId: string, { timeoutMs, signal }: CallOptions): Promise<FetchResult> {
    const first = servicePath(address, { projectId: address.projectId, jobId });
    if (!(first instanceof URL)) return { kind: 'rejected', cause: first };
    const startedAt = now();
    let url = first;
    for (let redirects = 0; ; redirects++) {
      const remainingMs = Math.max(1, timeoutMs - (now() - startedAt));
      const answer = await exchange(url, 'GET', undefined, remainingMs, signal);
      if (answer instanceof HttpFailure) return getFailure(answer);
      if (answer.status < 300 || answer.status >= 400 || !answer.headers.location)
        return classifyGet(answer, wallNow, secrets);
      const target = redirectTarget(answer, url, first.origin, redirects);
      if (!(target instanceof URL)) return { kind: 'rejected', cause: target };
      url = target;
    }
  }

  return {
    getJob,
    createJob: (prompt, options) => post(servicePath(address, { projectId: address.projectId }), prompt, options, true),
    sendMessage: (jobId, prompt, options) =>
      post(servicePath(address, { projectId: address.projectId, jobId }, 'message'), prompt, options, false),
  };
}

/** The GET of one job, as the polling loop calls it. */
export function createFetchJob(
  address: JobAddress,
  httpGet: HttpGet,
  debug: (message: Message) => void = () => undefined,
  now: () => number = () => performance.now(),
  wallNow: () => WallTime = wallClock,
): FetchJob {
  const service = createService(address, httpGet, debug, now, wallNow);
  return (options) => service.getJob(address.jobId, options);
}
