/**
 * `npm run demo -- lifecycle`: one product pull request's life under the one workflow
 * (examples/docs-for-product-pull-requests.yml), with no account. Opened, a job; two pushes
 * while it is active, the first run cancelled while pending, so one follow-up names both; a
 * `/docs` comment; the docs pull request merged, then `/docs` starts a new job; closed. Each run
 * is the bundled action against the simulated service and the simulated GitHub API.
 */
import { startSimulatedGitHub } from './github-api.ts';
import { commentEventEnv, eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from './pull-request.ts';
import { runAction, type ActionRun } from './run-action.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService } from './service.ts';
import { htmlToText } from './plain-text.ts';

const [HEAD1, HEAD3] = ['1', '3'].map((digit) => digit.repeat(40)) as [string, string];
const DOCS_TOKEN = 'ghs_docsRepositoryAppToken0123456789';
const ISSUE = `${PR_REPOSITORY}#5`;

/** The two pushes: their commits, as GitHub's compare lists them from the head the job was told. */
const comparisons = {
  [`${PR_REPOSITORY}:${HEAD1}...${HEAD3}`]: {
    commits: [
      { sha: 'c'.repeat(40), message: 'Add the --dry-run flag' },
      { sha: 'd'.repeat(40), message: 'Document --dry-run in the CLI help' },
    ],
    files: ['src/cli.ts', 'src/help.ts'],
  },
};

export async function lifecycle(): Promise<void> {
  // A start or a message keeps the job active for one read, on any machine: the push's run meets it active.
  const service = await startService({ activeReads: 1 });
  const product = { number: 5, head: { sha: HEAD1 }, files: ['src/cli.ts'] };
  const docs: Record<string, unknown> = { number: 101, state: 'open', merged: false, head: { sha: 'f'.repeat(40) } };
  const github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: { repository: PR_REPOSITORY, readable: ['acme/docs'], pullRequests: 'write', checks: 'write' },
      [DOCS_TOKEN]: { repository: 'acme/docs', pullRequests: 'write' },
    },
    collaborators: { lead: { permission: 'write', role_name: 'maintain' } },
    pulls: { [ISSUE]: product, 'acme/docs#101': docs },
    comparisons,
  });
  let runId = 7000;
  const inputs = (extra: Record<string, string> = {}): Record<string, string> => ({
    'project-id': DEMO_PROJECT_ID,
    'api-key': DEMO_API_KEY,
    'base-url': service.url,
    'poll-interval': '500ms',
    timeout: '2m',
    prompt: 'Update the docs for the changes in acme/product#5.',
    'follow-up-command': '/docs',
    'check-name': 'Docs agent',
    // The recipe's own inputs (examples/docs-for-product-pull-requests.yml).
    paths: 'src/**\n!src/**/*.test.ts',
    'skip-label': 'no-docs',
    'docs-pr-comment': 'true',
    'report-token': REPORT_TOKEN,
    'github-token': DOCS_TOKEN,
    ...extra,
  });
  const event = (action: string, head: string, merged = false): Promise<ActionRun> => {
    const pull_request = { number: 5, draft: false, merged, labels: [], head: { sha: head } };
    const env = pullRequestEnv(github.url, ++runId, { GITHUB_EVENT_PATH: eventFile({ action, pull_request }) });
    return runAction(inputs(action === 'opened' ? { wait: 'false' } : {}), { env });
  };
  const command = async (body: string): Promise<ActionRun> => {
    const { id } = github.addComment(ISSUE, body, 'lead');
    const env = commentEventEnv(github.url, ++runId, { id, body, login: 'lead' }, { GITHUB_WORKFLOW: 'Docs' });
    return runAction(inputs(), { env });
  };
  const sent = () => service.requests.filter((r) => r.method === 'POST');
  const show = (title: string, run: ActionRun): void => {
    const posted = sent().at(-1);
    console.log(`\n=== ${title} ===`);
    console.log(`  outcome: ${run.outputs.outcome ?? ''}, job-id: ${run.outputs['job-id'] || '(none)'}`);
    for (const line of run.log.filter((l) => /changed since|follow-up|starts a new job|was told|Started job/.test(l)))
      console.log(`  log: ${line}`);
    if (posted && posted !== shown) {
      const text = String((JSON.parse(posted.body ?? '{}') as { prompt?: unknown }).prompt);
      console.log(`  sent to ${posted.url.replace(/^.*\/job/, 'POST .../job')}:`);
      for (const line of text.split('\n')) console.log(`    | ${line}`);
    }
    shown = posted;
  };
  let shown: (typeof service.requests)[number] | undefined;
  try {
    console.log(`Simulated service at ${service.url}; simulated GitHub API at ${github.url}.`);
    console.log(`Product pull request ${ISSUE}, one workflow: pull_request and issue_comment, one concurrency group.`);
    show('1. opened: the job starts (still active as the pushes come)', await event('opened', HEAD1));
    product.head.sha = HEAD3;
    console.log('\n=== 2. two pushes while the job is active ===');
    console.log(
      "  the first push's run was cancelled while pending (as where GitHub keeps one pending run per group, without queue: max)",
    );
    show(
      '   the second push: one follow-up names both pushes, once the job is idle',
      await event('synchronize', HEAD3),
    );
    show('3. lead comments "/docs make the intro shorter"', await command('/docs make the intro shorter'));
    Object.assign(docs, { state: 'closed', merged: true });
    show(
      '4. the docs pull request acme/docs#101 is merged; lead comments "/docs add a FAQ"',
      await command('/docs add a FAQ'),
    );
    show('5. the product pull request is merged (closed)', await event('closed', HEAD3, true));
    const starts = sent().filter((r) => r.url.endsWith('/job')).length;
    console.log(`\nStarts: ${starts}; follow-ups: ${sent().length - starts}.`);
    for (const c of github.comments.filter((c) => c.issue.startsWith('acme/docs')))
      console.log(`On ${c.issue}: ${htmlToText(c.body)}`);
  } finally {
    await service.close();
    await github.close();
  }
}
