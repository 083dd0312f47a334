/**
 * A simulated Administration API on 127.0.0.1, for the demo, the end-to-end tests, CI and
 * the benchmarks. Each job id plays a script of answers, one per request; the last repeats.
 * A job started or messaged through the API is live: active for `jobDurationMs` on `now`, or for
 * `activeReads` reads of it, or until the test ends it (`holdJobs`, `completeJob`), then ended.
 */
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

export const DEMO_PROJECT_ID = 'demo-project';
export const DEMO_API_KEY = 'mint_demo0123456789abcdef';
/** A key with read scope only: it may wait, but starting jobs and sending messages answer 403. */
export const DEMO_READ_ONLY_KEY = 'mint_demo_readonly0123456789';
/** Starts and follow-ups per project in a sliding hour, as the real service allows. */
export const STARTS_PER_HOUR = 100;
/** The path that puts every job back at its start: `curl -X POST <url>/__sim/reset`. */
export const RESET_PATH = '/__sim/reset';

/** One answer of the script. With no `http`, the answer is 200 and a job with `job` merged in. */
export interface Step {
  job?: Record<string, unknown>;
  http?: number;
  body?: string;
  headers?: Record<string, string>;
  /** Answer only after this many milliseconds. */
  delayMs?: number;
  /** Answer only once this settles: a request held until the test lets it go, for runs that meet in a chosen order. */
  until?: Promise<unknown>;
  /** Accept the request and never answer. */
  hang?: boolean;
  /** Close the connection without an answer. */
  reset?: boolean;
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  at: number;
  /** A POST's body, as sent. */
  body?: string;
}

export interface ServiceOptions {
  jobs?: Record<string, Step[]>;
  projectId?: string;
  apiKey?: string;
  /** Other keys it takes too, as a project does while an admin key is being rotated. */
  otherApiKeys?: string[];
  port?: number;
  /** Serve https with this key and certificate. */
  tls?: { key: string; cert: string };
  /** How long a started or messaged job stays active before it completes (default 3 s), on `now`. */
  jobDurationMs?: number;
  /**
   * Count a started or messaged job's time in reads of it instead (jobDurationMs then plays no
   * part): it reads active this many times, then ends. A test's runs then meet the job active, or
   * not, by what they do, never by how fast the machine is.
   */
  activeReads?: number;
  /** Keep every started or messaged job active until the test ends it (`completeJob`); `holdJobs` turns it on and off. */
  holdJobs?: boolean;
  /** After a message, this many reads still show the job's old final status (default 0). */
  staleReadsAfterMessage?: number;
  /** The repository the agent works on, its `source.repository` (https://github.com/acme/docs unless given). */
  repository?: string;
  /** A started job's `createdAt` is `now` as the service dates it, not the fixed date tests pin. */
  datedStarts?: boolean;
  /** A follow-up's turn changes no files: the job ends it with prLink null, as the service does, its pull request still open. */
  messagesChangeNothing?: boolean;
  /** The clock for the rate limit and job timelines (tests move it). */
  now?: () => number;
  /** Delay every answer by this long, as a real API tens of milliseconds away would. */
  answerDelayMs?: number;
  /** The pull request a started job opens, or each job's by its id (default: one numbered after the job). */
  startedPrLink?: string | ((jobId: string) => string);
}

export interface SimulatedService {
  url: string;
  port: number;
  requests: RecordedRequest[];
  /** Replaces or adds a job's script and starts it from its first step. */
  setJob(id: string, steps: Step[]): void;
  /** Plays the next POST (start or message) this way instead of serving it. */
  failNextPost(step: Step): void;
  /** How the next jobs started or messaged end once their time is up: completed (default) or failed. */
  endLiveJobsAs(status: 'completed' | 'failed'): void;
  /**
   * Whether jobs started or messaged from now on stay active until `completeJob` ends them
   * (until `reset`, which puts back the `holdJobs` option).
   */
  holdJobs(hold: boolean): void;
  /** Ends a started or messaged job (every one, with no id): its next read shows it ended, whatever its clock. */
  completeJob(id?: string): void;
  /** Puts every job back at its start and forgets started jobs and the rate limit. */
  reset(): void;
  close(): Promise<void>;
}

