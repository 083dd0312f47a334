/**
 * Was broken (the recipes together): examples/dispatch-with-prompt.yml (and review-pull-request.yml,
 * also on workflow_dispatch) name their check run `Docs agent`, the very check the README and
 * docs-in-same-repository.yml say to require on pull requests ("6. Branch protection: require the
 * `Docs agent` check"). A workflow_dispatch run is run on any branch the user picks in the Actions
 * tab ("Use workflow from"), and the step writes its check run on that run's commit (GITHUB_SHA).
 * Run from the branch of an open pull request, it adds a second `Docs agent` check run on that
 * pull request's head, which concludes `success` when the hand-started job completes, while the
 * pull request's own docs job (its `Docs agent` still `in_progress`) works on: GitHub takes the
 * newest check run of a name for a required check, so the pull request can merge before its docs
 * job ends. docs/pull-request.md names exactly this hazard ("a second one ... would let the pull
 * request merge while the job still works") and promises a head's `Docs agent` has one owner.
 *
 * How a user meets it: with the monorepo recipe installed and `Docs agent` required, they add the
 * dispatch recipe as it is, and run it from their feature branch to ask the agent for a page.
 *
 * What should happen instead: the pull request's required check keeps following its own job: the
 * dispatch recipe's check run has a name of its own (or the step does not put a second
 * `Docs agent` on a head whose `Docs agent` another turn holds in progress).
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { eventFile, PR_REPOSITORY, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';
import { until } from './helpers/until.ts';

jest.setTimeout(120_000);
const sim = useSimulatedService({ holdJobs: true });
const GITHUB_TOKEN = 'ghs_theWorkflowsOwnGitHubToken00002';
const HEAD = '1'.repeat(40);
let github: SimGitHub;
let runId = 61_000;

/** A step's `with:` of an example workflow, as the recipe has it, less what is an expression (ids, secrets, the event's text). */
function recipeStep(file: string, job: string): Record<string, string> {
  const workflow = parse(readFileSync(path.join(import.meta.dirname, '..', 'examples', file), 'utf8')) as {
    jobs: Record<string, { steps: Array<{ uses?: string; with?: Record<string, unknown> }> }>;
  };
  const step = workflow.jobs[job]?.steps.find((s) => s.uses?.includes('wait-for-agent-job'));
  return Object.fromEntries(
    Object.entries(step?.with ?? {})
      .map(([k, v]) => [k, String(v)])
      .filter(([, v]) => !v?.includes('${{')),
  );
}

beforeEach(async () => {
  runId += 100;
  github = await startSimulatedGitHub({
    tokens: { [GITHUB_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write', actions: 'read' } },
    pulls: {
      [`${PR_REPOSITORY}#5`]: { number: 5, head: { sha: HEAD }, files: ['src/cli.ts'], user: { login: 'octocat' } },
    },
  });
});
afterEach(() => github.close());

const run = (inputs: Record<string, string>, env: Record<string, string>): Promise<ActionRun> =>
  github.running(env, () => runAction(inputs, { killAfterMs: 60_000, env }));
const docsAgentOnHead = () => github.checkRuns.filter((c) => c.head_sha === HEAD && c.name === 'Docs agent');

describe('the dispatch recipe run from an open pull request’s branch', () => {
  it("leaves the pull request's required 'Docs agent' check following the pull request's own job", async () => {
    // The monorepo recipe's step on the pull request: its job starts, its check run in progress.
    const recipe = recipeStep('docs-in-same-repository.yml', 'docs');
    const pull_request = {
      number: 5,
      draft: false,
      labels: [],
      user: { login: 'octocat', type: 'User' },
      head: { sha: HEAD, repo: { full_name: PR_REPOSITORY } },
      base: { repo: { full_name: PR_REPOSITORY } },
    };
    const opened = await run(
      sim.inputs({
        ...recipe,
        prompt: 'Update the documentation for pull request 5.',
        'report-token': GITHUB_TOKEN,
        'github-token': GITHUB_TOKEN,
        timeout: '60m',
      }),
      pullRequestEnv(github.url, ++runId, {
        GITHUB_EVENT_PATH: eventFile({ action: 'opened', pull_request, repository: { full_name: PR_REPOSITORY } }),
      }),
    );
    expect(opened.outputs.outcome).toBe('started');
    const productJob = opened.outputs['job-id'] ?? '';
    expect(docsAgentOnHead()).toEqual([expect.objectContaining({ status: 'in_progress' })]);

    // The dispatch recipe, run by hand on the pull request's branch (GITHUB_SHA is its head).
    const dispatch = recipeStep('dispatch-with-prompt.yml', 'docs');
    expect(dispatch['check-name']).not.toBe('Docs agent');
    const env = pullRequestEnv(github.url, ++runId, {
      GITHUB_EVENT_NAME: 'workflow_dispatch',
      GITHUB_SHA: HEAD,
      GITHUB_REF: 'refs/heads/feature',
      GITHUB_EVENT_PATH: eventFile({
        inputs: { prompt: 'Add a page on the --dry-run flag.' },
        ref: 'refs/heads/feature',
      }),
    });
    const inputs = sim.inputs({
      ...dispatch,
      prompt: 'Add a page on the --dry-run flag.',
      timeout: '45m',
      'poll-interval': '100ms',
      'report-token': GITHUB_TOKEN,
      'github-token': GITHUB_TOKEN,
    });
    const starts = () => sim.requests().filter((r) => r.method === 'POST' && r.url.endsWith('/job'));
    const dispatched = run(inputs, env);
    // The hand-started job completes; the pull request's own job is still at work.
    await until(() => starts().length === 2);
    sim.service().completeJob('job-started-2');
    expect((await dispatched).outputs.outcome).toBe('completed');
    expect(productJob).toBe('job-started-1');

    // What a branch rule reads: the newest 'Docs agent' check run on the head.
    const newest = [...docsAgentOnHead()].sort((a, b) => b.id - a.id)[0];
    // FAILS: the dispatch's check run, `completed`/`success`, is now the newest on the head.
    expect(newest).toMatchObject({ status: 'in_progress', conclusion: null });
  });
});
