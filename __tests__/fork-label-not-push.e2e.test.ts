/**
 * A fork's pull request, a maintainer's /docs about the head they read, then a pull_request run on
 * that same head that is no push: the maintainer labels, reopens or marks it ready (the README's
 * workflow runs on those too). A run on the head after the comment is a push only when the run
 * before it on the same branch of the same repository was on another commit
 * (src/github/host.ts pushedSince), so the command reaches the job about the head they read.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { commentEventEnv, eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService();
const EVIL = 'e'.repeat(40);
const BENIGN = 'b'.repeat(40);
const CHECK = 'Docs agent';
const T0 = Date.parse('2026-11-20T10:00:00Z');

let github: SimGitHub;
let clock = T0;
let runId = 77_000;
let shown: Record<string, unknown> = {};
afterEach(() => github.close());

async function useGitHub(): Promise<void> {
  clock = T0;
  shown = {
    ...{ number: 5, state: 'open', user: { login: 'outsider' }, files: ['src/a.ts'] },
    head: { sha: EVIL, repo: { full_name: 'someone/product' } },
    base: { repo: { full_name: PR_REPOSITORY } },
  };
  github = await startSimulatedGitHub({
    tokens: { [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write', actions: 'read' } },
    collaborators: { lead: { permission: 'write', role_name: 'write' } },
    pulls: { [`${PR_REPOSITORY}#5`]: shown },
    now: () => clock,
  });
}

/** A pull_request run of the README's workflow on `sha` (`action`: synchronize for a push), dated now by GitHub's clock. */
function pullRequestRun(sha: string, action: string): Promise<ActionRun> {
  return prRun(sha, action);
}

/** The fork pushes `sha` (a force-push when it was there before): the recipe's fork job runs on pull_request_target. */
function push(sha: string): Promise<ActionRun> {
  shown.head = { sha, repo: { full_name: 'someone/product' } };
  return prRun(sha, 'synchronize');
}

function prRun(sha: string, action: string): Promise<ActionRun> {
  // Each push makes the README workflow's pull_request run on the new head (a fork's, without secrets).
  github.workflowRuns.push({
    ...{ id: ++runId, path: '.github/workflows/docs.yml', status: 'completed', event: 'pull_request' },
    ...{ head_sha: sha, created_at: new Date(clock).toISOString() },
    ...{ head_branch: 'feature', head_repository: { full_name: 'someone/product' } },
  });
  const pull_request = {
    ...{ number: 5, draft: false, labels: [], user: { login: 'outsider' } },
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
        GITHUB_EVENT_PATH: eventFile({
          action,
          pull_request,
          ...(action === 'labeled' ? { label: { name: 'documentation' } } : {}),
        }),
        GITHUB_ACTOR: 'outsider',
      }),
    },
  );
}

describe("a fork's head NOT pushed again after a maintainer's /docs", () => {
  it.each(['labeled', 'reopened', 'ready_for_review'])(
    'a %s run on the same head after the comment: the command reaches the job about the head the maintainer read',
    async (action) => {
      await useGitHub();
      expect((await push(BENIGN)).outputs.outcome).toBe('from-fork');
      // The maintainer reads BENIGN, the head, asks for docs, and then acts on the pull request.
      clock += 60_000;
      const body = '/docs document the new flag';
      const written = github.addComment(`${PR_REPOSITORY}#5`, body, 'lead');
      clock += 60_000;
      await pullRequestRun(BENIGN, action);
      clock += 60_000;
      await runAction(
        sim.inputs({
          prompt: 'Document it.',
          'follow-up-command': '/docs',
          'check-name': CHECK,
          'report-token': REPORT_TOKEN,
        }),
        { killAfterMs: 25_000, env: commentEventEnv(github.url, ++runId, { ...written, body, login: 'lead' }) },
      );
      const sent = sim
        .requests()
        .filter((r) => r.method === 'POST')
        .map((r) => String((JSON.parse(r.body ?? '{}') as { prompt?: unknown }).prompt));
      expect(github.comments.at(-1)?.body ?? '').not.toMatch(/pushed again after your comment/);
      expect(sent.filter((prompt) => prompt.includes('document the new flag'))).toHaveLength(1);
    },
  );
});
