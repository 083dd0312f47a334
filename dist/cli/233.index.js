export const id = 233;
export const ids = [233];
export const modules = {

/***/ 9233:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fileReadPending: () => (/* binding */ fileReadPending),
  runCliProcess: () => (/* binding */ runCliProcess)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/cli/shell-word.ts
var shell_word = __webpack_require__(2697);
;// CONCATENATED MODULE: ./src/cli/wait-command.ts

/** The flags that judge how a job ended: the later wait exits as this command would have. */
const JUDGING = ['require-pr', 'fail-on', 'fail-fast'];
/** A key file the later command can read again: a path, not standard input or a pipe's device. */
const readableAgain = (file) => file !== undefined && file !== '-' && !/^\/(dev|proc)\//.test(file);
/**
 * The command that waits for a job later, as a person can copy and run it: with the flags this
 * command was given that say where the job is (its project, the service, plain http allowed),
 * how its ending is judged (--require-pr, --fail-on, --fail-fast) and where the key is read
 * (--api-key-file). What came from the environment (MINTLIFY_PROJECT_ID) is there for that command too.
 */
function waitCommandOf(args, jobId, afterMessage = false) {
    const given = (names) => names.flatMap((name) => {
        const value = args.inputs[name]?.trim() ?? '';
        return value === '' ? [] : [`--${name}=${(0,shell_word/* shellWord */.r)(value)}`];
    });
    const insecure = args.inputs['allow-insecure-http'] === 'true' ? ['--allow-insecure-http'] : [];
    const after = afterMessage ? ['--after-message'] : [];
    const keyFile = readableAgain(args.apiKeyFile) ? [`--api-key-file=${(0,shell_word/* shellWord */.r)(args.apiKeyFile)}`] : [];
    const where = [...given(['project-id', 'base-url']), ...insecure, ...keyFile];
    // A key read from a pipe cannot be read again: the command says so where a shell reads nothing.
    const keyAgain = args.apiKeyFile !== undefined && keyFile.length === 0
        ? ['# the key came from a pipe: set MINTLIFY_ADMIN_API_KEY, or add --api-key-file FILE']
        : [];
    return ['wait-for-agent-job', 'wait', (0,shell_word/* shellWord */.r)(jobId), ...after, ...where, ...given(JUDGING), ...keyAgain].join(' ');
}

// EXTERNAL MODULE: ./src/common/outcome.ts
var common_outcome = __webpack_require__(4793);
// EXTERNAL MODULE: ./src/common/ids.ts
var ids = __webpack_require__(863);
// EXTERNAL MODULE: ./src/inputs/inputs.ts
var inputs_inputs = __webpack_require__(8028);
// EXTERNAL MODULE: ./src/inputs/proxy.ts
var proxy = __webpack_require__(3553);
// EXTERNAL MODULE: ./src/inputs/secrets.ts
var inputs_secrets = __webpack_require__(3332);
// EXTERNAL MODULE: ./src/cli/early-redact.ts
var early_redact = __webpack_require__(6955);
// EXTERNAL MODULE: ./src/output/log.ts
var output_log = __webpack_require__(5823);
// EXTERNAL MODULE: ./src/output/text.ts
var output_text = __webpack_require__(218);
// EXTERNAL MODULE: ./src/output/redaction.ts
var redaction = __webpack_require__(5928);
// EXTERNAL MODULE: ./src/cli/args.ts + 1 modules
var cli_args = __webpack_require__(8776);
;// CONCATENATED MODULE: ./src/cli/help.ts

/** `wait-for-agent-job COMMAND --help`: the command's usage, what it does, its flags, and examples. */
function commandHelp(command) {
    const flags = (0,cli_args/* flagsOf */.Zo)(command).join('  ');
    const what = command === 'merge-request'
        ? "wait-for-agent-job --help says what the common ones do; the others are the action's inputs of the same name, in README.md and docs/gitlab.md"
        : 'wait-for-agent-job --help says what each does';
    return `${COMMAND_HELP[command]}\nEvery flag it takes (${what}):\n${wrap(flags, '  ')}\n`;
}
/** Words on lines of at most 100 characters, each indented. */
function wrap(text, indent) {
    const lines = [];
    for (const word of text.split('  ')) {
        const last = lines.length - 1;
        if (last >= 0 && `${lines[last]}  ${word}`.length <= 100)
            lines[last] = `${lines[last]}  ${word}`;
        else
            lines.push(`${indent}${word}`);
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
};
/** `wait-for-agent-job --help`. */
const HELP = `wait-for-agent-job: start, follow up, wait for and read Mintlify agent jobs.

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

;// CONCATENATED MODULE: ./src/cli/read-bounded.ts
/**
 * A text read from a file or standard input, up to a bound: a path to /dev/zero, a log file or a
 * pipe that never ends must not take the machine's memory before the command can say what is wrong.
 */
/** The most a prompt, a message or a key file may hold: 100,000 characters of UTF-8 fit in it. */
const MAX_READ_BYTES = 1024 * 1024;
/** The text had more than MAX_READ_BYTES: the read stopped there. */
class TooLongToRead extends Error {
    constructor() {
        super(`over ${MAX_READ_BYTES / 1024 / 1024} MiB`);
        this.name = 'TooLongToRead';
    }
}
/** The bytes are no UTF-8 text: decoded, they would be sent as replacement characters (or NULs). */
class NotUtf8Text extends Error {
    constructor(why) {
        super(why);
        this.name = 'NotUtf8Text';
    }
}
/** The bytes as UTF-8 text (a UTF-8 byte order mark dropped), or NotUtf8Text saying what they look like. */
function utf8TextOf(bytes) {
    const [first, second] = bytes;
    if ((first === 0xff && second === 0xfe) || (first === 0xfe && second === 0xff))
        throw new NotUtf8Text('it starts with a UTF-16 byte order mark');
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        throw new NotUtf8Text('it holds bytes that are not UTF-8, such as Latin-1 or UTF-16 text');
    }
    if (text.includes('\0'))
        throw new NotUtf8Text('it holds a NUL byte, as a binary file or UTF-16 text does');
    return text;
}
/** The chunks' text, or TooLongToRead as soon as they pass the bound (the source is then let go); NotUtf8Text for bytes that are no UTF-8 text. */
async function readBounded(chunks) {
    const kept = [];
    let size = 0;
    for await (const chunk of chunks) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk);
        size += bytes.length;
        if (size > MAX_READ_BYTES)
            throw new TooLongToRead();
        kept.push(bytes);
    }
    return utf8TextOf(Buffer.concat(kept));
}

;// CONCATENATED MODULE: ./src/cli/io.ts
/** Where the ids a message names came from: --job-id, the JOB_ID argument, or (both in it) either. */
function jobIdSource(text, ids) {
    const named = (list) => list.some((id) => id.trim() !== '' && text.includes(id));
    const flag = named(ids?.flagged ?? []);
    const argument = named(ids?.argued ?? []);
    if (flag !== argument)
        return flag ? "'job-id'" : 'the JOB_ID argument';
    const given = { flag: (ids?.flagged.length ?? 0) > 0, argument: (ids?.argued.length ?? 0) > 0 };
    if (given.flag && given.argument)
        return '--job-id or the JOB_ID argument';
    return given.argument ? 'the JOB_ID argument' : "'job-id'";
}
/**
 * Whole phrases of the action's that name what a command line does not have (a workflow to run
 * again, an expression, the job summary, GitHub's settings pages), said as the command line's.
 * `key`: where the key came from.
 */
const plainWaitCommand = (id, afterMessage) => `wait-for-agent-job wait ${id}${afterMessage ? ' --after-message' : ''}`;
/** The phrases that tell how to wait for a job later: a command that can be run as printed. */
const waitPhrases = (jobId, waitCommand) => [
    [
        / Re-running the workflow sends the (prompt|message) again( and starts a second job)?: with no pull request comment or check run there is no record to resume from\./g,
        // A message's own answer is waited for after it: the job's status from before it is no answer.
        (_, what, second = '') => what === 'message' && jobId
            ? ` Running the command again sends the message again; to wait for its answer, run '${waitCommand(jobId, true)}'.`
            : ` Running the command again sends the ${what} again${second}; to wait for this job, run 'wait' with its id.`,
    ],
    [/\bpass job-id (\S+) with after-message: true\b/g, (_, id) => `run '${waitCommand(id, true)}'`],
    [
        /\bTo wait for it later, pass job-id (\S+)\./g,
        (_, id) => `To wait for it later, run '${waitCommand(id)}'.`,
    ],
];
// A path given by a person goes in as a function's result: `$&` in it is no replacement pattern.
const phrases = (key, keyFile, jobId, waitCommand = plainWaitCommand) => [
    ...waitPhrases(jobId, waitCommand),
    [
        /pass the project's id \(the dashboard's API keys page\) as a variable: [^]*? or was made a secret instead\./g,
        "pass the project's id (the dashboard's API keys page) with --project-id, or set MINTLIFY_PROJECT_ID.",
    ],
    [
        /pass the admin key as a secret: [^]*? not defined for this repository or environment\./g,
        'set MINTLIFY_ADMIN_API_KEY to the admin key (mint_...), or pass --api-key-file.',
    ],
    [
        /: secrets go only in 'api-key'(?:, 'previous-api-key')? and the token inputs\./g,
        () => `: the key goes only in ${keyFile === undefined ? key : `--api-key-file ${keyFile}`}.`,
    ],
    [/\(the api-key or a token\)/g, '(the key or a token)'],
    [
        /\bNo github-token, so (\S+) is not looked up\./g,
        "$1 is not looked up: the command line takes the job's pull request from the service alone.",
    ],
    [/ Check the expression that sets it\./g, ' Check the value given.'],
    // Only 'merge-request' puts the label, on a merge request, with --let-go.
    [/ on a pull request while its job works \('wait: sweep'\)/g, ' on a merge request while its job works (--let-go)'],
    [/, or check the expression that sets it/g, ', or check where it comes from'],
    [/ Each has a line in the job summary\./g, ' --json gives each one.'],
    [/ more \(the job summary has each\)/g, ' more (--json gives each)'],
    [/([;.] [Ii])ts outputs and job summary say how/g, '$1ts result (standard output, --output-file) says how'],
    [/ The outputs and the job summary name the job\./g, ' Its result (standard output, --output-file) names the job.'],
    [/ Re-running the workflow waits for this same job; it does not send again\./g, ''],
    [/\b([Rr])e-run the workflow\b/g, '$1un the command again'],
    [/\b([Rr])un the workflow again\b/g, '$1un the command again'],
    [/\bthe command again once it answers again\b/g, 'the command again once it answers'],
    [/\b([Tt]h(?:e|is)) action\b(?!')/g, '$1 command line'],
    [
        /; one step waits for at most 50\. Split them over several steps\./g,
        '; one command takes at most 50. Split them over several commands.',
    ],
    [/ earlier in this step\b/g, ' earlier by this command'],
    [/\(by this step\)/g, '(by this command)'],
    [/; send each follow-up in its own step\./g, '; send each follow-up with a command of its own.'],
    [/; the pull request's next run, or a re-run of this workflow, starts a new job\./g, '; start a new job to go on.'],
    [/\bthis step cannot use\b/g, 'this command cannot use'],
    [/\bfor another job of this step\b/g, 'for another job of this command'],
    [/\bexcludes this runner\b/g, 'excludes this machine'],
    [/\bbetween this runner and the service\b/g, 'between this machine and the service'],
    [
        /\bre-save the secret with the key alone\b/g,
        () => (keyFile ? `write the key alone in ${keyFile}` : `set ${key} to the key alone`),
    ],
    [/\bthe api-key\b/g, () => key],
    [/\bthe secret holds\b/g, () => `${key} holds`],
];
const FLAG_NAMES = [
    'project-id|base-url|timeout|poll-interval|fail-on|require-pr|fail-fast|allow-insecure-http|after-message|job-id|prompt|message',
    // The merge request command's loop flags.
    'check-name|paths|on-push|on-close|follow-up-command|follow-up-permission|skip-label|agent-login',
].join('|');
const INPUT_TITLE = new RegExp(`^(?:${FLAG_NAMES}|api-key|previous-api-key|[a-z]+(?:-[a-z]+)+)$`);
/**
 * The action's words for its inputs, said as the command line's: `'fail-on'` is `--fail-on`,
 * `require-pr: false` is `--require-pr false`, `wait: false` is `--no-wait`, the api-key is
 * MINTLIFY_ADMIN_API_KEY, and the step is the command.
 */
function inCliWords(text, from = {}) {
    const key = from.apiKeyFile ? `the key in --api-key-file ${from.apiKeyFile}` : 'MINTLIFY_ADMIN_API_KEY';
    const [jobId] = [...(from.jobIds?.argued ?? []), ...(from.jobIds?.flagged ?? [])];
    const said = phrases(key, from.apiKeyFile, jobId, from.waitCommand).reduce((words, [phrase, ours]) => (typeof ours === 'string' ? words.replace(phrase, ours) : words.replace(phrase, ours)), text);
    return said
        .replace(/'api-key'/g, () => key)
        .replace(/'project-id'/g, from.projectIdFromEnv ? 'MINTLIFY_PROJECT_ID' : "'project-id'")
        .replace(/'prompt'/g, () => from.promptFrom ?? "'prompt'")
        .replace(/'message'/g, () => from.messageFrom ?? "'message'")
        .replace(/'job-id'/g, () => jobIdSource(text, from.jobIds))
        .replace(/'wait: false'|\bwait: false\b/g, '--no-wait')
        .replace(new RegExp(`'(${FLAG_NAMES})'`, 'g'), '--$1')
        .replace(new RegExp(`\\b(${FLAG_NAMES}): (true|false|\\d+[a-z]*)\\b`, 'g'), '--$1 $2')
        .replace(/\b([Tt])(he|his) step\b/g, '$1$2 command');
}
/**
 * A line for people: one per call, `prefix: ` before warnings and errors, on `write` (standard
 * error). With a live line (a terminal's), where the wait stands is shown on it.
 */
function createCliIO(inputs, write, debug, live, from = {}) {
    const outputs = {};
    let failed;
    // What the runner's log folds away (the outputs, the prompt sent) is left out, but in debug.
    let folded = false;
    const say = (prefix, message, title) => {
        if (folded && !debug && prefix === '')
            return;
        // The log said our words as the command line's already (`words`); values are as they came.
        // A warning's title that is an input's name (the action's annotation title): the message names it.
        const head = title && !INPUT_TITLE.test(title) ? `${prefix}${title}: ` : prefix;
        for (const [i, line] of message.split('\n').entries()) {
            const text = i === 0 ? `${head}${line}` : `  ${line}`;
            if (live)
                live.line(text);
            else
                write(text);
        }
    };
    return {
        outputs,
        words: (text) => inCliWords(text, from),
        failure: () => failed,
        getInput: (name) => inputs[name] ?? '',
        // The log redacts with the secrets it is given; there is no runner to tell.
        setSecret: () => undefined,
        setOutput: (name, value) => void (outputs[name] = value),
        info: (message) => say('', message),
        debug: (message) => (debug ? say('debug: ', message) : undefined),
        isDebug: () => debug,
        notice: (message, title) => say('notice: ', message, title),
        warning: (message, title) => say('warning: ', message, title),
        error: (message, title) => say('error: ', message, title),
        setFailed: (message) => {
            failed = message;
            say('error: ', message);
        },
        startGroup: (name) => {
            if (debug)
                say('', name);
            folded = true;
        },
        endGroup: () => void (folded = false),
        // No job summary outside GitHub Actions: --json and --output-file carry the result.
        writeSummary: async () => undefined,
        ...(live ? { progress: (progress) => live.show(progress) } : {}),
    };
}

// EXTERNAL MODULE: ./src/inputs/duration.ts
var duration = __webpack_require__(1601);
;// CONCATENATED MODULE: ./src/cli/live.ts

/** Back to the line's start, and the line cleared: no colour, nothing else of ANSI. */
const CLEAR = '\r\u001b[2K';
const TICK_MS = 1_000;
/** Whole seconds: a live line that counts milliseconds would only flicker. */
function seconds(ms, round) {
    const whole = round(ms / 1_000);
    return whole <= 0 ? '0s' : (0,duration/* formatDuration */.a3)(whole * 1_000);
}
/** The live line's words for `progress`, `sinceMs` after it came. */
function liveText(progress, sinceMs) {
    const who = progress.job === undefined ? '' : `${progress.job}: `;
    const status = progress.status ?? 'no answer yet';
    const next = progress.nextReadInMs - sinceMs;
    const read = next > 0 ? `next read in ${seconds(next, Math.round)}` : 'reading';
    return `${who}${status}, waited ${seconds(progress.waitedMs + sinceMs, Math.floor)}; ${read} (Ctrl-C to stop)`;
}
/** Columns a character takes: two from U+1100 on (wide scripts, emoji), an over-count that never wraps. */
const columnsOf = (char) => ((char.codePointAt(0) ?? 0) >= 0x1100 ? 2 : 1);
/** Cut to fit the terminal's width less one column, so the line never wraps (a wrapped line cannot be cleared). */
function fitted(text, columns) {
    // A terminal that gives no width (0) is taken as 80 wide.
    const width = Math.max(20, (columns || 80) - 1);
    const chars = [...text];
    if (chars.reduce((sum, char) => sum + columnsOf(char), 0) <= width)
        return text;
    let used = 1; // the ellipsis
    let out = '';
    for (const char of chars) {
        used += columnsOf(char);
        if (used > width)
            break;
        out += char;
    }
    return `${out}…`;
}
/** `ticks`: draw again each second on `clock` (off in a test that moves the clock itself). */
function createLiveLine(terminal, clock, ticks = true) {
    let shown;
    let drawn = false;
    const stopped = new AbortController();
    const draw = () => {
        if (!shown)
            return;
        terminal.write(`${CLEAR}${fitted(liveText(shown.progress, clock.now() - shown.at), terminal.columns())}`);
        drawn = true;
    };
    const erase = () => {
        if (drawn)
            terminal.write(CLEAR);
        drawn = false;
    };
    const tick = async () => {
        while (!stopped.signal.aborted) {
            await clock.sleep(TICK_MS, stopped.signal);
            if (!stopped.signal.aborted)
                draw();
        }
    };
    return {
        show(progress) {
            if (stopped.signal.aborted)
                return;
            const first = shown === undefined;
            shown = { progress, at: clock.now() };
            draw();
            if (first && ticks)
                void tick();
        },
        line(text) {
            erase();
            terminal.write(`${text}\n`);
            // A line after the read it waited for (a new status, the result) is news the live line has not caught up with.
            if (shown && clock.now() - shown.at < shown.progress.nextReadInMs)
                draw();
        },
        stop() {
            stopped.abort();
            erase();
            shown = undefined;
        },
    };
}

// EXTERNAL MODULE: ./src/cli/results.ts
var cli_results = __webpack_require__(3592);
// EXTERNAL MODULE: ./src/common/budget.ts
var budget = __webpack_require__(7532);
// EXTERNAL MODULE: ./src/common/clock.ts
var clock = __webpack_require__(9987);
// EXTERNAL MODULE: ./src/service/client.ts + 1 modules
var client = __webpack_require__(8269);
// EXTERNAL MODULE: ./src/service/job-view.ts
var job_view = __webpack_require__(2528);
// EXTERNAL MODULE: ./src/service/answers.ts
var answers = __webpack_require__(3884);
// EXTERNAL MODULE: ./src/service/transport.ts
var transport = __webpack_require__(1838);
;// CONCATENATED MODULE: ./src/cli/status.ts
/** `status`: each job read once, no wait; exit 0 when every job could be read, whatever its state. */











async function readStatus(log, inputs, env, signal, 
/** The run's secrets: each string of an answer is redacted of them before it is read. */
secrets) {
    const { config, warnings } = (0,inputs_inputs/* readInputs */.Ko)((name) => inputs[name] ?? '');
    // The step says them when it runs; `status` runs no step, so it says them here (an assistant key's, above all).
    for (const warning of warnings)
        log.warning(warning);
    const send = (0,transport.createHttpSend)(env, (0,proxy/* readProxySettings */.uv)(env));
    const service = (0,client/* createService */.sR)({ ...config, secrets }, send, undefined, clock/* systemClock */.ml);
    const jobs = [];
    let code = cli_results/* EXIT */.dc.ok;
    const ids = config.work.jobIds;
    const read = await readAll(ids, (id, timeoutMs) => service.getJob(id, { timeoutMs, signal }), config.timeoutMs);
    for (const [at, id] of ids.entries()) {
        const fetched = read.fetched[at] ?? NOT_ASKED;
        const none = {
            status: null,
            'pr-link': null,
            repository: null,
            ref: null,
            'created-at': null,
            'archived-at': null,
        };
        if (fetched.kind === 'job') {
            jobs.push(statusOf(log, id, fetched));
            continue;
        }
        if (fetched === NOT_ASKED) {
            log.info((0,output_text.msg) `error: ${id}: not read: --timeout ran out before its turn (other jobs' reads took it). Raise --timeout.`);
            jobs.push({ id, ...none, error: 'not read: --timeout ran out before its turn' });
            code = Math.max(code, cli_results/* EXIT */.dc.timedOut);
            continue;
        }
        // Any answer of the 4xx kind is a refusal: asking again meets the same answer.
        const refused = fetched.kind === 'not-found' || fetched.kind === 'refused' || fetched.kind === 'rejected';
        const why = fetched.kind === 'not-found' && (0,answers/* namesProjectNotJob */.M5)(fetched.message)
            ? (0,output_text.msg) `the service has no project '${config.projectId}' for this key (HTTP 404: ${(0,output_text.quoted)(fetched.message, 200)})`
            : fetched.kind === 'not-found'
                ? (0,output_text.msg) `the service has no job '${id}' in project '${config.projectId}'${doubtOf(config.baseUrl)}`
                : fetched.kind === 'refused'
                    ? (0,output_text.msg) `the service refused the key (HTTP ${fetched.httpStatus})${fetched.message ? (0,output_text.msg) `: ${(0,output_text.quoted)(fetched.message, 200)}` : ''}`
                    : 'cause' in fetched
                        ? fetched.cause
                        : (0,output_text.msg) `the read was cancelled`;
        log.info((0,output_text.msg) `error: ${id}: ${why}. ${nextAfter(fetched)}`);
        jobs.push({ id, ...none, error: log.line(why, 500) });
        // Each job by how its own read ended: one read the service held never makes another's 502 a time-out.
        const timedOut = (fetched.kind === 'transient' && fetched.timedOut === true) ||
            (fetched.kind === 'cancelled' && clock/* systemClock */.ml.now() >= read.deadline);
        code = Math.max(code, refused ? cli_results/* EXIT */.dc.refused : timedOut ? cli_results/* EXIT */.dc.timedOut : cli_results/* EXIT */.dc.unreachable);
    }
    return { jobs, code };
}
/** Reads in flight at once: one job the service holds never keeps the others from being read. */
const READS_AT_ONCE = 4;
/** The shortest a read is given, however many wait their turn. */
const MIN_READ_MS = 1_000;
/** A job whose turn never came before --timeout ran out. */
const NOT_ASKED = { kind: 'transient', cause: 'not asked', rateLimited: false };
/**
 * Each job read once, READS_AT_ONCE at a time, all within `timeoutMs` (as it bounds a wait): each
 * read is given its share of the time left (by the rounds of reads still to go), so reads the
 * service holds cannot use up the time of the jobs behind them.
 */
