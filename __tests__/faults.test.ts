/**
 * The fault suite: each fault a real network or service throws, alone and in sequences,
 * played by a real HTTP server on 127.0.0.1 to the real client and polling loop.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createFetchJob } from '../src/service/client.ts';
import { createHttpSend } from '../src/service/transport.ts';
import { MAX_CONSECUTIVE_FAULTS, systemClock, waitForJob, type WaitOutcome } from '../src/wait/wait.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService, type Step } from '../sim/service.ts';
import { RecordingLog } from './helpers/virtual.ts';

const INTERVAL_MS = 20;
const active: Step = { job: { status: 'active' } };
const done: Step = { job: { status: 'completed', prLink: 'https://github.com/acme/docs/pull/1' } };
const status = (code: number, extra: Partial<Step> = {}): Step => ({
  http: code,
  body: `{"error":"fault ${code}"}`,
  ...extra,
});

let service: SimulatedService;
let elsewhere: SimulatedService;
beforeAll(async () => {
  service = await startService();
  elsewhere = await startService();
});
afterAll(async () => {
  await service.close();
  await elsewhere.close();
});

interface Case {
  name: string;
  /** A function where a step depends on the time the case runs. */
  steps: Step[] | (() => Step[]);
  outcome: WaitOutcome;
  requests: number;
  /** Text the log must hold (the fault named with its cause). */
  logs?: Array<string | RegExp>;
  baseUrl?: string;
  timeoutMs?: number;
  /** The least time between the first and second request. */
  minGapMs?: number;
  /** Requests the server saw, when not one per poll. */
  served?: number;
}

const retryAt = (seconds: number): string => new Date(Date.now() + seconds * 1_000).toUTCString();
const huge = 'x'.repeat(2 * 1024 * 1024);

const cases: Case[] = [
  // Transient faults, alone: retried, then the job is read.
  {
    name: '429 with Retry-After in seconds',
    steps: [status(429, { headers: { 'retry-after': '1' } }), done],
    outcome: 'final',
    requests: 2,
    logs: ['HTTP 429 (fault 429)'],
    minGapMs: 1_000,
  },
  {
    name: '429 with Retry-After as an HTTP date',
    steps: () => [status(429, { headers: { 'retry-after': retryAt(2) } }), done],
    outcome: 'final',
    requests: 2,
    minGapMs: 900,
  },
  { name: '429 without Retry-After', steps: [status(429), done], outcome: 'final', requests: 2 },
  { name: '500', steps: [status(500), done], outcome: 'final', requests: 2, logs: ['HTTP 500 (fault 500)'] },
  { name: '502', steps: [status(502), done], outcome: 'final', requests: 2, logs: ['HTTP 502'] },
  { name: '503', steps: [status(503), done], outcome: 'final', requests: 2, logs: ['HTTP 503'] },
  { name: '504', steps: [status(504), done], outcome: 'final', requests: 2, logs: ['HTTP 504'] },
  {
    name: 'connection reset',
    steps: [{ reset: true }, done],
    outcome: 'final',
    requests: 2,
    logs: ['connection reset (ECONNRESET)'],
  },
  {
    name: 'a server that accepts and never answers',
    steps: [{ hang: true }, done],
    outcome: 'final',
    requests: 2,
    logs: ['the request timed out'],
  },
  {
    name: 'a 200 that is not JSON',
    steps: [{ body: '<html>maintenance</html>' }, done],
    outcome: 'final',
    requests: 2,
    logs: ['the response was not JSON'],
  },
  {
    name: 'a 200 without a status',
    steps: [{ body: '{"id":"x"}' }, done],
    outcome: 'final',
    requests: 2,
    logs: ['the response has no job status'],
  },
  {
    name: 'a 2 MiB body',
    steps: [{ body: huge }, done],
    outcome: 'final',
    requests: 2,
    logs: ['the response was too large'],
  },
  {
    name: 'a slow answer within the request timeout',
    steps: [{ ...done, delayMs: 100 }],
    outcome: 'final',
    requests: 1,
  },
  {
    // To the job's own address in another form: followed (one to another job's is a failed read: client-answers.test).
    name: 'a redirect within the origin',
    steps: [{ http: 308, headers: { location: 'SAME' } }, done],
    outcome: 'final',
    requests: 1,
    served: 2,
  },
  // Faults that persist: a bounded number, then a clear failure, never the time-out.
  {
    name: 'a 503 that never clears',
    steps: [status(503)],
    outcome: 'gave-up',
    requests: MAX_CONSECUTIVE_FAULTS,
    logs: ['HTTP 503'],
  },
  {
    name: 'connection refused',
    steps: [done],
    baseUrl: 'http://127.0.0.1:9',
    outcome: 'gave-up',
    requests: MAX_CONSECUTIVE_FAULTS,
    logs: ['connection refused (ECONNREFUSED)'],
  },
  {
    name: 'a DNS failure',
    steps: [done],
    baseUrl: 'http://no-such-host.invalid',
    outcome: 'gave-up',
    requests: MAX_CONSECUTIVE_FAULTS,
    logs: [/DNS lookup failed|the request timed out/],
  },
  {
    name: 'rate limiting that never ends (waits to the deadline)',
    steps: [status(429, { headers: { 'retry-after': '0' } })],
    outcome: 'timeout',
    requests: -1,
    timeoutMs: 600,
  },
  // Permanent errors: one request, no retry.
  { name: '404', steps: [status(404)], outcome: 'not-found', requests: 1 },
  { name: '401', steps: [status(401)], outcome: 'refused', requests: 1 },
  { name: '403', steps: [status(403)], outcome: 'refused', requests: 1 },
  { name: '400', steps: [status(400)], outcome: 'rejected', requests: 1 },
  {
    name: 'a redirect to another origin',
    steps: [{ http: 302, headers: { location: 'OTHER' } }],
    outcome: 'rejected',
    requests: 1,
  },
  // Sequences.
  {
    name: '503, reset, 429, not JSON, then the job',
    steps: [
      status(503),
      { reset: true },
      status(429, { headers: { 'retry-after': '0' } }),
      { body: 'oops' },
      active,
      done,
    ],
    outcome: 'final',
    requests: 6,
    logs: [
      'Request 1 failed: HTTP 503',
      'Request 2 failed: connection reset (ECONNRESET)',
      'Request 3 failed: HTTP 429',
      'Request 4 failed: the response was not JSON',
      'The service answers again after 4 failed requests.',
    ],
  },
  {
    name: 'two long fault streaks split by a good answer (the count starts again)',
    steps: [
      ...Array<Step>(MAX_CONSECUTIVE_FAULTS - 1).fill(status(502)),
      active,
      ...Array<Step>(MAX_CONSECUTIVE_FAULTS - 1).fill(status(502)),
      done,
    ],
    outcome: 'final',
    requests: 2 * MAX_CONSECUTIVE_FAULTS,
  },
  { name: 'a job that disappears while active', steps: [active, status(404)], outcome: 'not-found', requests: 2 },
  { name: 'a key revoked while waiting', steps: [active, active, status(401)], outcome: 'refused', requests: 3 },
  {
    name: 'a hang, then a 504, then the job',
    steps: [{ hang: true }, status(504), done],
    outcome: 'final',
    requests: 3,
    logs: ['the request timed out', 'HTTP 504'],
  },
];

