import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import nock from 'nock';
import type { WallTime } from '../../src/common/clock.ts';
import { createFetchJob, jobUrl, MAX_BODY_BYTES, type FetchResult } from '../../src/service/client.ts';
import { parseRetryAfter } from '../../src/common/retry-after.ts';
import { renderMessage } from '../../src/output/text.ts';
import { createHttpSend } from '../../src/service/transport.ts';

const BASE = 'https://api.example.test';
const KEY = 'mint_0123456789abcdef';
const PATH = '/v2/agent/proj_1/job/job-1';
const JOB = {
  id: 'job-1',
  status: 'active',
  source: { repository: 'https://github.com/acme/docs', ref: 'main' },
  model: 'm',
  prLink: null,
  createdAt: '2026-11-22T09:00:00Z',
  archivedAt: null,
};

const debugLines: string[] = [];

const WALL_NOW = Date.parse('2026-11-22T10:00:00Z') as WallTime;

function fetchJob(timeoutMs = 5_000, wallNow = (): WallTime => WALL_NOW): Promise<FetchResult> {
  const fetch = createFetchJob(
    { baseUrl: BASE, projectId: 'proj_1', jobId: 'job-1', apiKey: KEY },
    createHttpSend({}),
    (line) => debugLines.push(renderMessage(line)),
    { now: () => performance.now(), date: wallNow },
  );
  return fetch({ timeoutMs, signal: new AbortController().signal });
}

/** The result with its cause as the log would show it. */
function plain(result: FetchResult): unknown {
  return 'cause' in result ? { ...result, cause: renderMessage(result.cause) } : result;
}

beforeAll(() => nock.disableNetConnect());
// nock patches Node's own http module, which the next test file in this worker shares.
afterAll(() => {
  nock.enableNetConnect();
  nock.restore();
});
afterEach(() => {
  // The raw exchange goes to the debug log, and the key never does.
  expect(debugLines.join('\n')).not.toContain(KEY);
  debugLines.length = 0;
  expect(nock.pendingMocks()).toEqual([]);
  nock.cleanAll();
});

describe('jobUrl', () => {
  it('puts each id in its own path segment', () => {
    const url = jobUrl({ baseUrl: 'https://h.test/prefix', projectId: 'proj_1', jobId: 'job.1~x' });
    expect(url.href).toBe('https://h.test/prefix/v2/agent/proj_1/job/job.1~x');
  });

  it.each(['..', '.', 'a/../b', 'x?y#z%', ''])('refuses %j, which could reach another path', (jobId) => {
    expect(() => jobUrl({ baseUrl: 'https://h.test', projectId: 'proj_1', jobId })).toThrow();
  });
});

