/**
 * A simulated Administration API on 127.0.0.1, for the demo, the end-to-end tests, CI and
 * the benchmarks. Each job id plays a script of answers, one per request; the last repeats.
 */
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

export const DEMO_PROJECT_ID = 'demo-project';
export const DEMO_API_KEY = 'mint_demo0123456789abcdef';

/** One answer of the script. With no `http`, the answer is 200 and a job with `job` merged in. */
export interface Step {
  job?: Record<string, unknown>;
  http?: number;
  body?: string;
  headers?: Record<string, string>;
  /** Answer only after this many milliseconds. */
  delayMs?: number;
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
}

export interface ServiceOptions {
  jobs?: Record<string, Step[]>;
  projectId?: string;
  apiKey?: string;
  port?: number;
  /** Serve https with this key and certificate. */
  tls?: { key: string; cert: string };
}

export interface SimulatedService {
  url: string;
  port: number;
  requests: RecordedRequest[];
  /** Replaces or adds a job's script and starts it from its first step. */
  setJob(id: string, steps: Step[]): void;
  close(): Promise<void>;
}

const PR_LINK = 'https://github.com/acme/docs/pull/42';

function baseJob(id: string): Record<string, unknown> {
  return {
    id,
    status: 'active',
    source: { repository: 'https://github.com/acme/docs', ref: `agent/${id}` },
    model: 'claude-sonnet-4-5',
    prLink: null,
    createdAt: '2026-11-22T09:00:00.000Z',
    archivedAt: null,
  };
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

export async function startService(options: ServiceOptions = {}): Promise<SimulatedService> {
  const projectId = options.projectId ?? DEMO_PROJECT_ID;
  const apiKey = options.apiKey ?? DEMO_API_KEY;
  const scripts = new Map<string, { steps: Step[]; next: number }>();
  const setJob = (id: string, steps: Step[]): void => {
    scripts.set(id, { steps, next: 0 });
  };
  for (const [id, steps] of Object.entries({ ...STANDARD_JOBS, ...options.jobs })) setJob(id, steps);
  const requests: RecordedRequest[] = [];
  const route = /^\/v2\/agent\/([^/]+)\/job\/([^/]+)$/;

  const handler: http.RequestListener = (request, response) => {
    requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, at: Date.now() });
    const match = route.exec((request.url ?? '').split('?')[0] ?? '');
    if (request.method !== 'GET' || !match) return sendJson(response, 404, { error: 'Not found' });
    if (request.headers.authorization !== `Bearer ${apiKey}`)
      return sendJson(response, 401, { error: 'Invalid API key' });
    const [project, jobId] = [decodeURIComponent(match[1] ?? ''), decodeURIComponent(match[2] ?? '')];
    const script = scripts.get(jobId);
    if (project !== projectId || !script) return sendJson(response, 404, { error: 'Job not found' });

    const step = script.steps[Math.min(script.next, script.steps.length - 1)] ?? active;
    script.next++;
    const answer = (): void => {
      if (step.hang) return;
      if (step.reset) return void request.socket.destroy();
      if (step.http !== undefined) return sendJson(response, step.http, step.body ?? '', step.headers);
      if (step.body !== undefined) return sendJson(response, 200, step.body, step.headers);
      sendJson(response, 200, { ...baseJob(jobId), ...step.job }, step.headers);
    };
    if (step.delayMs) setTimeout(answer, step.delayMs);
    else answer();
  };
  const server = options.tls ? https.createServer(options.tls, handler) : http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    port,
    requests,
    setJob,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
