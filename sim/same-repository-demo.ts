/**
 * `npm run demo -- same-repository`: docs kept in the product repository (Mintlify's monorepo
 * setting), one workflow (examples/docs-in-same-repository.yml), GITHUB_TOKEN alone, with no
 * account. The product pull request starts the job and lets the runner go (`wait: sweep`); a push
 * is queued while the job works; the agent's docs pull request, opened in the same repository,
 * starts no job, and its own events finish the product pull request's job once it has ended; a
 * `/docs` comment and a review on it reach the job, and a review whose run was cancelled is sent by
 * the agent's next push; both are merged. No sweep runs. Each run is the
 * bundled action against the simulated service and GitHub; the service's clock is the demo's.
 */
import { startSimulatedGitHub } from './github-api.ts';
import { commentEventEnv, eventFile, PR_REPOSITORY, pullRequestEnv, reviewEventEnv } from './pull-request.ts';
import { runAction, type ActionRun } from './run-action.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService } from './service.ts';

const [HEAD1, HEAD2, DOCS1, DOCS2, DOCS3, DOCS4] = ['1', '2', 'd', 'e', 'f', 'a'].map((c) => c.repeat(40)) as string[];
const MINUTE = 60_000;
const GITHUB_TOKEN = 'ghs_DnobDQCm7JUcKkHnVm5uMGonrNZGmwE';
const AGENT = { login: 'mintlify[bot]', type: 'Bot' };
/** The log lines that tell the story; the rest is in the run's log. */
const TOLD =
  /Started job|is busy|Sending a follow-up|finished here|No ended job|No docs job|Another run is finishing|pending job|not answered by its own run/;

