/**
 * `npm run demo -- review`: a review on the docs pull request reaches the agent, with no account.
 * The product pull request's run starts the job and keeps a comment on the docs pull request
 * (`docs-pr-comment`); a reviewer requests changes there with three line comments in two files,
 * and the docs repository's workflow sends the review as one follow-up; an approval is not sent;
 * a re-run sends nothing twice. Each run is the bundled action against the simulated servers.
 */
import { startSimulatedGitHub } from './github-api.ts';
import { PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN, reviewEventEnv } from './pull-request.ts';
import { runAction, type ActionRun } from './run-action.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService } from './service.ts';

const DOCS = 'acme/docs#101';
const DOCS_APP_TOKEN = 'ghs_docsAppInstallationToken000001';
const DOCS_REPO_TOKEN = 'ghs_docsRepositoryWorkflowToken001';

export async function reviewDemo(): Promise<void> {
  const service = await startService({ jobDurationMs: 1_000, startedPrLink: 'https://github.com/acme/docs/pull/101' });
  const github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write' },
      [DOCS_APP_TOKEN]: { repository: 'acme/docs', pullRequests: 'write', login: 'docs-app[bot]' },
      [DOCS_REPO_TOKEN]: { repository: 'acme/docs', pullRequests: 'write' },
    },
    collaborators: { lead: { permission: 'write', role_name: 'write' } },
    pulls: { [DOCS]: { number: 101, user: { login: 'mintlify[bot]', type: 'Bot' } } },
  });
  const inputs = (extra: Record<string, string>): Record<string, string> => ({
    ...{ 'project-id': DEMO_PROJECT_ID, 'api-key': DEMO_API_KEY, 'base-url': service.url },
    ...{ 'poll-interval': '500ms', timeout: '2m' },
    ...extra,
  });
  const reviewRun = (review: ReturnType<typeof github.addReview>, runId: number): Promise<ActionRun> =>
    runAction(inputs({ 'follow-up-command': '/docs', 'report-token': DOCS_REPO_TOKEN, 'github-token': '' }), {
      env: reviewEventEnv(github.url, runId, review, { repository: 'acme/docs', number: 101 }),
    });
  const messages = (): string[] =>
    service.requests
      .filter((r) => r.method === 'POST' && r.url.endsWith('/message'))
      .map((r) => String((JSON.parse(r.body ?? '{}') as { prompt?: unknown }).prompt));
  try {
    console.log(`Simulated service at ${service.url}; simulated GitHub API at ${github.url}.`);
    const start = await runAction(
      inputs({
        prompt: 'Document the --flag option.',
        'report-token': REPORT_TOKEN,
        'docs-pr-comment': 'true',
        'github-token': DOCS_APP_TOKEN,
      }),
      { env: pullRequestEnv(github.url, 7001) },
    );
    console.log(
      `\n=== 1. ${PR_REPOSITORY}#5: the job starts and opens ${DOCS} (outcome ${start.outputs.outcome ?? ''}) ===`,
    );
    const hunk = '@@ -1,3 +1,4 @@\n # Flags\n+The --flag option turns it on.\n+It is off by default.';
    const review = github.addReview(
      DOCS,
      { state: 'CHANGES_REQUESTED', login: 'lead', body: 'Tighten the flag docs.' },
      [
        { path: 'docs/flags.md', line: 4, start_line: 3, diff_hunk: hunk, body: 'Merge these two sentences.' },
        { path: 'docs/api.md', line: 12, diff_hunk: '@@ -10 +10,2 @@\n+`flag: bool`', body: 'Say the type in words.' },
        {
          path: 'docs/flags.md',
          line: 1,
          diff_hunk: '@@ -1 +1 @@\n # Flags',
          body: '```suggestion\n# Command-line flags\n```',
        },
      ],
    );
    const sent = await reviewRun(review, 7002);
    console.log(`\n=== 2. lead requests changes with three line comments: outcome ${sent.outputs.outcome ?? ''} ===`);
    console.log('The one message the agent got:\n');
    console.log((messages()[0] ?? '').replace(/^/gm, '  | '));
    const approval = await reviewRun(github.addReview(DOCS, { state: 'APPROVED', login: 'lead', body: 'LGTM' }), 7003);
    console.log(`\n=== 3. lead approves: outcome ${approval.outputs.outcome ?? ''} (an approval is not sent) ===`);
    const again = await reviewRun(review, 7004);
    console.log(`\n=== 4. a second run for the review of step 2: outcome ${again.outputs.outcome ?? ''} ===`);
    console.log(`\nMessages the service received: ${messages().length}.`);
    const lines = github.comments.filter((c) => c.issue === DOCS && c.body.includes('review-answered'));
    for (const line of lines)
      console.log(`Line on ${DOCS}: ${line.body.split('\n')[0]?.replace(/<[^>]+>/g, '') ?? ''}`);
  } finally {
    await service.close();
    await github.close();
  }
}
