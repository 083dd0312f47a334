/**
 * What each way in costs the report-token's GitHub requests: `GITHUB_TOKEN` has 1,000 an hour per
 * repository. The README's first workflow (a prompt, `/docs`, the comment and the check run) on
 * the bundled action against the simulated GitHub and service: a pull request opened, a push, a
 * `/docs` command, a comment that is none, a close; and, docs in the same repository, the agent's
 * pushes to its docs pull request. The sweep's are in bench/sweep.ts.
 */
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { commentEventEnv, eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService } from '../sim/service.ts';
import type { BenchRow } from './sweep.ts';

/** GITHUB_TOKEN's requests an hour, per repository. */
export const GITHUB_TOKEN_HOURLY = 1_000;

const [HEAD1, HEAD2] = ['1', '2'].map((digit) => digit.repeat(40)) as [string, string];
const ISSUE = `${PR_REPOSITORY}#5`;

interface World {
  github: SimGitHub;
  product: Record<string, unknown>;
  inputs: Record<string, string>;
  runId: number;
}

async function world(serviceUrl: string, more: Record<string, Record<string, unknown>> = {}): Promise<World> {
  const product: Record<string, unknown> = {
    number: 5,
    state: 'open',
    draft: false,
    labels: [],
    user: { login: 'author' },
    head: { sha: HEAD1, repo: { full_name: PR_REPOSITORY } },
    base: { repo: { full_name: PR_REPOSITORY } },
    files: ['src/flag.ts'],
  };
  const github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: { repository: PR_REPOSITORY, readable: ['acme/docs'], pullRequests: 'write', checks: 'write' },
    },
    collaborators: { lead: { permission: 'write', role_name: 'write' } },
    pulls: { [ISSUE]: product, ...more },
    comparisons: {
      [`${PR_REPOSITORY}:${HEAD1}...${HEAD2}`]: {
        commits: [{ sha: 'c'.repeat(40), message: 'Add the --flag option' }],
        files: ['src/flag.ts'],
      },
    },
  });
  const inputs = {
    'project-id': DEMO_PROJECT_ID,
    'api-key': DEMO_API_KEY,
    'base-url': serviceUrl,
    'poll-interval': '1s',
    prompt: 'Document the changes of this pull request.',
    'follow-up-command': '/docs',
    'report-token': REPORT_TOKEN,
    'github-token': REPORT_TOKEN,
    'check-name': 'Docs',
  };
  return { github, product, inputs, runId: 70_000 };
}

/** One run of the bundled action; the GitHub requests it made. */
async function counted(w: World, env: Record<string, string>): Promise<{ requests: number; outcome: string }> {
  const before = w.github.requests.length;
  const run = await runAction(w.inputs, { killAfterMs: 60_000, env });
  if (run.exitCode !== 0) throw new Error(`a run failed:\n${run.stdout}${run.stderr}`);
  return { requests: w.github.requests.length - before, outcome: run.outputs.outcome ?? '' };
}

const pullRequestEvent = (w: World, action: string) =>
  pullRequestEnv(w.github.url, ++w.runId, { GITHUB_EVENT_PATH: eventFile({ action, pull_request: w.product }) });

const commentEvent = (w: World, body: string, login: string) => {
  const { id } = w.github.addComment(ISSUE, body, login);
  return commentEventEnv(w.github.url, ++w.runId, { id, body, login }, { GITHUB_WORKFLOW: 'Docs' });
};

/** The requests of each way in, in the order a pull request's life meets them. */
export async function requestsPerRun(): Promise<Array<[string, number, string]>> {
  const service = await startService({ activeReads: 1, startedPrLink: 'https://github.com/acme/docs/pull/101' });
  const w = await world(service.url);
  try {
    const rows: Array<[string, number, string]> = [];
    const measure = async (name: string, env: Record<string, string>) => {
      const { requests, outcome } = await counted(w, env);
      rows.push([name, requests, outcome]);
    };
    await measure('a pull request opened (starts the job)', pullRequestEvent(w, 'opened'));
    w.product.head = { sha: HEAD2, repo: { full_name: PR_REPOSITORY } };
    await measure('a push (tells the job)', pullRequestEvent(w, 'synchronize'));
    await measure('a /docs command (sends it)', commentEvent(w, '/docs mention the flag in the intro', 'lead'));
    await measure('a comment that is no command', commentEvent(w, 'Looks good to me.', 'lead'));
    w.product.state = 'closed';
    await measure('a close (says so on the docs pull request)', pullRequestEvent(w, 'closed'));
    return rows;
  } finally {
    await w.github.close();
    await service.close();
  }
}

const DOCS_PULL = `${PR_REPOSITORY}#6`;

/**
 * Docs in the same repository (examples/docs-in-same-repository.yml): the agent's pushes to its
 * docs pull request run the same workflow, and each reads what is owed there (commands and, with
 * `on-review: send`, reviews no run answered).
 */
export async function docsPullRequestRuns(): Promise<Array<[string, number, string]>> {
  const docsLink = `https://github.com/${PR_REPOSITORY}/pull/6`;
  const service = await startService({ activeReads: 1, startedPrLink: docsLink });
  const docs: Record<string, unknown> = {
    ...{ number: 6, state: 'open', draft: false, labels: [], files: ['docs/flag.mdx'] },
    user: { login: 'mintlify[bot]', type: 'Bot' },
    head: { sha: 'd'.repeat(40), repo: { full_name: PR_REPOSITORY } },
    base: { repo: { full_name: PR_REPOSITORY } },
  };
  const w = await world(service.url, { [DOCS_PULL]: docs });
  w.inputs = { ...w.inputs, 'docs-pr-comment': 'true', 'on-review': 'send' };
  try {
    const rows: Array<[string, number, string]> = [];
    const agentPush = () => {
      docs.head = { sha: (w.runId % 16).toString(16).repeat(40), repo: { full_name: PR_REPOSITORY } };
      const event = { action: 'synchronize', pull_request: docs };
      return pullRequestEnv(w.github.url, ++w.runId, { GITHUB_EVENT_PATH: eventFile(event) });
    };
    await counted(w, pullRequestEvent(w, 'opened'));
    const measure = async (name: string, env: Record<string, string>) => {
      const { requests, outcome } = await counted(w, env);
      rows.push([name, requests, outcome]);
    };
    await measure("an agent's push to its docs pull request, nothing owed", agentPush());
    w.github.addReview(DOCS_PULL, { state: 'COMMENTED', login: 'lead', body: 'Shorter.' });
    await measure("an agent's push that sends a review no run answered", agentPush());
    return rows;
  } finally {
    await w.github.close();
    await service.close();
  }
}

export async function githubRequestsBench(rows: BenchRow[]): Promise<void> {
  const runs = [...(await requestsPerRun()), ...(await docsPullRequestRuns())];
  const most = Math.max(...runs.map(([, requests]) => requests));
  for (const [name, requests, outcome] of runs)
    rows.push({ figure: `GitHub requests: ${name}`, measured: `${requests} (outcome ${outcome})`, target: 'reported' });
  rows.push({
    figure: "Runs an hour GITHUB_TOKEN's 1,000 requests allow, at the costliest run above",
    measured: `${Math.floor(GITHUB_TOKEN_HOURLY / most)} (${most} requests a run)`,
    target: 'reported',
  });
}
