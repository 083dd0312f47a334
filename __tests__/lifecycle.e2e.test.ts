/**
 * One workflow, one step, for a product pull request's whole life, proven on the bundled action:
 * the step has `prompt` and `follow-up-command`, so the pull request's events start or tell its
 * job and its `/docs` comments are sent to it. Every run sends what is owed, once: a `/docs` run
 * tells the pushes its concurrency group cancelled, a push run sends the commands whose runs never
 * came, and a command after the docs pull request was merged starts a new job.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { startSimulatedGitHub, userIdOf, type SimGitHub } from '../sim/github-api.ts';
import {
  commentEventEnv,
  eventFile,
  PR_REPOSITORY,
  PR_STEP,
  pullRequestEnv,
  REPORT_TOKEN,
} from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { commentMarker, MAX_RUNS_KEPT, readCommentRecords, type StepRecord } from '../src/pull-request/record.ts';
import { useSimulatedService } from './helpers/simulated.ts';

// A started or messaged job reads active once, then ends: on any machine, not after 300 ms.
const sim = useSimulatedService({ activeReads: 1, startedPrLink: 'https://github.com/acme/docs/pull/101' });
const PROMPT = 'Document the changes of this pull request.';
const [HEAD1, HEAD2] = ['1', '2'].map((digit) => digit.repeat(40)) as [string, string];
const ISSUE = `${PR_REPOSITORY}#5`;
/** An app token for the docs repository, as actions/create-github-app-token makes one. */
const DOCS_TOKEN = 'ghs_docsRepositoryAppToken0123456789';

let github: SimGitHub;
let product: { head: { sha: string } };
let docs: Record<string, unknown>;
let runId = 9600;
afterEach(() => github.close());
beforeEach(async () => {
  runId += 20;
  product = { head: { sha: HEAD1 } };
  docs = { number: 101, state: 'open', draft: false, merged: false, head: { sha: 'f'.repeat(40), ref: 'agent/x' } };
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: { repository: PR_REPOSITORY, readable: ['acme/docs'], pullRequests: 'write', checks: 'write' },
      [DOCS_TOKEN]: { repository: 'acme/docs', pullRequests: 'write' },
    },
    collaborators: {
      lead: { permission: 'write', role_name: 'write' },
      reader: { permission: 'read', role_name: 'read' },
    },
    pulls: { [ISSUE]: Object.assign(product, { number: 5, files: ['src/flag.ts'] }), 'acme/docs#101': docs },
    comparisons: {
      [`${PR_REPOSITORY}:${HEAD1}...${HEAD2}`]: {
        commits: [{ sha: 'c'.repeat(40), message: 'Add the --flag option' }],
        files: ['src/flag.ts'],
      },
    },
  });
});

/** The one step of the one workflow, as the README's first screen wires it. */
const inputs = (extra: Record<string, string> = {}) =>
  sim.inputs({
    prompt: PROMPT,
    'follow-up-command': '/docs',
    'report-token': REPORT_TOKEN,
    'github-token': REPORT_TOKEN,
    'check-name': 'Docs',
    ...extra,
  });
const SAME_WORKFLOW = { GITHUB_WORKFLOW: 'Docs' };

/** A run of the workflow on a pull request event at `head`. */
async function act(
  action: string,
  head: string,
  extra: {
    inputs?: Record<string, string>;
    merged?: boolean;
    attempt?: number;
    draft?: boolean;
    labels?: string[];
    label?: string;
  } = {},
): Promise<ActionRun> {
  if (extra.attempt === undefined) runId++;
  const pull_request = {
    number: 5,
    draft: extra.draft === true,
    merged: extra.merged === true,
    labels: (extra.labels ?? []).map((name) => ({ name })),
    head: { sha: head, repo: { full_name: PR_REPOSITORY } },
    base: { repo: { full_name: PR_REPOSITORY } },
  };
  const label = extra.label === undefined ? {} : { label: { name: extra.label } };
  // GitHub shows the pull request as its event does (a re-run reads it as it is now).
  Object.assign(product, { state: action === 'closed' ? 'closed' : 'open', merged: extra.merged === true });
  const env = pullRequestEnv(github.url, runId, {
    GITHUB_EVENT_PATH: eventFile({ action, pull_request, ...label }),
    GITHUB_RUN_ATTEMPT: String(extra.attempt ?? 1),
  });
  const run = await runAction(inputs(extra.inputs), { killAfterMs: 25_000, env });
  // The job's docs pull request is on the branch the simulated service says its agent works on.
  if (run.outputs.started === 'true') docs.head = { sha: 'f'.repeat(40), ref: `agent/${run.outputs['job-id'] ?? ''}` };
  return run;
}