async function readAll(ids, getJob, timeoutMs) {
    const deadline = clock/* systemClock */.ml.now() + timeoutMs;
    const fetched = [];
    let next = 0;
    const reader = async () => {
        for (let at = next++; at < ids.length; at = next++) {
            const left = deadline - clock/* systemClock */.ml.now();
            const rounds = Math.ceil((ids.length - at) / READS_AT_ONCE);
            const share = Math.min(left, budget/* REQUEST_TIMEOUT_MS */.j2, Math.max(MIN_READ_MS, Math.floor(left / rounds)));
            fetched[at] = left > 0 ? await getJob(ids[at] ?? '', share) : NOT_ASKED;
        }
    };
    await Promise.all(Array.from({ length: Math.min(READS_AT_ONCE, ids.length) }, reader));
    return { fetched, deadline };
}
/** A job as read: its line in the log, its status as data (an answer about another job is a failed read: src/service/client.ts). */
function statusOf(log, id, { job }) {
    const view = (0,job_view/* viewJob */.t)(job);
    // What `wait` says of the same answer (a link this command cannot use, a repository it cannot name), said here too.
    for (const warning of view.warnings)
        log.warning((0,output_text.msg) `${id}: ${warning}`);
    const link = view.pullRequest?.url ?? null;
    log.info((0,output_text.msg) `${id}: ${view.status}${link ? ` (${link})` : ''}`);
    return {
        id,
        status: view.status,
        'pr-link': link,
        repository: view.repositoryName ?? null,
        ref: view.ref ?? null,
        'created-at': view.createdAt ?? null,
        'archived-at': view.archivedAt ?? null,
        error: null,
    };
}
/** What to do about a read that failed: a rate limit's wait, or the fix for how it failed. */
function nextAfter(fetched) {
    if (fetched.kind === 'transient' && fetched.rateLimited)
        return rateLimitedNext(fetched.retryAfterMs);
    if (fetched.kind === 'transient' && fetched.timedOut === true)
        return 'Its read ran out of its share of --timeout: raise --timeout if the service is slow to answer, else check --base-url, the network and any proxy (HTTPS_PROXY, NO_PROXY); then run the command again.';
    // The service was reached and said it cannot answer now: base-url, network and proxy are not in doubt.
    if (fetched.kind === 'transient' && fetched.httpStatus !== undefined)
        return 'The service was reached but could not answer for now: run the command again in a minute.';
    if (fetched.kind === 'rejected' && fetched.next !== undefined)
        return fetched.next;
    if (fetched.kind === 'refused')
        return refusedNext(fetched.httpStatus);
    return nextStep(fetched.kind, 'cause' in fetched);
}
/** A refused key, by how: a key the service does not take (401), or one it takes but not here (403). */
function refusedNext(httpStatus) {
    return httpStatus === 403
        ? "Check that 'api-key' has read scope on the project's organization and that no IP allow-list excludes this machine."
        : "Check that 'api-key' holds an admin API key (mint_...) of the project's organization that has not expired (keys expire after 90 days by default).";
}
/** A read the service turned away for its rate (429): when to ask again. */
function rateLimitedNext(retryAfterMs) {
    const after = retryAfterMs === undefined
        ? 'in a minute'
        : Number.isFinite(retryAfterMs)
            ? `after ${(0,duration/* formatDuration */.a3)(Math.max(1_000, retryAfterMs))}, as it asked`
            : 'later: it asked to wait longer than any time-out (its Retry-After); if that persists, ask its operator why';
    return `The service limited the rate of requests: run the command again ${after}.`;
}
/** What to do about a read that failed, by how it failed: in the action's words, which the log says as the command line's (where each value came from). */
function nextStep(kind, failed) {
    if (kind === 'not-found')
        return "Check the job id and 'project-id' (the dashboard's API keys page shows the project's id).";
    // Turned away before the service (a proxy, a redirect with nowhere to go): the job id is not in doubt.
    if (kind === 'rejected')
        return "Check 'base-url' and any proxy between (HTTPS_PROXY, NO_PROXY), then run the command again.";
    if (!failed)
        return 'Run the command again to read it.';
    return 'Check --base-url, the network and any proxy (HTTPS_PROXY, NO_PROXY), then run the command again.';
}
/** A 404's doubt about base-url, as a clause of the status line. */
function doubtOf(baseUrl) {
    const doubt = (0,inputs_inputs/* baseUrlDoubt */.l8)(baseUrl);
    return doubt === undefined ? '' : (0,output_text.msg) `; check ${doubt}`;
}

