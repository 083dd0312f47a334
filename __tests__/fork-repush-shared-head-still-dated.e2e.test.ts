/**
 * Was broken: an outsider who opens a second pull request of their own at the commit they force-
 * push back makes the fork job write no `skipped` check run for the re-push (it now defers to
 * "another open pull request"), so a maintainer's later /docs is not refused and the job is told
 * the attacker's commit as the one the maintainer looked at.
 *
 * Now, as promised: docs/pull-request.md, "Forks and Dependabot": the `fork` job writes a
 * `skipped` check run on every push, a commit pushed again too ... a head pushed after the comment
 * is refused with a reply asking to look again.
 */
/**
 * fork-repush-over-job-check-run-refused with one more move by the outsider: before pushing EVIL
 * back, they open pull request #6 from another branch of their fork at EVIL (anyone can open a pull
 * request). f545a18 makes the fork job leave any check run on a head another open pull request
 * shares, so #5's re-push of EVIL is dated by nothing, which the re-push fix relied on.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { commentEventEnv, eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(120_000);
// Jobs end after one active read: no run waits on the wall clock.
const sim = useSimulatedService({ activeReads: 1 });
const EVIL = 'e'.repeat(40);
const BENIGN = 'b'.repeat(40);
const CHECK = 'Docs agent';
const T0 = Date.parse('2026-11-20T10:00:00Z');

let github: SimGitHub;
let clock = T0;
let runId = 83_000;
let shown: Record<string, unknown> = {};
let pulls: Record<string, Record<string, unknown>> = {};
afterEach(() => github.close());

async function useGitHub(): Promise<void> {
  clock = T0;
  shown = {
    ...{ number: 5, state: 'open', user: { login: 'outsider' }, files: ['src/a.ts'] },
    head: { sha: EVIL, repo: { full_name: 'someone/product' } },
    base: { repo: { full_name: PR_REPOSITORY } },
  };
  pulls = { [`${PR_REPOSITORY}#5`]: shown };
  github = await startSimulatedGitHub({
    tokens: { [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write', actions: 'read' } },
    collaborators: { lead: { permission: 'write', role_name: 'write' } },
    pulls,
    now: () => clock,
  });
}

/**
 * The fork pushes `sha`: the recipe's fork job runs on pull_request_target and dates it with its
 * check run. `skipCi`: the commit's message holds `[skip ci]`, so GitHub makes no pull_request run.
 */
function push(sha: string, skipCi = false): Promise<ActionRun> {
  shown.head = { sha, repo: { full_name: 'someone/product' } };
  if (!skipCi)
    github.workflowRuns.push({
      ...{ id: ++runId, path: '.github/workflows/docs.yml', status: 'completed', event: 'pull_request' },
      ...{ head_sha: sha, created_at: new Date(clock).toISOString() },
      ...{ head_branch: 'feature', head_repository: { full_name: 'someone/product' } },
    });
  const pull_request = {
    // GitHub's event dates the push: the pull request's updated_at.
    ...{ number: 5, draft: false, labels: [], user: { login: 'outsider' }, updated_at: new Date(clock).toISOString() },
    head: { sha, repo: { full_name: 'someone/product' } },
    base: { repo: { full_name: PR_REPOSITORY } },
  };
  return runAction(
    sim.inputs({
      'api-key': '',
      prompt: 'Document it.',
      'follow-up-command': '/docs',
      'check-name': CHECK,
      'report-token': REPORT_TOKEN,
    }),
    {
      killAfterMs: 25_000,
      env: pullRequestEnv(github.url, ++runId, {
        GITHUB_EVENT_NAME: 'pull_request_target',
        GITHUB_EVENT_PATH: eventFile({ action: 'synchronize', pull_request }),
        GITHUB_ACTOR: 'outsider',
      }),
    },
  );
}

/** The comment's workflow run, as the runner runs it for a maintainer's command. */
function commentRun(written: ReturnType<SimGitHub['addComment']>, body: string): Promise<ActionRun> {
  return runAction(
    sim.inputs({
      prompt: 'Document it.',
      'follow-up-command': '/docs',
      'check-name': CHECK,
      'report-token': REPORT_TOKEN,
    }),
    { killAfterMs: 25_000, env: commentEventEnv(github.url, ++runId, { ...written, body, login: 'lead' }) },
  );
}

describe("a fork's head a first /docs ran on, pushed back past a [skip ci] commit, with a second pull request of the outsider's at it", () => {
  it('is refused as pushed after the comment, never told to the job as the commit the maintainer looked at', async () => {
    await useGitHub();
    expect((await push(EVIL)).outputs.outcome).toBe('from-fork');
    // The maintainer looks at EVIL and asks for docs: the job starts on it, its check run (with a record) on EVIL.
    clock += 60_000;
    const first = '/docs document the new flag';
    const firstWritten = github.addComment(`${PR_REPOSITORY}#5`, first, 'lead');
    clock += 60_000;
    expect((await commentRun(firstWritten, first)).outputs['job-id']).toBeTruthy();
    // "Drop the flag [skip ci]": no pull_request run; the fork job dates BENIGN with its check run.
    clock += 60_000;
    expect((await push(BENIGN, true)).outputs.outcome).toBe('from-fork');
    // The maintainer looks at BENIGN, the head, and sends the job a second command.
    clock += 60_000;
    const second = '/docs the flag is gone now: document the config file instead';
    const secondWritten = github.addComment(`${PR_REPOSITORY}#5`, second, 'lead');
    // The outsider opens #6, another branch of their fork, at EVIL: a pull request anyone may open.
    clock += 30_000;
    pulls[`${PR_REPOSITORY}#6`] = {
      ...{ number: 6, state: 'open', user: { login: 'outsider' }, files: ['src/a.ts'] },
      head: { sha: EVIL, repo: { full_name: 'someone/product' } },
      base: { repo: { full_name: PR_REPOSITORY } },
    };
    // Before the comment's run comes, the fork force-pushes EVIL back (a push like any other).
    clock += 30_000;
    const repushed = await push(EVIL);
    expect(repushed.outputs.outcome).toBe('from-fork');
    // #6 is the outsider's own fork's pull request: no reason to leave the head undated.
    expect(repushed.stdout).not.toContain('has this commit as its head too');
    clock += 60_000;
    const before = sim.requests().length;
    await commentRun(secondWritten, second);
    const told = sim
      .requests()
      .slice(before)
      .filter((r) => r.method === 'POST')
      .map((r) => String((JSON.parse(r.body ?? '{}') as { prompt?: unknown }).prompt));
    // Now: "... Work on commit eeee... of the pull request, the one the person who asked looked at".
    expect(told.filter((prompt) => prompt.includes(EVIL))).toEqual([]);
    // The maintainer is asked to look again, as for any head pushed after the comment.
    const replies = github.comments.filter((c) => c.body.includes('after your comment'));
    expect(replies.length).toBeGreaterThan(0);
  });
});
