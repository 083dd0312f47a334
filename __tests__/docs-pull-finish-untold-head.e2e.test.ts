/**
 * Was broken: with the docs in the same repository, an event of the agent's docs pull request finishes
 * the product pull request's let-go job (sweep/finish.ts, `docs`) and takes the `agent-job-pending`
 * label off, but never looks for a head of the product pull request that no run told: untoldHead
 * runs only when `config.sweep` ("a pull request's own run tells its head itself"), and this run is
 * not the product pull request's own. With the label off, no sweep (the hourly fallback) visits
 * the product pull request again, so the push is never told until that pull request's next event.
 *
 * How a user meets it: the product pull request #5 is opened (job started, runner let go); the
 * author pushes H2 and that push's run is cancelled while pending in its concurrency group. The
 * agent pushes to its docs pull request #6 after the job completed: that run finishes #5's job
 * ("had ended: finished here") and takes the label off. The scheduled sweep then lists nothing.
 * The job never hears of H2; docs/sweep.md promises the head no turn was at is owed the job.
 *
 * What should happen instead: the run that finishes the job tells the untold head (as the sweep
 * does), or leaves the label on so the sweep does: H2's news reaches the job once.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { eventFile, PR_REPOSITORY, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(240_000);
const MINUTE = 60_000;
let serviceNow = 0;
/** The docs pull request each job opens in the same repository, as the test says: #6 unless told. */
const docsPullOf = new Map<string, number>();
const sim = useSimulatedService({
  now: () => serviceNow,
  jobDurationMs: 10 * MINUTE,
  startedPrLink: (id) => `https://github.com/${PR_REPOSITORY}/pull/${docsPullOf.get(id) ?? 6}`,
});
/** The workflow's own GITHUB_TOKEN: the one token of the setup. */
const GITHUB_TOKEN = 'ghs_DnobDQCm7JUcKkHnVm5uMGonrNZGmwE';
const [HEAD1, HEAD2, DOCS1, DOCS2] = ['1', '2', 'd', 'e'].map((c) => c.repeat(40)) as [string, string, string, string];
const AGENT = { login: 'mintlify[bot]', type: 'Bot' };

let github: SimGitHub;
let pulls: Record<string, { number: number; head: { sha: string } } & Record<string, unknown>>;
let runId = 980_000;
afterEach(() => github.close());
beforeEach(async () => {
  serviceNow = 0;
  runId += 100;
  pulls = {
    [`${PR_REPOSITORY}#5`]: { number: 5, head: { sha: HEAD1 }, files: ['src/cli.ts'], user: { login: 'octocat' } },
    [`${PR_REPOSITORY}#7`]: { number: 7, head: { sha: HEAD1 }, files: ['src/api.ts'], user: { login: 'octocat' } },
    [`${PR_REPOSITORY}#6`]: { number: 6, state: 'open', head: { sha: DOCS1 }, files: ['docs/cli.mdx'], user: AGENT },
  };
  github = await startSimulatedGitHub({
    tokens: {
      [GITHUB_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write', actions: 'read' },
    },
    collaborators: { lead: { permission: 'write', role_name: 'write' } },
    pulls,
    comparisons: {
      [`${PR_REPOSITORY}:${HEAD1}...${HEAD2}`]: {
        commits: [{ sha: 'c'.repeat(40), message: 'Add the --dry-run flag' }],
        files: ['src/cli.ts'],
      },
    },
  });
});

/** The recipe's inputs, GITHUB_TOKEN for both tokens. */
const inputs = (extra: Record<string, string> = {}) =>
  sim.inputs({
    prompt: 'Update the documentation for the changes in this pull request.',
    'follow-up-command': '/docs',
    wait: 'sweep',
    'check-name': 'Docs agent',
    'docs-pr-comment': 'true',
    'on-review': 'send',
    paths: 'src/**',
    'report-token': GITHUB_TOKEN,
    'github-token': GITHUB_TOKEN,
    timeout: '60m',
    ...extra,
  });

/** A pull_request run of the one workflow: #5 and #7 are a person's, #6 the agent's. */
function prRun(pull: number, action: string, head: string, extra: Record<string, unknown> = {}): Promise<ActionRun> {
  const shown = pulls[`${PR_REPOSITORY}#${pull}`];
  if (shown) Object.assign(shown, { head: { sha: head } }, extra);
  const pull_request = {
    number: pull,
    draft: false,
    labels: [],
    user: pull === 6 ? AGENT : { login: 'octocat', type: 'User' },
    head: { sha: head, repo: { full_name: PR_REPOSITORY } },
    base: { repo: { full_name: PR_REPOSITORY } },
    ...extra,
  };
  const event = { action, pull_request, repository: { full_name: PR_REPOSITORY, default_branch: 'main' } };
  const env = pullRequestEnv(github.url, ++runId, { GITHUB_EVENT_PATH: eventFile(event) });
  return actionRun(inputs(), env);
}

const messages = () => sim.requests().filter((r) => r.method === 'POST' && r.url.endsWith('/message'));
const log = (run: ActionRun): string => run.log.join('\n');

function actionRun(inputs: Record<string, string>, env: Record<string, string>): Promise<ActionRun> {
  return github.running(env, () => runAction(inputs, { killAfterMs: 25_000, env }));
}

describe("the docs pull request's event finishes the product pull request's job while a push there went untold", () => {
  it("the push's news reaches the job: told there, or by the sweep", async () => {
    const opened = await prRun(5, 'opened', HEAD1);
    expect(opened.outputs.outcome).toBe('started');
    // The author pushes HEAD2 to #5; that push's run is cancelled while pending.
    pulls[`${PR_REPOSITORY}#5`]!.head = { sha: HEAD2 };
    serviceNow = 11 * MINUTE;
    const pushed = await prRun(6, 'synchronize', DOCS2);
    expect(pushed.exitCode).toBe(0);
    expect(log(pushed)).toContain('whose docs pull request this is, had ended');
    // The schedule's sweep, the fallback.
    const env = pullRequestEnv(github.url, ++runId, {
      GITHUB_EVENT_NAME: 'schedule',
      GITHUB_EVENT_PATH: eventFile({ repository: { full_name: PR_REPOSITORY, default_branch: 'main' } }),
    });
    const sweepInputs = sim.inputs({ sweep: 'true', 'report-token': GITHUB_TOKEN, 'github-token': GITHUB_TOKEN });
    const swept = await actionRun(sweepInputs, env);
    expect(swept.exitCode).toBe(0);
    const told = messages().map((r) => String((JSON.parse(r.body ?? '{}') as { prompt?: unknown }).prompt));
    expect(told).toHaveLength(1);
    expect(told[0]).toContain('Add the --dry-run flag');
  });
});