// EXTERNAL MODULE: ./src/cli/write-privately.ts
var write_privately = __webpack_require__(6736);
// EXTERNAL MODULE: ./src/report/report.ts
var report = __webpack_require__(8850);
;// CONCATENATED MODULE: ./src/cli/main.ts



















/** The environment the step sees: no GitHub Actions variables, so no pull request and no runner's files. */
function stepEnv(env) {
    return Object.fromEntries(Object.entries(env).filter(([name]) => !/^(GITHUB|INPUT|ACTIONS|RUNNER)_/i.test(name)));
}
/** Where a text not given by its flag was read, named in messages about it (control characters out). */
function sourceOf(name, source) {
    if (source === undefined || 'text' in source)
        return {};
    const where = 'file' in source ? `--${name}-file '${source.file.replace(/[\p{Cc}\p{Cf}]/gu, '?')}'` : 'standard input';
    return { [`${name}From`]: `the ${name} from ${where}` };
}
/** `read`: the text as read already (the key file, read first of all). */
async function textOf(deps, source, name, read) {
    const where = 'text' in source ? `--${name}` : 'file' in source ? `the file '${source.file}'` : 'standard input';
    let text;
    if ('stdin' in source)
        deps.err(`Reading the ${name} from standard input.`);
    try {
        text =
            read ??
                ('text' in source ? source.text : 'file' in source ? await deps.readFile(source.file) : await deps.readStdin());
    }
    catch (error) {
        if (deps.signal.aborted)
            throw error;
        if (error instanceof TooLongToRead)
            throw new cli_args/* UsageError */.eb(name === 'key file'
                ? `--api-key-file: ${where} is ${error.message}, far more than a key: name the file that holds the admin API key, or set MINTLIFY_ADMIN_API_KEY instead.`
                : `The ${name} from ${where} is ${error.message}, more than the ${(0,output_text.thousands)(inputs_inputs/* MAX_PROMPT_CHARS */.cg)} characters a ${name} may have: check that it is the one meant, or shorten it.`);
        const why = error instanceof Error ? error.message : String(error);
        const what = 'file' in source ? `The ${name.replace(/ file$/, '')} file '${source.file}'` : `The ${name} from ${where}`;
        if (error instanceof NotUtf8Text)
            throw new cli_args/* UsageError */.eb(`${what} is not UTF-8 text (${why}), so nothing is sent: save it as UTF-8 (in PowerShell: Out-File -Encoding utf8), then run again.`);
        throw new cli_args/* UsageError */.eb(`${what} could not be read (${why}). Check the path and its permissions.`);
    }
    // Node reads an argument's bytes that are no UTF-8 (a Latin-1 terminal's) as U+FFFD: sent, the
    // job would get replacement characters, which a file or standard input of such bytes is refused for.
    if ('text' in source && text.includes('\uFFFD'))
        throw new cli_args/* UsageError */.eb(`${where} holds bytes that are not UTF-8 (such as Latin-1 text), read as the replacement character "\uFFFD", so nothing is sent: set the terminal or variable to UTF-8, or save the text as UTF-8 and give --${name}-file instead.`);
    // An empty follow-up would send nothing and still end 0: a script's empty variable must not pass for one.
    if (text.trim() === '')
        throw new cli_args/* UsageError */.eb(name === 'key file'
            ? `--api-key-file: ${where} is empty. Write the admin API key on its first line (chmod 600), or set MINTLIFY_ADMIN_API_KEY instead.`
            : `The ${name} from ${where} is empty: give the text to send.`);
    return text;
}
/** The admin key: MINTLIFY_ADMIN_API_KEY, or the first line of --api-key-file (a warning when others may read it). */
async function apiKeyOf(deps, args, log) {
    if (args.apiKeyFile === undefined) {
        const key = deps.env.MINTLIFY_ADMIN_API_KEY ?? '';
        const reference = (0,inputs_secrets/* unexpandedReference */.gD)(key);
        if (reference !== undefined)
            throw new cli_args/* UsageError */.eb(`MINTLIFY_ADMIN_API_KEY holds ${reference}, which this CI did not expand, not a key: set it to the key itself from the CI's secrets (CircleCI, for one, does not expand an environment: value).`);
        return key;
    }
    const mode = await deps.fileMode(args.apiKeyFile).catch(() => undefined);
    if (mode !== undefined && (mode & 0o077) !== 0)
        log(`warning: --api-key-file '${args.apiKeyFile}' may be read by other users of this machine: chmod 600 it.`);
    const read = deps.keyFile?.file === args.apiKeyFile ? deps.keyFile.text : undefined;
    const text = await textOf(deps, { file: args.apiKeyFile }, 'key file', read);
    return (text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '').trim();
}
/** The action's inputs for this command. */
/** `reading`: what is being read now, for the line a signal during the read ends with. */
async function inputsOf(deps, args, reading) {
    const flagged = args.inputs['project-id'];
    if (flagged !== undefined && flagged.trim() === '' && (deps.env.MINTLIFY_PROJECT_ID ?? '').trim() !== '')
        throw new cli_args/* UsageError */.eb("--project-id is empty (a variable that holds nothing?) while MINTLIFY_PROJECT_ID is set: leave --project-id out to use it, or give the project's id.");
    reading.now = 'the key';
    const inputs = {
        'project-id': args.inputs['project-id'] ?? deps.env.MINTLIFY_PROJECT_ID ?? '',
        'api-key': await apiKeyOf(deps, args, deps.err),
        // No pull request of its own: only 'merge-request' keeps a note (its inputs below), and no debug line names the action's 'report-token'.
        comment: 'false',
        ...args.inputs,
        wait: args.wait ? 'true' : 'false',
    };
    if (args.jobIds.length > 0)
        inputs['job-id'] = args.jobIds.join('\n');
    delete inputs['let-go'];
    if (args.command === 'merge-request')
        Object.assign(inputs, mergeRequestInputs(deps.env, args.inputs, inputs['api-key'] ?? ''));
    // status never polls: a short --timeout needs no shorter --poll-interval, and one given is said unused.
    if (args.command === 'status') {
        if (args.inputs['poll-interval'] !== undefined)
            deps.err("note: 'status' reads each job once, so --poll-interval is not used ('wait' reads it that often).");
        // The shortest the checks allow, so no --timeout they allow is "shorter than --poll-interval".
        inputs['poll-interval'] = '100ms';
    }
    reading.now = 'the prompt';
    if (args.prompt)
        inputs.prompt = await textOf(deps, args.prompt, 'prompt');
    reading.now = 'the message';
    if (args.message)
        inputs.message = await textOf(deps, args.message, 'message');
    return inputs;
}
/**
 * What the merge request's loop writes with: GITLAB_TOKEN (the job's variable, never a flag) for the
 * note, the status and the docs merge request, one note kept on each (the docs merge request's
 * carries the job's record, so its reviews and `/docs` notes find the job), and the status named
 * "Docs agent" unless --check-name names another.
 */
