/**
 * The Administration API's three operations: read a job, start one, send it a follow-up. Typed
 * results, never exceptions for expected outcomes. Which failures are safe to retry is decided
 * here, per operation: a GET always; a POST only when the service certainly did not act on it.
 */
import { formatInputDuration } from './duration.ts';
import { HttpFailure, type HttpGet, type HttpResponse } from './http.ts';
import { parseJob, type AgentJob } from './job.ts';
import { REDACTED } from './sink.ts';
import { oneLine, oneLineJson } from './text.ts';

export const MAX_BODY_BYTES = 1024 * 1024;
const MAX_SAME_ORIGIN_REDIRECTS = 3;
const USER_AGENT = 'wait-for-agent-job';
/** What the debug log shows of one response body. */
const DEBUG_BODY_CAP = 2_000;

/** What one request for the job came to. Expected outcomes are values; only bugs throw. */
export type FetchResult =
  | { kind: 'job'; job: AgentJob; body: string }
  | { kind: 'not-found'; message: string }
  | { kind: 'refused'; httpStatus: number; message: string }
  | { kind: 'transient'; cause: string; retryAfterMs?: number; rateLimited: boolean }
  | { kind: 'rejected'; cause: string }
  | { kind: 'cancelled' };

/** What one POST (start a job, send a message) came to. */
export type PostResult =
  | { kind: 'job'; job: AgentJob; body: string }
  /** The service certainly did not act: it is safe to send again. */
  | { kind: 'retry'; cause: string; retryAfterMs?: number; rateLimited: boolean }
  /** The service may have acted: sending again could start a second job. */
  | { kind: 'unknown'; cause: string }
  | { kind: 'not-found'; message: string }
  | { kind: 'refused'; httpStatus: number; message: string }
  | { kind: 'rejected'; cause: string }
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
}

export interface JobAddress extends ServiceAddress {
  jobId: string;
}

export interface Service {
  getJob(jobId: string, options: CallOptions): Promise<FetchResult>;
  createJob(prompt: string, options: CallOptions): Promise<PostResult>;
  sendMessage(jobId: string, prompt: string, options: CallOptions): Promise<PostResult>;
}

function servicePath(address: Omit<ServiceAddress, 'apiKey'>, ...segments: string[]): URL {
  const path = ['v2', 'agent', address.projectId, ...segments].map(encodeURIComponent).join('/');
  return new URL(`${address.baseUrl}/${path}`);
}

export function jobUrl(address: Omit<JobAddress, 'apiKey'>): URL {
  return servicePath(address, 'job', address.jobId);
}

/** Reads `Retry-After` as seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | undefined, now: number): number | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const text = header.trim();
  if (/^\d{1,9}$/.test(text)) return Number(text) * 1_000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
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

/** The service's own words: `{"error"}`, or a problem+json `title` and `detail`, or the text. */
function serviceMessage(response: HttpResponse): string {
  const parsed = parseJson(response.body);
  const body = parsed?.value;
  if (typeof body === 'object' && body !== null) {
    const { error, title, detail, message } = body as Record<string, unknown>;
    const parts = [error, title, detail].filter((part): part is string => typeof part === 'string' && part !== '');
    if (parts.length === 0 && typeof message === 'string') parts.push(message);
    if (parts.length > 0) return oneLine(parts.join(': '), 200);
  }
  return oneLine(response.body.replace(/^\uFEFF/, '').trim(), 200);
}

function httpCause(response: HttpResponse): string {
  const message = serviceMessage(response);
  return `HTTP ${response.status}${message ? ` (${message})` : ''}`;
}

