/**
 * Several jobs in one step: one shared, polite schedule and one clear answer.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { FetchResult } from '../src/service/client.ts';
import type { HttpSend, HttpResponse } from '../src/service/transport.ts';
import { isFinal } from '../src/common/agent-job.ts';
import { run } from '../src/main.ts';
import { MAX_IN_FLIGHT, waitForJobs } from '../src/wait/wait-many.ts';
import { SLOW_REQUEST_MS } from '../src/wait/wait.ts';
import { runAction } from '../sim/run-action.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';
import { EventClock } from './helpers/event-clock.ts';
import { FakeIO, runOnEventClock } from './helpers/fake-io.ts';
import { RecordingLog } from './helpers/virtual.ts';

const KEY = 'mint_s3cr3t0123456789';
const base = { 'project-id': 'proj', 'api-key': KEY, 'poll-interval': '10s', timeout: '10m' };

interface Script {
  /** Statuses in order (the last repeats), or an HTTP status to answer. */
  answers: Array<string | number>;
}

/** A service whose every job plays its own script; each answer takes `takesMs` of virtual time. */
function service(clock: EventClock, scripts: Record<string, Script>, takesMs = 200) {
  const calls: Array<{ id: string; at: number }> = [];
  const seen = new Map<string, number>();
  let inFlight = 0;
  let maxInFlight = 0;
  const httpSend: HttpSend = async (url, options) => {
    const id = decodeURIComponent(url.pathname.split('/').pop() ?? '');
    calls.push({ id, at: clock.time });
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await clock.sleep(takesMs, options.signal ?? new AbortController().signal);
    inFlight--;
    const n = seen.get(id) ?? 0;
    seen.set(id, n + 1);
    const answers = scripts[id]?.answers ?? [404];
    const answer = answers[Math.min(n, answers.length - 1)] ?? 404;
    const response = (status: number, body: unknown): HttpResponse => ({
      status,
      headers: {},
      body: JSON.stringify(body),
    });
    if (typeof answer === 'number') return response(answer, { error: `fault ${answer}` });
    const prLink = answer === 'completed' ? `https://github.com/acme/docs/pull/${id.replace(/\D/g, '') || 1}` : null;
    return response(200, {
      id,
      status: answer,
      prLink,
      model: 'm',
      source: { repository: 'https://github.com/acme/docs', ref: `agent/${id}` },
    });
  };
  return { httpSend, calls, maxInFlight: () => maxInFlight };
}

async function act(
  inputs: Record<string, string>,
  scripts: Record<string, Script>,
  signal = new AbortController().signal,
) {
  const io = new FakeIO({ ...base, ...inputs });
  const clock = new EventClock();
  const fake = service(clock, scripts);
  const outcome = await runOnEventClock(io, fake.httpSend, { clock, signal });
  const outputs = io.outputs();
  return {
    io,
    outcome,
    outputs,
    results: JSON.parse(outputs.results ?? '[]') as Array<Record<string, unknown>>,
    ...fake,
    clock,
  };
}