function mergeRequestInputs(env, flags, apiKey) {
    const token = env.GITLAB_TOKEN ?? '';
    const keyMissing = apiKey === '';
    const reference = (0,inputs_secrets/* unexpandedReference */.gD)(token);
    if (reference !== undefined)
        throw new cli_args/* UsageError */.eb(`GITLAB_TOKEN holds ${reference}, which this CI did not expand, not a token: set it to the token itself, as a masked CI/CD variable.`);
    if (token.trim() === '')
        throw new cli_args/* UsageError */.eb(`No GITLAB_TOKEN: 'merge-request' writes the merge request's note and status with it. Make a project access token (Developer role, 'api' scope) and set it as a masked CI/CD variable named GITLAB_TOKEN.${keyMissing ? ' No MINTLIFY_ADMIN_API_KEY either: set the admin API key as a masked CI/CD variable of that name.' : ''}${protectedHint(env)}`);
    // Said once, in GitLab's words: the step's own check would name two GitHub inputs.
    if (!keyMissing && token.trim() === apiKey.trim())
        throw new cli_args/* UsageError */.eb(`GITLAB_TOKEN holds the admin API key (the value of MINTLIFY_ADMIN_API_KEY), which would send the key to GitLab: set GITLAB_TOKEN to a project access token (Developer role, 'api' scope), as a masked CI/CD variable.`);
    if (isJobToken(token.trim(), env))
        throw new cli_args/* UsageError */.eb(`GITLAB_TOKEN holds the pipeline's own job token (CI_JOB_TOKEN), which cannot write a note or a commit status. Make a project access token (Developer role, 'api' scope) and set it as a masked CI/CD variable named GITLAB_TOKEN.`);
    return {
        wait: letGoOf(flags['let-go']) ? 'sweep' : 'true',
        'report-token': token.trim(),
        'github-token': token.trim(),
        comment: 'true',
        'docs-pr-comment': 'true',
        'check-name': flags['check-name'] ?? 'Docs agent',
    };
}
/** The pipeline's job token (its value, or GitLab's `glcbt-` prefix for one): it reads, never writes. */
const isJobToken = (token, env) => token.startsWith('glcbt-') || (env.CI_JOB_TOKEN !== undefined && env.CI_JOB_TOKEN.trim() === token);
/**
 * --let-go: the job's turn is started or sent and the runner let go; the scheduled pipeline (or the
 * merge request's next one) finishes its note and status once the job has ended.
 */