function networkCause(failure: HttpFailure): string {
  const via = failure.proxy ? `the proxy at ${failure.proxy}` : undefined;
  switch (failure.kind) {
    case 'timeout':
      return via ? `the request through ${via} timed out` : 'the request timed out';
    case 'too-large':
      return `the response was too large: ${failure.message}`;
    case 'refused':
      return via ? `${via} refused the connection (${failure.code})` : `connection refused (${failure.code})`;
    case 'dns':
      return via
        ? `DNS lookup of ${via} failed (${failure.code})`
        : `DNS lookup failed (${failure.code}${failure.code === 'EAI_AGAIN' ? ', temporary' : ''})`;
    case 'proxy':
      return `${via ?? 'the proxy'}: ${oneLine(failure.message, 200)}`;
    default: {
      const known: Record<string, string> = {
        ECONNRESET: 'connection reset',
        ETIMEDOUT: 'connection timed out',
        EPIPE: 'connection broken',
      };
      const name = failure.code ? known[failure.code] : undefined;
      const what = name ? `${name} (${failure.code})` : `network error: ${oneLine(failure.message, 200)}`;
      return via ? `${what}, through ${via}` : what;
    }
  }
}

/** A 407, or a failed CONNECT: the proxy wants credentials, and asking again will not help. */
function proxyRefusal(status: number | string | undefined, proxy: string | undefined): string | undefined {
  if (String(status) !== '407') return undefined;
  return `the proxy at ${proxy ?? 'the configured address'} asks for credentials (HTTP 407); put them in the proxy variable (http://user:password@host:port) or ask whoever runs the proxy`;
}

function retryAfterOf(response: HttpResponse, now: number): { retryAfterMs?: number } {
  const header = response.headers['retry-after'];
  const retryAfterMs = parseRetryAfter(Array.isArray(header) ? header[0] : header, now);
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

function classifyGet(response: HttpResponse, now: number, secrets: string[]): FetchResult {
  const { status } = response;
  if (status === 200) {
    const read = readJob(response, secrets);
    return typeof read === 'string' ? { kind: 'transient', cause: read, rateLimited: false } : { kind: 'job', ...read };
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
      ...retryAfterOf(response, now),
    };
  }
  return { kind: 'rejected', cause: `the service answered ${httpCause(response)}` };
}

function classifyPost(response: HttpResponse, now: number, secrets: string[]): PostResult {
  const { status } = response;
  if (status === 200 || status === 201) {
    const read = readJob(response, secrets);
    if (typeof read !== 'string') return { kind: 'job', ...read };
    return { kind: 'unknown', cause: `the service answered HTTP ${status}, but ${read}` };
  }
  if (status === 404) return { kind: 'not-found', message: serviceMessage(response) };
  if (status === 401 || status === 403) {
    return { kind: 'refused', httpStatus: status, message: serviceMessage(response) };
  }
  const proxyCause = proxyRefusal(status, response.via);
  if (proxyCause) return { kind: 'rejected', cause: proxyCause };
  if (status === 429)
    return { kind: 'retry', cause: httpCause(response), rateLimited: true, ...retryAfterOf(response, now) };
  if (status >= 500 || status === 408) return { kind: 'unknown', cause: `the service answered ${httpCause(response)}` };
  if (status >= 300 && status < 400) {
    return {
      kind: 'rejected',
      cause: `the service answered HTTP ${status} (a redirect); a start is never sent twice, so it is not followed. Set 'base-url' to the address that answers directly.`,
    };
  }
  return { kind: 'rejected', cause: `the service answered ${httpCause(response)}` };
}

function describeBody(response: HttpResponse): string {
  const size = Buffer.byteLength(response.body);
  const encoding = response.headers['content-encoding'] ? `, ${response.headers['content-encoding']}-encoded` : '';
  const shown = response.body.length > DEBUG_BODY_CAP ? `${response.body.slice(0, DEBUG_BODY_CAP)}…` : response.body;
  return `${size} bytes${encoding}: ${shown}`;
}

/**
 * The service, on one HTTP client. GET redirects are followed only within the base URL's
 * origin, so the key never travels to another host; POST redirects are never followed.
 */