const PR_LINK = 'https://github.com/acme/docs/pull/42';

function baseJob(id: string, repository = 'https://github.com/acme/docs'): Record<string, unknown> {
  return {
    id,
    status: 'active',
    source: { repository, ref: `agent/${id}` },
    model: 'claude-sonnet-4-5',
    prLink: null,
    createdAt: '2026-11-22T09:00:00.000Z',
    archivedAt: null,
  };
}

/**
 * The agent opens its pull request in the repository it works on: a job with a pull request link
 * (and no source of its own) has that repository as its source, as the real service reports it.
 */
function sourceOf(job: Record<string, unknown>, link: unknown): { source?: Record<string, unknown> } {
  const repository =
    typeof link === 'string' ? /^(https?:\/\/[^/]+\/[^/]+\/[^/]+)\/pull\/\d+/.exec(link)?.[1] : undefined;
  return repository ? { source: { ...(job.source as object), repository } } : {};
}

const active: Step = { job: { status: 'active' } };

/** The jobs every simulated service knows; the demo and the end-to-end tests use them. */
export const STANDARD_JOBS: Record<string, Step[]> = {
  'job-pr': [active, active, { job: { status: 'completed', prLink: PR_LINK } }],
  'job-no-pr': [active, { job: { status: 'completed', prLink: null } }],
  'job-failed': [active, { job: { status: 'failed' } }],
  'job-archived': [active, { job: { status: 'archived', archivedAt: '2026-11-22T09:05:00.000Z' } }],
  'job-unknown-status': [{ job: { status: 'queued' } }, active, { job: { status: 'completed', prLink: PR_LINK } }],
  'job-forever': [active],
  'job-flaky': [
    { http: 503, body: '{"error":"Service Unavailable"}' },
    { http: 429, body: '{"error":"Too many requests"}', headers: { 'retry-after': '1' } },
    active,
    { job: { status: 'completed', prLink: PR_LINK } },
  ],
};

function sendJson(
  response: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

/** A job started through the API: active for a while, then completed with a pull request. */
interface LiveJob {
  job: Record<string, unknown>;
  activeUntil: number;
  /** With `activeReads`: the reads left that show it active. */
  readsLeft?: number;
  /** Active until the test ends it. */
  held: boolean;
  /** The test ended it (`completeJob`). */
  ended?: boolean;
  /** Reads left that still show the status from before the last message. */
  staleReads: number;
  staleStatus?: string;
  /** A follow-up's turn that changes no files: it ends with no prLink. */
  changesNothing?: true;
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      if (body.length < 1_000_000) body += chunk;
    });
    request.on('end', () => resolve(body));
  });
}

/** The prompt of a POST body, or an error message as the service would give it. */
function promptOf(body: string): { prompt: string } | { error: string } {
  try {
    const parsed: unknown = JSON.parse(body);
    const prompt = (parsed as { prompt?: unknown } | null)?.prompt;
    if (typeof prompt !== 'string' || prompt.trim() === '') return { error: 'prompt must be a non-empty string' };
    return { prompt };
  } catch {
    return { error: 'Request body must be JSON' };
  }
}