function letGoOf(value) {
    if (value === undefined)
        return false;
    if (!(0,inputs_inputs/* isYesNoWord */.JH)(value.trim()))
        throw new cli_args/* UsageError */.eb(`--let-go is '${value}': write --let-go (or --let-go=true) to let the runner go, --let-go=false to wait.`);
    return /^(true|yes|on)$/i.test(value.trim());
}
/**
 * GitLab gives a Protected variable only to pipelines of protected branches and tags: a merge
 * request's pipeline of any other branch sees it empty, though it is set.
 */
function protectedHint(env) {
    if ((env.CI_MERGE_REQUEST_IID ?? '') === '' || (env.CI_MERGE_REQUEST_SOURCE_BRANCH_PROTECTED ?? '') === 'true')
        return '';
    return ' If it is set (Settings, CI/CD, Variables) and marked Protected, a merge request pipeline of an unprotected branch gets none: clear Protected, keep Masked.';
}
/** Bad inputs end the command before anything is sent, with the action's own words (redacted): the problems, none when it may go on. */
function checkInputs(log, inputs, env) {
    const problems = [...(0,proxy/* readProxySettings */.uv)(env).problems];
    if (inputs['api-key'] === '')
        problems.push(`No admin API key: set MINTLIFY_ADMIN_API_KEY in the environment, or pass --api-key-file FILE.${protectedHint(env)}`);
    if (inputs['project-id'] === '')
        problems.push("No project: pass --project-id ID, or set MINTLIFY_PROJECT_ID (the dashboard's API keys page has it).");
    // Every problem at once, the flags' too when the key or the project is missing (said once, above).
    const said = ['api-key', 'project-id'].filter((name) => inputs[name] === '').map((name) => `'${name}'`);
    try {
        (0,inputs_inputs/* readInputs */.Ko)((name) => inputs[name] ?? '');
    }
    catch (error) {
        if (!(error instanceof inputs_inputs/* InputError */.dz))
            throw error;
        problems.push(...error.problems.filter((problem) => !said.some((name) => (0,output_text.fullText)(problem).includes(name))));
        // Said with the problems, so a user fixes everything in one go (the step says them when it runs).
        for (const warning of error.warnings)
            log.warning(warning);
    }
    for (const problem of problems)
        log.info((0,output_text.msg) `error: ${problem}`);
    return problems.map((problem) => log.line(problem, 1_000));
}
/**
 * The dotenv file written before anything is sent (every value empty, EXIT_CODE too): a path that
 * cannot be written is bad usage now, not after a job was started and waited for.
 */
