/**
 * `npm run demo [-- <scenario>]`: starts the simulated service on 127.0.0.1, runs the bundled
 * action against it the way a workflow would, and prints what the run would show: log,
 * annotations, outputs and job summary. It makes no request outside this machine.
 */
import { cliDemo } from './cli-demo.ts';
import { conversation } from './conversation.ts';
import { gitLabDemo } from './gitlab-demo.ts';
import { lifecycle } from './lifecycle.ts';
import { reviewDemo } from './review-demo.ts';
import { sameRepositoryDemo } from './same-repository-demo.ts';
import { sweepDemo } from './sweep-demo.ts';
import { startSimulatedGitHub, type SimGitHub } from './github-api.ts';
import { PR_NUMBER, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from './pull-request.ts';
import { parseCommand, runAction, type WorkflowCommand } from './run-action.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID, STANDARD_JOBS, startService } from './service.ts';
import { htmlToText } from './plain-text.ts';

/** Scenarios beyond waiting for one of the standard jobs. */
const SCENARIOS: Record<string, { describe: string; inputs: Record<string, string> }> = {
  start: {
    describe: 'starts a job from a prompt and waits for it (active for 3 s, then completed with a PR)',
    inputs: { prompt: 'Document the new --dry-run flag of the CLI.\nKeep the examples short.' },
  },
  'several-jobs': {
    describe: 'waits for three jobs at once (job-pr, job-no-pr, job-archived), each on its own timeline',
    inputs: { 'job-id': 'job-pr\njob-no-pr\njob-archived' },
  },
  'follow-up': {
    describe: 'sends a follow-up message to the finished job-pr and waits for it to finish again',
    inputs: { 'job-id': 'job-pr', message: 'Also add a troubleshooting section.' },
  },
  'pull-request': {
    describe:
      'a pull_request run: starts a job from a prompt, keeps a comment on the pull request and a "Docs agent" check run (on a simulated GitHub API)',
    inputs: {
      prompt: 'Update the docs for the changes in acme/product#5.',
      'check-name': 'Docs agent',
      'report-token': REPORT_TOKEN,
      'github-token': '',
    },
  },
};

const scenario = process.argv[2] ?? 'job-pr';
const SCRIPTED: Record<string, () => Promise<void>> = {
  cli: cliDemo,
  conversation,
  gitlab: gitLabDemo,
  lifecycle,
  sweep: sweepDemo,
  review: reviewDemo,
  'same-repository': sameRepositoryDemo,
};
const script = SCRIPTED[scenario];
if (script) {
  // Several runs, one after another: their own scripts.
  await script();
  process.exit(0);
}
if (!(scenario in STANDARD_JOBS) && !(scenario in SCENARIOS)) {
  console.error(
    `Unknown demo scenario '${scenario}'. Pick one of: ${Object.keys(SCRIPTED).join(', ')}, ${[...Object.keys(SCENARIOS), ...Object.keys(STANDARD_JOBS)].join(', ')}.`,
  );
  process.exit(2);
}

function render(command: WorkflowCommand): string | undefined {
  const title = command.properties.title ? `${command.properties.title}: ` : '';
  switch (command.command) {
    case 'notice':
      return `Notice: ${title}${command.message}`;
    case 'warning':
      return `Warning: ${title}${command.message}`;
    case 'error':
      return `Error: ${title}${command.message}`;
    default:
      return undefined; // add-mask, endgroup and debug are not shown in a run's log
  }
}

const service = await startService();
const inputs = {
  'project-id': DEMO_PROJECT_ID,
  ...(SCENARIOS[scenario]?.inputs ?? { 'job-id': scenario }),
  'api-key': DEMO_API_KEY,
  'base-url': service.url,
  'poll-interval': '1s',
  timeout: '2m',
};
console.log(
  `Simulated service at ${service.url}; ${SCENARIOS[scenario]?.describe ?? `job '${scenario}' plays: ${STANDARD_JOBS[scenario]?.map((s) => s.http ?? s.job?.status).join(' -> ')}`}`,
);
console.log('Step: uses: ./ with');
for (const [name, value] of Object.entries(inputs))
  console.log(
    `  ${name}: ${name === 'api-key' ? '${{ secrets.MINTLIFY_ADMIN_API_KEY }}' : value.includes('\n') ? `|\n${value.replace(/^/gm, '    ')}` : value}`,
  );

let github: SimGitHub | undefined;
if (scenario === 'pull-request') {
  github = await startSimulatedGitHub({
    tokens: { [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write' } },
  });
  console.log(`Simulated GitHub API at ${github.url}: pull request ${PR_REPOSITORY}#5, run 4242`);
}
const mask = (text: string): string => text.split(DEMO_API_KEY).join('***');
// The log as the run writes it, line by line, as a workflow's log shows it live (a job that never
// ends prints its "still active" lines as they come, not all at the end).
console.log('\n=== Log ===');
let groupLines = -1;
const showLine = (line: string): void => {
  const command = parseCommand(line);
  // A run's log shows a group folded: so does the demo (the outputs are printed below).
  if (command?.command === 'group') groupLines = 0;
  else if (command?.command === 'endgroup') {
    console.log(`  > Outputs (${groupLines} lines, folded)`);
    groupLines = -1;
  } else if (groupLines >= 0) groupLines++;
  else {
    const shown = command ? render(command) : line;
    if (shown !== undefined) console.log(`  ${mask(shown)}`);
  }
};
let partial = '';
const run = await runAction(inputs, {
  ...(github ? { env: pullRequestEnv(github.url, 4242) } : {}),
  onStart: (child) =>
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines.filter(Boolean)) showLine(line);
    }),
});
if (partial !== '') showLine(partial);
await service.close();
await github?.close();

console.log(
  `\n=== Exit code: ${run.exitCode} (${run.exitCode === 0 ? 'step succeeded' : 'step failed'}), ${Math.round(run.durationMs)}ms ===`,
);
console.log('\n=== Annotations ===');
for (const annotation of run.annotations) console.log(`  ${mask(render(annotation) ?? '')}`);
console.log('\n=== Outputs (steps.ID.outputs) ===');
for (const [name, value] of Object.entries(run.outputs)) console.log(`  ${name}=${mask(value)}`);
console.log('\n=== Job summary ===');
console.log(mask(htmlToText(run.summary)).replace(/^/gm, '  '));

if (github) {
  const [first] = github.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/comments'));
  const firstBody = String((first?.body as { body?: unknown } | undefined)?.body ?? '');
  console.log('\n=== Pull request comment, as first written (working on it) ===');
  console.log(mask(htmlToText(firstBody.replace(/<!--.*?-->/g, ''))).replace(/^/gm, '  '));
  for (const comment of github.comments) {
    console.log(`\n=== Pull request comment, as it ends (${comment.html_url}) ===`);
    console.log(mask(htmlToText(comment.body.replace(/<!--.*?-->/g, ''))).replace(/^/gm, '  '));
  }
  for (const check of github.checkRuns) {
    console.log(
      `\n=== Check run "${check.name}" on ${PR_REPOSITORY}#${PR_NUMBER}'s head ${check.head_sha.slice(0, 12)} (${check.html_url}) ===`,
    );
    console.log(`  ${check.history.map((h) => String(h.conclusion ?? h.status)).join(' -> ')}`);
    console.log(`  Title: ${mask(check.output.title ?? '')}`);
    console.log(`  Text:\n${mask(htmlToText(check.output.text ?? '')).replace(/^/gm, '    ')}`);
    console.log(mask(htmlToText(check.output.summary ?? '')).replace(/^/gm, '  '));
  }
}
