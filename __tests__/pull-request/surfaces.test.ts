/**
 * The comment and the check run on a scripted GitHub and a virtual clock: what is written when,
 * how progress coalesces, how the ending supersedes a write under way, and what a refusal stops.
 */
import { createGitHubHost } from '../../src/github/host.ts';
import { describe, expect, it } from '@jest/globals';
import { scriptedClient, type WireAnswer, type WireHandler, type WireRequest } from '../helpers/scripted-fetch.ts';
import type { Visibility } from '../../src/inputs/inputs.ts';
import {
  commentMarker,
  encodeRecord,
  readCommentRecords,
  stepKey,
  type StepRecord,
} from '../../src/pull-request/record.ts';
import type { Report } from '../../src/report/report.ts';
import { createPullRequestSurfaces, PROGRESS_GAP_MS } from '../../src/pull-request/surfaces.ts';
import { BUDGET_MS } from '../../src/common/budget.ts';
import { NO_SURFACES, planSurfaces, type PullRequestSurfaces } from '../../src/pull-request/plan.ts';
import { createLog, type ActionIO } from '../../src/output/log.ts';
import { EventClock } from '../helpers/event-clock.ts';
import { pullRequestTrigger, STEP } from '../helpers/pull-request-run.ts';
import { surfaceEnding } from '../../src/report/surface-ending.ts';

const KEY = 'mint_surfaces0123456789';
/** A record as read back: it names the step that wrote it. */
const named = (record: StepRecord): StepRecord => ({ ...record, step: stepKey(STEP) });
const TRIGGER = pullRequestTrigger();
const RECORD: StepRecord = { run: '77', attempt: 1, kind: 'prompt', sent: 'd', jobs: [] };
const VISIBLE: Visibility = {
  comment: 'auto',
  checkName: '',
  reportToken: 'ghs_x',
  onRerun: 'resume',
  docsPrComment: false,
};

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

const ok = (data: unknown, status = 200): WireAnswer => ({ status, data, headers: {} });
const BOT = { id: 41_898_282, login: 'github-actions[bot]', type: 'Bot' };

type Handler = (request: WireRequest, signal: AbortSignal) => Promise<WireAnswer> | WireAnswer;

/** A GitHub that answers with `handler`, recording each request with the virtual time it was sent. */
function scriptedGitHub(
  clock: EventClock,
  handler: Handler,
): { handler: WireHandler; sent: Array<WireRequest & { at: number }> } {
  const sent: Array<WireRequest & { at: number }> = [];
  return {
    sent,
    handler: async (request, signal) => {
      // Who the token writes as: GITHUB_TOKEN's account, as GraphQL names it; not counted among the writes.
      if (request.path === '/graphql') return ok({ data: { viewer: { login: 'github-actions', databaseId: BOT.id } } });
      sent.push({ ...request, at: clock.now() });
      return handler(request, signal);
    },
  };
}

/** A GitHub with no comment yet that takes every write. */
const accepting: Handler = (request) => {
  if (request.method === 'GET') return ok(request.path.includes('/check-runs') ? { check_runs: [] } : []);
  if (request.path.endsWith('/comments'))
    return ok({ id: 9, html_url: 'https://github.com/acme/product/pull/5#c9' }, 201);
  return ok({ id: 9, html_url: 'https://github.com/acme/product/pull/5#c9' });
};