async function outputFileUnwritable(deps, args, redact) {
    if (args.outputFile === undefined || args.command === 'status')
        return undefined;
    if (namesSecret(args.outputFile, redact)) {
        const words = `--output-file '${redact(args.outputFile)}' holds a secret (the api-key or a token), or a piece of one: a file of that name would show it wherever its folder is listed, so nothing is written or sent. Give --output-file another path.`;
        deps.err(`error: ${words}`);
        return words;
    }
    // The command's own output or error stream (/dev/stdout) takes the one dotenv block at the end, not an empty one first.
    if ((0,write_privately/* systemLink */.CK)(args.outputFile) || (0,write_privately/* writesOwnStream */.r_)(args.outputFile))
        return undefined;
    try {
        await deps.writeFile(args.outputFile, redact((0,cli_results/* dotenvOf */.y1)({}, '')));
        return undefined;
    }
    catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        const words = `--output-file '${args.outputFile}' cannot be written (${why}): nothing was sent. Give a path in a folder you can write to.`;
        deps.err(`error: ${words}`);
        return plainLine(words, redact);
    }
}
/** A path that holds a secret, or a piece of one: no file is made by that name (a folder's listing would show it). */
const namesSecret = (file, redact) => redact(file) !== file;
/** The dotenv file of a command refused as bad usage: EXIT_CODE=3, so the next CI job can say why. */
async function usageEnding(deps, outputFile, redact) {
    if (outputFile === undefined || namesSecret(outputFile, redact))
        return;
    await deps.writeFile(outputFile, redact((0,cli_results/* dotenvOf */.y1)({}, cli_results/* EXIT */.dc.usage))).catch((error) => {
        const why = error instanceof Error ? error.message : String(error);
        deps.err(`error: --output-file '${outputFile}' could not be written either (${why}).`);
    });
}
/** Bad usage, said already on standard error: with --json, said on standard output too; the dotenv file says so. */
async function badUsage(deps, args, words, redact) {
    if (args.json)
        deps.out((0,cli_results/* jsonLine */.rF)({ error: words, 'exit-code': cli_results/* EXIT */.dc.usage }));
    await usageEnding(deps, args.command === 'status' ? undefined : args.outputFile, redact);
    return cli_results/* EXIT */.dc.usage;
}
/**
 * The result on standard output and in the dotenv file, redacted once more as a whole: a value
 * the outputs held redacted may be made whole again by what typing does (JSON escapes parsed, a
 * status put in lower case).
 */
async function handOn(deps, args, outputs, code, redact) {
    // The file first: the JSON's exit-code is the one the command exits with, a failed write's too.
    const final = await writeOutputFile(deps, args, outputs, code, redact);
    if (args.json)
        deps.out((0,cli_results/* redactedJsonLine */.HL)({ ...(0,cli_results/* typedOutputs */.bA)(outputs), 'exit-code': final }, redact));
    // Without --json, the data is the job ids, one a line, as `wait`, `message` and `status` take them.
    else if (args.command !== 'merge-request')
        deps.out(jobIdLines(outputs['job-id'] ?? '', redact));
    return final;
}
/** The job ids of an output, one a line, each as the log shows a value; none when no job is known. */
function jobIdLines(jobIds, redact) {
    return (0,inputs_inputs/* listedJobIds */.nO)(jobIds)
        .filter((id) => (0,ids/* idProblem */.lx)(id) === undefined)
        .map((id) => `${plainLine(id, redact)}\n`)
        .join('');
}
/** Writes --output-file, if given; the exit code then (3 when it could not be written). */
async function writeOutputFile(deps, args, outputs, code, redact) {
    if (args.outputFile === undefined)
        return code;
    try {
        await deps.writeFile(args.outputFile, redact((0,cli_results/* dotenvOf */.y1)(outputs, code)));
        for (const cut of (0,cli_results/* dotenvCuts */.qb)(outputs))
            deps.err(`note: ${cut}`);
    }
    catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        deps.err(`error: --output-file '${args.outputFile}' could not be written (${why}).`);
        return code === cli_results/* EXIT */.dc.ok ? cli_results/* EXIT */.dc.usage : code;
    }
    return code;
}
/** A pipeline the command refuses (bad usage) or has nothing to do in (said, exit 0): its words redacted. */
async function nothingToRun(deps, args, runStep) {
    if (runStep.kind === 'refused')
        throw new cli_args/* UsageError */.eb(runStep.why);
    const redact = (0,early_redact/* earlyRedact */.Rq)(deps);
    deps.err((0,output_text.escapeControls)(redact(runStep.why)));
    return handOn(deps, args, {}, cli_results/* EXIT */.dc.ok, redact);
}
async function runCommand(deps, args) {
    const env = stepEnv(deps.env);
    // Where the step runs comes first: a pipeline with nothing to do needs no key, and reads no prompt.
    const runStep = await stepOf(deps, args);
    if (runStep.kind !== 'run' && runStep.kind !== 'each')
        return nothingToRun(deps, args, runStep);
    let inputs;
    const reading = { now: '' };
    try {
        inputs = await inputsOf(deps, args, reading);
    }
    catch (error) {
        const stopped = deps.stoppedBy();
        if (!stopped)
            throw error;
        return cancelledWhileReading(deps, args, stopped, reading.now);
    }
    const debug = env.RUNNER_DEBUG === '1' || deps.env.RUNNER_DEBUG === '1';
    // Debug lines come thick and fast: a live line between them would only flicker.
    const live = deps.terminal && !debug && args.command !== 'status' ? createLiveLine(deps.terminal, deps.clock) : undefined;
    const from = {
        // Named in our words: no control character of a path goes with it.
        ...(args.apiKeyFile === undefined ? {} : { apiKeyFile: args.apiKeyFile.replace(/[\p{Cc}\p{Cf}]/gu, '?') }),
        projectIdFromEnv: args.inputs['project-id'] === undefined,
        jobIds: {
            flagged: args.jobIdsFlagged ?? [],
            argued: args.jobIds.filter((id) => !(args.jobIdsFlagged ?? []).includes(id)),
        },
        ...sourceOf('prompt', args.prompt),
        ...sourceOf('message', args.message),
        waitCommand: (jobId, afterMessage) => waitCommandOf(args, jobId, afterMessage),
    };
    const io = createCliIO(inputs, deps.err, debug, live, from);
    const secrets = [...(0,inputs_secrets/* stepSecrets */.aw)(io, (0,proxy/* readProxySettings */.uv)(env)), ...(0,early_redact/* environmentTokens */.u0)(env)];
    const redact = (0,redaction/* createRedact */.ay)([...secrets, ...(0,early_redact/* commandLineSecrets */.Tx)(deps)]);
    const log = (0,output_log/* createLog */.hM)(io, secrets);
    const problems = checkInputs(log, inputs, env);
    if (problems.length > 0)
        return badUsage(deps, args, problems.join(' '), redact);
    const unwritable = await outputFileUnwritable(deps, args, redact);
    if (unwritable)
        return args.json ? (deps.out((0,cli_results/* jsonLine */.rF)({ error: unwritable, 'exit-code': cli_results/* EXIT */.dc.usage })), cli_results/* EXIT */.dc.usage) : cli_results/* EXIT */.dc.usage;
    if (args.command === 'status') {
        const read = await readStatus(log, inputs, env, deps.signal, secrets);
        const stopped = deps.stoppedBy();
        const code = stopped ? (0,cli_results/* exitCodeOf */.FO)('cancelled', true, stopped) : read.code;
        if (args.json)
            deps.out((0,cli_results/* redactedJsonLine */.HL)({ jobs: read.jobs, 'exit-code': code }, redact));
        // Without --json, the data a script reads still goes to standard output: a job a line.
        else
            deps.out(read.jobs.map((job) => `${statusLine(job, redact)}\n`).join(''));
        return code;
    }
    if (runStep.kind === 'each') {
        live?.stop();
        return runEach(deps, args, runStep, { inputs, env, secrets, debug, redact });
    }
    const history = { started: false };
    const outcome = await runStep.run({ io, env, signal: deps.signal, history }).finally(() => live?.stop());
    const code = stepExitCode(outcome, io, deps.stoppedBy(), history);
    const sent = io.outputs['job-id'] ?? '';
    // Sent and not waited for: the command that waits for it, the next step a person needs.
    if (!args.wait && outcome === 'started' && /^[A-Za-z0-9._~-]{1,200}$/.test(sent))
        deps.err(redact(`To wait for it: ${waitCommandOf(args, sent, args.command === 'message')}`));
    return handOn(deps, args, io.outputs, code, redact);
}
/** The exit code of one run of the step; with several jobs the highest wins, a refused one's 4 beside another's 5 too. */
function stepExitCode(outcome, io, stopped, history) {
    const failed = io.failure() !== undefined;
    // A request the service refused as sent (a 4xx) is no outage: sending it again meets the same
    // answer. A step with nothing to do fails when the host refused its token (refused too) or could
    // not be read (unreachable).
    const nothingToDo = common_outcome/* NOTHING_TO_DO */.UO.includes(outcome);
    const refused = failed &&
        ((outcome === 'error' && (history.postFailure?.answered === true || history.readRejected === true)) ||
            (nothingToDo && history.hostUnread !== true));
    const own = failed && history.setupStuck
        ? cli_results/* EXIT */.dc.usage
        : refused
            ? cli_results/* EXIT */.dc.refused
            : failed && nothingToDo
                ? cli_results/* EXIT */.dc.unreachable
                : undefined;
    return (0,cli_results/* exitCodeOfRun */.mZ)(outcome, failed, stopped, io.outputs, history.answered, own);
}
/**
 * A scheduled pipeline's turns, one after another, each the step on one merge request with its own
 * output: standard error says which; --json lists each one's outcome and exit code; the command
 * exits with the highest.
 */
