/**
 * `npm run demo -- sweep`: no idle runner, with no account. Three product pull requests each
 * start a job with `wait: sweep` and end in seconds; a push to one while its job works is queued.
 * Sweeps on a schedule finish each job as it ends: the first finds nothing ended, the next
 * finishes one and sends the queued push, the last finishes the rest and dispatches the review.
 * Each run is the bundled action against the simulated service and the simulated GitHub API;
 * the service's clock is the demo's, so a "ten-minute" job ends when the demo says.
 */
import { startSimulatedGitHub } from './github-api.ts';
import { eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from './pull-request.ts';
import { runAction, type ActionRun } from './run-action.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService } from './service.ts';

const [HEAD1, HEAD2] = ['1', '2'].map((digit) => digit.repeat(40)) as [string, string];
/** Each pull request's first head: #5's is HEAD1, and its push makes it HEAD2. */
const FIRST_HEAD: Record<number, string> = { 5: HEAD1, 6: '6'.repeat(40), 7: '7'.repeat(40) };
const pullOf = (head: string): string =>
  head === HEAD2 ? '#5' : `#${Object.entries(FIRST_HEAD).find(([, sha]) => sha === head)?.[0] ?? '?'}`;
const MINUTE = 60_000;

export async function sweepDemo(): Promise<void> {
  let now = 0;
  const service = await startService({ jobDurationMs: 10 * MINUTE, now: () => now });
  const pulls = Object.fromEntries(
    [5, 6, 7].map((n) => [`${PR_REPOSITORY}#${n}`, { number: n, head: { sha: FIRST_HEAD[n] }, files: ['src/cli.ts'] }]),
  );
  const github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write', actions: 'write' },
    },
    pulls,
    comparisons: {
      [`${PR_REPOSITORY}:${HEAD1}...${HEAD2}`]: {
        commits: [{ sha: 'c'.repeat(40), message: 'Add the --dry-run flag' }],
        files: ['src/cli.ts'],
      },
    },
  });
  let runId = 8000;
  const common = {
    'project-id': DEMO_PROJECT_ID,
    'api-key': DEMO_API_KEY,
    'base-url': service.url,
    'report-token': REPORT_TOKEN,
    'github-token': '',
  };
  const event = (pull: number, action: string, head: string): Promise<ActionRun> => {
    const pull_request = { number: pull, draft: false, labels: [], head: { sha: head } };
    const repository = { full_name: PR_REPOSITORY, default_branch: 'main' };
    const env = pullRequestEnv(github.url, ++runId, {
      GITHUB_EVENT_PATH: eventFile({ action, pull_request, repository }),
    });
    const inputs = {
      ...common,
      prompt: `Update the docs for the changes in ${PR_REPOSITORY}#${pull}.`,
      wait: 'sweep',
      'check-name': 'Docs agent',
      'on-finish-dispatch': 'review-after-sweep.yml',
      timeout: '30m',
    };
    return runAction(inputs, { env });
  };
  const sweep = (): Promise<ActionRun> => {
    const env = pullRequestEnv(github.url, ++runId, {
      GITHUB_EVENT_NAME: 'schedule',
      GITHUB_EVENT_PATH: eventFile({ repository: { full_name: PR_REPOSITORY, default_branch: 'main' } }),
      GITHUB_WORKFLOW: 'Docs agent sweep',
    });
    return runAction({ ...common, sweep: 'true' }, { env });
  };
  const checks = (): string =>
    github.checkRuns
      .map((run) => `${pullOf(run.head_sha)} ${run.head_sha.slice(0, 7)} ${run.conclusion ?? run.status}`)
      .join(', ');
  const labelled = (): string =>
    [...github.labels.entries()]
      .filter(([, on]) => on.has('agent-job-pending'))
      .map(([issue]) => `#${issue.split('#')[1]}`)
      .join(' ') || 'none';
  const showSweep = (title: string, run: ActionRun): void => {
    console.log(`\n=== ${title} ===`);
    for (const entry of JSON.parse(run.outputs.results ?? '[]') as Array<Record<string, unknown>>)
      console.log(`  #${String(entry['pull-request'])}: ${String(entry.swept)} ${String(entry.outcome ?? '')}`);
    console.log(
      `  took ${(run.durationMs / 1000).toFixed(1)} s; check runs (pull request, head): ${checks()}; labelled: ${labelled()}`,
    );
  };
  try {
    console.log(`Simulated service at ${service.url}; simulated GitHub API at ${github.url}.`);
    console.log('Each job takes ten (simulated) minutes from its start or its follow-up.\n');
    for (const pull of [5, 6, 7]) {
      const run = await event(pull, 'opened', FIRST_HEAD[pull] ?? HEAD1);
      console.log(
        `minute ${now / MINUTE}: #${pull} opened: outcome ${run.outputs.outcome ?? ''}, job ${run.outputs['job-id'] ?? ''}, the step took ${(run.durationMs / 1000).toFixed(1)} s`,
      );
      now += 2 * MINUTE;
    }
    pulls[`${PR_REPOSITORY}#5`]!.head.sha = HEAD2;
    const pushed = await event(5, 'synchronize', HEAD2);
    console.log(
      `minute ${now / MINUTE}: a push to #5 while its job works: ${pushed.log.find((line) => line.includes('is busy')) ?? ''}`,
    );
    showSweep('sweep at minute 6: nothing ended yet', await sweep());
    now = 11 * MINUTE;
    showSweep("sweep at minute 11: #5's job ended; its queued push is sent", await sweep());
    now = 30 * MINUTE;
    showSweep("sweep at minute 30: #6, #7 and #5's follow-up ended", await sweep());
    now = 40 * MINUTE;
    showSweep('sweep at minute 40: nothing pending, one request', await sweep());
    console.log(
      `\nDispatched: ${github.dispatches.map((d) => `${d.workflow} (pull request ${String(d.inputs['pull-request'])}, ${String(d.inputs.outcome)})`).join('; ')}`,
    );
    const starts = service.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/job')).length;
    console.log(`Starts: ${starts}; follow-ups: ${service.requests.filter((r) => r.url.endsWith('/message')).length}.`);
  } finally {
    await service.close();
    await github.close();
  }
}