export async function sameRepositoryDemo(): Promise<void> {
  let now = 0;
  const service = await startService({
    jobDurationMs: 10 * MINUTE,
    now: () => now,
    startedPrLink: `https://github.com/${PR_REPOSITORY}/pull/6`,
  });
  const pulls: Record<string, { number: number; head: { sha: string | undefined } } & Record<string, unknown>> = {
    [`${PR_REPOSITORY}#5`]: { number: 5, head: { sha: HEAD1 }, files: ['src/cli.ts'], user: { login: 'octocat' } },
    [`${PR_REPOSITORY}#6`]: { number: 6, state: 'open', head: { sha: DOCS1 }, files: ['docs/cli.mdx'], user: AGENT },
  };
  const github = await startSimulatedGitHub({
    tokens: { [GITHUB_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write', actions: 'read' } },
    collaborators: { lead: { permission: 'write', role_name: 'write' } },
    pulls,
    comparisons: {
      [`${PR_REPOSITORY}:${HEAD1}...${HEAD2}`]: {
        commits: [{ sha: 'c'.repeat(40), message: 'Add the --dry-run flag' }],
        files: ['src/cli.ts'],
      },
    },
  });
  let runId = 9000;
  // The recipe's inputs; GITHUB_TOKEN is both tokens.
  const inputs = {
    ...{ 'project-id': DEMO_PROJECT_ID, 'api-key': DEMO_API_KEY, 'base-url': service.url },
    prompt: `Update the documentation for the changes in pull request https://github.com/${PR_REPOSITORY}/pull/5.`,
    ...{ 'follow-up-command': '/docs', wait: 'sweep', 'check-name': 'Docs agent', 'docs-pr-comment': 'true' },
    ...{ paths: 'src/**', 'report-token': GITHUB_TOKEN, 'github-token': GITHUB_TOKEN, timeout: '60m' },
  };
  const event = (pull: number, action: string, head: string | undefined, extra: Record<string, unknown> = {}) => {
    Object.assign(pulls[`${PR_REPOSITORY}#${pull}`] ?? {}, { head: { sha: head } }, extra);
    const user = pull === 6 ? AGENT : { login: 'octocat', type: 'User' };
    const pull_request = { number: pull, draft: false, labels: [], user, head: { sha: head }, ...extra };
    const repository = { full_name: PR_REPOSITORY, default_branch: 'main' };
    const env = pullRequestEnv(github.url, ++runId, {
      GITHUB_EVENT_PATH: eventFile({ action, pull_request, repository }),
    });
    return runAction(inputs, { env });
  };
  const where = { repository: PR_REPOSITORY, number: 6 };
  const same = { GITHUB_WORKFLOW: 'Docs' };
  const comment = (body: string) => {
    const written = github.addComment(`${PR_REPOSITORY}#6`, body, 'lead');
    const env = commentEventEnv(github.url, ++runId, { id: written.id, body, login: 'lead' }, same, where);
    return runAction(inputs, { env });
  };
  const review = (body = 'Say what --dry-run prints.') => {
    const submitted = github.addReview(`${PR_REPOSITORY}#6`, { state: 'CHANGES_REQUESTED', login: 'lead', body });
    const head = pulls[`${PR_REPOSITORY}#6`]?.head.sha;
    const at = head === undefined ? where : { ...where, head };
    return runAction(inputs, { env: reviewEventEnv(github.url, ++runId, submitted, at, same) });
  };
  const pullOf = (head: string): string => ([HEAD1, HEAD2].includes(head) ? '#5' : '#6');
  const state = (): string => {
    const checks = github.checkRuns
      .filter((run) => run.name === 'Docs agent')
      .map((run) => `${pullOf(run.head_sha)} ${run.head_sha.slice(0, 7)} ${run.conclusion ?? run.status}`)
      .join(', ');
    const labelled =
      [...github.labels.entries()]
        .filter(([, on]) => on.has('agent-job-pending'))
        .map(([issue]) => `#${issue.split('#')[1] ?? ''}`)
        .join(' ') || 'none';
    return `check runs "Docs agent" (pull request, head): ${checks || 'none'}; labelled agent-job-pending: ${labelled}`;
  };
  const show = (title: string, run: ActionRun): void => {
    console.log(`\n=== ${title} ===`);
    // The outcome is the run's own pull request's; what it finished for another the log says.
    const pull = /#\d+/.exec(title)?.[0] ?? '';
    console.log(
      `  outcome for ${pull}: ${run.outputs.outcome ?? ''}; the step took ${(run.durationMs / 1000).toFixed(1)} s`,
    );
    for (const line of run.log.filter((l) => TOLD.test(l))) console.log(`  log: ${line}`);
    console.log(`  ${state()}`);
  };
  try {
    console.log(`Simulated service at ${service.url}; simulated GitHub API at ${github.url}.`);
    console.log(`One workflow in ${PR_REPOSITORY}, GITHUB_TOKEN alone; each job takes ten (simulated) minutes.`);
    console.log('The agent opens its docs pull request in the same repository: #6, by mintlify[bot]. No sweep runs.');
    show('minute 0: #5 opened: the job starts, the runner is let go', await event(5, 'opened', HEAD1));
    now = 2 * MINUTE;
    show('minute 2: a push to #5 while the job works: queued', await event(5, 'synchronize', HEAD2));
    now = 9 * MINUTE;
    show("minute 9: the agent opens #6: no job; #5's job has not ended yet", await event(6, 'opened', DOCS1));
    now = 11 * MINUTE;
    show("minute 11: the agent pushes to #6: #5's job had ended, finished here", await event(6, 'synchronize', DOCS2));
    now = 22 * MINUTE;
    show(
      "minute 22: the agent pushes to #6 again: the push's follow-up finished",
      await event(6, 'synchronize', DOCS3),
    );
    show(
      'minute 22: lead comments "/docs make the intro shorter" on #6',
      await comment('/docs make the intro shorter'),
    );
    now = 33 * MINUTE;
    show('minute 33: lead requests changes on #6', await review());
    now = 35 * MINUTE;
    github.addReview(`${PR_REPOSITORY}#6`, { state: 'COMMENTED', login: 'lead', body: 'And show its output.' });
    console.log(
      '\n=== minute 35: lead reviews #6 again; that run is cancelled while pending (no queue): nothing runs ===',
    );
    now = 44 * MINUTE;
    show(
      "minute 44: the agent pushes to #6: the review's follow-up finished, and the review no run answered sent",
      await event(6, 'synchronize', DOCS4),
    );
    now = 55 * MINUTE;
    show("minute 55: #6 merged: that review's follow-up finished", await event(6, 'closed', DOCS4, { merged: true }));
    show('minute 56: #5 merged', await event(5, 'closed', HEAD2, { merged: true }));
    const starts = service.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/job')).length;
    const messages = service.requests.filter((r) => r.url.endsWith('/message')).length;
    console.log(
      `\nStarts: ${starts}; follow-ups: ${messages} (the push, the /docs comment, the two reviews). Sweep runs: 0.`,
    );
  } finally {
    await service.close();
    await github.close();
  }
}
