import { flagsOf, type CommandName } from './args.ts';

/** `wait-for-agent-job COMMAND --help`: the command's usage, what it does, its flags, and examples. */
export function commandHelp(command: CommandName): string {
  const flags = flagsOf(command).join('  ');
  const what =
    command === 'merge-request'
      ? "wait-for-agent-job --help says what the common ones do; the others are the action's inputs of the same name, in README.md and docs/gitlab.md"
      : 'wait-for-agent-job --help says what each does';
  return `${COMMAND_HELP[command]}\nEvery flag it takes (${what}):\n${wrap(flags, '  ')}\n`;
}

/** Words on lines of at most 100 characters, each indented. */
function wrap(text: string, indent: string): string {
  const lines: string[] = [];
  for (const word of text.split('  ')) {
    const last = lines.length - 1;
    if (last >= 0 && `${lines[last]}  ${word}`.length <= 100) lines[last] = `${lines[last]}  ${word}`;
    else lines.push(`${indent}${word}`);
  }
  return lines.join('\n');
}

const COMMAND_HELP = {
  start: `Usage: wait-for-agent-job start [--prompt TEXT | --prompt-file FILE | < prompt.txt] [--no-wait] [flags]

Starts an agent job with the prompt, then waits for it to end (unless --no-wait) and exits by the
fail policy. The key needs write scope (MINTLIFY_ADMIN_API_KEY or --api-key-file).

Examples:
  wait-for-agent-job start --prompt "Document the --dry-run flag" --json
  git log -1 --format=%B | wait-for-agent-job start --timeout 45m --output-file agent.env
  JOB=$(wait-for-agent-job start --prompt-file prompt.md --no-wait)
`,
  message: `Usage: wait-for-agent-job message JOB_ID [--message TEXT | --message-file FILE | < message.txt] [--no-wait] [flags]

Sends the job a follow-up, then waits for the job to take it up and end (unless --no-wait).

Examples:
  wait-for-agent-job message job_123 --message "Make the intro shorter"
  wait-for-agent-job message job_123 --message-file review.md --output-file agent.env
`,
  wait: `Usage: wait-for-agent-job wait JOB_ID [JOB_ID ...] [--after-message] [flags]

Waits for one job, or up to 50, to end; exits by the fail policy (with several, the highest code).
After 'message --no-wait', give --after-message: the job's status from before the message is then
no answer (a final one counts once the job was seen active, or after 3 poll intervals).

Examples:
  wait-for-agent-job wait job_123 --timeout 1h --require-pr true
  wait-for-agent-job wait job_1 job_2 --fail-fast true --json
  wait-for-agent-job wait job_123 --after-message
`,
  status: `Usage: wait-for-agent-job status JOB_ID [JOB_ID ...] [--json]

Reads each job once and prints a line a job on standard output: its id, status (unread when it
could not be read) and pull request, tab-separated (--json: every field). Exits 0 whatever the
job's state when it could read it (2 when --timeout ran out first, 4 when the service refused or has no such job, 5
when it could not be reached).

Examples:
  wait-for-agent-job status job_123
  wait-for-agent-job status job_123 --json | jq -r '.jobs[0].status'
`,
  'merge-request': `Usage: wait-for-agent-job merge-request --agent-login NAME [--prompt TEXT | --prompt-file FILE] [flags]

Runs in a GitLab CI job (the component templates/docs-agent.yml adds it) and keeps one docs job in
step with the merge request its pipeline is for: the first pipeline starts the job with the prompt,
a later one tells it what the pushes changed; one note on the merge request and a "Docs agent"
commit status say how each turn ended. In a scheduled pipeline it takes a turn for each merge
request updated in the last day that holds a job or a command: a /docs note is sent, a close or a
merge is told on the docs merge request. A merge train's pipeline does nothing. GITLAB_TOKEN (a
project access token, Developer role, 'api' scope) writes them; the key comes as for 'start'.
--agent-login names the account Mintlify opens its merge requests as: they start no job.
With --follow-up-command (the component gives /docs; the command alone, none), a member's note
that begins with it and a review of the docs merge request are sent to the job; without it, neither.
Without --let-go it waits for the job's turn to end. With --let-go (the component's default) the
job's turn is started or sent and the runner let go:
the scheduled pipeline, or the merge request's next one, finishes the note and the status once the
job has ended.

Flags (the action's inputs of the same name): --paths GLOBS  --on-push follow-up|new-job|ignore
  --follow-up-command /docs  --on-close comment|close-docs  --fail-on LIST (failed)
  --follow-up-permission reporter|developer|maintainer|owner (developer)
  --check-name NAME ("Docs agent")  --skip-label NAME  --timeout DURATION  --project-id ID  --let-go
  --json  --output-file FILE (a dotenv report)

Examples:
  wait-for-agent-job merge-request --agent-login project_42_bot_docs --prompt-file docs-prompt.md --follow-up-command /docs
  wait-for-agent-job merge-request --agent-login mintlify-bot --prompt "Document this" --paths 'src/**'
`,
} as const;

