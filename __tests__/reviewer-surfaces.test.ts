/**
 * The comment and the check run on a scripted GitHub and a virtual clock: what is written when,
 * how progress coalesces, how the ending supersedes a write under way, and what a refusal stops.
 */
import { describe, expect, it } from '@jest/globals';
import type { GitHubAnswer, GitHubRequest, GitHubSend } from '../src/github-rest.ts';
import type { Visibility } from '../src/inputs.ts';
import { commentMarker, type StepRecord } from '../src/record.ts';
import type { Report } from '../src/report.ts';
import { CANCEL_BUDGET_MS, createReviewerSurfaces, PROGRESS_GAP_MS } from '../src/reviewer-surfaces.ts';
import { NO_SURFACES, planSurfaces, type ReviewerSurfaces } from '../src/reviewers.ts';
import { createSink, type ActionIO } from '../src/sink.ts';
import type { Trigger } from '../src/trigger.ts';
import { EventClock } from './helpers/event-clock.ts';

const KEY = 'mint_surfaces0123456789';
const STEP = { workflow: 'Docs', job: 'docs', step: 'agent' };
const TRIGGER: Trigger = {
  owner: 'acme',
  repo: 'product',
  eventName: 'pull_request',
  pullNumber: 5,
  headSha: 'a'.repeat(40),
  headNeedsLookUp: false,
  runId: '77',
  attempt: 1,
  runUrl: 'https://github.com/acme/product/actions/runs/77',
  step: STEP,
};
const RECORD: StepRecord = { run: '77', attempt: 1, kind: 'prompt', sent: 'd', jobs: [] };
const VISIBLE: Visibility = { comment: 'auto', checkName: '', reportToken: 'ghs_x', onRerun: 'resume' };

function recordingIO(): ActionIO & { lines: string[]; warnings: string[] } {
  const lines: string[] = [];
  const warnings: string[] = [];
  return {
    lines,
    warnings,
    getInput: () => '',
    setSecret: () => undefined,
    setOutput: () => undefined,
    info: (m) => lines.push(m),
    debug: () => undefined,
    isDebug: () => false,
    notice: () => undefined,
    warning: (m) => warnings.push(m),
    error: () => undefined,
    setFailed: () => undefined,
    startGroup: () => undefined,
    endGroup: () => undefined,
    writeSummary: async () => undefined,
  };
}

type Handler = (request: GitHubRequest, signal: AbortSignal) => Promise<GitHubAnswer> | GitHubAnswer;

/** A GitHub that answers with `handler`, recording each request with the virtual time it was sent. */
function scriptedGitHub(
  clock: EventClock,
  handler: Handler,
): { send: GitHubSend; sent: Array<GitHubRequest & { at: number }> } {
  const sent: Array<GitHubRequest & { at: number }> = [];
  return {
    sent,
    send: async (request, signal) => {
      sent.push({ ...request, at: clock.now() });
      return handler(request, signal);
    },
  };
}

const ok = (data: unknown, status = 200): GitHubAnswer => ({ status, data, headers: {} });

/** A GitHub with no comment yet that takes every write. */
const accepting: Handler = (request) => {
  if (request.method === 'GET') return ok([]);
  if (request.path.endsWith('/comments'))
    return ok({ id: 9, html_url: 'https://github.com/acme/product/pull/5#c9' }, 201);
  return ok({ id: 9, html_url: 'https://github.com/acme/product/pull/5#c9' });
};

function surfaces(
  clock: EventClock,
  handler: Handler,
  options: { visibility?: Partial<Visibility>; signal?: AbortSignal } = {},
): { surfaces: ReviewerSurfaces; sent: Array<GitHubRequest & { at: number }>; io: ReturnType<typeof recordingIO> } {
  const io = recordingIO();
  const github = scriptedGitHub(clock, handler);
  const sink = createSink(io, [KEY]);
  const visibility = { ...VISIBLE, ...options.visibility };
  return {
    io,
    sent: github.sent,
    surfaces: createReviewerSurfaces(visibility, TRIGGER, planSurfaces(visibility, TRIGGER, sink), {
      sink,
      clock,
      signal: options.signal ?? new AbortController().signal,
      send: async () => github.send,
      apiKey: KEY,
    }),
  };
}

const report = (outcome: Report['outcome'] = 'completed'): Report => ({
  outcome,
  outputs: { 'pr-link': 'https://github.com/acme/docs/pull/1' } as Report['outputs'],
  annotations: [],
  summary: { icon: '✅', heading: 'Agent job job-1 completed', paragraphs: [], rows: [] },
});

