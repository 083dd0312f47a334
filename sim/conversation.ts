/**
 * `npm run demo -- conversation`: talking to the agent from the pull request, with no account.
 * A `pull_request` run starts the job; a member's `/docs` comment is sent once the job is idle;
 * an outsider's is not; a re-run of the member's run resumes instead of sending again. Each run is
 * the bundled action against the simulated service and the simulated GitHub API.
 */
import { startSimulatedGitHub } from './github-api.ts';
import { commentEventEnv, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from './pull-request.ts';
import { runAction, type ActionRun } from './run-action.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService } from './service.ts';
import { htmlToText } from './plain-text.ts';

export async function conversation(): Promise<void> {
  // A start or a message keeps the job active for one read, on any machine: step 2 meets it active.
  const service = await startService({ activeReads: 1 });
  const github = await startSimulatedGitHub({
    tokens: { [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write' } },
    collaborators: { lead: { permission: 'write', role_name: 'maintain' } },
  });
  const inputs = (extra: Record<string, string>): Record<string, string> => ({
    'project-id': DEMO_PROJECT_ID,
    'api-key': DEMO_API_KEY,
    'base-url': service.url,
    'poll-interval': '500ms',
    timeout: '2m',
    'report-token': REPORT_TOKEN,
    'github-token': '',
    ...extra,
  });
  const show = (title: string, run: ActionRun): void => {
    console.log(`\n=== ${title} ===`);
    console.log(`  outcome: ${run.outputs.outcome ?? ''}, job-id: ${run.outputs['job-id'] || '(none)'}`);
    const lines = run.stdout.split('\n').filter((line) => line !== '' && !line.startsWith('::'));
    for (const line of lines.filter((l) => /follow-up|Started job|Re-run|active;|took the message/.test(l)))
      console.log(`  log: ${line}`);
  };
  const reactions = (id: number): string =>
    github.reactions
      .filter((r) => r.commentId === id)
      .map((r) => r.content)
      .join(', ') || 'none';
  const comment = async (body: string, login: string, runId: number, attempt = '1') => {
    const written = github.addComment(`${PR_REPOSITORY}#5`, body, login);
    const env = commentEventEnv(github.url, runId, { id: written.id, body, login }, { GITHUB_RUN_ATTEMPT: attempt });
    return { id: written.id, run: await runAction(inputs({ 'follow-up-command': '/docs' }), { env }) };
  };
  try {
    console.log(`Simulated service at ${service.url}; simulated GitHub API at ${github.url}.`);
    console.log(`Pull request ${PR_REPOSITORY}#5; "lead" may write there, "visitor" may not.`);
    const start = await runAction(inputs({ prompt: 'Document the new --dry-run flag.', wait: 'false' }), {
      env: pullRequestEnv(github.url, 5001),
    });
    show('1. pull_request: the start workflow starts the job (wait: false, so it is still active)', start);
    const member = await comment('/docs make the intro shorter', 'lead', 5002);
    show('2. lead comments "/docs make the intro shorter": sent once the job is idle', member.run);
    console.log(`  reactions on the comment: ${reactions(member.id)}`);
    const outsider = await comment('/docs delete the changelog', 'visitor', 5003);
    show('3. visitor comments "/docs delete the changelog": not sent', outsider.run);
    console.log(`  reactions on the comment: ${reactions(outsider.id)}`);
    const rerunEnv = commentEventEnv(
      github.url,
      5002,
      { id: member.id, body: '/docs make the intro shorter', login: 'lead' },
      { GITHUB_RUN_ATTEMPT: '2' },
    );
    const rerun = await runAction(inputs({ 'follow-up-command': '/docs' }), { env: rerunEnv });
    show('4. "Re-run jobs" on the run of step 2: resumes, sends nothing', rerun);
    const messages = service.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/message')).length;
    console.log(`\nMessages the service received: ${messages} (one per comment that may command).`);
    const kept = github.comments.filter((c) => c.user.login === 'github-actions[bot]' && c.body.includes('<!--'));
    console.log(`The action's comments on the pull request: ${kept.length}; its conversation, newest last:`);
    for (const [, line = ''] of (kept[0]?.body ?? '').matchAll(/<li>(.*)\n/g)) console.log(`  - ${htmlToText(line)}`);
  } finally {
    await service.close();
    await github.close();
  }
}
