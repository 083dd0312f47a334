import { HttpFailure, type HttpGet, type HttpResponse } from './http.ts';
import { parseJob, type AgentJob } from './job.ts';
import { oneLine } from './text.ts';

export const MAX_BODY_BYTES = 1024 * 1024;
const MAX_SAME_ORIGIN_REDIRECTS = 3;
const USER_AGENT = 'wait-for-agent-job';

/** What one request for the job came to. Expected outcomes are values; only bugs throw. */
export type FetchResult =
  | { kind: 'job'; job: AgentJob; body: string }
  | { kind: 'not-found'; message: string }
  | { kind: 'refused'; httpStatus: number; message: string }
  | { kind: 'transient'; cause: string; retryAfterMs?: number; rateLimited: boolean }
  | { kind: 'rejected'; cause: string }
  | { kind: 'cancelled' };

export type FetchJob = (options: { timeoutMs: number; signal: AbortSignal }) => Promise<FetchResult>;

export interface JobAddress {
  baseUrl: string;
  projectId: string;
  jobId: string;
  apiKey: string;
}

export function jobUrl(address: Omit<JobAddress, 'apiKey'>): URL {
  const path = `/v2/agent/${encodeURIComponent(address.projectId)}/job/${encodeURIComponent(address.jobId)}`;
  return new URL(address.baseUrl + path);
}

/** Reads `Retry-After` as seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | undefined, now: number): number | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1_000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function serviceMessage(response: HttpResponse): string {
  try {
    const body: unknown = JSON.parse(response.body);
    if (typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string') {
      return oneLine((body as { error: string }).error, 200);
    }
  } catch {
    // not JSON: fall through to the raw text
  }
  return oneLine(response.body.trim(), 200);
}

function httpCause(response: HttpResponse): string {
  const message = serviceMessage(response);
  return `HTTP ${response.status}${message ? ` (${message})` : ''}`;
}

function networkCause(failure: HttpFailure): string {
  switch (failure.kind) {
    case 'timeout':
      return 'the request timed out';
    case 'too-large':
      return `the response was too large: ${failure.message}`;
    default: {
      const known: Record<string, string> = {
        ECONNREFUSED: 'connection refused',
        ECONNRESET: 'connection reset',
        ENOTFOUND: 'DNS lookup failed',
        EAI_AGAIN: 'DNS lookup failed (temporary)',
        ETIMEDOUT: 'connection timed out',
        EPIPE: 'connection broken',
      };
      const name = failure.code ? known[failure.code] : undefined;
      return name ? `${name} (${failure.code})` : `network error: ${oneLine(failure.message, 200)}`;
    }
  }
}

function classify(response: HttpResponse, now: number): FetchResult {
  const { status } = response;
  if (status === 200) {
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return { kind: 'transient', cause: 'the response was not JSON', rateLimited: false };
    }
    const job = parseJob(body);
    if (!job) return { kind: 'transient', cause: 'the response has no job status', rateLimited: false };
    return { kind: 'job', job, body: response.body };
  }
  if (status === 404) return { kind: 'not-found', message: serviceMessage(response) };
  if (status === 401 || status === 403) {
    return { kind: 'refused', httpStatus: status, message: serviceMessage(response) };
  }
  if (status === 408 || status === 425 || status === 429 || status >= 500) {
    const retryAfter = response.headers['retry-after'];
    const retryAfterMs = parseRetryAfter(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter, now);
    return {
      kind: 'transient',
      cause: httpCause(response),
      rateLimited: status === 429,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
  }
  return { kind: 'rejected', cause: `the service answered ${httpCause(response)}` };
}

/**
 * The one call this action makes. Redirects are followed only within the base URL's origin,
 * so the key never travels to another host.
 */
export function createFetchJob(
  address: JobAddress,
  httpGet: HttpGet,
  debug: (message: string) => void = () => undefined,
  now: () => number = Date.now,
): FetchJob {
  const first = jobUrl(address);
  const headers = {
    Authorization: `Bearer ${address.apiKey}`,
    Accept: 'application/json',
    'User-Agent': USER_AGENT,
  };
  return async ({ timeoutMs, signal }) => {
    const startedAt = now();
    let url = first;
    for (let redirects = 0; ; redirects++) {
      const remainingMs = Math.max(1, timeoutMs - (now() - startedAt));
      let response: HttpResponse;
      const sentAt = now();
      debug(`GET ${url.href} (Authorization: Bearer ***, timeout ${remainingMs}ms)`);
      try {
        response = await httpGet(url, { headers, timeoutMs: remainingMs, maxBodyBytes: MAX_BODY_BYTES, signal });
        debug(
          `HTTP ${response.status} in ${now() - sentAt}ms, ${Buffer.byteLength(response.body)} bytes${response.status === 200 ? '' : `: ${oneLine(response.body, 500)}`}`,
        );
      } catch (error) {
        if (error instanceof HttpFailure) {
          debug(`No response after ${now() - sentAt}ms: ${error.kind}: ${oneLine(error.message, 200)}`);
          if (error.kind === 'aborted') return { kind: 'cancelled' };
          return { kind: 'transient', cause: networkCause(error), rateLimited: false };
        }
        throw error;
      }
      const location = response.headers.location;
      if (response.status < 300 || response.status >= 400 || !location) return classify(response, now());

      let target: URL;
      try {
        target = new URL(location, url);
      } catch {
        return { kind: 'rejected', cause: `the service answered HTTP ${response.status} with an unreadable redirect` };
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
  };
}