describe('parseRetryAfter', () => {
  it.each([
    ['5', 5_000],
    ['0', 0],
    ['Sun, 22 Nov 2026 10:00:30 GMT', 30_000],
    ['Sun, 22 Nov 2026 09:00:00 GMT', 0],
    ['99999999999999999999', Number.POSITIVE_INFINITY],
    ['1234567890', Number.POSITIVE_INFINITY],
    ['soon', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('reads %j as %j ms', (header, ms) => {
    expect(parseRetryAfter(header, WALL_NOW)).toBe(ms);
  });
});

describe('fetchJob over HTTP', () => {
  it('sends a GET with the bearer key, JSON accept and a user agent', async () => {
    nock(BASE, {
      reqheaders: { authorization: `Bearer ${KEY}`, accept: 'application/json', 'user-agent': 'wait-for-agent-job' },
    })
      .get(PATH)
      .reply(200, JOB);
    expect(await fetchJob()).toEqual({ kind: 'job', job: JOB, body: JSON.stringify(JOB) });
    expect(debugLines).toEqual([
      `GET ${BASE}${PATH} (Authorization: Bearer ***, timeout 5s)`,
      expect.stringMatching(/^HTTP 200 in \d+ms, \d+ bytes: /),
    ]);
  });

  it.each(['active', 'completed', 'archived', 'failed', 'queued'])('reads the status %s', async (status) => {
    nock(BASE)
      .get(PATH)
      .reply(200, { ...JOB, status });
    expect(await fetchJob()).toMatchObject({ kind: 'job', job: { status } });
  });

  it('accepts a job with only a status, as the schema requires no other field', async () => {
    nock(BASE).get(PATH).reply(200, { status: 'completed' });
    expect(await fetchJob()).toMatchObject({ kind: 'job', job: { status: 'completed' } });
  });

  it.each([
    [404, { error: 'Job not found' }, { kind: 'not-found', message: 'Job not found' }],
    [401, { error: 'Invalid API key' }, { kind: 'refused', httpStatus: 401, message: 'Invalid API key' }],
    [403, { error: 'Forbidden' }, { kind: 'refused', httpStatus: 403, message: 'Forbidden' }],
    [400, { error: 'Bad request' }, { kind: 'rejected', cause: 'the service answered HTTP 400 (Bad request)' }],
    [500, { error: 'boom' }, { kind: 'transient', cause: 'HTTP 500 (boom)', httpStatus: 500, rateLimited: false }],
    [502, 'Bad Gateway', { kind: 'transient', cause: 'HTTP 502 (Bad Gateway)', httpStatus: 502, rateLimited: false }],
    [503, '', { kind: 'transient', cause: 'HTTP 503', httpStatus: 503, rateLimited: false }],
    // A plain-text body that repeats its own status says it once.
    [401, '401 Unauthorized', { kind: 'refused', httpStatus: 401, message: 'Unauthorized' }],
    [
      502,
      '502: Bad Gateway',
      { kind: 'transient', cause: 'HTTP 502 (Bad Gateway)', httpStatus: 502, rateLimited: false },
    ],
    [503, '503', { kind: 'transient', cause: 'HTTP 503', httpStatus: 503, rateLimited: false }],
    [500, '5000 errors', { kind: 'transient', cause: 'HTTP 500 (5000 errors)', httpStatus: 500, rateLimited: false }],
    [504, '', { kind: 'transient', cause: 'HTTP 504', httpStatus: 504, rateLimited: false }],
    [
      429,
      { error: 'slow down' },
      { kind: 'transient', cause: 'HTTP 429 (slow down)', httpStatus: 429, rateLimited: true },
    ],
  ])('maps HTTP %d to %j', async (status, body, expected) => {
    nock(BASE).get(PATH).reply(status, body);
    expect(plain(await fetchJob())).toEqual(expected);
  });

  it.each([
    ['7', 7_000],
    ['Sun, 22 Nov 2026 10:01:00 GMT', 60_000],
  ])('passes on Retry-After %j', async (header, ms) => {
    nock(BASE).get(PATH).reply(429, { error: 'slow down' }, { 'Retry-After': header });
    expect(await fetchJob()).toMatchObject({ kind: 'transient', retryAfterMs: ms });
  });

  it("reads an HTTP date against the response's own Date header, so a runner clock years off does not matter", async () => {
    nock(BASE).get(PATH).reply(
      429,
      { error: 'slow down' },
      {
        'Retry-After': 'Mon, 01 Jan 2024 00:00:20 GMT',
        Date: 'Mon, 01 Jan 2024 00:00:00 GMT',
      },
    );
    expect(await fetchJob()).toMatchObject({ kind: 'transient', retryAfterMs: 20_000 });
  });

  it('reads an HTTP date against the wall clock when the response has no Date header', async () => {
    const wallNow = (): WallTime => Date.parse('2026-11-22T10:00:00Z') as WallTime;
    nock(BASE).get(PATH).reply(429, { error: 'slow down' }, { 'Retry-After': 'Sun, 22 Nov 2026 10:00:45 GMT' });
    expect(await fetchJob(5_000, wallNow)).toMatchObject({ kind: 'transient', retryAfterMs: 45_000 });
  });

  it.each([
    ['not JSON', 'not json at all', 'the response was not JSON'],
    ['JSON without a status', { id: 'job-1' }, 'the response has no job status'],
    ['a JSON array', [JOB], 'the response has no job status'],
  ])('treats a 200 with %s as transient', async (_, body, cause) => {
    nock(BASE)
      .get(PATH)
      .reply(200, body as never);
    expect(plain(await fetchJob())).toEqual({ kind: 'transient', cause, rateLimited: false });
  });

  it.each([
    ['ECONNRESET', 'connection reset (ECONNRESET)'],
    ['ECONNREFUSED', 'connection refused (ECONNREFUSED)'],
    ['ENOTFOUND', 'DNS lookup failed (ENOTFOUND)'],
  ])('treats a network error %s as transient', async (code, cause) => {
    // nock 15 passes on an Error instance; a plain object with a code never reaches the request.
    nock(BASE)
      .get(PATH)
      .replyWithError(Object.assign(new Error(`${code} happened`), { code }));
    expect(plain(await fetchJob())).toEqual({ kind: 'transient', cause, rateLimited: false });
  });

  it('bounds the body: a huge response is a transient fault, not a crash', async () => {
    nock(BASE)
      .get(PATH)
      .reply(200, 'x'.repeat(MAX_BODY_BYTES + 1));
    expect(plain(await fetchJob())).toMatchObject({ kind: 'transient', cause: expect.stringContaining('too large') });
  });

  it('gives up on a request that takes longer than its timeout', async () => {
    nock(BASE).get(PATH).delay(300).reply(200, JOB);
    expect(plain(await fetchJob(50))).toEqual({
      kind: 'transient',
      cause: 'the request timed out',
      rateLimited: false,
      timedOut: true,
    });
  });

  it('follows a redirect within the same origin', async () => {
    nock(BASE)
      .get(PATH)
      .reply(301, '', { Location: `${PATH}/` });
    nock(BASE, { reqheaders: { authorization: `Bearer ${KEY}` } })
      .get(`${PATH}/`)
      .reply(200, JOB);
    expect(await fetchJob()).toMatchObject({ kind: 'job' });
  });

  it('refuses a redirect to another origin without sending the key there', async () => {
    nock(BASE)
      .get(PATH)
      .reply(302, '', { Location: `https://evil.example.test${PATH}` });
    const elsewhere = nock('https://evil.example.test').get(PATH).reply(200, JOB);
    const result = plain(await fetchJob());
    expect(result).toMatchObject({
      kind: 'rejected',
      cause: expect.stringContaining('another origin (https://evil.example.test)'),
    });
    expect(elsewhere.isDone()).toBe(false);
    nock.cleanAll();
  });
});
