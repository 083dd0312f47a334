/**
 * A run the runner cancels (SIGINT), or whose `timeout` runs out, while it reads what its pull
 * request owes says so: `cancelled` or `timed-out`, in the outputs, the summary and the head's check
 * run (where the head has none), never "nothing new" or "skipped" decided on reads cut short.
 * Proven on the bundled action: the simulated GitHub holds the read until the run is over, and the
 * test sends SIGINT when that read arrives, so no wall-clock margin decides anything.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { commentEventEnv, eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';
import { until } from './helpers/until.ts';

const sim = useSimulatedService({ activeReads: 1 });
const [HEAD1, HEAD2] = ['1', '2'].map((digit) => digit.repeat(40)) as [string, string];
const ISSUE = `${PR_REPOSITORY}#5`;

let github: SimGitHub;
let runId = 52_000;
let release: () => void = () => undefined;
beforeEach(async () => {
  runId += 10;
  github = await startSimulatedGitHub({
    tokens: { [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write' } },
    collaborators: { reader: { permission: 'read', role_name: 'read' } },
    pulls: { [ISSUE]: { number: 5, state: 'open', head: { sha: HEAD1 }, files: ['src/a.ts'] } },
    comparisons: {
      [`${PR_REPOSITORY}:${HEAD1}...${HEAD2}`]: {
        commits: [{ sha: 'c'.repeat(40), message: 'More' }],
        files: ['src/b.ts'],
      },
    },
  });
});
afterEach(async () => {
  release();
  await github.close();
});

const inputs = (extra: Record<string, string> = {}) =>
  sim.inputs({
    prompt: 'Document the changes of this pull request.',
    'follow-up-command': '/docs',
    'report-token': REPORT_TOKEN,
    'check-name': 'Docs agent',
    ...extra,
  });

function pushEnv(head: string, attempt = 1): Record<string, string> {
  const pull_request = {
    number: 5,
    draft: false,
    labels: [],
    head: { sha: head, repo: { full_name: PR_REPOSITORY } },
    base: { repo: { full_name: PR_REPOSITORY } },
  };
  return pullRequestEnv(github.url, runId, {
    GITHUB_EVENT_PATH: eventFile({ action: attempt === 1 && head === HEAD1 ? 'opened' : 'synchronize', pull_request }),
    GITHUB_RUN_ATTEMPT: String(attempt),
  });
}

/** From the next request to `path` on, GitHub holds such reads (`times` of them) until the test is over. */
function holdReads(path: RegExp, times = 1_000): void {
  github.faults.push({
    method: 'GET',
    path,
    status: 200,
    times,
    until: new Promise<void>((resolve) => (release = resolve)),
  });
}

/** The run, sent SIGINT the moment its first held read arrives. */
async function cancelledAtRead(
  path: RegExp,
  step: Record<string, string>,
  env: Record<string, string>,
): Promise<ActionRun> {
  const before = github.requests.length;
  holdReads(path);
  let child: ChildProcess | undefined;
  const run = runAction(step, { killAfterMs: 25_000, env, onStart: (started) => (child = started) });
  await until(() =>
    github.requests.slice(before).some((r) => r.method === 'GET' && path.test(r.url.split('?')[0] ?? '')),
  );
  child?.kill('SIGINT');
  return run;
}

/** Said as a cut-short run says it: the outcome, the summary, nothing sent, and no check run that decided. */
function expectCutShort(run: ActionRun, outcome: 'cancelled' | 'timed-out', startsBefore: number): void {
  expect(run.outputs.outcome).toBe(outcome);
  expect(run.summary).toMatch(outcome === 'cancelled' ? /Cancelled while/ : /Timed out while/);
  expect(run.summary).toContain('next run');
  expect(run.summary).not.toMatch(/Nothing new|could not be found|No follow-up sent/);
  expect(sim.requests().filter((r) => r.method === 'POST')).toHaveLength(startsBefore);
  const decided = github.checkRuns.filter((c) => c.conclusion === 'skipped' || c.conclusion === 'neutral');
  expect(decided).toEqual([]);
}

