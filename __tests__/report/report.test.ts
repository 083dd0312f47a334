import { renderMessage } from '../../src/output/text.ts';
import { describe, expect, it } from '@jest/globals';
import type { Config } from '../../src/inputs/inputs.ts';
import type { AgentJob } from '../../src/common/agent-job.ts';
import { buildReport, OUTPUT_NAMES, type Report } from '../../src/report/report.ts';
import { pullRequestsDoc } from '../../src/report/surface-ending.ts';
import { parsePullRequestLink } from '../../src/service/pr-link.ts';
import { viewJob } from '../../src/service/job-view.ts';
import { createLog, type ActionIO } from '../../src/output/log.ts';
import type { WaitResult } from '../../src/wait/wait.ts';
import type { StepHistory } from '../../src/report/verdict.ts';

const config: Config = {
  projectId: 'proj_1',
  work: { plan: { kind: 'wait' }, jobId: 'job-1', jobIds: ['job-1'], letGo: false },
  failFast: false,
  wait: true,
  sweep: false,
  onFinishDispatch: '',
  apiKey: 'mint_key',
  previousApiKey: '',
  baseUrl: 'https://api.mintlify.com',
  pollIntervalMs: 10_000,
  timeoutMs: 1_800_000,
  failOn: new Set(['failed']),
  requirePr: false,
  githubToken: '',
  visibility: { comment: 'auto', checkName: '', reportToken: '', onRerun: 'resume', docsPrComment: false },
  docsNeed: { paths: [], skipLabel: '', onPush: 'follow-up', onClose: 'comment', agentLogin: 'mintlify[bot]' },
};

/** The summary as the log writes it. */
async function html(report: Report): Promise<string> {
  let written = '';
  const io = {
    setSecret: () => undefined,
    isDebug: () => false,
    writeSummary: async (text: string) => void (written = text),
  };
  await createLog(io as unknown as ActionIO).summary(report.summary);
  return written;
}

function final(job: Partial<AgentJob> & { status: string }): WaitResult {
  return { outcome: 'final', job, body: JSON.stringify(job), polls: 4, waitedMs: 95_000 };
}

/** The report for one job that ended with `result`. */
function reportOf(
  cfg: Config,
  result: WaitResult,
  extra: { runUrl?: string } = {},
  history: StepHistory = { started: false },
): Report {
  const ending = { id: cfg.work.jobId, result, ...(result.job ? { view: viewJob(result.job) } : {}) };
  return buildReport([ending], {
    config: cfg,
    history,
    waitedMs: result.waitedMs,
    polls: result.polls,
    ...extra,
  });
}