/** The run a comment starts, on the same workflow; `attempt` re-runs the run before it. */
function commentRun(id: number, body: string, login = 'lead', attempt = 1): Promise<ActionRun> {
  if (attempt === 1) runId++;
  const env = commentEventEnv(
    github.url,
    runId,
    { id, body, login },
    { ...SAME_WORKFLOW, GITHUB_RUN_ATTEMPT: String(attempt) },
  );
  return runAction(inputs(), { killAfterMs: 25_000, env });
}

async function command(body: string, login = 'lead'): Promise<{ run: ActionRun; id: number }> {
  const { id } = github.addComment(ISSUE, body, login);
  return { run: await commentRun(id, body, login), id };
}

const posts = () => sim.requests().filter((request) => request.method === 'POST');
const sent = (): string[] =>
  posts().map((request) => String((JSON.parse(request.body ?? '{}') as { prompt?: unknown }).prompt));
const reactionsOn = (id: number): string[] => github.reactions.filter((r) => r.commentId === id).map((r) => r.content);

describe('one step runs the pull request’s life', () => {
  it('starts the job on open and sends it a /docs comment as it stands', async () => {
    const opened = await act('opened', HEAD1);
    expect(opened.outputs.outcome).toBe('completed');
    const job = opened.outputs['job-id'] ?? '';
    const { run, id } = await command('/docs make the intro shorter');
    expect(run.outputs).toMatchObject({ outcome: 'completed', 'job-id': job, started: 'false' });
    expect(sent()).toEqual([PROMPT, 'make the intro shorter']);
    expect(posts()[1]?.url).toContain(`/job/${job}/message`);
    expect(reactionsOn(id)).toEqual(['eyes', 'rocket']);
  });

  it('a /docs run tells the job what a push its run never told changed, first, and records the head', async () => {
    await act('opened', HEAD1);
    // The push's run was cancelled while pending: the head moved, and nobody told the job.
    product.head.sha = HEAD2;
    const { run } = await command('/docs also the FAQ');
    expect(run.outputs.outcome).toBe('completed');
    const [, message = ''] = sent();
    expect(message).toContain(`acme/product#5 changed since ${HEAD1}; its head is now ${HEAD2}`);
    expect(message).toContain(`- ${'c'.repeat(40)} Add the --flag option`);
    expect(message.endsWith('also the FAQ')).toBe(true);
    // The next event at that head has nothing new: the command's record told it. The job's comment,
    // the mirror of its docs pull request, stays as the job left it.
    const jobComment = () => github.comments.find((c) => c.issue === ISSUE && c.body.includes('<!--'))?.body;
    const before = jobComment();
    const pushed = await act('synchronize', HEAD2);
    expect(pushed.outputs.outcome).toBe('nothing-new');
    expect(posts()).toHaveLength(2);
    expect(jobComment()).toBe(before);
    expect(before).toContain('acme/docs');
  });
});