async function runEach(deps, args, each, run) {
    const { inputs, env, secrets, debug, redact } = run;
    if (each.about)
        deps.err((0,output_text.escapeControls)(redact(each.about)));
    const command = inputs['follow-up-command'];
    const token = inputs['report-token'] ?? '';
    const turns = await each.turns({ token, ...(command ? { command } : {}), secrets, signal: deps.signal });
    const cancelled = deps.stoppedBy();
    // Cancelled while listing: the listing's failure is the cancel's, and the exit code says the signal.
    if (!turns.ok && cancelled)
        return handOn(deps, args, { outcome: 'cancelled' }, (0,cli_results/* exitCodeOf */.FO)('cancelled', true, cancelled), redact);
    if (!turns.ok) {
        const next = turns.refused
            ? 'fix the token as said, then run the pipeline again'
            : 'the next scheduled pipeline tries again';
        // GitLab's words, quoted, may hold a token (an echo of it, encoded): redacted as every line is.
        deps.err((0,output_text.escapeControls)(redact(`error: the merge requests to look at could not be listed (${turns.why}): ${next}.`)));
        return handOn(deps, args, { outcome: 'error' }, turns.refused ? cli_results/* EXIT */.dc.refused : cli_results/* EXIT */.dc.unreachable, redact);
    }
    const results = [];
    for (const { name, why } of turns.unread ?? []) {
        deps.err((0,output_text.escapeControls)(redact(`Merge request ${name}: its notes could not be read (${why}): the next scheduled pipeline looks at it again.`)));
        results.push({ 'merge-request': name, outcome: 'error', 'exit-code': cli_results/* EXIT */.dc.unreachable });
    }
    if (turns.runs.length === 0 && results.length === 0)
        deps.err('No merge request updated in the last 24 hours holds a job or a command: nothing to do.');
    for (const turn of turns.runs) {
        if (deps.stoppedBy())
            break;
        deps.err(`Merge request ${turn.name}:`);
        const io = createCliIO(inputs, deps.err, debug);
        const history = { started: false };
        const outcome = await turn.run({ io, env, signal: deps.signal, history });
        const code = stepExitCode(outcome, io, deps.stoppedBy(), history);
        // The outcome the turn handed on (`error` for one that failed with nothing sent), as a single run's output says.
        const { finishedFirst: finished } = history;
        results.push({
            ...{ 'merge-request': turn.name, outcome: io.outputs.outcome || outcome, 'exit-code': code },
            ...(finished ? { finished: { 'job-id': finished.job, outcome: finished.outcome } } : {}),
        });
    }
    const stopped = deps.stoppedBy();
    const code = stopped
        ? (0,cli_results/* exitCodeOf */.FO)('cancelled', true, stopped)
        : Math.max(cli_results/* EXIT */.dc.ok, ...results.map((r) => r['exit-code']));
    const final = await writeOutputFile(deps, args, scheduleOutputs(results), code, redact);
    if (args.json)
        deps.out((0,cli_results/* redactedJsonLine */.HL)({ 'merge-requests': results, 'exit-code': final }, redact));
    return final;
}
/** A scheduled pipeline's outputs: the jobs its turns finished, and how many of them failed. */
function scheduleOutputs(results) {
    const finished = results.flatMap((turn) => (turn.finished ? [turn.finished] : []));
    return {
        outcome: results.length === 0 ? 'nothing-new' : 'swept',
        'job-id': finished.map((job) => job['job-id']).join('\n'),
        'failed-count': String(finished.filter((job) => job.outcome === 'failed').length),
    };
}
/** The step to run: the action's, or for 'merge-request' the one bound to the CI job's merge request. */
async function stepOf(deps, args) {
    if (args.command !== 'merge-request')
        return { kind: 'run', run: deps.run };
    return ((await deps.mergeRequest?.(deps.env, deps.clock)) ?? {
        kind: 'refused',
        why: "'merge-request' runs only in a GitLab CI job: this command line was built without its GitLab host.",
    });
}
/** Stopped before anything was sent, while reading an input: said, and handed on like any other ending. */
async function cancelledWhileReading(deps, args, stopped, reading) {
    const code = (0,cli_results/* exitCodeOf */.FO)('cancelled', true, stopped);
    const redact = (0,early_redact/* earlyRedact */.Rq)(deps);
    if (args.command === 'status') {
        deps.err(`Cancelled (${stopped}) while reading ${reading}: no job was read.`);
        // Each job named, unread: one a line, as any status.
        const error = `cancelled (${stopped}) before it was read`;
        const jobs = (0,inputs_inputs/* listedJobIds */.nO)(args.jobIds.join('\n')).map((id) => ({ ...UNREAD_STATUS, id, error }));
        if (args.json)
            deps.out((0,cli_results/* redactedJsonLine */.HL)({ jobs, 'exit-code': code }, redact));
        else
            deps.out(jobs.map((job) => `${statusLine(job, redact)}\n`).join(''));
        return code;
    }
    deps.err(`Cancelled (${stopped}) while reading ${reading}: nothing was sent.`);
    // The job ids given are known: handed on as any ending hands them on.
    // Listed as the job-id input lists them (commas too), as a command not stopped waits for them.
    return handOn(deps, args, (0,report/* unreadJobsOutputs */.kj)((0,inputs_inputs/* listedJobIds */.nO)(args.jobIds.join('\n')), 'cancelled'), code, redact);
}
/**
 * --api-key-file, when it is a file (not a pipe, `<(…)`, which gives its text once and may wait),
 * read once before anything else: its text for the key, and its lines (each as a key, `KEY=` or
 * quotes aside) as secrets. One that is no file, or cannot be read now, is read where the key is.
 */
