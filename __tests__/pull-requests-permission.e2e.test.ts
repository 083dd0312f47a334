/**
 * A newcomer's product workflow without `pull-requests: write` (a `permissions:` block that lost
 * the line, or a repository whose default GITHUB_TOKEN is read-only). The recipe's permissions say
 * `pull-requests: write # the comment, reactions on /docs comments`; the README promises "**One job
 * per pull request:** a push tells it what changed" and "reactions say 👀 taken, 🚀 sent, 😕 not
 * sent". With `comment: auto` (the default) the comment that could not be written is one plain log
 * line, and the job's record then lives nowhere a later run reads it:
 *  - every later event of the pull request (a push, a label) finds "No job was started on this pull
 *    request by this action yet" and starts another billed job, each run a green `completed`;
 *  - a `/docs` command's 👀 is refused (HTTP 403), which src/step/follow-up-command.ts claimProblem
 *    reads as a claim GitHub "did not take", saying "the next command's run sends it" (it never
 *    will), with no annotation and nothing in the job summary; the run then starts yet another job.
 * Nowhere is `pull-requests: write` named where a user looks (an annotation, the job summary).
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { commentEventEnv, eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(120_000);
const sim = useSimulatedService({ activeReads: 1, startedPrLink: 'https://github.com/acme/docs/pull/101' });
const [HEAD1, HEAD2] = ['1', '2'].map((c) => c.repeat(40)) as [string, string];
let github: SimGitHub;
let runId = 61_000;
let pull: Record<string, unknown>;
afterEach(() => github.close());
beforeEach(async () => {
  runId += 100;
  pull = {
    number: 5,
    state: 'open',
    draft: false,
    labels: [],
    user: { login: 'author' },
    files: ['src/flag.ts'],
    head: { sha: HEAD1, repo: { full_name: PR_REPOSITORY } },
    base: { repo: { full_name: PR_REPOSITORY } },
    html_url: 'https://github.com/acme/product/pull/5',
  };
  github = await startSimulatedGitHub({
    // The recipe's permissions with `pull-requests: write` left out: read, as a read-only default gives.
    tokens: { [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'read', checks: 'write', actions: 'read' } },
    collaborators: { lead: { permission: 'write', role_name: 'write' } },
    pulls: { [`${PR_REPOSITORY}#5`]: pull },
    comparisons: {
      [`${PR_REPOSITORY}:${HEAD1}...${HEAD2}`]: {
        commits: [{ sha: 'c'.repeat(40), message: 'Add the --flag option' }],
        files: ['src/flag.ts'],
      },
    },
  });
});

/** The recipe's step (docs-for-product-pull-requests.yml), its tokens GITHUB_TOKEN. */
const inputs = () =>
  sim.inputs({
    prompt: 'Update the documentation for the changes in pull request https://github.com/acme/product/pull/5.',
    'follow-up-command': '/docs',
    'check-name': 'Docs agent',
    paths: 'src/**',
    'skip-label': 'no-docs',
    'report-token': REPORT_TOKEN,
    'github-token': REPORT_TOKEN,
  });

function prRun(action: string, head: string): Promise<ActionRun> {
  pull.head = { sha: head, repo: { full_name: PR_REPOSITORY } };
  const env = pullRequestEnv(github.url, ++runId, {
    GITHUB_EVENT_PATH: eventFile({
      action,
      pull_request: pull,
      ...(action === 'labeled' ? { label: { name: 'x' } } : {}),
    }),
  });
  return github.running(env, () => runAction(inputs(), { env, killAfterMs: 40_000 }));
}

const starts = () => sim.requests().filter((r) => r.method === 'POST' && /\/job$/.test(r.url.split('?')[0] ?? ''));
const named = (run: ActionRun): string =>
  run.annotations
    .filter((a) => a.command === 'warning' || a.command === 'error')
    .map((a) => a.message)
    .join('\n');
const noSecret = (run: ActionRun) =>
  expect(run.stdout.replace(/::add-mask::.*\n/g, '') + run.stderr + run.summary).not.toContain(DEMO_API_KEY);

describe("the product recipe with a token that lacks 'pull-requests: write'", () => {
  it('opened, a push, a label: one job for the pull request, or a warning that names pull-requests: write', async () => {
    const runs = [await prRun('opened', HEAD1), await prRun('synchronize', HEAD2), await prRun('labeled', HEAD2)];
    for (const run of runs) noSecret(run);
    // Without the record each run may start a job: the first run says so, naming the fix, in its annotations and summary.
    expect(starts().length).toBeGreaterThanOrEqual(1);
    expect(named(runs[0] as ActionRun)).toMatch(/pull-requests: write/);
    expect(runs[0]?.summary).toMatch(/pull-requests(: |&#58; )write/);
    // The fix names the token it is for, which may be an app's (whose permissions no job's block sets).
    expect(named(runs[0] as ActionRun)).toMatch(
      /Give the report-token pull-requests: write .*an app's token: the app's permissions/,
    );
  });

  it('a /docs command by a writer: not sent, and the run names pull-requests: write in an annotation and the summary', async () => {
    expect((await prRun('opened', HEAD1)).outputs.outcome).toBe('completed');
    const body = '/docs add an example for --flag';
    const { id } = github.addComment(`${PR_REPOSITORY}#5`, body, 'lead');
    const env = commentEventEnv(github.url, ++runId, { id, body, login: 'lead' }, { GITHUB_WORKFLOW: 'Docs' });
    const run = await github.running(env, () => runAction(inputs(), { env, killAfterMs: 40_000 }));
    noSecret(run);
    const sent = sim
      .requests()
      .some((r) => r.method === 'POST' && r.url.endsWith('/message') && (r.body ?? '').includes('add an example'));
    expect(sent).toBe(false);
    // The commenter's words went nowhere and no reaction can say so: the run must name the fix where a user looks.
    expect(named(run)).toMatch(/pull-requests: write/);
    expect(run.summary).toMatch(/pull-requests(: |&#58; )write/);
  });
});