describe('a command whose run never came is sent by the next run, once', () => {
  it("a push run sends it with the push's news; the command's own run, late, sends nothing", async () => {
    await act('opened', HEAD1);
    const { id } = github.addComment(ISSUE, '/docs shorter intro', 'lead');
    product.head.sha = HEAD2;
    const pushed = await act('synchronize', HEAD2);
    expect(pushed.outputs.outcome).toBe('completed');
    const [, message = ''] = sent();
    expect(message).toContain(`its head is now ${HEAD2}`);
    expect(message.endsWith('shorter intro')).toBe(true);
    expect(reactionsOn(id)).toEqual(['eyes', 'rocket']);
    // It sends nothing, and goes on as any comment that sent nothing: the open pull request has nothing new.
    const late = await commentRun(id, '/docs shorter intro');
    expect(late.outputs.outcome).toBe('nothing-new');
    expect(late.log.join('\n')).toContain('another run of this workflow has already taken this command');
    expect(posts()).toHaveLength(2);
  });

  it('a label run with nothing new sends it alone, and several in the order written', async () => {
    await act('opened', HEAD1);
    const first = github.addComment(ISSUE, '/docs fix the typo', 'lead');
    const second = github.addComment(ISSUE, '/docs and the title', 'lead');
    const labelled = await act('labeled', HEAD1);
    expect(labelled.outputs.outcome).toBe('completed');
    expect(sent()).toEqual([PROMPT, 'fix the typo', 'and the title']);
    expect(reactionsOn(first.id)).toContain('rocket');
    expect(reactionsOn(second.id)).toEqual(['eyes', 'rocket']);
  });

  it("an outsider's command is answered confused and never sent", async () => {
    await act('opened', HEAD1);
    const { id } = github.addComment(ISSUE, '/docs delete everything', 'reader');
    const labelled = await act('labeled', HEAD1);
    expect(labelled.outputs.outcome).toBe('nothing-new');
    expect(sent()).toEqual([PROMPT]);
    expect(reactionsOn(id)).toEqual(['confused']);
  });
});

describe('what a cancelled run owed is sent once, whatever the next run is', () => {
  it("a re-run of a command's own run sends nothing once another run sent the command", async () => {
    await act('opened', HEAD1);
    const { id } = github.addComment(ISSUE, '/docs shorter intro', 'lead');
    await act('labeled', HEAD1);
    expect(sent()).toEqual([PROMPT, 'shorter intro']);
    // Its run never ran (cancelled while pending); "Re-run jobs" on it.
    runId++;
    const rerun = await commentRun(id, '/docs shorter intro', 'lead', 2);
    expect(rerun.outputs.outcome).toBe('skipped');
    // Its run came late, sent nothing and found nothing new; "Re-run jobs" on that.
    const late = await commentRun(id, '/docs shorter intro');
    expect(late.outputs.outcome).toBe('nothing-new');
    const again = await commentRun(id, '/docs shorter intro', 'lead', 2);
    expect(again.outputs.outcome).toBe('skipped');
    expect(again.stdout).toContain('Another run of this workflow sent this command');
    expect(sent()).toEqual([PROMPT, 'shorter intro']);
  });

  it('a newer command that may not be sent is answered confused, and the older ones still go', async () => {
    await act('opened', HEAD1);
    const older = github.addComment(ISSUE, '/docs fix the typo', 'lead');
    const outsider = github.addComment(ISSUE, '/docs delete everything', 'reader');
    const bare = github.addComment(ISSUE, '/docs', 'lead');
    const labelled = await act('labeled', HEAD1);
    expect(labelled.outputs.outcome).toBe('completed');
    expect(sent()).toEqual([PROMPT, 'fix the typo']);
    expect(reactionsOn(older.id)).toEqual(['eyes', 'rocket']);
    expect(reactionsOn(outsider.id)).toEqual(['confused']);
    expect(reactionsOn(bare.id)).toEqual(['confused']);
  });

  it.each([
    ['a push to a pull request turned draft', 'synchronize', { draft: true }],
    ['the skip-label added', 'labeled', { labels: ['no-docs'], label: 'no-docs' }],
    ['the pull request merged', 'closed', { merged: true }],
  ])('%s: the pull request needs nothing, the command is still sent to its job', async (_, action, event) => {
    await act('opened', HEAD1, { inputs: { 'skip-label': 'no-docs' } });
    const { id } = github.addComment(ISSUE, '/docs fix the typo', 'lead');
    const run = await act(action, HEAD1, { ...event, inputs: { 'skip-label': 'no-docs' } });
    expect(run.outputs.outcome).toBe('completed');
    expect(sent()).toEqual([PROMPT, 'fix the typo']);
    expect(reactionsOn(id)).toEqual(['eyes', 'rocket']);
  });
});