describe('fault suite', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_, c) => {
    const jobId = `job-${c.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`.slice(0, 60);
    service.setJob('job-moved-here', [done]);
    const located = (location: string) =>
      location === 'OTHER'
        ? `${elsewhere.url}/v2/agent/${DEMO_PROJECT_ID}/job/job-pr`
        : `/v2/agent/${DEMO_PROJECT_ID}/job/${jobId}?moved=1`;
    const steps = (typeof c.steps === 'function' ? c.steps() : c.steps).map((step) =>
      step.headers?.location === 'OTHER' || step.headers?.location === 'SAME'
        ? { ...step, headers: { location: located(step.headers.location) } }
        : step,
    );
    service.setJob(jobId, steps);
    const before = service.requests.length;
    const log = new RecordingLog();
    const fetchJob = createFetchJob(
      { baseUrl: c.baseUrl ?? service.url, projectId: DEMO_PROJECT_ID, jobId, apiKey: DEMO_API_KEY },
      createHttpSend({}),
    );
    const result = await waitForJob({
      fetchJob,
      clock: systemClock,
      random: () => 0,
      log,
      pollIntervalMs: INTERVAL_MS,
      timeoutMs: c.timeoutMs ?? 20_000,
      requestTimeoutMs: 300,
      signal: new AbortController().signal,
    });
    expect(result.outcome).toBe(c.outcome);
    if (c.requests >= 0) expect(result.polls).toBe(c.requests);
    const served = service.requests.slice(before);
    if (!c.baseUrl) expect(served.length).toBe(c.served ?? result.polls);
    if (c.outcome === 'final') expect(result.job?.status).toBe('completed');
    const text = log.lines.map((line) => line.message).join('\n');
    for (const expected of c.logs ?? []) {
      if (typeof expected === 'string') expect(text).toContain(expected);
      else expect(text).toMatch(expected);
    }
    if (c.minGapMs !== undefined) {
      const [first, second] = served;
      expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(c.minGapMs - 5);
    }
    expect(elsewhere.requests).toEqual([]);
    // A fault is logged when it starts or changes, not once per retry.
    const info = log.at('info').map((line) => line.replace(/^Request \d+ /, ''));
    expect(info.filter((line, i) => line.startsWith('failed:') && line === info[i - 1])).toEqual([]);
  });
});
