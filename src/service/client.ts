/**
 * The Administration API's three operations: read a job, start one, send it a follow-up, over the
 * transport (transport.ts), to the paths paths.ts checks, each answer read by answers.ts. Typed
 * results, never exceptions for expected outcomes: a GET may always go again; a POST only when
 * the service certainly did not act on it.
 */
import { systemClock, type Clock, type WallTime } from '../common/clock.ts';
import { formatInputDuration } from '../inputs/duration.ts';
import { createRedact, onlySecrets, type Redact } from '../output/redaction.ts';
import { msg, quoted, type Message } from '../output/text.ts';
import {
  classifyGet,
  classifyPost,
  getFailure,
  networkCause,
  proxyRefusal,
  redirectedTo,
  SERVICE_WORDS_CAP,
  type CallOptions,
  type FetchJob,
  type FetchResult,
  type JobAddress,
  type PostResult,
  type Service,
  type ServiceAddress,
} from './answers.ts';
import { servicePath } from './paths.ts';
import { HttpFailure, neverSent, type HttpSend, type HttpResponse } from './transport.ts';

export type { CallOptions, FetchJob, FetchResult, JobAddress, PostResult, Service, ServiceAddress } from './answers.ts';
export { SERVICE_WORDS_CAP } from './answers.ts';
export { jobUrl } from './paths.ts';

/**
 * The bound on one answer of the service: a job is seven short fields, and every byte of an
 * answer is redacted on each surface it reaches, so a hostile answer of a megabyte cost the
 * command line 24 s of CPU past a 5 s timeout; one of this size costs under a second.
 */
export const MAX_BODY_BYTES = 64 * 1024;
const MAX_SAME_ORIGIN_REDIRECTS = 3;
const USER_AGENT = 'wait-for-agent-job';
/** What the debug log shows of one response body. */
const DEBUG_BODY_CAP = 2_000;

/** The body for the debug log, whole: the log redacts it and only then cuts it. */
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

/** Where a redirect within the base URL's origin leads, or why it is not followed. */
function redirectTarget(answer: HttpResponse, from: URL, origin: string, redirects: number): URL | Message {
  let target: URL;
  try {
    target = new URL(String(answer.headers.location), from);
  } catch {
    return msg`the service answered HTTP ${answer.status} with an unreadable redirect`;
  }
  if (target.origin !== origin)
    return msg`the service redirected to another origin (${quoted(redirectedTo(answer.headers.location, from) ?? '', 100)}), where the key is never sent; set 'base-url' to the address that answers directly`;
  if (redirects >= MAX_SAME_ORIGIN_REDIRECTS)
    return msg`the service redirected more than ${MAX_SAME_ORIGIN_REDIRECTS} times`;
  return target;
}

/** What every operation shares: one exchange over the HTTP client, the one redaction, the clocks. */
interface Connection {
  address: ServiceAddress;
  exchange: Exchange;
  /** The log's redaction of the step's secrets: over every body sent, and every answer before it is parsed. */
  redact: Redact;
  now: () => number;
  wallNow: () => WallTime;
}

/** One exchange, each side of it in the debug log (the log redacts, then cuts). */
function createExchange(
  headers: Record<string, string>,
  httpSend: HttpSend,
  debug: ((message: Message) => void) | undefined,
  now: () => number,
): Exchange {
  return async (url, method, body, timeoutMs, signal) => {
    const sentAt = now();
    debug?.(msg`${method} ${url.href} (Authorization: Bearer ***, timeout ${formatInputDuration(timeoutMs)})`);
    try {
      const response = await httpSend(url, {
        method,
        headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body }),
        timeoutMs,
        maxBodyBytes: MAX_BODY_BYTES,
        signal,
      });
      debug?.(msg`HTTP ${response.status} in ${Math.round(now() - sentAt)}ms, ${describeBody(response)}`);
      return response;
    } catch (error) {
      if (!(error instanceof HttpFailure)) throw error;
      const took = Math.round(now() - sentAt);
      debug?.(msg`No response after ${took}ms: ${error.kind}: ${quoted(error.message, SERVICE_WORDS_CAP)}`);
      return error;
    }
  };
}

const SECRETS_ONLY = "the text holds a secret (a key or a token) and nothing else, which would reach the job as '***'";
const SECRETS_ONLY_NEXT =
  'Write the text again without the secret. A live key or token is in the clear where it was written: delete it there and rotate it.';