describe('an owed command keeps the pull request in step', () => {
  it('sent alone by a run with nothing to do, it does not count as telling the push: the next run does', async () => {
    await act('opened', HEAD1);
    github.addComment(ISSUE, '/docs fix the typo', 'lead');
    product.head.sha = HEAD2;
    const draft = await act('synchronize', HEAD2, { draft: true });
    expect(draft.outputs.outcome).toBe('completed');
    const ready = await act('ready_for_review', HEAD2);
    expect(ready.outputs.outcome).toBe('completed');
    expect(sent()[1]).toBe('fix the typo');
    expect(sent()[2]).toContain(`its head is now ${HEAD2}`);
  });

  it.each([
    ['a push', 'synchronize', {}],
    ['a run with nothing to do', 'synchronize', { draft: true }],
  ])(
    'after the docs pull request was merged, %s starts the new job with the prompt and the command',
    async (_, action, event) => {
      const opened = await act('opened', HEAD1);
      Object.assign(docs, { state: 'closed', merged: true });
      const { id } = github.addComment(ISSUE, '/docs add a FAQ', 'lead');
      product.head.sha = HEAD2;
      const run = await act(action, HEAD2, event);
      expect(run.outputs.started).toBe('true');
      expect(run.outputs['job-id']).not.toBe(opened.outputs['job-id']);
      expect(posts().map((request) => request.url.endsWith('/job'))).toEqual([true, true]);
      expect(sent()[1]).toBe(`${PROMPT}\n\nadd a FAQ`);
      expect(reactionsOn(id)).toEqual(['eyes', 'rocket']);
    },
  );
});

describe('after the docs pull request was merged', () => {
  it('a /docs comment starts a new job with the prompt and the message, and says so', async () => {
    const opened = await act('opened', HEAD1);
    Object.assign(docs, { state: 'closed', merged: true });
    const { run } = await command('/docs add a page for --flag');
    expect(run.outputs.outcome).toBe('completed');
    expect(run.outputs.started).toBe('true');
    expect(run.outputs['job-id']).not.toBe(opened.outputs['job-id']);
    expect(posts().map((request) => request.url.endsWith('/job'))).toEqual([true, true]);
    expect(sent()[1]).toBe(`${PROMPT}\n\nadd a page for --flag`);
    const reply = github.comments.find((c) => c.body.startsWith('lead:'))?.body ?? '';
    expect(reply).toContain('was merged, so your message starts a new job');
    // The reply names the docs pull request as prose: as GitHub decodes it, no reference to it
    // (which would add this pull request to its timeline), as the action's own comment writes it.
    const shown = reply.replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));
    expect(shown).toMatch(/acme\/docs#\u200b101 was merged/);
    // The new job starts from the head as it stands: the next event at that head has nothing new for it.
    Object.assign(docs, { state: 'open', merged: false });
    const labelled = await act('labeled', HEAD1);
    expect(labelled.outputs.outcome).toBe('nothing-new');
    expect(posts()).toHaveLength(2);
  });
});

describe('a long life', () => {
  it('finds its job after more turns than the comment keeps records: the start and the last head are kept', async () => {
    sim
      .service()
      .setJob('job-long', [
        { job: { id: 'job-long', status: 'completed', prLink: 'https://github.com/acme/docs/pull/101' } },
      ]);
    // The job's comment holds as many records as it keeps: the start is the oldest.
    const start: StepRecord = { run: '1', attempt: 1, kind: 'prompt', sent: 'x', jobs: ['job-long'], head: HEAD1 };
    const turns = Array.from({ length: MAX_RUNS_KEPT - 1 }, (_, i): StepRecord => ({
      ...{ run: String(100 - i), attempt: 1, kind: 'message', sent: 'y' },
      ...{ jobs: ['job-long'], head: HEAD1 },
    }));
    const place = { ...PR_STEP, repository: PR_REPOSITORY, pull: 5 };
    const by = userIdOf('github-actions[bot]');
    const marker = commentMarker(place, { by, records: [...turns, start] }, DEMO_API_KEY);
    github.addComment(ISSUE, `Agent job job-long\n${marker}`, 'github-actions[bot]');
    product.head.sha = HEAD2;
    const pushed = await act('synchronize', HEAD2);
    expect(pushed.outputs).toMatchObject({ outcome: 'completed', 'job-id': 'job-long', started: 'false' });
    // The push's record pushed the oldest turn out, never the start: the next event still finds the job.
    const labelled = await act('labeled', HEAD2);
    expect(labelled.outputs.outcome).toBe('nothing-new');
    expect(posts().map((request) => request.url)).toEqual(['/v2/agent/demo-project/job/job-long/message']);
  });
});

