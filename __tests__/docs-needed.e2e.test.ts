/**
 * A pull request run with nothing to do, proven on the bundled action: dist/index.js runs as the
 * runner runs it, against the simulated service and GitHub, on pull request events of every shape
 * that needs no job (a fork, Dependabot, a draft, the skip-label, another label, a closed pull
 * request, no file matching `paths`) and the shapes that do (a match on a later page, too many
 * files to list, files that cannot be read, the skip-label removed).
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { eventFile, PR_HEAD, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { useSimulatedService } from './helpers/simulated.ts';
import { until } from './helpers/until.ts';

const sim = useSimulatedService({ activeReads: 1 });
const PROMPT = 'Document the changes of this pull request.';

let github: SimGitHub;
let runId = 9100;
afterEach(() => github.close());
beforeEach(() => {
  runId++;
});

async function useGitHub(files: string[], readable = true): Promise<void> {
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: {
        ...(readable ? { repository: PR_REPOSITORY } : { repository: 'acme/elsewhere' }),
        pullRequests: 'write',
        checks: 'write',
      },
    },
    pulls: { [`${PR_REPOSITORY}#5`]: { number: 5, head: { sha: PR_HEAD }, files } },
  });
}

interface PullShape {
  action?: string;
  draft?: boolean;
  labels?: string[];
  label?: string;
  changedFiles?: number;
  fork?: boolean;
  /** Who opened it. */
  author?: string;
}

/** A pull_request event of this shape on acme/product#5. */
function pullRequestEvent(shape: PullShape = {}): string {
  return eventFile({
    action: shape.action ?? 'opened',
    ...(shape.label === undefined ? {} : { label: { name: shape.label } }),
    pull_request: {
      number: 5,
      draft: shape.draft ?? false,
      labels: (shape.labels ?? []).map((name) => ({ name })),
      ...(shape.changedFiles === undefined ? {} : { changed_files: shape.changedFiles }),
      ...(shape.author === undefined ? {} : { user: { login: shape.author } }),
      head: { sha: PR_HEAD, repo: { full_name: shape.fork ? 'someone/product' : PR_REPOSITORY } },
      base: { repo: { full_name: PR_REPOSITORY } },
    },
  });
}

const act = (inputs: Record<string, string>, shape: PullShape = {}, env: Record<string, string> = {}) =>
  runAction(
    sim.inputs({ prompt: PROMPT, 'report-token': REPORT_TOKEN, 'github-token': '', 'check-name': 'Docs', ...inputs }),
    {
      killAfterMs: 25_000,
      env: pullRequestEnv(github.url, runId, { GITHUB_EVENT_PATH: pullRequestEvent(shape), ...env }),
    },
  );

const starts = (): number => sim.requests().filter((request) => request.method === 'POST').length;
const commentWrites = (): number =>
  github.requests.filter((request) => request.url.includes('/comments') && request.method !== 'GET').length;

/** Nothing sent, the step passed, the outcome and the summary say why. */
function expectNothingDone(run: ActionRun, outcome: string, heading: RegExp, startsBefore = 0): void {
  expect(run.exitCode).toBe(0);
  expect(run.outputs.outcome).toBe(outcome);
  expect(run.outputs.started).toBe('false');
  expect(run.summary).toMatch(heading);
  expect(run.annotations.filter((a) => a.command === 'error')).toEqual([]);
  expect(starts()).toBe(startsBefore);
}