const writes = (sent: GitHubRequest[]): string[] =>
  sent.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path.replace('/repos/acme/product', '')}`);

describe('the comment, on a scripted GitHub', () => {
  it('looks for its comment, creates it, and ends by updating it', async () => {
    const clock = new EventClock();
    const { surfaces: s, sent } = surfaces(clock, accepting);
    const links = await clock.run(
      (async () => {
        await s.begin(RECORD, { phase: 'sending', jobs: [] });
        return s.finish(report());
      })(),
    );
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/repos/acme/product/issues/5/comments?per_page=100&page=1' });
    expect(writes(sent)).toEqual(['POST /issues/5/comments', 'PATCH /issues/comments/9']);
    expect(links).toEqual({ commentUrl: 'https://github.com/acme/product/pull/5#c9' });
  });

  it('updates the comment an earlier run left, found by its signed marker among others', async () => {
    const clock = new EventClock();
    const ours = { id: 3, body: `x ${commentMarker(STEP, RECORD, KEY)}`, html_url: 'u3' };
    const forged = { id: 2, body: commentMarker(STEP, RECORD, 'mint_other'), html_url: 'u2' };
    const { surfaces: s, sent } = surfaces(clock, (request) =>
      request.method === 'GET' ? ok([forged, { id: 1 }, ours]) : ok({ id: 3, html_url: 'u3' }),
    );
    await clock.run(s.begin(RECORD, { phase: 'waiting', jobs: [{ id: 'job-1' }] }));
    expect(writes(sent)).toEqual(['PATCH /issues/comments/3']);
  });

  it('coalesces status changes into one write per gap, the latest state', async () => {
    const clock = new EventClock();
    const { surfaces: s, sent } = surfaces(clock, accepting);
    await clock.run(
      (async () => {
        await s.begin(RECORD, { phase: 'waiting', jobs: [{ id: 'job-1' }] });
        s.progress(RECORD, { phase: 'waiting', jobs: [{ id: 'job-1', status: 'pending' }] });
        s.progress(RECORD, { phase: 'waiting', jobs: [{ id: 'job-1', status: 'active' }] });
        await clock.sleep(PROGRESS_GAP_MS * 2, new AbortController().signal);
      })(),
    );
    const patches = sent.filter((r) => r.method === 'PATCH');
    expect(patches).toHaveLength(1);
    expect(patches[0]?.at).toBe(PROGRESS_GAP_MS);
    expect(String(patches[0]?.body?.body)).toContain('<code>active</code>');
  });

  it('an ending supersedes a write that waits for GitHub, and says nothing of the superseded one', async () => {
    const clock = new EventClock();
    let firstPost = true;
    const {
      surfaces: s,
      sent,
      io,
    } = surfaces(clock, (request) => {
      if (request.method === 'GET') return ok([]);
      if (request.method === 'POST' && firstPost) {
        firstPost = false;
        return { status: 403, data: { message: 'secondary rate limit' }, headers: { 'retry-after': '20' } };
      }
      return ok({ id: 9, html_url: 'u9' }, 201);
    });
    await clock.run(
      (async () => {
        void s.begin(RECORD, { phase: 'sending', jobs: [] });
        await clock.sleep(1_000, new AbortController().signal);
        await s.finish(report());
      })(),
    );
    expect(writes(sent)).toEqual(['POST /issues/5/comments', 'POST /issues/5/comments']);
    expect(clock.time).toBe(1_000);
    expect(io.lines.filter((line) => line.startsWith('Could not'))).toEqual([]);
  });

  it('stops writing after a refusal that will not change, with one line (a warning with comment: true)', async () => {
    for (const comment of ['auto', 'true'] as const) {
      const clock = new EventClock();
      const {
        surfaces: s,
        sent,
        io,
      } = surfaces(
        clock,
        (request) =>
          request.method === 'GET'
            ? ok([])
            : { status: 403, data: { message: 'Resource not accessible' }, headers: {} },
        { visibility: { comment } },
      );
      await clock.run(
        (async () => {
          await s.begin(RECORD, { phase: 'sending', jobs: [] });
          s.progress(RECORD, { phase: 'waiting', jobs: [{ id: 'job-1', status: 'active' }] });
          await s.finish(report());
        })(),
      );
      expect(writes(sent)).toEqual(['POST /issues/5/comments']);
      const said = [...io.lines, ...io.warnings].filter((line) => line.startsWith('Could not'));
      expect(said).toHaveLength(1);
      expect(io.warnings).toHaveLength(comment === 'true' ? 1 : 0);
    }
  });

  it('after a creation that got no answer, looks again before creating, so it never adds a second comment', async () => {
    const clock = new EventClock();
    const created: Array<{ id: number; body: string; html_url: string }> = [];
    let dropNextAnswer = true;
    const { surfaces: s, sent } = surfaces(clock, (request) => {
      if (request.method === 'GET') return ok(created);
      if (request.method === 'POST') {
        created.push({ id: 5, body: String(request.body?.body), html_url: 'u5' });
        if (dropNextAnswer) {
          dropNextAnswer = false;
          throw new Error('socket hang up');
        }
      }
      return ok({ id: 5, html_url: 'u5' });
    });
    await clock.run(
      (async () => {
        await s.begin(RECORD, { phase: 'sending', jobs: [] });
        await s.finish(report());
      })(),
    );
    // The POST's answer was lost and it was not sent again blindly: a second look found the comment.
    expect(created).toHaveLength(1);
    expect(writes(sent)).toEqual(['POST /issues/5/comments', 'PATCH /issues/comments/5', 'PATCH /issues/comments/5']);
  });
});

describe('the check run, on a scripted GitHub', () => {
  it('is created in progress with the record, and completed with the conclusion and the pull request', async () => {
    const clock = new EventClock();
    const { surfaces: s, sent } = surfaces(
      clock,
      (request) => (request.method === 'GET' ? ok({ check_runs: [] }) : ok({ id: 4, html_url: 'c4' }, 201)),
      { visibility: { comment: 'false', checkName: 'Docs agent' } },
    );
    const links = await clock.run(
      (async () => {
        await s.begin(RECORD, { phase: 'sending', jobs: [] });
        return s.finish(report('timed-out'));
      })(),
    );
    expect(sent[0]?.path).toBe(
      `/repos/acme/product/commits/${'a'.repeat(40)}/check-runs?check_name=Docs%20agent&filter=all&per_page=100`,
    );
    const [create, complete] = sent.filter((r) => r.method !== 'GET');
    expect(create?.body).toMatchObject({
      name: 'Docs agent',
      head_sha: 'a'.repeat(40),
      status: 'in_progress',
      details_url: TRIGGER.runUrl,
    });
    expect(String(create?.body?.external_id)).toMatch(/^wait-for-agent-job\./);
    expect(complete).toMatchObject({ method: 'PATCH', path: '/repos/acme/product/check-runs/4' });
    expect(complete?.body).toMatchObject({
      status: 'completed',
      conclusion: 'timed_out',
      output: {
        title: 'Agent job job-1 completed',
        text: 'The docs pull request: https://github.com/acme/docs/pull/1',
      },
    });
    expect(links).toEqual({ checkRunUrl: 'c4' });
  });

  it('once the runner cancels, the ending has its own short budget', async () => {
    const clock = new EventClock();
    const cancel = new AbortController();
    const { surfaces: s, sent } = surfaces(
      clock,
      (request) =>
        request.method === 'GET' ? ok({ check_runs: [] }) : { status: 429, data: {}, headers: { 'retry-after': '3' } },
      { visibility: { comment: 'false', checkName: 'Docs agent' }, signal: cancel.signal },
    );
    await clock.run(
      (async () => {
        cancel.abort();
        await s.finish(report('cancelled'));
      })(),
    );
    // A 429 asking for 3 s: one retry fits the budget, a second would end past it.
    expect(writes(sent)).toEqual(['POST /check-runs', 'POST /check-runs']);
    expect(clock.time).toBe(3_000);
    expect(clock.time).toBeLessThanOrEqual(CANCEL_BUDGET_MS);
  });
});

describe('an earlier attempt’s record', () => {
  it('is read from the comment of this run; another run’s is not a record for this one', async () => {
    const clock = new EventClock();
    const earlier = { ...RECORD, jobs: ['job-1'] };
    const otherRun = { ...RECORD, run: '76', jobs: ['job-0'] };
    const body = (record: StepRecord, id: number): unknown => ({
      id,
      body: commentMarker(STEP, record, KEY),
      html_url: `u${id}`,
    });
    const found = surfaces(clock, () => ok([body(earlier, 1)]));
    expect(await clock.run(found.surfaces.earlierRecord())).toEqual({ kind: 'found', record: earlier });
    const stale = surfaces(clock, () => ok([body(otherRun, 1)]));
    expect(await clock.run(stale.surfaces.earlierRecord())).toEqual({ kind: 'none' });
  });

  it('is unreadable when GitHub refuses, or when there is nowhere to keep one', async () => {
    const clock = new EventClock();
    const refused = surfaces(clock, () => ({ status: 403, data: { message: 'no' }, headers: {} }));
    expect(await clock.run(refused.surfaces.earlierRecord())).toMatchObject({ kind: 'unreadable' });
    expect(await NO_SURFACES.earlierRecord()).toEqual({
      kind: 'unreadable',
      why: 'there is no comment or check run to keep it in',
    });
  });
});