describe('several jobs in one step', () => {
  it('waits for all, in input order, with one answer and outputs for each', async () => {
    const { outcome, outputs, results, io } = await act(
      { 'job-id': 'job-1, job-2\n\njob-3\njob-1' },
      {
        'job-1': { answers: ['active', 'completed'] },
        'job-2': { answers: ['active', 'active', 'completed'] },
        'job-3': { answers: ['completed'] },
      },
    );
    expect(outcome).toBe('completed');
    expect(results.map((r) => [r.id, r.status, r.outcome, r.prNumber])).toEqual([
      ['job-1', 'completed', 'completed', 1],
      ['job-2', 'completed', 'completed', 2],
      ['job-3', 'completed', 'completed', 3],
    ]);
    expect(outputs).toMatchObject({
      outcome: 'completed',
      'job-id': 'job-1\njob-2\njob-3',
      'pr-links':
        'https://github.com/acme/docs/pull/1\nhttps://github.com/acme/docs/pull/2\nhttps://github.com/acme/docs/pull/3',
      'completed-count': '3',
      'failed-count': '0',
      'pending-count': '0',
      status: '',
      'pr-link': '',
      job: '',
    });
    expect(io.named('notice').map(([, title]) => title)).toEqual([
      'Agent job job-1: completed with a pull request',
      'Agent job job-2: completed with a pull request',
      'Agent job job-3: completed with a pull request',
    ]);
    const log = io.named('info').map(([line]) => line ?? '');
    expect(log).toContainEqual(
      expect.stringMatching(/^job-2: Job status: active -> completed after \S+ \(request 3\)\.$/),
    );
    const [html] = io.named('writeSummary')[0] ?? [];
    expect(html).toContain('<th>Time</th>');
    expect(html?.match(/<tr><td><code>job-\d<\/code>/g)).toHaveLength(3);
  });

  it('spreads the first requests over the interval and keeps a few in flight at most', async () => {
    const ids = Array.from({ length: 20 }, (_, i) => `job-${i}`);
    const { calls, maxInFlight } = await act(
      { 'job-id': ids.join(',') },
      Object.fromEntries(ids.map((id) => [id, { answers: ['completed'] }])),
    );
    const firsts = ids.map((id) => calls.find((call) => call.id === id)?.at ?? NaN);
    expect(firsts[0]).toBe(0);
    expect(Math.max(...firsts)).toBeGreaterThanOrEqual(9_000);
    expect(maxInFlight()).toBeLessThanOrEqual(MAX_IN_FLIGHT);
  });

  it('ends a job on 404 and goes on with the others; the step names it', async () => {
    const { outcome, results, io } = await act(
      { 'job-id': 'job-1,job-gone' },
      { 'job-1': { answers: ['active', 'completed'] }, 'job-gone': { answers: [404] } },
    );
    expect(outcome).toBe('not-found');
    expect(results.map((r) => r.outcome)).toEqual(['completed', 'not-found']);
    expect(io.named('setFailed')[0]?.[0]).toContain("no job 'job-gone'");
  });

  it('ends them all on a refused key', async () => {
    const { outcome, results, calls } = await act(
      { 'job-id': 'job-1,job-2,job-3' },
      { 'job-1': { answers: [401] }, 'job-2': { answers: ['active'] }, 'job-3': { answers: ['active'] } },
    );
    expect(outcome).toBe('unauthorized');
    expect(results.map((r) => r.outcome)).toEqual(['unauthorized', 'unauthorized', 'unauthorized']);
    expect(calls.length).toBeLessThanOrEqual(3);
  });

  it('does not let a transient fault on one job stall the others', async () => {
    const { results, calls } = await act(
      { 'job-id': 'job-1,job-2' },
      { 'job-1': { answers: [503, 503, 503, 'completed'] }, 'job-2': { answers: ['active', 'completed'] } },
    );
    expect(results.map((r) => r.outcome)).toEqual(['completed', 'completed']);
    const job2 = calls.filter((c) => c.id === 'job-2').map((c) => c.at);
    expect((job2[1] ?? 0) - (job2[0] ?? 0)).toBeLessThan(15_000);
  });

  it('slows every job when any request gets a 429', async () => {
    const { calls } = await act(
      { 'job-id': 'job-1,job-2' },
      {
        'job-1': { answers: ['active', 429, 'active', 'completed'] },
        'job-2': { answers: ['active', 'active', 'active', 'completed'] },
      },
    );
    const job2 = calls.filter((c) => c.id === 'job-2').map((c) => c.at);
    const gaps = job2.slice(1).map((at, i) => at - (job2[i] ?? 0));
    // job-1's 429 (its second request, at about 10 s) doubles the shared pace: job-2's next gap is twice the interval.
    expect(Math.max(...gaps)).toBeGreaterThanOrEqual(20_000);
  });

  it('fails the step when any job fails fail-on or require-pr, naming the jobs', async () => {
    const { outcome, io, outputs } = await act(
      { 'job-id': 'job-1,job-2,job-3', 'require-pr': 'true' },
      { 'job-1': { answers: ['completed'] }, 'job-2': { answers: ['failed'] }, 'job-3': { answers: [404] } },
    );
    expect(outcome).toBe('not-found');
    expect(io.named('setFailed')[0]?.[0]).toMatch(
      /^2 of 3 jobs failed the step: job-2 \(failed\), job-3 \(not-found\)/,
    );
    expect(io.named('error').map(([, title]) => title)).toEqual([
      'Agent job job-2: failed',
      'Agent job job-3: not found',
    ]);
    expect(outputs).toMatchObject({ 'failed-count': '1', 'completed-count': '1', 'pending-count': '1' });
  });

  it("the outcome is the worst of the jobs' in the README's order, whatever fail-on lists", async () => {
    const worstFirst = ['not-found', 'failed', 'archived', 'completed'];
    const ending = fc.constantFrom<string | number>('completed', 'failed', 'archived', 404);
    const failOn = fc.subarray(['failed', 'archived'] as const);
    await fc.assert(
      fc.asyncProperty(fc.array(ending, { minLength: 1, maxLength: 5 }), failOn, async (endings, listed) => {
        const scripts = Object.fromEntries(endings.map((answer, i) => [`job-${i + 1}`, { answers: [answer] }]));
        const { outcome } = await act(
          { 'job-id': Object.keys(scripts).join(','), 'fail-on': listed.join(',') },
          scripts,
        );
        const outcomes = endings.map((e) => (e === 404 ? 'not-found' : e));
        expect(outcome).toBe(worstFirst.find((o) => outcomes.includes(o)));
      }),
      { numRuns: 40 },
    );
  });

  it('with fail-fast, ends the wait at the first failure; the rest are cancelled, and still run', async () => {
    const { outcome, results, io } = await act(
      { 'job-id': 'job-1,job-2', 'fail-fast': 'true' },
      { 'job-1': { answers: ['active', 'failed'] }, 'job-2': { answers: ['active'] } },
    );
    // The outcome is the job that failed the step; the one it stopped waiting for is cancelled in results only.
    expect(outcome).toBe('failed');
    expect(io.outputs().outcome).toBe('failed');
    expect(results.map((r) => [r.outcome, r.status])).toEqual([
      ['failed', 'failed'],
      ['cancelled', 'active'],
    ]);
    const summary = io.named('writeSummary')[0]?.[0] ?? '';
    expect(summary).toContain('the service has no cancel');
    expect(summary).toContain('job-1&#58; Failed after');
    expect(summary).not.toContain('🚫');
    expect(io.named('setFailed')).toHaveLength(1);
    expect(io.named('setFailed')[0]?.[0]).toContain('Agent job job-1: Failed after');
  });

  it("keeps the step's own error within the runner's 10 error annotations when 10 jobs fail", async () => {
    const ids = Array.from({ length: 10 }, (_, i) => `job-${i}`);
    const { io } = await act(
      { 'job-id': ids.join(',') },
      Object.fromEntries(ids.map((id) => [id, { answers: ['failed'] }])),
    );
    expect(io.named('error').length + io.named('setFailed').length).toBeLessThanOrEqual(10);
    expect(io.named('setFailed')).toEqual([[expect.stringContaining('10 of 10 jobs failed the step')]]);
    expect(io.named('error')).toEqual([[expect.stringMatching(/^10 jobs: 10 failed\./), '10 agent jobs']]);
  });

  it('names every failing job with 9 failures, and still keeps the step error last', async () => {
    const ids = Array.from({ length: 9 }, (_, i) => `job-${i}`);
    const { io } = await act(
      { 'job-id': ids.join(',') },
      Object.fromEntries(ids.map((id) => [id, { answers: ['failed'] }])),
    );
    expect(io.named('error')).toHaveLength(9);
    expect(io.named('setFailed')).toHaveLength(1);
  });

  it('sums more than 10 jobs up in one annotation', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => `job-${i}`);
    const { io } = await act(
      { 'job-id': ids.join(',') },
      Object.fromEntries(ids.map((id, i) => [id, { answers: [i === 3 ? 'archived' : 'completed'] }])),
    );
    const annotations = [...io.named('notice'), ...io.named('warning'), ...io.named('error')];
    expect(annotations).toEqual([
      [expect.stringMatching(/^12 jobs: 1 archived, 11 completed\. job-3: archived$/), '12 agent jobs'],
    ]);
  });

  it('sets outputs for every job when cancelled', async () => {
    const cancel = new AbortController();
    const clock = new EventClock();
    const io = new FakeIO({ ...base, 'job-id': 'job-1,job-2' });
    const fake = service(clock, { 'job-1': { answers: ['completed'] }, 'job-2': { answers: ['active'] } });
    // The runner cancels the step once job-2 has been read twice.
    const httpSend: HttpSend = async (url, options) => {
      const answer = await fake.httpSend(url, options);
      if (fake.calls.filter((call) => call.id === 'job-2').length === 2) cancel.abort();
      return answer;
    };
    const outcome = await clock.run(
      run({
        io,
        httpSend,
        clock,
        random: () => 0,
        signal: cancel.signal,
        env: {},
        lookUpPullRequest: async () => ({ kind: 'unavailable', reason: 'n/a' }),
      }),
    );
    expect(outcome).toBe('cancelled');
    const results = JSON.parse(io.outputs().results ?? '[]') as Array<Record<string, unknown>>;
    expect(results.map((r) => [r.id, r.outcome, r.status])).toEqual([
      ['job-1', 'completed', 'completed'],
      ['job-2', 'cancelled', 'active'],
    ]);
    expect(io.outputs()['pending-count']).toBe('1');
  });
});