export function createService(
  address: ServiceAddress,
  httpGet: HttpGet,
  debug: (message: string) => void = () => undefined,
  now: () => number = Date.now,
): Service {
  const secrets = [address.apiKey].filter((secret) => secret !== '');
  const headers = {
    Authorization: `Bearer ${address.apiKey}`,
    Accept: 'application/json',
    'User-Agent': USER_AGENT,
  };

  /** One exchange; a failure comes back as the HttpFailure it was. */
  async function exchange(
    url: URL,
    method: 'GET' | 'POST',
    body: string | undefined,
    timeoutMs: number,
    signal: AbortSignal,
  ): Promise<HttpResponse | HttpFailure> {
    const sentAt = now();
    debug(`${method} ${url.href} (Authorization: Bearer ***, timeout ${formatInputDuration(timeoutMs)})`);
    try {
      const response = await httpGet(url, {
        method,
        headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body }),
        timeoutMs,
        maxBodyBytes: MAX_BODY_BYTES,
        signal,
      });
      debug(`HTTP ${response.status} in ${Math.round(now() - sentAt)}ms, ${describeBody(response)}`);
      return response;
    } catch (error) {
      if (!(error instanceof HttpFailure)) throw error;
      debug(`No response after ${Math.round(now() - sentAt)}ms: ${error.kind}: ${oneLine(error.message, 200)}`);
      return error;
    }
  }

  async function post(url: URL, prompt: string, { timeoutMs, signal }: CallOptions): Promise<PostResult> {
    const answer = await exchange(url, 'POST', JSON.stringify({ prompt }), timeoutMs, signal);
    if (!(answer instanceof HttpFailure)) return classifyPost(answer, now(), secrets);
    if (answer.kind === 'aborted') return { kind: 'cancelled' };
    const proxyCause = proxyRefusal(answer.code, answer.proxy);
    if (proxyCause) return { kind: 'rejected', cause: proxyCause };
    const cause = networkCause(answer);
    if (answer.kind === 'refused' || answer.kind === 'dns') return { kind: 'retry', cause, rateLimited: false };
    return { kind: 'unknown', cause };
  }

  return {
    async getJob(jobId, { timeoutMs, signal }) {
      const first = jobUrl({ ...address, jobId });
      const startedAt = now();
      let url = first;
      for (let redirects = 0; ; redirects++) {
        const remainingMs = Math.max(1, timeoutMs - (now() - startedAt));
        const answer = await exchange(url, 'GET', undefined, remainingMs, signal);
        if (answer instanceof HttpFailure) {
          if (answer.kind === 'aborted') return { kind: 'cancelled' };
          const proxyCause = proxyRefusal(answer.code, answer.proxy);
          if (proxyCause) return { kind: 'rejected', cause: proxyCause };
          return { kind: 'transient', cause: networkCause(answer), rateLimited: false };
        }
        const location = answer.headers.location;
        if (answer.status < 300 || answer.status >= 400 || !location) return classifyGet(answer, now(), secrets);

        let target: URL;
        try {
          target = new URL(location, url);
        } catch {
          return { kind: 'rejected', cause: `the service answered HTTP ${answer.status} with an unreadable redirect` };
        }
        if (target.origin !== first.origin) {
          return {
            kind: 'rejected',
            cause: `the service redirected to another origin (${oneLine(target.origin, 100)}); the action does not send the key there. Set 'base-url' to the address that answers directly.`,
          };
        }
        if (redirects >= MAX_SAME_ORIGIN_REDIRECTS) {
          return { kind: 'rejected', cause: `the service redirected more than ${MAX_SAME_ORIGIN_REDIRECTS} times` };
        }
        url = target;
      }
    },
    createJob: (prompt, options) => post(servicePath(address, 'job'), prompt, options),
    sendMessage: (jobId, prompt, options) => post(servicePath(address, 'job', jobId, 'message'), prompt, options),
  };
}

/** The GET of one job, as the polling loop calls it. */
export function createFetchJob(
  address: JobAddress,
  httpGet: HttpGet,
  debug: (message: string) => void = () => undefined,
  now: () => number = Date.now,
): FetchJob {
  const service = createService(address, httpGet, debug, now);
  return (options) => service.getJob(address.jobId, options);
}
