/**
 * Was broken: a fork's author who pushes a benign commit with `[skip ci]` in its message (GitHub
 * then makes no pull_request run for it), waits for a maintainer's /docs, then force-pushes the
 * earlier commit back, gets that commit sent to the job as the one the maintainer looked at.
 *
 * Now, as promised: docs/pull-request.md, "Forks and Dependabot": "a `/docs` starts the job, or
 * reaches it, only when the head was pushed before the comment ... a head pushed after the comment
 * is refused with a reply asking to look again."
 */
/**
 * The step tells a re-push by the pull_request run before the head's newest one: with the benign
 * commit's push skipped by `[skip ci]` (GitHub starts no `pull_request` workflow for a head commit
 * whose message holds it), the run before the re-push is the evil commit's first one, so the
 * re-push reads as no push at all. On the bundled action, the simulated GitHub's clock moved by
 * the test (no wall-clock margins).
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
let runId = 79_000;
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
        GITHUB_EVENT_PATH: eventFile({ action: 'synchronize', pull_request }),
        GITHUB_ACTOR: 'outsider',
      }),
    },
  );
}

describe("a fork's head pushed again after a maintainer's /docs, the head between pushed with [skip ci]", () => {
  it('is refused as a head pushed after the comment, never told to the job as the commit the maintainer looked at', async () => {
    await useGitHub();
    expect((await push(EVIL)).outputs.outcome).toBe('from-fork');
    clock += 60_000;
    // "Fix typo [skip ci]": GitHub starts no pull_request workflow for this head (the fork job on
    // pull_request_target runs or not: BENIGN's check run plays no part below).
    expect((await push(BENIGN, true)).outputs.outcome).toBe('from-fork');
    // The maintainer looks at BENIGN, the head, and asks for docs.
    clock += 60_000;
    const body = '/docs document the new flag';
    const written = github.addComment(`${PR_REPOSITORY}#5`, body, 'lead');
    // Before the comment's run comes, the fork force-pushes EVIL back (a pull_request run, as any push).
    clock += 60_000;
    await push(EVIL);
    clock += 60_000;
    const run = await runAction(
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
    // What the job was told, if anything: never EVIL as the commit the maintainer looked at.
    expect(sent.filter((prompt) => prompt.includes(EVIL))).toEqual([]);
    expect(run.outputs.outcome).toBe('skipped');
  });
});