describe('the shared schedule, over random schedules', () => {
  const answer = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('active', 'completed', 'failed', 'archived') },
    { weight: 1, arbitrary: fc.constantFrom(429, 503) },
  );
  const job = fc.record({
    answers: fc.array(answer, { minLength: 1, maxLength: 8 }),
    takesMs: fc.integer({ min: 0, max: 3_000 }),
    retryAfterMs: fc.integer({ min: 0, max: 20_000 }),
  });

  it('never lets requests the service holds starve a job it would answer', async () => {
    const clock = new EventClock();
    const ids = ['hang-1', 'hang-2', 'hang-3', 'hang-4', 'quick'];
    const asked: Array<{ id: string; at: number }> = [];
    const fetchJob = async (
      id: string,
      { signal }: { timeoutMs: number; signal: AbortSignal },
    ): Promise<FetchResult> => {
      asked.push({ id, at: clock.time });
      // The four held requests end only when their own time-out (30 s) or the step does.
      if (id.startsWith('hang')) await clock.sleep(30_000, signal);
      if (signal.aborted) return { kind: 'cancelled' };
      if (id.startsWith('hang')) return { kind: 'transient', cause: 'no answer', rateLimited: false };
      return { kind: 'job', job: { id, status: 'completed' }, body: '{}' };
    };
    const results = await clock.run(
      waitForJobs({
        ...{ ids, fetchJob, clock, random: () => 0.5, log: new RecordingLog() },
        ...{ pollIntervalMs: 1_000, timeoutMs: 20_000, requestTimeoutMs: 30_000 },
        signal: new AbortController().signal,
      }),
    );
    const quick = results.find((r) => r.id === 'quick');
    expect(quick?.result.outcome).toBe('final');
    expect(quick?.result.job?.status).toBe('completed');
    // Asked once its turn came: the first held request gave up its slot after SLOW_REQUEST_MS.
    const firstAsked = asked.find((call) => call.id === 'quick')?.at ?? Infinity;
    expect(firstAsked).toBeLessThanOrEqual(SLOW_REQUEST_MS + 1_000);
  });

  it('keeps its promises for several jobs', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(job, { minLength: 2, maxLength: 8 }),
        fc.integer({ min: 1_000, max: 20_000 }),
        fc.integer({ min: 10_000, max: 200_000 }),
        async (jobs, intervalMs, timeoutMs) => {
          const clock = new EventClock();
          const ids = jobs.map((_, i) => `job-${i}`);
          const calls = new Map<string, number[]>();
          const said = new Map<string, string>();
          let inFlight = 0;
          let maxInFlight = 0;
          const fetchJob = async (
            id: string,
            { signal }: { timeoutMs: number; signal: AbortSignal },
          ): Promise<FetchResult> => {
            const spec = jobs[Number(id.slice(4))];
            if (!spec) throw new Error('unknown job');
            const n = calls.get(id)?.length ?? 0;
            calls.set(id, [...(calls.get(id) ?? []), clock.time]);
            inFlight++;
            maxInFlight = Math.max(maxInFlight, inFlight);
            await clock.sleep(spec.takesMs, signal);
            inFlight--;
            if (signal.aborted) return { kind: 'cancelled' };
            const a = spec.answers[Math.min(n, spec.answers.length - 1)] ?? 'active';
            if (typeof a === 'number') {
              return {
                kind: 'transient',
                cause: `HTTP ${a}`,
                rateLimited: a === 429,
                ...(a === 429 ? { retryAfterMs: spec.retryAfterMs } : {}),
              };
            }
            said.set(id, a);
            return { kind: 'job', job: { id, status: a }, body: '{}' };
          };
          const results = await clock.run(
            waitForJobs({
              ids,
              fetchJob,
              clock,
              random: () => 0.5,
              log: new RecordingLog(),
              pollIntervalMs: intervalMs,
              timeoutMs,
              requestTimeoutMs: 30_000,
              signal: new AbortController().signal,
            }),
          );
          expect(maxInFlight).toBeLessThanOrEqual(MAX_IN_FLIGHT);
          let total = 0;
          for (const { id, result } of results) {
            const times = calls.get(id) ?? [];
            total += times.length;
            // What the service last said, or the deadline.
            if (result.outcome === 'final') expect(isFinal(said.get(id) ?? '')).toBe(true);
            else expect(['timeout', 'gave-up']).toContain(result.outcome);
            if (result.job) expect(result.job.status).toBe(said.get(id));
            // No request after the deadline; none after a final status.
            for (const at of times) expect(at).toBeLessThan(timeoutMs);
            // Per-job spacing: never below the interval (Retry-After waits at least as long).
            for (let i = 1; i < times.length; i++) {
              expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(intervalMs);
            }
          }
          const bound = ids.length * (Math.ceil(timeoutMs / intervalMs) + 1);
          expect(total).toBeLessThanOrEqual(bound);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('the bundled action with several jobs', () => {
  let sim: SimulatedService;
  beforeAll(async () => {
    sim = await startService();
  });
  afterAll(() => sim.close());

  it('waits for three jobs of the simulator, with a row and an annotation each', async () => {
    const run = await runAction(
      {
        'project-id': DEMO_PROJECT_ID,
        'api-key': DEMO_API_KEY,
        'base-url': sim.url,
        'poll-interval': '100ms',
        timeout: '20s',
        'job-id': 'job-pr\njob-no-pr\njob-archived',
      },
      { killAfterMs: 25_000 },
    );
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({
      outcome: 'archived',
      'completed-count': '2',
      'archived-count': '1',
      'pr-links': 'https://github.com/acme/docs/pull/42',
      'job-id': 'job-pr\njob-no-pr\njob-archived',
    });
    expect(run.annotations.map((a) => a.properties.title)).toEqual([
      'Agent job job-pr: completed with a pull request',
      'Agent job job-no-pr: completed: no files changed',
      'Agent job job-archived: archived',
    ]);
    expect(run.summary.match(/<tr><td><code>job-/g)).toHaveLength(3);
  });
});
