import { describe, expect, it } from '@jest/globals';
import type { AgentJob } from '../../src/common/agent-job.ts';
import type { PullRequestDetails } from '../../src/pull-request/code-host.ts';
import type { Config } from '../../src/inputs/inputs.ts';
import { createLog, type ActionIO } from '../../src/output/log.ts';
import { TEXT_LIMIT } from '../../src/github/host.ts';
import { endingWrite } from '../../src/pull-request/documents.ts';
import type { StepRecord } from '../../src/pull-request/record.ts';
import { LOGINS_SHOWN, MAX_FILES_SHOWN, SENT_SHOWN, stateOf } from '../../src/report/mirror.ts';
import { buildReport, type ReportContext } from '../../src/report/report.ts';
import { surfaceEnding } from '../../src/report/surface-ending.ts';
import type { JobEnding, StepHistory } from '../../src/report/verdict.ts';
import { viewJob } from '../../src/service/job-view.ts';

const API_KEY = 'mint_secretKeyThatMustNeverShow01';
const LIMITS = { comment: TEXT_LIMIT, check: TEXT_LIMIT };
const RUN = 'https://github.com/acme/product/actions/runs/4242';
const PR_URL = 'https://github.com/acme/docs/pull/101';

const config: Config = {
  projectId: 'proj_1',
  work: { plan: { kind: 'start', prompt: 'Update the docs.' }, jobId: 'job-1', jobIds: ['job-1'], letGo: false },
  failFast: false,
  wait: true,
  sweep: false,
  onFinishDispatch: '',
  apiKey: API_KEY,
  previousApiKey: '',
  baseUrl: 'https://api.mintlify.com',
  pollIntervalMs: 10_000,
  timeoutMs: 1_800_000,
  failOn: new Set(['failed']),
  requirePr: false,
  githubToken: 'ghs_docs',
  visibility: { comment: 'auto', checkName: '', reportToken: 'ghs_report', onRerun: 'resume', docsPrComment: false },
  docsNeed: { paths: [], skipLabel: '', onPush: 'follow-up', onClose: 'comment', agentLogin: 'mintlify[bot]' },
};

const details = (extra: Partial<PullRequestDetails> = {}): PullRequestDetails => ({
  headSha: 'c0ffee'.padEnd(40, '1'),
  headRef: 'agent/job-1',
  state: 'open',
  draft: false,
  title: 'Document the billing API',
  size: { additions: 1_240, deletions: 9, files: 4 },
  readAt: '2026-11-26T14:05:31.000Z',
  mirror: {
    review: 'approved',
    preview: 'https://preview.example.com/101',
    files: { names: ['docs.json', 'guides/billing.mdx'], total: 2 },
  },
  ...extra,
});

function ending(status: string, pullRequest?: PullRequestDetails, prLink: string | null = PR_URL): JobEnding {
  const job: Partial<AgentJob> & { status: string } = {
    status,
    prLink,
    source: { repository: 'https://github.com/acme/docs', ref: 'agent/x' },
    model: 'claude-sonnet-4-5',
    createdAt: '2026-11-26T13:50:00Z',
  };
  return {
    id: 'job-1',
    result: { outcome: 'final', job, body: JSON.stringify(job), polls: 4, waitedMs: 95_000 },
    view: viewJob(job),
    ...(pullRequest ? { pullRequest } : {}),
  };
}

const history: StepHistory = { started: true, sent: { kind: 'prompt', text: 'Update the docs for acme/product#5.' } };
const context: ReportContext = { config, history, waitedMs: 95_000, polls: 4, runUrl: RUN };

/** The start's turn, as the comment's record keeps it. */
const start: StepRecord = {
  run: '4242',
  attempt: 1,
  kind: 'prompt',
  jobs: ['job-1'],
  who: 'author',
  at: '2026-11-26T13:50:00.000Z',
  said: 'Update the docs for acme/product#5.',
  ended: 'success',
};