describe('buildReport', () => {
  it('sets every output on every path, even when no job was read', () => {
    const report = reportOf(config, { outcome: 'refused', httpStatus: 401, polls: 1, waitedMs: 200 });
    expect(Object.keys(report.outputs).sort()).toEqual([...OUTPUT_NAMES].sort());
    expect(report.outputs).toMatchObject({ status: '', outcome: 'unauthorized', 'job-id': 'job-1', polls: '1' });
  });

  it.each([
    [final({ status: 'completed', prLink: 'https://github.com/o/r/pull/7' }), config, 'completed', 'notice', false],
    [final({ status: 'completed', prLink: null }), config, 'completed', 'notice', false],
    [final({ status: 'completed', prLink: null }), { ...config, requirePr: true }, 'completed', undefined, true],
    [final({ status: 'failed' }), config, 'failed', undefined, true],
    [final({ status: 'failed' }), { ...config, failOn: new Set() }, 'failed', 'warning', false],
    [final({ status: 'archived' }), config, 'archived', 'warning', false],
    [final({ status: 'archived' }), { ...config, failOn: new Set(['archived']) }, 'archived', undefined, true],
    [
      { outcome: 'timeout', job: { status: 'active' }, polls: 180, waitedMs: 1_800_000 },
      config,
      'timed-out',
      undefined,
      true,
    ],
    [
      { outcome: 'cancelled', job: { status: 'active' }, polls: 3, waitedMs: 30_000 },
      config,
      'cancelled',
      undefined,
      true,
    ],
    [{ outcome: 'not-found', polls: 1, waitedMs: 100 }, config, 'not-found', undefined, true],
    [{ outcome: 'gave-up', fault: 'HTTP 503', polls: 10, waitedMs: 100 }, config, 'error', undefined, true],
    [{ outcome: 'rejected', fault: 'HTTP 400', polls: 1, waitedMs: 100 }, config, 'error', undefined, true],
  ] as Array<[WaitResult, Config, string, string | undefined, boolean]>)(
    'judges %j as %s',
    (result, cfg, outcome, annotation, fails) => {
      const report = reportOf(cfg, result);
      expect(report.outcome).toBe(outcome);
      expect(report.annotations.map((a) => a.level)).toEqual(annotation ? [annotation] : []);
      expect(report.failure !== undefined).toBe(fails);
    },
  );

  it('says how long it waited and the last status on a time-out', () => {
    const report = reportOf(config, {
      outcome: 'timeout',
      job: { status: 'active' },
      polls: 180,
      waitedMs: 1_800_000,
      fault: 'HTTP 502',
    });
    expect(renderMessage(report.failure ?? '')).toBe(
      "Agent job job-1: Timed out after 30m 00s: its last status was active (180 requests). The last requests failed: HTTP 502. The job itself goes on running; raise 'timeout' if jobs need longer.",
    );
    expect(report.outputs.status).toBe('active');
  });

  // Was: "The job itself goes on running on the service." and no next step, even with no status read.
  it('says how to wait for a cancelled job later, and what re-running does', () => {
    const read = reportOf(
      config,
      { outcome: 'cancelled', job: { status: 'active' }, polls: 3, waitedMs: 30_000 },
      {},
      {
        started: true,
        sent: { kind: 'prompt', text: 'x' },
        rerunResumes: true,
      },
    );
    const said = renderMessage(read.failure ?? '');
    expect(said).toContain('The job itself goes on running on the service. To wait for it later, pass job-id job-1.');
    expect(said).toContain('Re-running the workflow waits for this same job');
    const unread = renderMessage(reportOf(config, { outcome: 'cancelled', polls: 1, waitedMs: 1_000 }).failure ?? '');
    expect(unread).toContain('No status was read, so whether the service has the job is not known.');
    expect(unread).not.toContain('goes on running');
  });

  it('never says the job goes on running when no status was ever read', () => {
    const report = reportOf(config, {
      outcome: 'timeout',
      polls: 4,
      waitedMs: 60_000,
      fault: 'connection refused (ECONNREFUSED)',
    });
    const failure = renderMessage(report.failure ?? '');
    expect(failure).toContain('no status was ever read, because the requests failed');
    expect(failure).toContain("check 'base-url'");
    expect(failure).not.toContain('goes on running');
  });

  it('sends a time-out whose reads the service answered with 5xx to the service, not to base-url or a proxy', () => {
    const failure = renderMessage(
      reportOf(config, { outcome: 'timeout', polls: 4, waitedMs: 60_000, fault: 'HTTP 503', serviceErred: true })
        .failure ?? '',
    );
    expect(failure).toContain('no status was ever read, because the requests failed');
    expect(failure).toContain('wait until the service answers without errors');
    expect(failure).not.toContain("check 'base-url'");
    expect(failure).not.toContain('proxy');
  });

  it('never says no request was answered when the service took what was sent (a rate limit ate the time after)', () => {
    const sent = { started: false, sent: { kind: 'message', text: 'Add a note.' } } as const;
    const report = reportOf(config, { outcome: 'timeout', polls: 0, waitedMs: 25_000 }, {}, sent);
    expect(renderMessage(report.failure ?? '')).toBe(
      "Agent job job-1: Timed out after 25s: the service took the message, and the 'timeout' ran out before a status was read after it (0 requests). The job itself goes on running; raise 'timeout' if jobs need longer. Re-running the workflow sends the message again: with no pull request comment or check run there is no record to resume from.",
    );
    const unsent = { started: false, sent: { kind: 'message', text: 'Add a note.', notSent: true } } as const;
    expect(
      renderMessage(reportOf(config, { outcome: 'timeout', polls: 0, waitedMs: 25_000 }, {}, unsent).failure ?? ''),
    ).toContain('before any request was answered');
  });

  it('names a follow-up once in the heading, whether its headline says so or not', () => {
    const sent = { kind: 'message', text: 'Add a note.' } as const;
    const handedOn = reportOf(
      { ...config, wait: false },
      { outcome: 'final', job: { status: 'running' }, polls: 1, waitedMs: 0 },
      {},
      { started: false, notWaiting: true, sent },
    );
    expect(renderMessage(handedOn.summary.heading)).toBe('Agent job job-1 follow-up sent');
    const waited = reportOf(config, final({ status: 'completed' }), {}, { started: false, sent });
    expect(renderMessage(waited.summary.heading)).toBe('Agent job job-1 completed: no files changed (follow-up)');
  });

  it('counts a job whose final status is from before a follow-up as pending, with no status', () => {
    const report = reportOf(config, {
      outcome: 'timeout',
      job: { status: 'completed' },
      polls: 3,
      waitedMs: 20_000,
      staleFinal: true,
    });
    expect(report.outputs).toMatchObject({
      status: '',
      outcome: 'timed-out',
      'completed-count': '0',
      'failed-count': '0',
      'archived-count': '0',
      'pending-count': '1',
    });
    expect(renderMessage(report.failure ?? '')).toContain('still read completed from before the message');
  });

  it('summarises status, pull request, model, repository, ref, times, wait and polls', async () => {
    const report = reportOf(
      config,
      final({
        status: 'completed',
        prLink: 'https://github.com/acme/docs/pull/12',
        model: 'claude',
        createdAt: '2026-11-22T09:00:00Z',
        archivedAt: null,
        source: { repository: 'https://github.com/acme/docs', ref: 'agent/x' },
      }),
      { runUrl: 'https://github.com/acme/site/actions/runs/1' },
    );
    const summary = await html(report);
    expect(summary).toContain('<a href="https://github.com/acme/docs/pull/12">acme/docs&#35;12</a>');
    expect(summary).toContain('<a href="https://github.com/acme/docs">acme/docs</a>');
    expect(summary).toContain('<a href="https://github.com/acme/site/actions/runs/1">this run</a>');
    for (const text of ['claude', 'agent/x', '2026-11-22T09&#58;00&#58;00Z', '1m 35s (4 requests)']) {
      expect(summary).toContain(text);
    }
  });

  describe('treats values from the service as data', () => {
    const hostile = final({
      status: 'completed',
      model: 'x\n::error::injected%0A<script>alert(1)</script> | **bold** [link](https://evil.test)',
      prLink: 'javascript:alert(1)',
      source: { repository: 'https://github.com/acme/docs', ref: 'main\n::warning::x' },
      createdAt: '<img src=x onerror=alert(1)>',
    });
    const report = reportOf(config, hostile);

    it('escapes markup in the summary', async () => {
      const summary = await html(report);
      expect(summary).not.toMatch(/<script|<img|\*\*bold|\[link\]|javascript:/);
      expect(summary).toContain('&lt;script&gt;');
    });

    it('keeps every output on one line', () => {
      for (const value of Object.values(report.outputs)) expect(value).not.toMatch(/[\r\n]/);
      expect(report.outputs.model).toContain('x\\n::error::injected');
    });

    it('does not present a link that is not http(s)', () => {
      expect(report.outputs['pr-link']).toBe('');
      // It named a pull request, so files did change: the ending says the link is unusable, not "no files".
      const said = renderMessage(report.annotations[0]?.message ?? '');
      expect(said).toContain('pull request link this step cannot use');
      expect(said).not.toContain('changed no files');
    });
  });
});