/** A POST: never sent again here, and never redirected; its failure says whether the service may have acted. */
async function post(
  connection: Connection,
  url: URL | Message,
  prompt: string,
  options: CallOptions,
  needsId: boolean,
): Promise<PostResult> {
  if (!(url instanceof URL)) return { kind: 'rejected', cause: url };
  // The one place a text goes to the service: whoever built it (a prompt, a push's commit subjects
  // and file names, a person's comment), no secret and no piece of one leaves with it.
  // A text of secrets alone (a token pasted after `/docs`) would reach the job as `***`: never sent.
  if (onlySecrets(prompt, connection.redact)) return { kind: 'rejected', cause: SECRETS_ONLY, next: SECRETS_ONLY_NEXT };
  const body = JSON.stringify({ prompt: connection.redact(prompt) });
  const answer = await connection.exchange(url, 'POST', body, options.timeoutMs, options.signal);
  if (!(answer instanceof HttpFailure)) return classifyPost(answer, connection.wallNow, connection.redact, needsId);
  if (answer.kind === 'aborted') return { kind: 'cancelled' };
  const proxyCause = proxyRefusal(answer.code, answer.proxy);
  if (proxyCause) return { kind: 'rejected', cause: proxyCause };
  const cause = networkCause(answer);
  if (neverSent(answer)) return { kind: 'retry', cause, rateLimited: false };
  return { kind: 'unknown', cause };
}

/**
 * An answer about another job than the one asked for (a cache, a misrouted proxy) is not this
 * job's: read as a failed read, asked again, never taken for its status or pull request.
 */
function thisJobOnly(jobId: string, fetched: FetchResult): FetchResult {
  if (fetched.kind !== 'job' || fetched.job.id === undefined || fetched.job.id === jobId) return fetched;
  return {
    kind: 'transient',
    cause: msg`the answer is about job ${quoted(fetched.job.id, 100)}, not job ${jobId} (something between this step and the service, a cache or a misrouted proxy, may be answering: check 'base-url' and any proxy)`,
    rateLimited: false,
  };
}

/** Whether a URL of the service names this job: its path holds the project's and the job's own parts (decoded). */
function namesJob(url: URL, projectId: string, jobId: string): boolean {
  try {
    const parts = url.pathname
      .split('/')
      .filter(Boolean)
      .map((part) => decodeURIComponent(part));
    return parts.includes(projectId) && parts.includes(jobId);
  } catch {
    return false;
  }
}

/** A GET of the job, following redirects only within the base URL's origin, all within one time limit. */
async function getJob(connection: Connection, jobId: string, { timeoutMs, signal }: CallOptions): Promise<FetchResult> {
  const { address, now } = connection;
  const first = servicePath(address, { projectId: address.projectId, jobId });
  if (!(first instanceof URL)) return { kind: 'rejected', cause: first };
  const startedAt = now();
  let url = first;
  for (let redirects = 0; ; redirects++) {
    const remainingMs = Math.max(1, timeoutMs - (now() - startedAt));
    const answer = await connection.exchange(url, 'GET', undefined, remainingMs, signal);
    if (answer instanceof HttpFailure) return getFailure(answer);
    if (answer.status < 300 || answer.status >= 400 || !answer.headers.location)
      return thisJobOnly(jobId, classifyGet(answer, connection.wallNow, connection.redact));
    const target = redirectTarget(answer, url, first.origin, redirects);
    if (!(target instanceof URL)) return { kind: 'rejected', cause: target, next: msg`Check 'base-url'.` };
    // An address that does not name this job (another id, another project's) is not its, as an answer about another job is not.
    if (!namesJob(target, address.projectId, jobId))
      return {
        kind: 'transient',
        cause: msg`the service redirected the read of job ${jobId} to an address that does not name it in project ${address.projectId} (${quoted(target.pathname, 200)}): something between this step and the service, a cache or a misrouted proxy, may be answering: check 'base-url' and any proxy`,
        rateLimited: false,
      };
    url = target;
  }
}

/**
 * The service, on one HTTP client. GET redirects are followed only within the base URL's
 * origin, so the key never travels to another host; POST redirects are never followed.
 */
export function createService(
  address: ServiceAddress,
  httpSend: HttpSend,
  /** Each exchange in the debug log; none, and no line is even built, when the log shows no debug. */
  debug?: (message: Message) => void,
  clock: Pick<Clock, 'now' | 'date'> = systemClock,
): Service {
  const now = (): number => clock.now();
  const wallNow = (): WallTime => clock.date();
  const headers = { Authorization: `Bearer ${address.apiKey}`, Accept: 'application/json', 'User-Agent': USER_AGENT };
  const connection: Connection = {
    address,
    exchange: createExchange(headers, httpSend, debug, now),
    redact: createRedact([address.apiKey, ...(address.secrets ?? [])]),
    now,
    wallNow,
  };
  const { projectId } = address;
  return {
    getJob: (jobId, options) => getJob(connection, jobId, options),
    createJob: (prompt, options) => post(connection, servicePath(address, { projectId }), prompt, options, true),
    sendMessage: (jobId, prompt, options) =>
      post(connection, servicePath(address, { projectId, jobId }, 'message'), prompt, options, false),
  };
}

/** The GET of one job, as the polling loop calls it. */
export function createFetchJob(
  address: JobAddress,
  httpSend: HttpSend,
  debug?: (message: Message) => void,
  clock: Pick<Clock, 'now' | 'date'> = systemClock,
): FetchJob {
  const service = createService(address, httpSend, debug, clock);
  return (options) => service.getJob(address.jobId, options);
}