describe('a job status the service does not document', () => {
  it('is a job not finished: a /docs waits for it, and is sent once it reads completed', async () => {
    // The spec: polling stops only at completed, archived or failed; any other value means not finished yet.
    const queued = { job: { id: 'job-new-status', status: 'queued' } };
    const done = {
      job: { id: 'job-new-status', status: 'completed', prLink: 'https://github.com/acme/docs/pull/101' },
    };
    sim.service().setJob('job-new-status', [queued, queued, done]);
    const start: StepRecord = {
      run: '1',
      attempt: 1,
      kind: 'prompt',
      sent: 'x',
      jobs: ['job-new-status'],
      head: HEAD1,
    };
    const place = { ...PR_STEP, repository: PR_REPOSITORY, pull: 5 };
    const marker = commentMarker(place, { by: userIdOf('github-actions[bot]'), records: [start] }, DEMO_API_KEY);
    github.addComment(ISSUE, `Agent job job-new-status\n${marker}`, 'github-actions[bot]');
    const { run } = await command('/docs mention the flag');
    expect(run.log.join('\n')).toContain(
      'Job job-new-status reads queued, a status the service does not document: it is taken as not finished',
    );
    const reads = sim.requests().filter((r) => r.method === 'GET' && r.url.endsWith('/job/job-new-status'));
    const sent = sim.requests().findIndex((r) => r.url.endsWith('/job/job-new-status/message'));
    // Sent only after the third read, the first to say the job finished.
    expect(reads.length).toBeGreaterThanOrEqual(3);
    expect(sent).toBeGreaterThan(sim.requests().indexOf(reads[2] as (typeof reads)[number]));
  });
});