describe('a time-out while rate limited', () => {
  it('advises a longer poll-interval, not the network, when every answer was a 429', () => {
    const report = reportOf(config, {
      outcome: 'timeout',
      polls: 5,
      waitedMs: 60_000,
      fault: 'HTTP 429 (slow down)',
      rateLimited: true,
    });
    const failure = renderMessage(report.failure ?? '');
    expect(failure).toContain(
      'the service kept limiting the rate of requests (5 requests; the last: HTTP 429 (slow down))',
    );
    expect(failure).toContain("raise 'poll-interval'");
    expect(failure).not.toContain("check 'base-url'");
  });
});

describe("the check run's text: the docs pull requests, live", () => {
  const log = createLog({ setSecret: () => undefined, isDebug: () => false } as unknown as ActionIO);
  const pr = (n: number) => parsePullRequestLink(`https://github.com/acme/docs/pull/${n}`);

  it('names one as owner/repo#N in a link, never a bare #N', () => {
    const html = log.markup(pullRequestsDoc({ pullRequests: [{ job: 'job-1', pr: pr(7) }] }));
    expect(html).toContain('<a href="https://github.com/acme/docs/pull/7">acme/docs&#35;7</a>');
    expect(html).not.toMatch(/>&#35;7</);
  });

  it('gives several jobs a row each, on its own line, with a link where a job opened one', () => {
    const html = log.markup(
      pullRequestsDoc({ pullRequests: [{ job: 'job-1', pr: pr(7) }, { job: 'job-2' }, { job: 'job-3', pr: pr(9) }] }),
    );
    expect(html).toContain('The docs pull requests (2 of 3 jobs)');
    expect(html.split('\n').filter((line) => line.startsWith('<tr><td>'))).toEqual([
      '<tr><td><code>job-1</code></td><td><a href="https://github.com/acme/docs/pull/7">acme/docs&#35;7</a></td></tr>',
      '<tr><td><code>job-2</code></td><td><i>none</i></td></tr>',
      '<tr><td><code>job-3</code></td><td><a href="https://github.com/acme/docs/pull/9">acme/docs&#35;9</a></td></tr>',
    ]);
  });

  it('says when no job opened one', () => {
    expect(log.markup(pullRequestsDoc({ pullRequests: [{ job: 'job-1' }] }))).toContain('No docs pull request');
  });
});

// Was broken (a helper): 50 jobs, 48 held by the service, `timeout: 2s`: the jobs whose turn
// never came (no request sent) were told "The service did not answer within 'timeout': check
// 'base-url', the network...", though nothing was asked of it for them.
describe('a job whose turn never came before the time-out', () => {
  it('says no request for it was sent, and to raise timeout, not to check the network', () => {
    const report = reportOf(config, { outcome: 'timeout', polls: 0, waitedMs: 2_000 }, {}, { started: false });
    const failure = renderMessage(report.failure ?? '');
    expect(failure).toContain('none for this job was sent: its turn never came');
    expect(failure).toContain("Raise 'timeout'");
    expect(failure).not.toContain("check 'base-url'");
  });
});