describe("the agent's own docs pull request, with the docs in the same repository", () => {
  it.each([
    ['opened, no paths', 'opened', {}],
    ['opened, paths covering its files', 'opened', { paths: 'docs/**' }],
    ['a push of the agent', 'synchronize', {}],
    ['closed', 'closed', {}],
  ])('%s: never starts a job for itself, and writes no line of a close anywhere', async (_, action, inputs) => {
    await useGitHub(['docs/intro.mdx']);
    const run = await act(inputs, { action, author: 'Mintlify[bot]' });
    expectNothingDone(run, 'nothing-new', /the agent&#39;s own docs pull request|agent's own docs pull request/);
    expect(commentWrites()).toBe(0);
  });

  it("a person's pull request in the same repository still starts its job", async () => {
    await useGitHub(['src/a.ts']);
    const run = await act({}, { author: 'octocat' });
    expect(run.outputs.outcome).toBe('completed');
    expect(starts()).toBe(1);
  });

  it("another agent's account, named by 'agent-login'", async () => {
    await useGitHub(['docs/intro.mdx']);
    const run = await act({ 'agent-login': 'docs-writer[bot]' }, { author: 'docs-writer[bot]' });
    expectNothingDone(run, 'nothing-new', /own docs pull request/);
  });
});

describe("a mistyped 'paths' is an input problem, not a pull request that needs nothing", () => {
  it.each([['/src/**'], ['src\\**'], ['src/[abc']])(
    '%s: the step fails at once naming the input and the fix; no job, no skipped check run',
    async (paths) => {
      await useGitHub(['src/a.ts']);
      const run = await act({ paths });
      expect(run.exitCode).toBe(1);
      expect(run.outputs.outcome).toBe('error');
      expect(run.annotations.map((a) => a.message).join('\n')).toContain(
        `'paths' holds "${paths}", which matches no changed file`,
      );
      expect(starts()).toBe(0);
      expect(github.checkRuns.filter((check) => check.conclusion === 'skipped')).toEqual([]);
    },
  );
});

describe('a pull request run with nothing to do', () => {
  it.each([
    ['a fork', { fork: true }, {}, 'from-fork', /fork/],
    ['Dependabot', {}, { GITHUB_ACTOR: 'dependabot[bot]' }, 'from-dependabot', /Dependabot/],
  ])(
    "%s without an api-key: ends at once with its reason, before the inputs are read; writes only the head's check run, skipped",
    async (_, shape, env, outcome, heading) => {
      await useGitHub(['src/a.ts']);
      const run = await act({ 'api-key': '', 'project-id': '' }, shape, env);
      expectNothingDone(run, outcome, heading);
      expect(sim.requests()).toEqual([]);
      // Only the head's check run, skipped, which a required check passes on (forks.e2e.test.ts).
      expect(github.requests.filter((r) => !r.url.includes('/check-runs'))).toEqual([]);
      expect(github.checkRuns.map((check) => check.conclusion)).toEqual(['skipped']);
      expect(commentWrites()).toBe(0);
    },
  );

  it('a fork given the api-key (secrets sent to forks) goes on and starts the job', async () => {
    await useGitHub(['src/a.ts']);
    const run = await act({ comment: 'false', 'check-name': '' }, { fork: true });
    expect(run.outputs.outcome).toBe('completed');
    expect(starts()).toBe(1);
  });

  it('a draft starts no job: the check run concludes skipped, and no comment is created for it', async () => {
    await useGitHub(['src/a.ts']);
    const run = await act({}, { draft: true });
    expectNothingDone(run, 'draft', /draft/);
    expect(github.checkRuns).toHaveLength(1);
    expect(github.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'skipped', head_sha: PR_HEAD });
    expect(commentWrites()).toBe(0);
  });

  it('the skip-label: no job, and the comment an earlier run left says why in its first line', async () => {
    await useGitHub(['src/a.ts']);
    const first = await act({});
    expect(first.outputs.outcome).toBe('completed');
    runId++;
    const skipped = await act({ 'skip-label': 'no-docs' }, { action: 'synchronize', labels: ['bug', 'no-docs'] });
    expectNothingDone(skipped, 'skip-label', /labelled no-docs/, 1);
    expect(github.comments).toHaveLength(1);
    const body = github.comments[0]?.body ?? '';
    expect(body.split('\n')[0]).toMatch(/Job job-started-\d+ is kept&#58; the pull request is labelled no-docs/);
    // The earlier run's record stays: its job is still this pull request's.
    expect(body).toMatch(/<!-- wait-for-agent-job/);
    expect(skipped.outputs['comment-url']).toBe(first.outputs['comment-url']);
  });

  it.each([
    ['the skip-label added', { action: 'labeled', label: 'no-docs', labels: ['no-docs'] }],
    ['the skip-label in another case', { action: 'synchronize', labels: ['No-Docs'] }],
  ])('%s: no job, and the check run concludes skipped', async (_, shape) => {
    await useGitHub(['src/a.ts']);
    const run = await act({ 'skip-label': 'no-docs' }, shape);
    expectNothingDone(run, 'skip-label', /No docs job/);
    expect(github.checkRuns[0]).toMatchObject({ conclusion: 'skipped' });
  });

  it('the pull request closed: no job, and nothing written where the job shows what it did', async () => {
    await useGitHub(['src/a.ts']);
    const run = await act({}, { action: 'closed' });
    expectNothingDone(run, 'nothing-new', /closed/);
    expect(github.checkRuns).toEqual([]);
    expect(commentWrites()).toBe(0);
  });

  it('another label on a pull request with no job yet starts one: a run it replaced may have had news', async () => {
    await useGitHub(['src/a.ts']);
    const run = await act({ 'skip-label': 'no-docs' }, { action: 'labeled', label: 'bug', labels: ['bug'] });
    expect(run.outputs.outcome).toBe('completed');
    expect(starts()).toBe(1);
  });

  it("a run with nothing to do adds no record: the job stays the comment's, and a re-run still resumes it", async () => {
    await useGitHub(['src/a.ts']);
    const opened = await act({});
    const openedRun = runId;
    const marker = github.comments[0]?.body.split('\n').at(-2) ?? '';
    for (let i = 0; i < 3; i++) {
      runId++;
      const skipped = await act(
        { 'skip-label': 'no-docs' },
        { action: 'labeled', label: 'no-docs', labels: ['no-docs'] },
      );
      expect(skipped.outputs.outcome).toBe('skip-label');
    }
    // The marker, where the records are, is exactly as the opening run left it.
    expect(github.comments[0]?.body.split('\n').at(-2)).toBe(marker);
    runId = openedRun;
    const again = await act({}, {}, { GITHUB_RUN_ATTEMPT: '2' });
    expect(again.outputs.resumed).toBe('true');
    expect(again.outputs['job-id']).toBe(opened.outputs['job-id']);
    expect(starts()).toBe(1);
  });

  it("a re-run whose first attempt started a job resumes it, whatever 'paths' says now", async () => {
    await useGitHub(['tests/only.md']);
    const first = await act({}, {});
    expect(first.outputs.outcome).toBe('completed');
    const again = await act({ paths: 'src/**' }, {}, { GITHUB_RUN_ATTEMPT: '2' });
    expect(again.outputs.outcome).toBe('completed');
    expect(again.outputs.resumed).toBe('true');
    expect(starts()).toBe(1);
  });

  it('removing the skip-label starts the job', async () => {
    await useGitHub(['src/a.ts']);
    const run = await act({ 'skip-label': 'no-docs' }, { action: 'unlabeled', label: 'no-docs', labels: [] });
    expect(run.outputs.outcome).toBe('completed');
    expect(starts()).toBe(1);
  });
});

describe("'paths' against every changed file", () => {
  const many = (count: number, prefix: string): string[] =>
    Array.from({ length: count }, (_, i) => `${prefix}/file-${i}.md`);

  it('none of 350 files (four pages) matches: no-docs-needed, the check run skipped, every page read', async () => {
    await useGitHub(many(350, 'tests'));
    const run = await act({ paths: 'src/**\napi/**' });
    expectNothingDone(run, 'no-docs-needed', /No docs needed/);
    expect(run.log.join('\n')).toContain("None of the 350 changed files matches 'paths' (src/**, api/**).");
    expect(github.checkRuns[0]).toMatchObject({
      conclusion: 'skipped',
      output: { title: expect.stringMatching(/No docs needed/) },
    });
    const pages = github.requests.filter((request) => request.url.includes('/pulls/5/files'));
    expect(pages.map((request) => new URL(request.url, 'http://x').searchParams.get('page') ?? '1')).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
  });

  it('a match on the last page starts the job, and the log names the file', async () => {
    await useGitHub([...many(320, 'tests'), 'src/feature.ts']);
    const run = await act({ paths: 'src/**' });
    expect(run.outputs.outcome).toBe('completed');
    expect(starts()).toBe(1);
    expect(run.log.join('\n')).toContain("src/feature.ts matches 'paths': the pull request needs docs.");
  });

  it.each([
    ['an exclusion after a glob drops the file', '**\n!docs/**', ['docs/guide.md'], 'no-docs-needed'],
    ['a glob after the exclusion takes it back', '**\n!docs/**\ndocs/api/**', ['docs/api/x.md'], 'completed'],
    ['dot files are files too', 'src/**', ['src/.env.example'], 'completed'],
  ])('%s', async (_, paths, files, outcome) => {
    await useGitHub(files);
    const run = await act({ paths, comment: 'false', 'check-name': '' });
    expect(run.outputs.outcome).toBe(outcome);
  });

  it('a file name with a newline (no glob can read it) counts as needing docs', async () => {
    await useGitHub(['docs/a.md', 'src/a\nb.ts']);
    const run = await act({ paths: 'api/**', comment: 'false', 'check-name': '' });
    expect(run.outputs.outcome).toBe('completed');
  });

  it("a glob with more than two * in one part of a path is refused, naming 'paths' and the fix", async () => {
    await useGitHub(['src/a.ts']);
    const run = await act({ paths: 'src/**\n**/*.*.*.*.ts' });
    expect(run.exitCode).toBe(1);
    expect(run.outputs.outcome).toBe('error');
    expect(run.annotations.map((a) => a.message).join('\n')).toContain('use at most two * in one part of a path');
    expect(starts()).toBe(0);
  });

  it('cancelled while the files are read: ends cancelled, saying nothing was sent, and sends nothing', async () => {
    github = await startSimulatedGitHub({
      tokens: { [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write' } },
      pulls: { [`${PR_REPOSITORY}#5`]: { number: 5, head: { sha: PR_HEAD }, files: ['src/a.ts'] } },
      faults: [{ path: /\/files$/, status: 200, body: [], delayMs: 30_000 }],
    });
    const run = await runAction(
      sim.inputs({
        prompt: PROMPT,
        'report-token': REPORT_TOKEN,
        'github-token': '',
        comment: 'false',
        paths: 'src/**',
      }),
      {
        killAfterMs: 25_000,
        env: pullRequestEnv(github.url, runId, { GITHUB_EVENT_PATH: pullRequestEvent() }),
        // The cancel comes once the read of the files is in flight (it hangs).
        onStart: (child) =>
          void until(() => github.requests.some((r) => /\/files/.test(r.url))).then(() => child.kill('SIGINT')),
      },
    );
    expect(run.outputs.outcome).toBe('cancelled');
    expect(run.summary).toContain('nothing was sent');
    expect(run.log.join('\n')).not.toContain('the job starts');
    expect(starts()).toBe(0);
  });

  it('more files than GitHub lists (3,000): taken as matching, and the log says so', async () => {
    await useGitHub(many(10, 'tests'));
    const run = await act({ paths: 'src/**' }, { changedFiles: 3_500 });
    expect(run.outputs.outcome).toBe('completed');
    expect(run.log.join('\n')).toContain("GitHub lists only 3000, so 'paths' is taken as matching");
  });

  it('files that cannot be read: taken as matching, and the log says why', async () => {
    await useGitHub(['tests/a.md'], false);
    const run = await act({ paths: 'src/**', comment: 'false', 'check-name': '' });
    expect(run.outputs.outcome).toBe('completed');
    expect(run.log.join('\n')).toMatch(/files could not be read \(GitHub answered 404.*taken as matching/);
  });
});