describe('the end of the product pull request', () => {
  const onDocs = () => github.comments.filter((c) => c.issue === 'acme/docs#101').map((c) => c.body);

  it('merged: one line on the docs pull request and the top of its own comment say so, and a re-run adds none', async () => {
    await act('opened', HEAD1);
    const checkRunsBefore = github.requests.filter((r) => r.method === 'POST' && r.url.includes('check-runs')).length;
    const closed = await act('closed', HEAD1, { merged: true, inputs: { 'github-token': DOCS_TOKEN } });
    expect(closed.outputs.outcome).toBe('nothing-new');
    expect(onDocs()).toHaveLength(1);
    expect(onDocs()[0]).toContain('Product pull request merged');
    expect(onDocs()[0]).toContain('<a href="https://github.com/acme/product/pull/5">');
    expect(onDocs()[0]).toContain('was merged&#58; this docs pull request is no longer kept in step with it.');
    expect(docs.state).toBe('open');
    await act('closed', HEAD1, { merged: true, inputs: { 'github-token': DOCS_TOKEN }, attempt: 2 });
    expect(onDocs()).toHaveLength(1);
    // The closed product pull request's one comment says so at its top, once, and is no longer said to be refreshed.
    const here = github.comments.filter((c) => c.issue === ISSUE);
    expect(here).toHaveLength(1);
    const body = here[0]?.body ?? '';
    expect(body).toMatch(
      /^<h3>🔀 This pull request was merged&#58; the docs pull request <a href="https:\/\/github.com\/acme\/docs\/pull\/101">acme\/docs&#35;101<\/a> was told; this comment is no longer refreshed.<\/h3>\n/,
    );
    expect(body.match(/This pull request was merged/g)).toHaveLength(1);
    expect(body).not.toContain('refreshed on every run');
    // Its records still name the job: a later run on this pull request finds it.
    expect(readCommentRecords(body, PR_STEP, DEMO_API_KEY)?.records[0]?.jobs.length).toBe(1);
    // No check run is written for a close.
    expect(github.requests.filter((r) => r.method === 'POST' && r.url.includes('check-runs')).length).toBe(
      checkRunsBefore,
    );
  });

  it('closed without merging, with on-close: close-docs: the docs pull request is told and closed', async () => {
    await act('opened', HEAD1);
    const inputs = { 'github-token': DOCS_TOKEN, 'on-close': 'close-docs' };
    const closed = await act('closed', HEAD1, { inputs });
    expect(closed.outputs.outcome).toBe('nothing-new');
    expect(onDocs()[0]).toContain('was closed without merging, so this docs pull request is closed too.');
    expect(docs.state).toBe('closed');
    const here = github.comments.find((c) => c.issue === ISSUE)?.body ?? '';
    expect(here).toMatch(
      /^<h3>🔚 This pull request was closed without merging&#58; the docs pull request <a [^>]*>acme\/docs&#35;101<\/a> was closed with it; this comment is no longer refreshed.<\/h3>/,
    );
  });

  it('a re-run of a close-docs run writes no second line, though the docs pull request is now closed', async () => {
    await act('opened', HEAD1);
    const inputs = { 'github-token': DOCS_TOKEN, 'on-close': 'close-docs' };
    await act('closed', HEAD1, { inputs });
    await act('closed', HEAD1, { inputs, attempt: 2 });
    expect(onDocs()).toHaveLength(1);
    expect(docs.state).toBe('closed');
  });

  it('closed without merging, by default: told, left open', async () => {
    await act('opened', HEAD1);
    await act('closed', HEAD1, { inputs: { 'github-token': DOCS_TOKEN } });
    expect(onDocs()[0]).toContain('was closed without merging.');
    expect(docs.state).toBe('open');
  });

  it('a github-token that cannot write there: one warning naming it; the step still ends as it would', async () => {
    await act('opened', HEAD1);
    const closed = await act('closed', HEAD1, { merged: true });
    expect(closed.outputs.outcome).toBe('nothing-new');
    expect(closed.exitCode).toBe(0);
    expect(onDocs()).toEqual([]);
    expect(closed.stdout).toMatch(/::warning::.*acme\/docs#101 could not be told/);
    // The pull request's own comment still says it was merged, and that the docs pull request was not told.
    const here = github.comments.find((c) => c.issue === ISSUE)?.body ?? '';
    expect(here).toMatch(
      /^<h3>🔀 This pull request was merged&#58; .* was not told \(the run log says why\); this comment is no longer refreshed.<\/h3>/,
    );
  });
});

describe('the demo, with no account', () => {
  it('plays the life: a start, two pushes in one follow-up, /docs, a new job after the merge, the close', () => {
    const output = execFileSync(
      process.execPath,
      [path.join(import.meta.dirname, '..', 'sim', 'demo.ts'), 'lifecycle'],
      {
        encoding: 'utf8',
        timeout: 90_000,
      },
    );
    expect(output).toContain(`- ${'c'.repeat(40)} Add the --dry-run flag`);
    expect(output).toContain(`- ${'d'.repeat(40)} Document --dry-run in the CLI help`);
    expect(output).toContain('    | make the intro shorter');
    expect(output).toContain("Job job-started-1's docs pull request acme/docs#101 was merged");
    expect(output).toContain('outcome: completed, job-id: job-started-2');
    expect(output).toContain('Starts: 2; follow-ups: 2.');
    expect(output).toMatch(/On acme\/docs#102: (## )?🔀 Product pull request merged/);
    // Terminal text a person reads: no tag, entity or zero-width character.
    expect(output).not.toMatch(/&#?\w+;|<\/?[a-z][a-z\d]*[\s>]|\u200b/);
  }, 100_000);

  it('prints the comment and the check run of the pull-request demo as text a person reads', () => {
    const demo = path.join(import.meta.dirname, '..', 'sim', 'demo.ts');
    const output = execFileSync(process.execPath, [demo, 'pull-request'], { encoding: 'utf8', timeout: 90_000 });
    expect(output).toContain('=== Check run "Docs agent"');
    expect(output).toContain('acme/product#5');
    expect(output).toMatch(/=== Check run "Docs agent" on acme\/product#5's head [0-9a-f]{12} /);
    expect(output).not.toMatch(/&#?\w+;|<\/?[a-z][a-z\d]*[\s>]|\u200b/);
  }, 100_000);
});