describe('a run cut short while it reads what the pull request owes', () => {
  it('a push cancelled while GitHub holds the comments (its records): cancelled, never nothing new', async () => {
    runId++;
    expect((await runAction(inputs(), { killAfterMs: 25_000, env: pushEnv(HEAD1) })).outputs.outcome).toBe('completed');
    runId++;
    const run = await cancelledAtRead(/\/issues\/5\/comments$/, inputs(), pushEnv(HEAD2));
    expectCutShort(run, 'cancelled', 1);
    // GitHub holding the records keeps the ending from writing the head's check run: none that decided.
    expect(github.checkRuns.filter((c) => c.head_sha === HEAD2 && c.conclusion !== 'cancelled')).toEqual([]);
  });

  it('a push cancelled while GitHub holds the compare: cancelled, and its check run says so', async () => {
    runId++;
    await runAction(inputs(), { killAfterMs: 25_000, env: pushEnv(HEAD1) });
    runId++;
    const run = await cancelledAtRead(/\/compare\//, inputs(), pushEnv(HEAD2));
    expect(run.outputs.outcome).toBe('cancelled');
    expect(run.summary).not.toMatch(/Nothing new|could not be found/);
    expect(github.checkRuns.filter((c) => c.head_sha === HEAD2).map((c) => c.conclusion)).toEqual(['cancelled']);
  });

  it("a re-run of a push cancelled while GitHub holds its earlier attempt's record: cancelled, never nothing new", async () => {
    runId++;
    await runAction(inputs(), { killAfterMs: 25_000, env: pushEnv(HEAD1) });
    runId++;
    await runAction(inputs(), { killAfterMs: 25_000, env: pushEnv(HEAD2) });
    const run = await cancelledAtRead(/\/issues\/5\/comments$/, inputs(), pushEnv(HEAD2, 2));
    expect(run.outputs.outcome).toBe('cancelled');
    expect(run.summary).not.toMatch(/Nothing new|could not be found/);
  });

  it("a comment's run cancelled while GitHub holds the commenter's permission: cancelled, not skipped", async () => {
    const { id } = github.addComment(ISSUE, '/docs shorten the intro', 'reader');
    const env = commentEventEnv(github.url, ++runId, { id, body: '/docs shorten the intro', login: 'reader' });
    const run = await cancelledAtRead(/\/collaborators\/reader\/permission$/, inputs(), env);
    expectCutShort(run, 'cancelled', 0);
    expect(github.reactions).toEqual([]);
  });

  it("a push whose 'timeout' runs out while GitHub holds the records: timed out, the step fails", async () => {
    runId++;
    await runAction(inputs(), { killAfterMs: 25_000, env: pushEnv(HEAD1) });
    runId++;
    // The records' read alone: the ending's writes, which have a budget of their own, are answered.
    holdReads(/\/issues\/5\/comments$/, 1);
    const run = await runAction(inputs({ timeout: '1s' }), { killAfterMs: 25_000, env: pushEnv(HEAD2) });
    expectCutShort(run, 'timed-out', 1);
    expect(run.exitCode).toBe(1);
  });
});

describe("a cut run's check run is nobody's turn", () => {
  it('a run cancelled while reading the files leaves the head cancelled; the next run with nothing to do writes it anew', async () => {
    await github.close();
    github = await startSimulatedGitHub({
      tokens: { [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write' } },
      pulls: { [ISSUE]: { number: 5, state: 'open', head: { sha: HEAD1 }, files: ['README.md'] } },
    });
    runId++;
    const cut = await cancelledAtRead(/\/pulls\/5\/files$/, inputs({ paths: 'src/**' }), pushEnv(HEAD1));
    expect(cut.outputs.outcome).toBe('cancelled');
    release();
    expect(github.checkRuns.map((c) => c.conclusion)).toEqual(['cancelled']);
    runId++;
    const next = await runAction(inputs({ paths: 'src/**' }), { killAfterMs: 25_000, env: pushEnv(HEAD1) });
    expect(next.outputs.outcome).toBe('no-docs-needed');
    expect(next.log.join('\n')).toContain('written by a run that sent nothing: this run writes it anew');
    // The one check run, now saying what the head needs: a required check passes on it.
    expect(github.checkRuns.map((c) => c.conclusion)).toEqual(['skipped']);
  });

  it("a run whose 'timeout' runs out reading the records beside a live turn adds no second check run", async () => {
    sim.service().holdJobs(true);
    try {
      runId++;
      const opened = await runAction({ ...inputs(), wait: 'sweep' }, { killAfterMs: 25_000, env: pushEnv(HEAD1) });
      expect(opened.outputs.outcome).toBe('started');
      runId++;
      holdReads(/\/issues\/5\/comments$/, 1);
      const late = await runAction(
        { ...inputs({ timeout: '1s' }), wait: 'sweep' },
        { killAfterMs: 25_000, env: pushEnv(HEAD1) },
      );
      expect(late.outputs.outcome).toBe('timed-out');
      expect(sim.requests().filter((r) => r.method === 'POST')).toHaveLength(1);
      expect(github.checkRuns.map((c) => c.status)).toEqual(['in_progress']);
    } finally {
      sim.service().holdJobs(false);
    }
  });
});
