/**
 * Start a job, or send a follow-up, then wait: never two jobs for one step, never a false green
 * after a message, the prompt kept as data.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { HttpFailure, type HttpSend, type HttpResponse, type RequestOptions } from '../src/service/transport.ts';
import { FOLLOW_UP_GRACE_INTERVALS, run } from '../src/main.ts';
import { runAction } from '../sim/run-action.ts';
import {
  DEMO_API_KEY,
  DEMO_PROJECT_ID,
  DEMO_READ_ONLY_KEY,
  STARTS_PER_HOUR,
  startService,
  type SimulatedService,
} from '../sim/service.ts';
import { FakeIO } from './helpers/fake-io.ts';
import { VirtualClock } from './helpers/virtual.ts';

const KEY = 'mint_s3cr3t0123456789';
const base = { 'project-id': 'proj', 'api-key': KEY, 'poll-interval': '1s', timeout: '60s' };

type Answer = HttpResponse | HttpFailure | ((clock: VirtualClock) => HttpResponse | HttpFailure);
interface Sent {
  method: string;
  path: string;
  body?: string;
  headers: Record<string, string>;
  at: number;
}

const job = (fields: Record<string, unknown>, status = 200): HttpResponse => ({
  status,
  headers: {},
  body: JSON.stringify({ id: 'job-9', status: 'active', ...fields }),
});
const error = (status: number, message: string, headers: Record<string, string> = {}): HttpResponse => ({
  status,
  headers,
  body: JSON.stringify({ error: message }),
});

/** A service that answers POSTs and GETs from two scripts (the last answer of each repeats). */
function scripted(clock: VirtualClock, posts: Answer[], gets: Answer[]): HttpSend & { sent: Sent[] } {
  const sent: Sent[] = [];
  let p = 0;
  let g = 0;
  const httpSend = async (url: URL, options: RequestOptions): Promise<HttpResponse> => {
    const method = options.method ?? 'GET';
    sent.push({
      method,
      path: url.pathname,
      headers: options.headers,
      at: clock.time,
      ...(options.body === undefined ? {} : { body: options.body }),
    });
    const script = method === 'POST' ? posts : gets;
    const index = method === 'POST' ? p++ : g++;
    const next = script[Math.min(index, script.length - 1)];
    const answer = typeof next === 'function' ? next(clock) : next;
    if (!answer) throw new Error(`no ${method} answer scripted`);
    if (answer instanceof HttpFailure) throw answer;
    return answer;
  };
  return Object.assign(httpSend, { sent });
}

async function act(inputs: Record<string, string>, posts: Answer[], gets: Answer[] = [job({ status: 'completed' })]) {
  const io = new FakeIO({ ...base, ...inputs });
  const clock = new VirtualClock();
  const httpSend = scripted(clock, posts, gets);
  const outcome = await run({
    io,
    httpSend,
    clock,
    random: () => 0,
    signal: new AbortController().signal,
    env: {},
    lookUpPullRequest: async () => ({ kind: 'unavailable', reason: 'not in this test' }),
  });
  const posted = httpSend.sent.filter((request) => request.method === 'POST');
  return { io, outcome, sent: httpSend.sent, posted, clock, failure: io.named('setFailed')[0]?.[0] ?? '' };
}

const PROMPT = 'Document the --dry-run flag.\n::error::not a command\nKeep it short.';