/** `wait-for-agent-job --help`. */
export const HELP = `wait-for-agent-job: start, follow up, wait for and read Mintlify agent jobs.

Usage:
  wait-for-agent-job start [--prompt TEXT | --prompt-file FILE | < prompt.txt] [--no-wait]
  wait-for-agent-job message JOB_ID [--message TEXT | --message-file FILE | < message.txt] [--no-wait]
  wait-for-agent-job wait JOB_ID [JOB_ID ...]      (up to 50 jobs)
  wait-for-agent-job status JOB_ID [JOB_ID ...]    (one read, no wait)
  wait-for-agent-job merge-request --agent-login NAME --prompt TEXT   (GitLab CI: a docs job per merge request)

The key and the project:
  MINTLIFY_ADMIN_API_KEY   the admin API key (a key with write scope to start or follow up)
  --api-key-file FILE      or the key's first line from a file (chmod 600; an empty one is refused); never a flag
  --project-id ID          or MINTLIFY_PROJECT_ID

Flags (the action's inputs of the same name, with the same checks):
  --base-url URL  --timeout DURATION (30m)  --poll-interval DURATION (10s)  --fail-on LIST (failed)
  --require-pr [BOOL]  --fail-fast [BOOL]  --allow-insecure-http [BOOL]   (bare: true)

Also:
  --job-id ID          a job id (as the arguments; repeat it for several)
  --no-wait            start or send, then end without waiting (exit 0 once the service took it)
  --after-message      (wait) the job was just sent a message: its status from before is no answer
  --help, --version    (--version --json: {"version": ...})

Output:
  (standard output)     start, message, wait: the job ids, one a line; status: id, status and pull request a line
  --json               the result on standard output as one JSON object (job-id and pr-links: lists, one item a job)
  --output-file FILE   (start, message, wait, merge-request) KEY=VALUE lines (GitLab's dotenv report, Jenkins' properties): STATUS,
                       OUTCOME, JOB_ID, PR_LINK, PR_NUMBER, PR_REPOSITORY, PR_HEAD_BRANCH,
                       REPOSITORY, REF, WAITED_SECONDS, FAILED_COUNT, EXIT_CODE; values percent-encoded
                       but for letters, digits and _ . / : @ + = -; written on bad usage too (EXIT_CODE=3)
  A flag a command has no use for (wait --message, status --fail-on) is refused: exit 3.
  Progress and errors go to standard error, without colour. HTTPS_PROXY and NO_PROXY are honoured.

Exit codes:
  0    the job ended and the fail policy passes (status: every job was read)
  1    it failed the policy: a status --fail-on lists (failed by default), or no pull request with --require-pr
  2    it timed out (before any request was answered: 5)
  3    bad usage or input, or the output could not be written
  4    the service refused the key, the project or the request (a 4xx), or has no such job
  5    the service could not be reached, or kept failing after retries; or a start's answer was lost
       (it may have made the job: look on the dashboard before starting again)
  130  interrupted (SIGINT); 143 terminated (SIGTERM); 129 hung up (SIGHUP)

Each command's own help, with examples: wait-for-agent-job COMMAND --help.

Examples:
  export MINTLIFY_ADMIN_API_KEY=...  MINTLIFY_PROJECT_ID=...
  wait-for-agent-job start --prompt "Document the --dry-run flag" --json
  wait-for-agent-job message job_123 --message "Make the intro shorter"
  wait-for-agent-job wait job_123 --timeout 1h --output-file agent.env
`;
