/**
 * No secret in anything the action sends, on the bundled action, for what the other end-to-end
 * files cannot script: a sweep's dispatch and finish built from the service's answer, a pull
 * request link that carries the api-key and a piece of the report-token.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(120_000);
const HEAD = '1'.repeat(40);
// A piece: a start of a secret six characters past its public prefix, as a cut keeps it.
const KEY_PIECE = DEMO_API_KEY.slice(0, 'mint_'.length + 6);
const TOKEN_PIECE = REPORT_TOKEN.slice(0, 'ghs_'.length + 6);
let serviceNow = 0;
const sim = useSimulatedService({
  now: () => serviceNow,
  jobDurationMs: 60_000,
  startedPrLink: `https://github.com/acme/docs/pull/101?k=${DEMO_API_KEY}&t=${REPORT_TOKEN.slice(0, 14)}`,
});

let github: SimGitHub;
let runId = 31_000;
afterEach(() => github.close());
beforeEach(async () => {
  serviceNow = 0;
  runId += 50;
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: {
        repository: PR_REPOSITORY,
        readable: ['acme/docs'],
        pullRequests: 'write',
        checks: 'write',
        actions: 'write',
      },
    },
    pulls: { [`${PR_REPOSITORY}#5`]: { number: 5, head: { sha: HEAD }, files: ['src/a.ts'] } },
  });
});

function run(inputs: Record<string, string>, env: Record<string, string>): Promise<ActionRun> {
  runId++;
  const tokens = { 'report-token': REPORT_TOKEN, 'github-token': REPORT_TOKEN };
  return runAction(sim.inputs({ ...tokens, timeout: '30m', 'poll-interval': '10s', ...inputs }), {
    killAfterMs: 25_000,
    env: pullRequestEnv(github.url, runId, env),
  });
}

describe("what a sweep sends, built from the service's answer", () => {
  it("a dispatch's inputs and the finish built from the service's answer hold no piece of a secret", async () => {
    const pullRequest = {
      action: 'opened',
      pull_request: {
        number: 5,
        draft: false,
        labels: [],
        head: { sha: HEAD, repo: { full_name: PR_REPOSITORY } },
        base: { repo: { full_name: PR_REPOSITORY } },
      },
      repository: { full_name: PR_REPOSITORY, default_branch: 'main' },
    };
    const step = {
      prompt: 'Document it.',
      wait: 'sweep',
      'check-name': 'Docs',
      'on-finish-dispatch': 'docs-review.yml',
    };
    const started = await run(step, { GITHUB_EVENT_PATH: eventFile(pullRequest) });
    const job = started.outputs['job-id'] ?? '';
    expect(started.outputs.outcome).toBe('started');
    serviceNow = 61_000;
    const swept = await run(
      { sweep: 'true' },
      {
        GITHUB_EVENT_NAME: 'schedule',
        GITHUB_EVENT_PATH: eventFile({ repository: { full_name: PR_REPOSITORY, default_branch: 'main' } }),
        GITHUB_WORKFLOW: 'Sweep',
        GITHUB_JOB: 'sweep',
        GITHUB_ACTION: 'sweep',
      },
    );
    expect(swept.exitCode).toBe(0);
    expect(github.dispatches).toHaveLength(1);
    expect(github.dispatches[0]?.inputs).toMatchObject({ 'job-id': job, outcome: 'completed', 'pull-request': '5' });
    // The link is read to the pull request it names: what followed (the key, the token's start) is not handed on.
    expect(github.dispatches[0]?.inputs['pr-link']).toBe('https://github.com/acme/docs/pull/101');
    // The finish (the comment and the check run) and the dispatch: every body sent to GitHub.
    const written = JSON.stringify(github.requests.map((request) => request.body ?? null));
    expect(github.checkRuns.filter((check) => check.status === 'completed')).toHaveLength(1);
    for (const piece of [KEY_PIECE, TOKEN_PIECE]) {
      expect(JSON.stringify(github.dispatches)).not.toContain(piece);
      expect(written).not.toContain(piece);
    }
  });
});