describe('starting a job', () => {
  it('POSTs the prompt once, then waits for the job it started', async () => {
    const { outcome, sent, io } = await act(
      { prompt: PROMPT },
      [job({ id: 'job-new' }, 201)],
      [job({ id: 'job-new', status: 'completed' })],
    );
    expect(outcome).toBe('completed');
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v2/agent/proj/job',
      'GET /v2/agent/proj/job/job-new',
    ]);
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ prompt: PROMPT });
    expect(sent[0]?.body).not.toContain(KEY);
    expect(sent[0]?.headers).toMatchObject({ Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' });
    expect(io.outputs()).toMatchObject({ started: 'true', 'job-id': 'job-new', outcome: 'completed' });
  });

  it('shows the prompt as its first line, escaped, in the log and whole but escaped in the summary', async () => {
    const { io } = await act({ prompt: `::warning::first\n${PROMPT}` }, [job({}, 201)]);
    const logged = io.named('info').map(([line]) => line ?? '');
    expect(logged).toContainEqual(
      'Starting a job in project proj with the prompt: \\u003a:warning::first (+3 more lines)'.replace(
        '\\u003a:',
        '::',
      ),
    );
    for (const line of logged) expect(line).not.toMatch(/^::/);
    const [html] = io.named('writeSummary')[0] ?? [];
    expect(html).toContain('<details><summary>Prompt sent</summary>');
    expect(html).toContain('&#58;&#58;error&#58;&#58;not a command');
  });

  it.each([
    ['a reset after the request was sent', new HttpFailure('network', 'socket hang up', 'ECONNRESET')],
    ['a time-out after the request was sent', new HttpFailure('timeout', 'no complete answer within 30000ms')],
    ['a 500', error(500, 'Internal error')],
    ['a 502', error(502, 'Bad gateway')],
  ])('never sends the start twice after %s: the outcome is unknown', async (_name, answer) => {
    const { outcome, posted, sent, failure, io } = await act({ prompt: 'x' }, [answer, job({}, 201)]);
    expect(outcome).toBe('error');
    expect(posted).toHaveLength(1);
    expect(sent).toHaveLength(1);
    expect(failure).toContain('The job may have been started');
    expect(failure).toContain("Look at the project's agent jobs");
    expect(failure).toContain('did not retry, so it never starts a second job');
    // Unknown, so empty: a `started == 'false'` check must not read it as no job.
    expect(io.outputs()).toMatchObject({ outcome: 'error', started: '', 'job-id': '' });
  });

  it.each([
    ['a refused connection', new HttpFailure('refused', 'connect ECONNREFUSED', 'ECONNREFUSED')],
    ['a DNS failure', new HttpFailure('dns', 'getaddrinfo ENOTFOUND', 'ENOTFOUND')],
  ])('sends the start again after %s, which certainly did nothing', async (_name, answer) => {
    const { outcome, posted } = await act({ prompt: 'x' }, [answer, answer, job({}, 201)]);
    expect(outcome).toBe('completed');
    expect(posted).toHaveLength(3);
  });

  it('waits out a 429 for its Retry-After, says starts are limited, then starts', async () => {
    const { outcome, posted, io } = await act({ prompt: 'x' }, [
      error(429, 'Rate limit exceeded', { 'retry-after': '20' }),
      job({}, 201),
    ]);
    expect(outcome).toBe('completed');
    expect(posted).toHaveLength(2);
    expect((posted[1]?.at ?? 0) - (posted[0]?.at ?? 0)).toBeGreaterThanOrEqual(20_000);
    expect(io.named('info').map(([line]) => line)).toContain(
      'Starting jobs and sending messages are limited to 100 per project per hour.',
    );
  });

  it('gives up on 429s at the deadline, having sent nothing that was taken', async () => {
    const { outcome, failure } = await act({ prompt: 'x', timeout: '30s' }, [
      error(429, 'Rate limit exceeded', { 'retry-after': '3600' }),
    ]);
    expect(outcome).toBe('error');
    expect(failure).toContain('did not act on the request');
  });

  it.each([
    ['no id', { id: undefined }],
    ['the id "null"', { id: 'null' }],
    ['an id that is not an id', { id: 'a/b?c' }],
    ['a negative number', { id: -42 }],
    ['a fraction', { id: 4.2 }],
  ])('fails clearly on a 201 with %s, and never waits for it', async (_name, fields) => {
    const { outcome, sent, failure } = await act({ prompt: 'x' }, [job(fields, 201)]);
    expect(outcome).toBe('error');
    expect(sent).toHaveLength(1);
    expect(failure).toContain('no usable job id');
    expect(failure).toContain('The job may have been started');
    expect(failure).not.toContain('Nothing was started');
  });

  it('reads a whole-number id as its digits, as the string the spec gives, and waits for that job', async () => {
    const { outcome, failure } = await act(
      { prompt: 'x' },
      [job({ id: 42 }, 201)],
      [job({ id: '42', status: 'completed' })],
    );
    expect(failure).toBe('');
    expect(outcome).toBe('completed');
  });

  it("fails at once on a 400, quoting the service's message", async () => {
    const { outcome, posted, failure } = await act({ prompt: 'x' }, [error(400, 'prompt is too long')]);
    expect(outcome).toBe('error');
    expect(posted).toHaveLength(1);
    expect(failure).toContain('HTTP 400 (prompt is too long)');
  });

  it('says a 403 on a POST needs a key with write scope', async () => {
    const { outcome, failure } = await act({ prompt: 'x' }, [error(403, 'Forbidden')]);
    expect(outcome).toBe('unauthorized');
    expect(failure).toContain('need an admin key with write scope');
  });

  // A 401 is a key the service does not know, or an expired one (service facts): not a scope.
  it("says a 401 on a POST is a key to check in 'api-key', not its scope", async () => {
    const { outcome, failure } = await act({ prompt: 'x' }, [error(401, 'Unauthorized')]);
    expect(outcome).toBe('unauthorized');
    expect(failure).toContain("Check that 'api-key' holds an admin API key");
    expect(failure).toContain('has not expired');
    expect(failure).not.toContain('write scope');
  });

  it('with wait: false, starts the job and ends at once with outcome started', async () => {
    const { outcome, sent, io } = await act({ prompt: 'x', wait: 'false' }, [job({ id: 'job-new' }, 201)]);
    expect(outcome).toBe('started');
    expect(sent).toHaveLength(1);
    expect(io.outputs()).toMatchObject({ outcome: 'started', status: 'active', 'job-id': 'job-new', started: 'true' });
    expect(io.named('setFailed')).toEqual([]);
    const summary = io.named('writeSummary')[0]?.[0] ?? '';
    expect(summary).toContain('To wait for it later, add a step like this&#58;');
    expect(summary).toMatch(
      /<pre><code>- uses&#58; [^<]*&#10; {2}with&#58;&#10;[^<]*job-id&#58; &#39;job-new&#39;<\/code><\/pre>/,
    );
  });
});