function surfaces(
  clock: EventClock,
  handler: Handler,
  options: { visibility?: Partial<Visibility>; signal?: AbortSignal; deadline?: number } = {},
): { surfaces: PullRequestSurfaces; sent: Array<WireRequest & { at: number }>; io: ReturnType<typeof recordingIO> } {
  const io = recordingIO();
  const github = scriptedGitHub(clock, handler);
  const log = createLog(io, [KEY]);
  const client = scriptedClient(clock, github.handler);
  const visibility = { ...VISIBLE, ...options.visibility };
  return {
    io,
    sent: github.sent,
    surfaces: createPullRequestSurfaces(visibility, TRIGGER, planSurfaces(visibility, TRIGGER, log), {
      log,
      clock,
      signal: options.signal ?? new AbortController().signal,
      host: createGitHubHost({
        caller: (needs) => client.caller('report-token-value', { name: 'report-token', needs }),
        trigger: TRIGGER,
        log,
      }),
      apiKey: KEY,
      ...(options.deadline === undefined ? {} : { deadline: options.deadline }),
    }),
  };
}

const report = (outcome: Report['outcome'] = 'completed'): Report => ({
  outcome,
  outputs: { 'pr-link': 'https://github.com/acme/docs/pull/1' } as Report['outputs'],
  annotations: [],
  summary: { icon: '✅', heading: 'Agent job job-1 completed', paragraphs: [], rows: [] },
  pullRequests: [
    {
      job: 'job-1',
      pr: {
        url: 'https://github.com/acme/docs/pull/1',
        repository: 'acme/docs',
        owner: 'acme',
        repo: 'docs',
        number: 1,
        host: 'github',
      },
    },
  ],
});