async function readKeyFile(deps) {
    const file = (0,cli_args/* keyFilesOf */.Ye)(deps.argv)[0];
    const text = file === undefined ? undefined : await deps.regularFileText?.(file).catch(() => undefined);
    if (file === undefined || text === undefined)
        return {};
    return { keyFile: { file, text }, keyFileLines: (0,early_redact/* keyFileSecrets */.j8)(text) };
}
const UNREAD_STATUS = {
    status: null,
    'pr-link': null,
    repository: null,
    ref: null,
    'created-at': null,
    'archived-at': null,
};
/** A job's status as data: its id, status (`unread` when it could not be read) and pull request, tab-separated. */
function statusLine(job, redact) {
    return [job.id, job.status ?? 'unread', job['pr-link'] ?? ''].map((field) => plainLine(field, redact)).join('\t');
}
/** A line of the command line's own: redacted, control characters escaped, no command a CI runner reads. */
function plainLine(line, redact) {
    // A line that starts `::` is a workflow command to a runner that reads this output (a step of its own).
    return (0,output_text.withoutRunnerCommands)((0,output_text.escapeControls)(redact(line)).replace(/^(\s*):/, '$1\\u003a'));
}
/** Runs the command line; resolves to the exit code. */
async function runCli(cli) {
    const given = { ...cli, ...(await readKeyFile(cli)) };
    const redact = (0,early_redact/* earlyRedact */.Rq)(given);
    // Every line the command line writes itself (a path, a flag's value, an error's words) is shown
    // as the log shows values: redacted, no control character, no workflow command a runner reads.
    const deps = {
        ...given,
        err: (line) => given.err(plainLine(line, redact)),
        // The live line draws the same lines on a terminal: redacted there too (its own escapes kept).
        ...(given.terminal
            ? { terminal: { ...given.terminal, write: (text) => given.terminal?.write(redact(text)) } }
            : {}),
    };
    let args;
    try {
        args = (0,cli_args/* parseCli */.wE)(deps.argv, deps.stdinIsTerminal);
        if (args.command === 'help')
            return (deps.out(args.helpFor ? commandHelp(args.helpFor) : HELP), cli_results/* EXIT */.dc.ok);
        if (args.command === 'version')
            return (deps.out(args.json ? `${JSON.stringify({ version: deps.version })}\n` : `${deps.version}\n`), cli_results/* EXIT */.dc.ok);
        return await runCommand(deps, args);
    }
    catch (error) {
        // A signal while the prompt was still being read: end at once, as a cancel.
        const stopped = deps.stoppedBy();
        if (stopped)
            return (0,cli_results/* exitCodeOf */.FO)('cancelled', true, stopped);
        if (!(error instanceof cli_args/* UsageError */.eb))
            throw error;
        deps.err(`error: ${error.message}`);
        // Its dotenv file says EXIT_CODE=3 too, read whole or not (a flag refused, a job id missing).
        if (args)
            return badUsage(deps, args, plainLine(error.message, redact), redact);
        await usageEnding(deps, (0,cli_args/* outputFileOf */.TY)(deps.argv), redact);
        // A script that asked for JSON gets JSON, even for a command line it could not read.
        if (given.argv.includes('--json'))
            deps.out((0,cli_results/* jsonLine */.rF)({ error: plainLine(error.message, redact), 'exit-code': cli_results/* EXIT */.dc.usage }));
        return cli_results/* EXIT */.dc.usage;
    }
}

// EXTERNAL MODULE: ./src/common/version.ts
var version = __webpack_require__(9521);
;// CONCATENATED MODULE: ./src/cli/process.ts
/** The command line on the real process: its arguments, streams, files and environment. */







let pendingReads = 0;
/** Counts a file's read while it is under way. */
function readPending(read) {
    pendingReads++;
    return read.finally(() => pendingReads--);
}
/**
 * Whether a file's read is still under way: one from a pipe (`<(...)`, a FIFO) blocks a thread of
 * Node's pool, and Node's exit waits for that thread, so such a command cannot exit by itself.
 */
const fileReadPending = () => pendingReads > 0;
/**
 * `read`, or a rejection as soon as a signal comes: a file may be a pipe (`<(...)`, a FIFO) whose
 * read blocks until its writer ends, and a cancel must not wait on it.
 */
function untilStopped(read, signal) {
    const stopped = new Promise((_, reject) => {
        if (signal.aborted)
            reject(new Error('stopped'));
        signal.addEventListener('abort', () => reject(new Error('stopped')), { once: true });
    });
    stopped.catch(() => undefined);
    read.catch(() => undefined);
    return Promise.race([read, stopped]);
}
/** Standard input to its end (within MAX_READ_BYTES), or a rejection as soon as a signal comes (a cancel must not wait on a pipe). */
function readStdin(signal) {
    return untilStopped(readBounded(process.stdin), signal);
}
/** `CI` set to anything but empty, false or 0, as CIs set it. */
const isCi = (env) => env.CI !== undefined && !/^(?:|false|0)$/i.test(env.CI.trim());
async function runCliProcess(run, signal, stoppedBy, mergeRequest) {
    return runCli({
        argv: process.argv.slice(2),
        env: process.env,
        version: version/* VERSION */.x,
        stdinIsTerminal: process.stdin.isTTY === true,
        readStdin: () => readStdin(signal),
        readFile: (file) => untilStopped(readPending(readBounded((0,external_node_fs_.createReadStream)(file))), signal),
        fileMode: async (path) => (process.platform === 'win32' ? undefined : (await (0,promises_.stat)(path)).mode & 0o777),
        regularFileText: async (path) => {
            const found = await (0,promises_.stat)(path);
            return found.isFile() && found.size <= 64 * 1024 ? (0,promises_.readFile)(path, 'utf8') : undefined;
        },
        writeFile: write_privately/* writePrivately */.Q9,
        out: (text) => void process.stdout.write(text),
        err: (line) => void process.stderr.write(`${line}\n`),
        // A CI that runs steps in a pseudo-terminal (Buildkite's agent) says CI: its log gets no live line.
        ...(process.stderr.isTTY && process.env.TERM !== 'dumb' && !isCi(process.env)
            ? {
                terminal: { write: (text) => void process.stderr.write(text), columns: () => process.stderr.columns },
            }
            : {}),
        clock: clock/* systemClock */.ml,
        run,
        ...(mergeRequest ? { mergeRequest } : {}),
        signal,
        stoppedBy,
    });
}


/***/ })

};