describe('sending a follow-up', () => {
  const message = { 'job-id': 'job-9', message: 'Also add a troubleshooting section.' };

  it('POSTs the message to the job, then waits for it to finish again', async () => {
    const { outcome, sent, io } = await act(message, [job({ status: 'active' })], [job({ status: 'completed' })]);
    expect(outcome).toBe('completed');
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/v2/agent/proj/job/job-9/message' });
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ prompt: 'Also add a troubleshooting section.' });
    expect(io.outputs()).toMatchObject({ started: 'false', 'job-id': 'job-9' });
  });

  it('does not take the ending from before the message as the new one', async () => {
    const stale = job({ status: 'completed', prLink: 'https://github.com/acme/docs/pull/1' });
    const { outcome, sent, io } = await act(
      message,
      [stale],
      [stale, stale, job({ status: 'active' }), job({ status: 'failed' })],
    );
    expect(outcome).toBe('failed');
    expect(sent.filter((r) => r.method === 'GET')).toHaveLength(4);
    expect(io.outputs().status).toBe('failed');
  });

  it(`accepts a final status after ${FOLLOW_UP_GRACE_INTERVALS} intervals in which the job never turned active`, async () => {
    const stale = job({ status: 'completed' });
    const { outcome, sent, clock, io } = await act(message, [stale], [stale]);
    expect(outcome).toBe('completed');
    expect(clock.time).toBeGreaterThanOrEqual(FOLLOW_UP_GRACE_INTERVALS * 1_000);
    expect(sent.filter((r) => r.method === 'GET').length).toBeGreaterThanOrEqual(FOLLOW_UP_GRACE_INTERVALS);
    expect(io.named('info').map(([line]) => line)).toContainEqual(expect.stringContaining('never turned active'));
  });

  it('holds the rule over random schedules: a final status counts only after active, or after the grace period', async () => {
    const status = fc.constantFrom('active', 'completed', 'failed', 'archived');
    await fc.assert(
      fc.asyncProperty(
        fc.array(status, { maxLength: 11 }),
        fc.constantFrom('completed', 'failed', 'archived'),
        async (before, end) => {
          // A schedule that ends final (the last answer repeats), so every run ends.
          const statuses = [...before, end];
          const answers = statuses.map((s) => job({ status: s }));
          const { outcome, sent, clock } = await act(message, [job({ status: 'completed' })], answers);
          const gets = sent.filter((r) => r.method === 'GET');
          // The model: the first final read after an active one, or the first read at or past the grace.
          const graceMs = FOLLOW_UP_GRACE_INTERVALS * 1_000;
          let seenActive = false;
          let expected = -1;
          for (let i = 0; expected < 0 && i < 200; i++) {
            const s = statuses[Math.min(i, statuses.length - 1)] ?? 'active';
            if (s === 'active') seenActive = true;
            else if (seenActive || (gets[i]?.at ?? Infinity) >= graceMs) expected = i;
          }
          expect(gets).toHaveLength(expected + 1);
          const last = statuses[Math.min(expected, statuses.length - 1)];
          expect(outcome).toBe(last);
          expect(clock.time).toBeLessThan(60_000);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('says a 404 names the job, and never waits', async () => {
    const { outcome, sent, failure } = await act(message, [error(404, 'Job not found')]);
    expect(outcome).toBe('not-found');
    expect(sent).toHaveLength(1);
    expect(failure).toContain("no job 'job-9'");
  });
});

describe('the inputs of a start or follow-up', () => {
  it.each([
    [{ prompt: 'x', 'job-id': 'job-1' }, "'prompt' and 'job-id' are both set"],
    [{ message: 'x' }, "'message' is set but 'job-id' is empty"],
    [{}, "Neither 'job-id' nor 'prompt' is set"],
    [{ 'job-id': 'job-1', wait: 'false' }, "'wait' is false but there is nothing to start or send"],
    [{ prompt: 'x', wait: 'maybe' }, "'wait' is \"maybe\"; use 'true', 'false' or 'sweep'"],
  ])('refuses %j before any request', async (inputs, problem) => {
    const { outcome, sent, failure } = await act(inputs, [job({}, 201)]);
    expect(outcome).toBe('error');
    expect(sent).toHaveLength(0);
    expect(failure).toContain(problem);
  });
});

describe('against the simulated service, end to end', () => {
  let service: SimulatedService;
  beforeAll(async () => {
    // A started or messaged job reads active twice (after a message's two stale reads), then ends: on any machine.
    service = await startService({ activeReads: 2, staleReadsAfterMessage: 2 });
  });
  afterAll(() => service.close());
  const inputs = (extra: Record<string, string>) => ({
    'project-id': DEMO_PROJECT_ID,
    'api-key': DEMO_API_KEY,
    'base-url': service.url,
    'poll-interval': '100ms',
    timeout: '20s',
    ...extra,
  });

  it('starts a job from a multi-line prompt and hands on its pull request', async () => {
    const run = await runAction(inputs({ prompt: 'Line one\nLine two' }), { killAfterMs: 25_000 });
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({
      started: 'true',
      outcome: 'completed',
      'job-id': expect.stringMatching(/^job-started-\d+$/),
    });
    expect(run.outputs['pr-link']).toMatch(/^https:\/\/github\.com\/acme\/docs\/pull\/\d+$/);
    expect(service.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('sends a follow-up and waits past the stale reads for the new ending', async () => {
    const before = service.requests.length;
    const run = await runAction(inputs({ 'job-id': 'job-no-pr', message: 'Add an example.' }), { killAfterMs: 25_000 });
    expect(run.exitCode).toBe(0);
    expect(run.log).toContainEqual(expect.stringMatching(/^Job status: completed \(request 1\)\.$/));
    expect(run.log).toContainEqual(expect.stringMatching(/^Job status: completed -> active/));
    expect(run.log).toContainEqual(expect.stringMatching(/^Job status: active -> completed/));
    expect(service.requests.slice(before).filter((r) => r.method === 'GET').length).toBeGreaterThanOrEqual(4);
  });

  it('answers 403 to a read-only key, and the step says the key needs write scope', async () => {
    const run = await runAction({ ...inputs({ prompt: 'x' }), 'api-key': DEMO_READ_ONLY_KEY });
    expect(run.exitCode).toBe(1);
    expect(run.outputs.outcome).toBe('unauthorized');
    expect(run.annotations.map((a) => a.message)).toContainEqual(expect.stringContaining('write scope'));
  });

  it(`limits starts to ${STARTS_PER_HOUR} an hour with a 429 and Retry-After`, async () => {
    service.reset();
    const post = () =>
      fetch(`${service.url}/v2/agent/${DEMO_PROJECT_ID}/job`, {
        method: 'POST',
        headers: { authorization: `Bearer ${DEMO_API_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ prompt: 'x' }),
      });
    for (let i = 0; i < STARTS_PER_HOUR; i++) expect((await post()).status).toBe(201);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const empty = await fetch(`${service.url}/v2/agent/${DEMO_PROJECT_ID}/job`, {
      method: 'POST',
      headers: { authorization: `Bearer ${DEMO_API_KEY}` },
      body: JSON.stringify({ prompt: ' ' }),
    });
    expect(empty.status).toBe(400);
    service.reset();
  });
});