const writes = (sent: WireRequest[]): string[] =>
  sent.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path.replace('/repos/acme/product', '')}`);

describe("GitHub that never answers, and the step's 'timeout'", () => {
  /** Every request hangs until its budget ends it. */
  const hanging: Handler = (_request, signal) =>
    new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));

  it("ends the first write and the re-run's read of earlier records at the step's deadline", async () => {
    const clock = new EventClock();
    const deadline = 8_000;
    const { surfaces: s } = surfaces(clock, hanging, { visibility: { checkName: 'Docs' }, deadline });
    const ended = await clock.run(
      (async () => {
        const earlier = await s.earlierRecord(clock.timeout(deadline));
        const readBy = clock.now();
        await s.begin(RECORD, { phase: 'sending', jobs: [] });
        return { earlier: earlier.kind, readBy, begunBy: clock.now() };
      })(),
    );
    expect(ended.earlier).toBe('unreadable');
    expect(ended.readBy).toBeLessThanOrEqual(deadline);
    // Its own budget (BUDGET_MS.write, 30 s) would have run past the deadline.
    expect(ended.begunBy).toBeLessThanOrEqual(deadline);
  });
});

describe('the comment, on a scripted GitHub', () => {
  it('looks for its comment, creates it, and ends by updating it', async () => {
    const clock = new EventClock();
    const { surfaces: s, sent } = surfaces(clock, accepting);
    const links = await clock.run(
      (async () => {
        await s.begin(RECORD, { phase: 'sending', jobs: [] });
        return s.finish(surfaceEnding(report()));
      })(),
    );
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/repos/acme/product/issues/5/comments?per_page=100' });
    expect(writes(sent)).toEqual(['POST /issues/5/comments', 'PATCH /issues/comments/9']);
    expect(links).toEqual({ commentUrl: 'https://github.com/acme/product/pull/5#c9' });
  });

  it('updates the comment an earlier run left, found by its signed marker among others', async () => {
    const clock = new EventClock();
    const ours = { id: 3, body: `x\n${commentMarker(STEP, RECORD, KEY)}`, html_url: 'u3', user: BOT };
    const forged = { id: 2, body: commentMarker(STEP, RECORD, 'mint_other'), html_url: 'u2', user: BOT };
    const { surfaces: s, sent } = surfaces(clock, (request) =>
      request.method === 'GET'
        ? ok([forged, { id: 1, body: 'LGTM', html_url: 'u1' }, ours])
        : ok({ id: 3, html_url: 'u3' }),
    );
    await clock.run(s.begin(RECORD, { phase: 'waiting', jobs: [{ id: 'job-1' }] }));
    expect(writes(sent)).toEqual(['PATCH /issues/comments/3']);
  });

  it('creates nothing while the list holds an item it cannot read (an id that is not one): it may be ours', async () => {
    const clock = new EventClock();
    const ours = { id: '3.0', body: `x\n${commentMarker(STEP, RECORD, KEY)}`, html_url: 'u3' };
    const { surfaces: s, sent } = surfaces(clock, (request) =>
      request.method === 'GET' ? ok([ours]) : ok({ id: 4, html_url: 'u4' }, 201),
    );
    await clock.run(s.begin(RECORD, { phase: 'waiting', jobs: [{ id: 'job-1' }] }));
    expect(writes(sent)).toEqual([]);
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

  it('writes a record with a new job id at once, without waiting for the gap', async () => {
    const clock = new EventClock();
    const { surfaces: s, sent } = surfaces(clock, accepting);
    await clock.run(
      (async () => {
        await s.begin(RECORD, { phase: 'sending', jobs: [] });
        s.progress({ ...RECORD, jobs: ['job-1'] }, { phase: 'waiting', jobs: [{ id: 'job-1', status: 'active' }] });
        await clock.sleep(PROGRESS_GAP_MS * 2, new AbortController().signal);
      })(),
    );
    const patch = sent.find((r) => r.method === 'PATCH');
    expect(patch?.at).toBe(0);
    expect(String(patch?.body?.body)).toContain('is running');
  });

  it('an ending waits for a creation held by a rate limit, then updates what it made: one comment, no line', async () => {
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
        await s.finish(surfaceEnding(report()));
      })(),
    );
    // A creation in flight is never dropped for the ending (GitHub may still make it): it is sent
    // again once the 20 s GitHub announced have passed, and the ending updates what it made.
    expect(writes(sent)).toEqual(['POST /issues/5/comments', 'POST /issues/5/comments', 'PATCH /issues/comments/9']);
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.at)).toEqual([0, 20_000]);
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
          await s.finish(surfaceEnding(report()));
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
    const created: Array<{ id: number; body: string; html_url: string; user: typeof BOT }> = [];
    let dropNextAnswer = true;
    const { surfaces: s, sent } = surfaces(clock, (request) => {
      if (request.method === 'GET') return ok(created);
      if (request.method === 'POST') {
        created.push({ id: 5, body: String(request.body?.body), html_url: 'u5', user: BOT });
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
        await s.finish(surfaceEnding(report()));
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
      (request) =>
        request.method === 'GET'
          ? ok({ check_runs: [] })
          : ok({ id: 4, html_url: 'https://github.com/acme/product/runs/4' }, 201),
      { visibility: { comment: 'false', checkName: 'Docs agent' } },
    );
    const links = await clock.run(
      (async () => {
        await s.begin(RECORD, { phase: 'sending', jobs: [] });
        return s.finish(surfaceEnding(report('timed-out')));
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
        text: expect.stringContaining('<a href="https://github.com/acme/docs/pull/1">acme/docs&#35;1</a>'),
      },
    });
    expect(links).toEqual({ checkRunUrl: 'https://github.com/acme/product/runs/4' });
  });

  // Was broken (a helper): a check run deleted while the step ran (its update answered 404) was said
  // to need "give the report-token checks: write", though the same token had just made it.
  it('deleted while the step runs: says a re-run makes a new one, never a permission', async () => {
    const clock = new EventClock();
    const { surfaces: s, io } = surfaces(
      clock,
      (request) => {
        if (request.method === 'GET') return ok({ check_runs: [] });
        if (request.method === 'PATCH') return { status: 404, data: { message: 'Not Found' }, headers: {} };
        return ok({ id: 4, html_url: 'https://github.com/acme/product/runs/4' }, 201);
      },
      { visibility: { comment: 'false', checkName: 'Docs agent' } },
    );
    const links = await clock.run(
      (async () => {
        await s.begin(RECORD, { phase: 'sending', jobs: [] });
        return s.finish(surfaceEnding(report()));
      })(),
    );
    const said = [...io.lines, ...io.warnings].join('\n');
    expect(said).toContain('re-run this run, which makes a new one');
    expect(said).not.toContain('checks: write');
    // Nor is its link handed on (check-run-url, the summary's row): it leads to nothing.
    expect(links).not.toHaveProperty('checkRunUrl');
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
        await s.finish(surfaceEnding(report('cancelled')));
      })(),
    );
    // A 429 asking for 3 s: one retry fits the budget, a second would end past it.
    expect(writes(sent)).toEqual(['POST /check-runs', 'POST /check-runs']);
    expect(clock.time).toBe(3_000);
    expect(clock.time).toBeLessThanOrEqual(BUDGET_MS.cancel);
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
      user: BOT,
    });
    const found = surfaces(clock, () => ok([body(earlier, 1)]));
    expect(await clock.run(found.surfaces.earlierRecord())).toEqual({ kind: 'found', record: named(earlier) });
    const stale = surfaces(clock, () => ok([body(otherRun, 1)]));
    expect(await clock.run(stale.surfaces.earlierRecord())).toEqual({ kind: 'none' });
  });

  it("is found after a newer run updated the comment: the comment keeps each run's newest record", async () => {
    const clock = new EventClock();
    const older = { ...RECORD, run: '77', jobs: ['job-older'] };
    const newer = { ...RECORD, run: '78', jobs: ['job-newer'] };
    const comment = { id: 1, body: commentMarker(STEP, { records: [newer, older] }, KEY), html_url: 'u1', user: BOT };
    const { surfaces: s, sent } = surfaces(clock, (request) =>
      request.method === 'GET' ? ok([comment]) : ok({ id: 1, html_url: 'u1', user: BOT }),
    );
    expect(await clock.run(s.earlierRecord())).toEqual({ kind: 'found', record: named(older) });
    // Its writes keep the newer run's record, after this attempt's, and name the author.
    await clock.run(s.begin({ ...older, attempt: 2 }, { phase: 'waiting', jobs: [] }));
    const written = String(sent.find((r) => r.method === 'PATCH')?.body?.body);
    expect(readCommentRecords(written, STEP, KEY)).toEqual({
      by: BOT.id,
      records: [{ ...older, attempt: 2 }, newer].map(named),
    });
  });

  it("keeps the other runs' records in its very first write, made before any look was asked for", async () => {
    const clock = new EventClock();
    const older = { ...RECORD, run: '70', jobs: ['job-older'] };
    const comment = {
      id: 1,
      body: commentMarker(STEP, { by: BOT.id, records: [older] }, KEY),
      html_url: 'u1',
      user: BOT,
    };
    const { surfaces: s, sent } = surfaces(clock, (request) =>
      request.method === 'GET' ? ok([comment]) : ok({ id: 1, html_url: 'u1', user: BOT }),
    );
    await clock.run(s.begin(RECORD, { phase: 'sending', jobs: [] }));
    const first = String(sent.find((r) => r.method === 'PATCH')?.body?.body);
    expect(readCommentRecords(first, STEP, KEY)?.records).toEqual([RECORD, older].map(named));
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

describe('what the comment says while the step runs, and when it ends without a report', () => {
  async function firstBody(progress: Parameters<PullRequestSurfaces['begin']>[1]): Promise<string> {
    const clock = new EventClock();
    const { surfaces: s, sent } = surfaces(clock, accepting);
    await clock.run(s.begin(RECORD, progress));
    return String(sent.find((r) => r.method === 'POST')?.body?.body);
  }

  it.each([
    [{ phase: 'sending' as const, jobs: [] }, '<h2>⏳ Starting an agent job</h2>'],
    [{ phase: 'sending' as const, jobs: [{ id: 'job-1' }] }, '<h2>⏳ Sending a follow-up to agent job job-1</h2>'],
    [{ phase: 'waiting' as const, jobs: [{ id: 'job-1' }] }, '<h2>⏳ Agent job job-1 is running</h2>'],
    [
      { phase: 'waiting' as const, jobs: [{ id: 'job-1' }, { id: 'job-2', status: 'active' }] },
      '<h2>⏳ Waiting for 2 agent jobs</h2>',
    ],
  ])('%j: %s', async (progress, heading) => {
    const body = await firstBody(progress);
    expect(body.startsWith(`${heading}\n<p>Working on it&#58; updated as the job goes, this says how it ended`)).toBe(
      true,
    );
    expect(body).toContain('<a href="https://github.com/acme/product/actions/runs/77">this run</a>');
    if (progress.jobs.length === 0) expect(body).not.toContain('<table>\n<tr><th>Job</th>');
    else expect(body).toContain('<tr><th>Job</th><th>Status</th></tr>');
    if (progress.jobs.length === 2) {
      expect(body).toContain('<tr><td><code>job-1</code></td><td><i>not read yet</i></td></tr>');
      expect(body).toContain('<tr><td><code>job-2</code></td><td><code>active</code></td></tr>');
    }
  });

  it('leaves the free text out when the whole would pass what GitHub holds', async () => {
    const clock = new EventClock();
    const { surfaces: s, sent } = surfaces(clock, accepting);
    const cell = 'x'.repeat(290);
    const big: Report = {
      ...report(),
      summary: {
        icon: '✅',
        heading: '50 agent jobs completed',
        paragraphs: [],
        rows: [],
        table: {
          headers: ['Job', 'Model', 'Branch'],
          rows: Array.from({ length: 50 }, (_, i) => [{ code: `job-${i}-${cell}` }, { text: cell }, { text: cell }]),
        },
        details: { title: 'Prompt sent', text: 'p'.repeat(20_000) },
      },
    };
    // Whole, the document would not fit.
    expect(createLog(recordingIO(), [KEY]).markup(big.summary).length).toBeGreaterThan(65_000);
    await clock.run(s.finish(surfaceEnding(big)));
    const body = String(sent.filter((r) => r.method !== 'GET').at(-1)?.body?.body);
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body).toContain('50 agent jobs completed');
    expect(body).toContain('job-49-');
    expect(body).not.toContain('<details>');
  });

  it('an unexpected error ends the comment and the check run as a failure that says so', async () => {
    const clock = new EventClock();
    const { surfaces: s, sent } = surfaces(clock, accepting, { visibility: { checkName: 'Docs agent' } });
    await clock.run(s.abandon('See the log.'));
    const writes = sent.filter((r) => r.method !== 'GET');
    expect(String(writes.find((r) => r.path.endsWith('/comments'))?.body?.body)).toMatch(
      /^<h2>⚠️ The step ended with an unexpected error<\/h2>\n<p>See the log\.<\/p>/,
    );
    expect(writes.find((r) => r.path.endsWith('/check-runs'))?.body).toMatchObject({
      status: 'completed',
      conclusion: 'failure',
      output: { title: 'The step ended with an unexpected error' },
    });
  });

  it('takes the newest attempt between the comment and the check run', async () => {
    const clock = new EventClock();
    const second = { ...RECORD, attempt: 2, jobs: ['job-2'] };
    const { surfaces: s } = surfaces(
      clock,
      (request) =>
        request.path.includes('/check-runs')
          ? ok({ check_runs: [{ id: 4, external_id: encodeRecord(STEP, second, KEY), html_url: 'c4' }] })
          : ok([{ id: 1, body: commentMarker(STEP, { ...RECORD, jobs: ['job-1'] }, KEY), html_url: 'u1', user: BOT }]),
      { visibility: { checkName: 'Docs agent' } },
    );
    expect(await clock.run(s.earlierRecord())).toEqual({ kind: 'found', record: named(second) });
  });
});
