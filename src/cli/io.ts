/**
 * The command line's side of ActionIO: inputs from the flags and the environment, outputs kept for
 * `--json` and `--output-file`, and every word for people on standard error as plain lines (no
 * workflow commands, no colour), with a live line below them on a terminal. Debug lines show with RUNNER_DEBUG=1, as the action's do.
 */
import type { ActionIO, Progress } from '../output/log.ts';
import type { LiveLine } from './live.ts';

export interface CliIO extends ActionIO {
  readonly outputs: Record<string, string>;
  /** The failure's words, when the run failed. */
  failure(): string | undefined;
}

/** Where the inputs the command line did not take from a flag came from, so a message names that. */
export interface InputSources {
  /** The key was read from this file (--api-key-file), not from MINTLIFY_ADMIN_API_KEY. */
  apiKeyFile?: string;
  /** The project came from MINTLIFY_PROJECT_ID, not from --project-id. */
  projectIdFromEnv?: boolean;
  /** Where the prompt and the message were read, when not from their flag: `--prompt-file 'x.md'`, standard input. */
  promptFrom?: string;
  messageFrom?: string;
  /** The job ids given, by where they came from: --job-id, or the command's JOB_ID arguments. */
  jobIds?: { flagged: string[]; argued: string[] };
  /** The command that waits for a job later, with the flags that say where it is (wait-command.ts). */
  waitCommand?: (jobId: string, afterMessage?: boolean) => string;
}

/** Where the ids a message names came from: --job-id, the JOB_ID argument, or (both in it) either. */
function jobIdSource(text: string, ids: InputSources['jobIds']): string {
  const named = (list: string[]) => list.some((id) => id.trim() !== '' && text.includes(id));
  const flag = named(ids?.flagged ?? []);
  const argument = named(ids?.argued ?? []);
  if (flag !== argument) return flag ? "'job-id'" : 'the JOB_ID argument';
  const given = { flag: (ids?.flagged.length ?? 0) > 0, argument: (ids?.argued.length ?? 0) > 0 };
  if (given.flag && given.argument) return '--job-id or the JOB_ID argument';
  return given.argument ? 'the JOB_ID argument' : "'job-id'";
}

/**
 * Whole phrases of the action's that name what a command line does not have (a workflow to run
 * again, an expression, the job summary, GitHub's settings pages), said as the command line's.
 * `key`: where the key came from.
 */
const plainWaitCommand = (id: string, afterMessage?: boolean): string =>
  `wait-for-agent-job wait ${id}${afterMessage ? ' --after-message' : ''}`;

type Phrase = [RegExp, string | ((...parts: string[]) => string)];

/** The phrases that tell how to wait for a job later: a command that can be run as printed. */
const waitPhrases = (jobId: string | undefined, waitCommand: NonNullable<InputSources['waitCommand']>): Phrase[] => [
  [
    / Re-running the workflow sends the (prompt|message) again( and starts a second job)?: with no pull request comment or check run there is no record to resume from\./g,
    // A message's own answer is waited for after it: the job's status from before it is no answer.
    (_: string, what: string, second = ''): string =>
      what === 'message' && jobId
        ? ` Running the command again sends the message again; to wait for its answer, run '${waitCommand(jobId, true)}'.`
        : ` Running the command again sends the ${what} again${second}; to wait for this job, run 'wait' with its id.`,
  ],
  [/\bpass job-id (\S+) with after-message: true\b/g, (_: string, id: string) => `run '${waitCommand(id, true)}'`],
  [
    /\bTo wait for it later, pass job-id (\S+)\./g,
    (_: string, id: string) => `To wait for it later, run '${waitCommand(id)}'.`,
  ],
];

// A path given by a person goes in as a function's result: `$&` in it is no replacement pattern.
const phrases = (
  key: string,
  keyFile?: string,
  jobId?: string,
  waitCommand: NonNullable<InputSources['waitCommand']> = plainWaitCommand,
): Phrase[] => [
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
    (): string => `: the key goes only in ${keyFile === undefined ? key : `--api-key-file ${keyFile}`}.`,
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
    (): string => (keyFile ? `write the key alone in ${keyFile}` : `set ${key} to the key alone`),
  ],
  [/\bthe api-key\b/g, (): string => key],
  [/\bthe secret holds\b/g, (): string => `${key} holds`],
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
export function inCliWords(text: string, from: InputSources = {}): string {
  const key = from.apiKeyFile ? `the key in --api-key-file ${from.apiKeyFile}` : 'MINTLIFY_ADMIN_API_KEY';
  const [jobId] = [...(from.jobIds?.argued ?? []), ...(from.jobIds?.flagged ?? [])];
  const said = phrases(key, from.apiKeyFile, jobId, from.waitCommand).reduce(
    (words, [phrase, ours]) => (typeof ours === 'string' ? words.replace(phrase, ours) : words.replace(phrase, ours)),
    text,
  );
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
export function createCliIO(
  inputs: Record<string, string>,
  write: (line: string) => void,
  debug: boolean,
  live?: LiveLine,
  from: InputSources = {},
): CliIO {
  const outputs: Record<string, string> = {};
  let failed: string | undefined;
  // What the runner's log folds away (the outputs, the prompt sent) is left out, but in debug.
  let folded = false;
  const say = (prefix: string, message: string, title?: string): void => {
    if (folded && !debug && prefix === '') return;
    // The log said our words as the command line's already (`words`); values are as they came.
    // A warning's title that is an input's name (the action's annotation title): the message names it.
    const head = title && !INPUT_TITLE.test(title) ? `${prefix}${title}: ` : prefix;
    for (const [i, line] of message.split('\n').entries()) {
      const text = i === 0 ? `${head}${line}` : `  ${line}`;
      if (live) live.line(text);
      else write(text);
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
      if (debug) say('', name);
      folded = true;
    },
    endGroup: () => void (folded = false),
    // No job summary outside GitHub Actions: --json and --output-file carry the result.
    writeSummary: async () => undefined,
    ...(live ? { progress: (progress: Progress) => live.show(progress) } : {}),
  };
}