/** The comment's body as the ending writes it for these endings, through a log that redacts the api-key. */
function comment(endings: JobEnding[], records: StepRecord[] = [start], ctx = context): string {
  const io = { setSecret: () => undefined, isDebug: () => false } as unknown as ActionIO;
  return endingWrite(createLog(io, [API_KEY]), surfaceEnding(buildReport(endings, ctx)), LIMITS, records).html;
}

const firstLine = (html: string): string => /<h3>(.*?)<\/h3>/s.exec(html)?.[1] ?? '';
const count = (html: string, text: string): number => html.split(text).length - 1;

describe('the compact comment of one job', () => {
  it('says on its first line the outcome, the docs pull request, its title, state and size, the run and the preview', () => {
    const line = firstLine(comment([ending('completed', details())]));
    expect(line).toBe(
      `✅ Completed&#58; <a href="${PR_URL}">acme/docs&#35;101</a> Document the billing API · approved · +1,240 −9 in 4 files · ` +
        `<a href="${RUN}">run</a> · <a href="https://preview.example.com/101">preview</a>`,
    );
  });

  // Was broken: a start that never reached the service (the timeout spent first, a cancel while it
  // was out) headed the comment "⏱️ Timed out: agent job  · run", an empty id where one goes.
  it('says the job was not started where no job id is known', () => {
    const notStarted: JobEnding = { id: '', result: { outcome: 'timeout', polls: 0, waitedMs: 1_000 } };
    const line = firstLine(comment([notStarted], [], { ...context, history: { started: false } }));
    expect(line).toContain('agent job not started');
    expect(line).not.toMatch(/agent job\s+·|agent job\s*$/);
  });

  it.each<[string, Partial<PullRequestDetails>]>([
    ['draft', { draft: true, mirror: {} }],
    ['open', { mirror: {} }],
    ['approved', { mirror: { review: 'approved' } }],
    ['changes requested', { mirror: { review: 'changes-requested' } }],
    ['merged', { state: 'merged', mirror: { review: 'approved' } }],
    ['closed', { state: 'closed', draft: true }],
  ])('names the state %s', (state, extra) => {
    expect(stateOf(details(extra))).toBe(state);
    expect(firstLine(comment([ending('completed', details(extra))]))).toContain(` · ${state} · `);
  });

  it('shows nothing twice: the pull request, the run and the prompt once each, no row the first line says', () => {
    const html = comment([ending('completed', details())]);
    expect(count(html, 'acme/docs&#35;101')).toBe(1);
    expect(count(html, RUN)).toBe(1);
    expect(count(html, 'Update the docs for acme')).toBe(1);
    expect(html).not.toMatch(/Prompt sent|Pull request state|Workflow run|opened pull request/);
  });

  it('says how fresh the mirror is', () => {
    expect(comment([ending('completed', details())])).toContain(
      '<p>Docs pull request as of 2026-11-26 14&#58;05 UTC; refreshed on every run of this workflow.</p>',
    );
    expect(comment([ending('completed')])).toContain('was not read from GitHub on this run');
  });

  it('shows the conversation, newest last, then folds the changed files and the details', () => {
    const follow: StepRecord = {
      ...start,
      run: '4243',
      kind: 'message',
      at: '2026-11-26T14:00:00.000Z',
      said: 'Fix typo',
    };
    const html = comment([ending('completed', details())], [follow, start]);
    const order = [
      '<h3>Conversation</h3>',
      'author started the job',
      'author sent a follow-up',
      'Changed files (2)',
      'Details',
    ];
    const at = order.map((text) => html.indexOf(text));
    expect(at.every((index) => index > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(html).toContain('<tr><th align="left">Head</th><td><code>c0ffee111111</code></td></tr>');
    expect(html).toContain('<summary>Details</summary>');
  });

  it("shows this job's turns only: an earlier job's conversation is not this one's", () => {
    const earlier: StepRecord = { ...start, run: '4000', jobs: ['job-0'], said: 'An older job.' };
    const html = comment([ending('completed', details())], [earlier, start]);
    expect(html).not.toContain('An older job.');
    expect(count(html, '<li>')).toBe(2 + 1);
  });

  it(`names at most ${MAX_FILES_SHOWN} changed files and counts the rest`, () => {
    const names = Array.from({ length: 100 }, (_, i) => `page-${i}.mdx`);
    const html = comment([ending('completed', details({ mirror: { files: { names, total: 150 } } }))]);
    expect(count(html, '<li><code>page-')).toBe(MAX_FILES_SHOWN);
    expect(html).toContain('Changed files (150)');
    expect(html).toContain('and 120 more; the docs pull request lists them all.');
  });

  it('renders a hostile title inert and bounded, with no secret or workflow command', () => {
    const title = `${API_KEY} <img src=x onerror=alert(1)> [x](javascript:alert(1)) @org/team ::error::boom ##[warning]x ${'a'.repeat(200_000)}`;
    const html = comment([ending('completed', details({ title }))]);
    const line = firstLine(html);
    expect(line.length).toBeLessThan(2_000);
    expect(html).not.toContain(API_KEY);
    expect(html).not.toMatch(/<img|javascript:|@org|::error::|##\[/);
    expect(line).toContain('&#64;&#8203;org/team');
    expect(line).toContain('&#91;cut&#58; 200,095 characters in all&#93;');
  });

  it('leaves out of the first line what GitHub could not give, and never links an address that is not http(s)', () => {
    const line = firstLine(comment([ending('completed', details({ size: undefined, title: undefined, mirror: {} }))]));
    expect(line).toBe(`✅ Completed&#58; <a href="${PR_URL}">acme/docs&#35;101</a> · open · <a href="${RUN}">run</a>`);
  });

  it('labels a follow-up as one on its first line', () => {
    const followUp = { ...context, history: { started: false, sent: { kind: 'message' as const, text: 'More.' } } };
    const html = comment([ending('completed', details())], [start], followUp);
    expect(firstLine(html)).toMatch(/^✅ Completed \(follow-up\)&#58; <a /);
  });

  it("stays within GitHub's limit: the first line and the newest turns are kept", () => {
    const turns = Array.from({ length: 80 }, (_, i): StepRecord => ({
      ...start,
      run: String(5000 + i),
      kind: 'message',
      at: `2026-11-26T${String(10 + Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00.000Z`,
      said: `turn ${i} ${'x\n'.repeat(600)}`,
    }));
    const io = { setSecret: () => undefined, isDebug: () => false } as unknown as ActionIO;
    const ending_ = surfaceEnding(buildReport([ending('completed', details())], context));
    const html = endingWrite(createLog(io), ending_, { comment: 60_000, check: TEXT_LIMIT }, turns).html;
    expect(html.length).toBeLessThanOrEqual(60_000);
    expect(firstLine(html)).toContain('acme/docs&#35;101');
    expect(html).toContain('turn 79 ');
    expect(html).toMatch(/earlier turns are left out here to fit GitHub&#39;s size limit/);
  });

  it('puts a failure first, with the one next step', () => {
    const html = comment([ending('failed', undefined, null)]);
    expect(firstLine(html)).toBe(`❌ Failed&#58; agent job job-1 · <a href="${RUN}">run</a>`);
    expect(html).toMatch(/<p>Failed after 1m 35s; the service gives no reason in the job\.<\/p>/);
  });

  it('keeps the table for several jobs', () => {
    const html = comment([ending('completed', details()), { ...ending('completed'), id: 'job-2' }]);
    expect(html).toContain('<h2>');
    expect(html).toContain('<th>Job</th>');
  });
});

describe('the reviews of the docs pull request, in the comment and the check run', () => {
  const reviewUrl = (id: number): string => `${PR_URL}#pullrequestreview-${id}`;
  const reviewed = (mirror: PullRequestDetails['mirror']): PullRequestDetails => details({ mirror });
  /** The comment's body and the check run's text as the ending writes them. */
  function written(pullRequest: PullRequestDetails) {
    const io = { setSecret: () => undefined, isDebug: () => false } as unknown as ActionIO;
    const ending_ = surfaceEnding(buildReport([ending('completed', pullRequest)], context));
    const { html, check } = endingWrite(createLog(io, [API_KEY]), ending_, LIMITS, [start]);
    return { html, text: check.text ?? '' };
  }
  const at = '&#64;&#8203;';

  it('names who requested changes and who approved, as text that mentions no one', () => {
    const { html, text } = written(
      reviewed({
        review: 'changes-requested',
        reviewers: [
          { login: 'bob', state: 'approved' },
          { login: 'alice', state: 'changes-requested' },
          { login: 'carol', state: 'approved' },
        ],
      }),
    );
    expect(firstLine(html)).toContain(
      ` · changes requested by ${at}alice · approved by ${at}bob, ${at}carol · +1,240 −9 in 4 files · `,
    );
    expect(text).toContain(`<p>Reviews&#58; changes requested by ${at}alice; approved by ${at}bob, ${at}carol.</p>`);
  });

  it('says which reviews were sent to the agent, each linked, in the comment and the check run', () => {
    const { html, text } = written(
      reviewed({
        review: 'changes-requested',
        reviewers: [{ login: 'alice', state: 'changes-requested' }],
        sent: [
          { id: 7, login: 'alice', state: 'changes-requested', url: reviewUrl(7) },
          { id: 9, state: 'commented' },
        ],
      }),
    );
    const line =
      `Sent to the agent&#58; <a href="${reviewUrl(7)}">review 7</a> by ${at}alice (changes requested), ` +
      'review 9 by a deleted account (commented).';
    expect(html).toContain(`<p>${line}</p>`);
    expect(text).toContain(`<p>${line}</p>`);
    // Before the freshness line, after the first line.
    expect(html.indexOf(line)).toBeLessThan(html.indexOf('Docs pull request as of'));
  });

  it(`names at most ${LOGINS_SHOWN} reviewers per verdict and the newest ${SENT_SHOWN} reviews sent, counting the rest`, () => {
    const reviewers = Array.from({ length: 7 }, (_, i) => ({ login: `r${i}`, state: 'approved' as const }));
    const sent = Array.from({ length: 8 }, (_, i) => ({
      id: i + 1,
      login: `r${i}`,
      state: 'commented' as const,
      url: reviewUrl(i + 1),
    }));
    const { html } = written(reviewed({ review: 'approved', reviewers, sent }));
    expect(firstLine(html)).toContain(` · approved by ${at}r0, ${at}r1, ${at}r2, 4 more · `);
    expect(html).toContain('; and 3 earlier.');
    expect(count(html, 'pullrequestreview-')).toBe(SENT_SHOWN);
    expect(html).toContain(reviewUrl(8));
    expect(html).not.toContain(reviewUrl(3));
  });

  it('shows hostile logins and addresses inert: escaped, redacted, never a link that is not http(s)', () => {
    const login = `${API_KEY}<img src=x onerror=alert(1)>[x](javascript:alert(1))\n::error::boom @org/team`;
    const { html, text } = written(
      reviewed({
        review: 'changes-requested',
        reviewers: [{ login, state: 'changes-requested' }],
        sent: [{ id: 7, login, state: 'changes-requested', url: 'javascript:alert(1)' }],
      }),
    );
    for (const shown of [html, text]) {
      expect(shown).not.toContain(API_KEY);
      expect(shown).not.toMatch(/<img|javascript:|href="javascript|@org|::error::/);
    }
    expect(html).toContain('Sent to the agent&#58; review 7 by');
  });

  it('says nothing of reviews a merged pull request had, beyond its state; nor when none was read', () => {
    const merged = written({
      ...reviewed({ review: 'approved', reviewers: [{ login: 'bob', state: 'approved' }] }),
      state: 'merged',
    });
    expect(firstLine(merged.html)).toContain(' · merged · ');
    expect(written(reviewed({})).text).not.toContain('Reviews');
  });
});