export async function startService(options: ServiceOptions = {}): Promise<SimulatedService> {
  const projectId = options.projectId ?? DEMO_PROJECT_ID;
  const apiKey = options.apiKey ?? DEMO_API_KEY;
  const now = options.now ?? Date.now;
  const durationMs = options.jobDurationMs ?? 3_000;
  const scripts = new Map<string, { steps: Step[]; next: number }>();
  const live = new Map<string, LiveJob>();
  let posts: number[] = [];
  let nextPostFault: Step | undefined;
  let started = 0;
  const setJob = (id: string, steps: Step[]): void => {
    scripts.set(id, { steps, next: 0 });
  };
  let liveEnding: 'completed' | 'failed' = 'completed';
  let holding = options.holdJobs ?? false;
  const reset = (): void => {
    liveEnding = 'completed';
    holding = options.holdJobs ?? false;
    scripts.clear();
    live.clear();
    posts = [];
    for (const [id, steps] of Object.entries({ ...STANDARD_JOBS, ...options.jobs })) setJob(id, steps);
  };
  reset();
  const requests: RecordedRequest[] = [];
  const recordedOf = new WeakMap<http.IncomingMessage, RecordedRequest>();
  const route = /^\/v2\/agent\/([^/]+)\/job(?:\/([^/]+)(\/message)?)?$/;

  const play = (request: http.IncomingMessage, response: http.ServerResponse, step: Step, job: () => unknown): void => {
    const answer = (): void => {
      if (step.hang) return;
      if (step.reset) return void request.socket.destroy();
      if (step.http !== undefined) return sendJson(response, step.http, step.body ?? '', step.headers);
      if (step.body !== undefined) return sendJson(response, 200, step.body, step.headers);
      sendJson(response, 200, job(), step.headers);
    };
    if (step.until) void step.until.then(answer);
    else if (step.delayMs) setTimeout(answer, step.delayMs);
    else answer();
  };

  /** A live job, active from now: for jobDurationMs, or activeReads reads, or until the test ends it. */
  const liveFrom = (job: Record<string, unknown>, staleReads = 0): LiveJob => ({
    job: { ...job, status: 'active' },
    activeUntil: now() + durationMs,
    ...(options.activeReads === undefined ? {} : { readsLeft: options.activeReads }),
    held: holding,
    staleReads,
  });

  /** Whether a live job that is still active ends at this read (a read counts against `activeReads`). */
  const endsNow = (entry: LiveJob, counted: boolean): boolean => {
    if (entry.ended) return true;
    if (entry.held) return false;
    if (entry.readsLeft === undefined) return now() >= entry.activeUntil;
    if (entry.readsLeft <= 0) return true;
    if (counted) entry.readsLeft--;
    return false;
  };

  /** The live job as it reads now: active until its time is up, then completed. `counted`: a read (not a POST's answer). */
  const readLive = (id: string, entry: LiveJob, counted = true): Record<string, unknown> => {
    if (entry.staleReads > 0 && entry.staleStatus) {
      entry.staleReads--;
      return { ...entry.job, status: entry.staleStatus };
    }
    if (entry.job.status === 'active' && endsNow(entry, counted)) {
      const given = options.startedPrLink;
      const prLink =
        (typeof given === 'function' ? given(id) : given) ??
        `https://github.com/acme/docs/pull/${100 + Number(id.replace(/\D/g, '') || 0)}`;
      const link = liveEnding === 'failed' || entry.changesNothing ? null : prLink;
      entry.job = { ...entry.job, status: liveEnding, prLink: link, ...sourceOf(entry.job, link) };
    }
    return entry.job;
  };

  /** Counts a start or follow-up against the hourly limit; the seconds to wait when over it. */
  const overLimit = (): number | undefined => {
    const hourAgo = now() - 3_600_000;
    posts = posts.filter((at) => at > hourAgo);
    if (posts.length >= STARTS_PER_HOUR) return Math.max(1, Math.ceil(((posts[0] ?? now()) - hourAgo) / 1_000));
    posts.push(now());
    return undefined;
  };

  const handlePost = async (
    request: http.IncomingMessage,
    response: http.ServerResponse,
    jobId: string | undefined,
  ): Promise<void> => {
    const body = await readBody(request);
    const recorded = recordedOf.get(request);
    if (recorded) recorded.body = body;
    if (request.headers.authorization === `Bearer ${DEMO_READ_ONLY_KEY}`)
      return sendJson(response, 403, { error: 'API key lacks write scope' });
    const fault = nextPostFault;
    nextPostFault = undefined;
    if (fault) return play(request, response, fault, () => ({}));
    const prompt = promptOf(body);
    if ('error' in prompt) return sendJson(response, 400, { error: prompt.error });
    const existing = jobId === undefined ? undefined : (live.get(jobId) ?? (scripts.has(jobId) ? undefined : null));
    if (existing === null) return sendJson(response, 404, { error: 'Job not found' });
    const wait = overLimit();
    if (wait !== undefined)
      return sendJson(
        response,
        429,
        { error: 'Rate limit exceeded: 100 per project per hour' },
        { 'retry-after': String(wait) },
      );
    if (jobId === undefined) {
      started++;
      const id = `job-started-${started}`;
      const dated = options.datedStarts ? { createdAt: new Date(now()).toISOString() } : {};
      live.set(id, liveFrom({ ...baseJob(id, options.repository), ...dated }));
      return sendJson(response, 201, readLive(id, live.get(id) as LiveJob, false));
    }
    // A follow-up makes the job active again; a scripted job becomes a live one from here on.
    const before = existing
      ? readLive(jobId, existing, false)
      : { ...baseJob(jobId, options.repository), status: 'completed' };
    const stale = options.staleReadsAfterMessage ?? 0;
    const entry: LiveJob = {
      ...liveFrom({ ...before, prLink: null }, stale),
      ...(stale > 0 && typeof before.status === 'string' ? { staleStatus: before.status } : {}),
      ...(options.messagesChangeNothing ? { changesNothing: true as const } : {}),
    };
    live.set(jobId, entry);
    scripts.delete(jobId);
    return sendJson(response, 200, stale > 0 ? { ...entry.job, status: before.status } : entry.job);
  };

  const serve: http.RequestListener = (request, response) => {
    const recorded: RecordedRequest = {
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      at: Date.now(),
    };
    requests.push(recorded);
    recordedOf.set(request, recorded);
    const path = (request.url ?? '').split('?')[0] ?? '';
    if (request.method === 'POST' && path === RESET_PATH) {
      reset();
      return sendJson(response, 200, { reset: true });
    }
    const match = route.exec(path);
    if (!match || (request.method !== 'GET' && request.method !== 'POST'))
      return sendJson(response, 404, { error: 'Not found' });
    const auth = request.headers.authorization;
    const keys = [apiKey, DEMO_READ_ONLY_KEY, ...(options.otherApiKeys ?? [])];
    if (!keys.some((key) => auth === `Bearer ${key}`)) return sendJson(response, 401, { error: 'Invalid API key' });
    const [project, jobId, message] = [
      decodeURIComponent(match[1] ?? ''),
      match[2] === undefined ? undefined : decodeURIComponent(match[2]),
      match[3],
    ];
    if (project !== projectId) return sendJson(response, 404, { error: 'Project not found' });
    if (request.method === 'POST') {
      if (jobId !== undefined && !message) return sendJson(response, 404, { error: 'Not found' });
      void handlePost(request, response, jobId);
      return;
    }
    if (jobId === undefined || message) return sendJson(response, 404, { error: 'Not found' });
    const entry = live.get(jobId);
    if (entry) return sendJson(response, 200, readLive(jobId, entry));
    const script = scripts.get(jobId);
    if (!script) return sendJson(response, 404, { error: 'Job not found' });
    const step = script.steps[Math.min(script.next, script.steps.length - 1)] ?? active;
    script.next++;
    play(request, response, step, () => {
      const job = { ...baseJob(jobId, options.repository), ...step.job };
      return step.job && 'source' in step.job ? job : { ...job, ...sourceOf(job, job.prLink) };
    });
  };
  const delay = options.answerDelayMs ?? 0;
  const handler: http.RequestListener = (request, response) => {
    if (delay > 0) setTimeout(() => serve(request, response), delay);
    else serve(request, response);
  };
  const server = options.tls ? https.createServer(options.tls, handler) : http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    port,
    requests,
    setJob,
    failNextPost: (step) => {
      nextPostFault = step;
    },
    endLiveJobsAs: (status) => {
      liveEnding = status;
    },
    holdJobs: (hold) => {
      holding = hold;
    },
    completeJob: (id) => {
      if (id !== undefined && !live.has(id)) throw new Error(`no job ${id} was started or messaged`);
      for (const [jobId, entry] of live) if (id === undefined || jobId === id) entry.ended = true;
    },
    reset,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
