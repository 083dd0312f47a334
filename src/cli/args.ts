/**
 * The command line's words: a command, flags named as the action's inputs, and where the prompt,
 * the message and the key come from. Parsed by node:util's parseArgs; every misuse is a
 * `UsageError` that names the flag and the fix.
 */
import { fstatSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import leven from 'leven';
import { asksOfEnding, isYesNoWord, JUDGING_INPUTS } from '../inputs/inputs.ts';
import { shellWord } from './shell-word.ts';

export const COMMANDS = ['start', 'message', 'wait', 'status', 'merge-request'] as const;
export type CommandName = (typeof COMMANDS)[number];

/** The inputs of the merge request's loop: 'merge-request' takes them, no other command. */
const LOOP_FLAGS = [
  'check-name',
  'paths',
  'on-push',
  'on-close',
  'follow-up-command',
  'follow-up-permission',
  'skip-label',
  'agent-login',
  'let-go',
] as const;

/** Flags that take the action's inputs of the same name, unchanged (validation and errors are the inputs'). */
export const INPUT_FLAGS = [
  'project-id',
  'base-url',
  'timeout',
  'poll-interval',
  'fail-on',
  'require-pr',
  'fail-fast',
  'allow-insecure-http',
  'after-message',
  ...LOOP_FLAGS,
] as const;

/** Flags that would hold a secret: refused, since a command line shows in `ps` and in shell history. */
const SECRET_FLAGS = ['api-key', 'previous-api-key', 'github-token', 'report-token', 'gitlab-token'];

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export interface CliArgs {
  command: CommandName | 'help' | 'version';
  /** The inputs of INPUT_FLAGS given on the command line. */
  inputs: Partial<Record<(typeof INPUT_FLAGS)[number], string>>;
  jobIds: string[];
  /** The job ids that came with --job-id (the rest came as the command's JOB_ID arguments). */
  jobIdsFlagged?: string[];
  prompt?: { text: string } | { file: string } | { stdin: true };
  message?: { text: string } | { file: string } | { stdin: true };
  apiKeyFile?: string;
  /** With `help`: the command whose help was asked for (`start --help`, `help start`). */
  helpFor?: CommandName;
  json: boolean;
  outputFile?: string;
  wait: boolean;
}

const OPTIONS = {
  ...Object.fromEntries(INPUT_FLAGS.map((name) => [name, { type: 'string' as const }])),
  ...Object.fromEntries(SECRET_FLAGS.map((name) => [name, { type: 'string' as const }])),
  'job-id': { type: 'string' as const, multiple: true },
  prompt: { type: 'string' as const },
  'prompt-file': { type: 'string' as const },
  message: { type: 'string' as const },
  'message-file': { type: 'string' as const },
  'api-key-file': { type: 'string' as const },
  json: { type: 'boolean' as const },
  'output-file': { type: 'string' as const },
  'no-wait': { type: 'boolean' as const },
  help: { type: 'boolean' as const, short: 'h' },
  version: { type: 'boolean' as const },
};

type Values = Record<string, string | string[] | boolean | undefined>;

/** Every flag read as a list, so one given twice is refused rather than its first value dropped. */
const LISTED = Object.fromEntries(
  Object.entries(OPTIONS).map(([name, option]) => [name, { ...option, multiple: true as const }]),
);

/** The yes/no flags: given bare (`--require-pr`, as `--no-wait` is), each is `true`. */
const YES_NO_FLAGS = ['--require-pr', '--fail-fast', '--allow-insecure-http', '--after-message', '--let-go'];

const YES_NO_WORDS = ['true', 'false', 'yes', 'no', 'on', 'off'];

/** The flags that are on when given and take no value (`--json "$USE_JSON"` would make its word a job id). */
const PRESENCE_FLAGS = ['--json', '--no-wait'];

/**
 * A word after a yes/no flag that is meant as its value though it is none of its words: `0`, `1`,
 * `y`, `n`, `t`, `f`, or a slip of one of three letters or more (`ture`, `flase`, `tru`, `yess`).
 * Short words (`go`, `one`) and ordinary ones (`test`, `fast`) stay job ids.
 */
function meantAsYesNo(word: string): boolean {
  if (/^[01ynft]$/i.test(word)) return true;
  if (!/^[a-z]{3,6}$/i.test(word)) return false;
  const lower = word.toLowerCase();
  const letters = (text: string): string => [...text].sort().join('');
  return YES_NO_WORDS.some(
    (yesNo) => yesNo.length >= 3 && (letters(lower) === letters(yesNo) || leven(lower, yesNo) <= 1),
  );
}

/** A unit written apart from its number (`--timeout 5 minutes`), which would be read as a job id: its short form. */
const UNITS: Array<[RegExp, string]> = [
  [/^(ms|millis(econds?)?)$/i, 'ms'],
  [/^(s|secs?|seconds?)$/i, 's'],
  [/^(m|mins?|minutes?)$/i, 'm'],
  [/^(h|hrs?|hours?)$/i, 'h'],
];
const unitOf = (word: string): string | undefined => UNITS.find(([words]) => words.test(word))?.[1];

function refuseApartUnits(argv: string[]): void {
  const end = argv.indexOf('--');
  argv.forEach((arg, at) => {
    if (end >= 0 && at > end) return;
    const [flag, inline] = arg.split(/=(.*)/s, 2) as [string, string | undefined];
    if (flag !== '--timeout' && flag !== '--poll-interval') return;
    const number = inline ?? argv[at + 1] ?? '';
    const unit = unitOf(argv[at + (inline === undefined ? 2 : 1)] ?? '');
    if (!/^\d+(\.\d+)?$/.test(number) || unit === undefined) return;
    throw new UsageError(
      `${flag} is followed by '${number}' and then a unit apart from it, which would be taken as a job id: write ${flag} ${number}${unit}, with no space.`,
    );
  });
}

/** The arguments with `true` after a yes/no flag that no yes/no word follows (a job id, another flag, the end), as the action reads them. */
function withBareFlagsTrue(argv: string[]): string[] {
  const end = argv.indexOf('--');
  return argv.flatMap((arg, at) => {
    if (end >= 0 && at > end) return [arg];
    const next = argv[at + 1] ?? '';
    if (PRESENCE_FLAGS.includes(arg) && (isYesNoWord(next) || meantAsYesNo(next)))
      throw new UsageError(
        `${arg} is followed by '${next}', but ${arg} takes no value: give it alone to turn it on, or leave it out (a yes/no word after it would be read as a job id).`,
      );
    if (!YES_NO_FLAGS.includes(arg)) return [arg];
    if (isYesNoWord(next)) return [arg];
    if (meantAsYesNo(next))
      throw new UsageError(
        `${arg} is followed by '${next}', which is none of its words (true, false, yes, no, on, off): write ${arg}=true or ${arg}=false, or, if '${next}' is a job id, give it before ${arg}.`,
      );
    return [arg, 'true'];
  });
}

/** The known name a mistyped one most likely meant: within a third of its length in edits, the nearest; none when two tie. */
function closest(typed: string, known: readonly string[]): string | undefined {
  const limit = Math.max(1, Math.floor(typed.length / 3));
  const near = known
    .map((name) => ({ name, distance: leven(typed.toLowerCase(), name, { maxDistance: limit + 1 }) }))
    .filter(({ distance }) => distance <= limit)
    .sort((a, b) => a.distance - b.distance);
  return near[0] !== undefined && near[1]?.distance !== near[0].distance ? near[0].name : undefined;
}

const didYouMean = (typed: string | undefined, known: readonly string[]): string => {
  const guess = typed === undefined ? undefined : closest(typed, known);
  return guess === undefined ? '' : ` (did you mean '${guess}'?)`;
};

function parsed(argv: string[]): { values: Values; positionals: string[] } {
  try {
    refuseApartUnits(argv);
    const args = withBareFlagsTrue(argv);
    const { values, positionals } = parseArgs({ args, options: LISTED, allowPositionals: true, strict: true });
    const once: Values = {};
    for (const [name, given] of Object.entries(values)) {
      const list = given as Array<string | boolean>;
      if (name === 'job-id') once[name] = list as string[];
      else if (list.length > 1 && OPTIONS[name as keyof typeof OPTIONS].type === 'string')
        throw new UsageError(`--${name} is given ${list.length} times: give it once, as only one can be used.`);
      else once[name] = list.at(-1);
    }
    refuseDashFiles(once);
    refuseOutputOverInput(once);
    refuseEmptyInputs(once);
    return { values: once, positionals };
  } catch (error) {
    if (error instanceof UsageError) throw error;
    // Node's own errors (another realm's under a test runner) by their message, whatever their class.
    const message = (error as { message?: unknown } | null)?.message;
    const why = typeof message === 'string' ? message : String(error);
    // Node's words for an unknown flag end in an unbalanced quote: said plainly instead.
    const unknown = /^Unknown option '([^']*)'/.exec(why)?.[1];
    const guess = unknown === undefined ? undefined : closest(unknown.replace(/^-+/, ''), Object.keys(OPTIONS));
    const valueless = missingValueOf(why);
    const bare = /^Option '(--[a-z-]+)' does not take an argument/.exec(why)?.[1];
    const said =
      valueless !== undefined
        ? valueless in DURATION_LIKE
          ? `${valueless} needs a duration after it, and none was given, or the one given starts with '-' (a duration is longer than zero): give it as ${valueless} ${DURATION_LIKE[valueless]}`
          : `${valueless} needs a value after it, and none was given, or the one given starts with '-' and reads as a flag: give it as ${valueless}=${VALUE_LIKE[valueless] ?? '-VALUE'}`
        : bare !== undefined
          ? `${bare} takes no value: give it alone to turn it on, or leave it out`
          : unknown === undefined
            ? why.replace(/\s*\n\s*/g, ' ').replace(/\.$/, '')
            : guess !== undefined && SECRET_FLAGS.includes(guess)
              ? `'${unknown}' is not a flag, and --${guess} is refused too (${SECRET_ON_COMMAND_LINE}). ${secretInstead(guess)}`
              : `'${unknown}' is not a flag${guess === undefined ? '' : `: did you mean --${guess}?`}`;
    const end = /[?.]$/.test(said) ? '' : '.';
    throw new UsageError(`${said}${end} Run 'wait-for-agent-job --help' for the commands and their flags.`);
  }
}

/**
 * The flag Node's parseArgs found with no value (`--prompt` last, or before another flag: its words
 * suggest `--prompt=-XYZ`), or undefined for any other of its errors.
 */
function missingValueOf(why: string): string | undefined {
  const flag = /^Option '(--[a-z-]+)(?: <value>)?' argument (?:missing|is ambiguous)/.exec(why)?.[1];
  return flag !== undefined && Object.keys(OPTIONS).includes(flag.slice(2)) ? flag : undefined;
}

/**
 * An input's flag given empty (`--timeout "$UNSET"`) is a mistake, not the default: said, naming the
 * flag. An empty --project-id is main's to say, as MINTLIFY_PROJECT_ID may stand in for it.
 */
function refuseEmptyInputs(values: Values): void {
  const flags = [...INPUT_FLAGS, ...READ_FILES, 'output-file'];
  const empty = flags.find((name) => name !== 'project-id' && values[name] === '');
  if (empty !== undefined)
    throw new UsageError(
      `--${empty} is empty (a variable that holds nothing?): give it a value, or leave the flag out for its default.`,
    );
}

/**
 * The text's source: a flag, a file, or standard input (`-` as the file or the text, as Unix
 * commands read it, or nothing given and stdin not a terminal).
 */
function textSource(
  values: Values,
  name: 'prompt' | 'message',
  positional: string | undefined,
  stdinIsTerminal: boolean,
): CliArgs['prompt'] {
  const text = values[name] as string | undefined;
  const file = values[`${name}-file`] as string | undefined;
  const given = [text, file, positional].filter((value) => value !== undefined);
  if (given.length > 1)
    throw new UsageError(`Give the ${name} once: --${name}, --${name}-file or as an argument, not several.`);
  if (file === '-' || (file === undefined && (text ?? positional) === '-')) return { stdin: true };
  if (file !== undefined) return { file };
  if (text !== undefined || positional !== undefined) return { text: text ?? positional ?? '' };
  return stdinIsTerminal ? undefined : { stdin: true };
}

/** Where a secret flag's value goes instead of the command line. */
const secretInstead = (name: string): string =>
  name === 'api-key' || name === 'previous-api-key'
    ? "Set MINTLIFY_ADMIN_API_KEY in the environment (your CI's masked variable), or pass --api-key-file FILE."
    : "'merge-request' reads GITLAB_TOKEN from the environment (a masked CI/CD variable); no other command needs a token of GitHub's or GitLab's.";

const SECRET_ON_COMMAND_LINE = "a secret on the command line shows in 'ps' and in shell history";

function refuseSecretFlags(values: Values): void {
  for (const name of SECRET_FLAGS) {
    if (values[name] === undefined) continue;
    throw new UsageError(`--${name} is refused: ${SECRET_ON_COMMAND_LINE}. ${secretInstead(name)}`);
  }
}

/** The flags a command has no use for: given, they are refused, never silently dropped. */
const NOT_FOR: Record<CommandName, readonly string[]> = {
  start: ['message', 'message-file', 'after-message', ...LOOP_FLAGS],
  message: ['prompt', 'prompt-file', 'after-message', ...LOOP_FLAGS],
  wait: ['prompt', 'prompt-file', 'message', 'message-file', 'no-wait', ...LOOP_FLAGS],
  'merge-request': ['message', 'message-file', 'after-message', 'no-wait'],
  status: [
    ...LOOP_FLAGS,
    'prompt',
    'prompt-file',
    'message',
    'message-file',
    'no-wait',
    'fail-on',
    'require-pr',
    'fail-fast',
    'after-message',
  ],
};

/** Flags a command refuses with words of their own (parseCli): start and merge-request make their job, status writes no file. */
const REFUSED_BY_NAME: Record<CommandName, readonly string[]> = {
  start: ['job-id'],
  'merge-request': ['job-id'],
  status: ['output-file'],
  message: [],
  wait: [],
};

/** Every flag a command takes, for its help: the same table that refuses the others. */
export function flagsOf(command: CommandName): string[] {
  const refused = new Set<string>([
    ...NOT_FOR[command],
    ...SECRET_FLAGS,
    ...REFUSED_BY_NAME[command],
    'help',
    'version',
  ]);
  return Object.keys(OPTIONS)
    .filter((name) => !refused.has(name))
    .map((name) => `--${name}`);
}

/** A value that starts with '-', as a flag given none would take it (the missing-value hint's example). */
const VALUE_LIKE: Partial<Record<string, string>> = {
  '--prompt': '-TEXT',
  '--message': '-TEXT',
};

/** The flags that take a duration: one starting with '-' is never one, so no `=-5s` is suggested. */
const DURATION_LIKE: Partial<Record<string, string>> = { '--timeout': '30m', '--poll-interval': '10s' };

/** What to run instead of a flag a command has no use for. */
const INSTEAD: Partial<Record<string, string>> = {
  'fail-on': "'status' judges nothing: 'wait' exits by the fail policy.",
  'require-pr': "'status' judges nothing: 'wait' exits by the fail policy.",
  'fail-fast': "'status' reads each job once: 'wait' ends at the first failure with --fail-fast.",
  'after-message':
    "It is for 'wait' after 'message --no-wait' (a command that sends knows it did): wait-for-agent-job wait JOB_ID --after-message.",
  message: 'To send a follow-up: wait-for-agent-job message JOB_ID --message TEXT.',
  'message-file': 'To send a follow-up: wait-for-agent-job message JOB_ID --message-file FILE.',
  prompt: 'To start a job: wait-for-agent-job start --prompt TEXT.',
  'prompt-file': 'To start a job: wait-for-agent-job start --prompt-file FILE.',
};

/** One word of a job id's characters with a digit, `_` or `-` in it: more likely a job id than a text to send. */
const LOOKS_LIKE_JOB_ID = /^(?=.*[0-9_-])[A-Za-z0-9._~-]{1,200}$/;

/**
 * A prompt or message given as a word that reads as a job id (`message job_1 job_2`, as `wait`
 * takes two; `start job_1`, the command mixed up): refused, never sent as the text; the flag sends it.
 */
function refuseIdAsText(command: 'start' | 'message' | 'merge-request', word: string | undefined): void {
  // As sent: trimmed (a `\r` that `$(cat ids.txt)` leaves from a CRLF file is no other text). `-` is standard input.
  if (word === undefined || word.trim() === '-' || !LOOKS_LIKE_JOB_ID.test(word.trim())) return;
  word = word.trim();
  const flag = command === 'message' ? 'message' : 'prompt';
  throw new UsageError(
    command === 'start'
      ? `'start' was given '${word}', which reads as a job id, not a prompt: 'start' starts a new job. To wait for that job, run 'wait ${word}'; to send it as the prompt, give --prompt ${word}.`
      : command === 'merge-request'
        ? `'merge-request' was given '${word}', which reads as a job id, not a prompt: the merge request's note records its job, and its first pipeline starts one with the prompt. To send it as the prompt, give --prompt ${word}.`
        : `'message' was given a second word, '${word}', which reads as a job id: a message goes to one job. Give the text with --${flag} TEXT, --${flag}-file FILE or standard input (--${flag} ${word} sends that word).`,
  );
}

/** Words that read as a text the shell split (any word no job id), not as several job ids. */
const splitText = (words: string[]): boolean => words.some((word) => !LOOKS_LIKE_JOB_ID.test(word.trim()));

/**
 * Words beside a prompt given by flag: a second prompt (give it once), or job ids the command takes
 * none of; never advice to give them as the prompt, which would be two.
 */
function besidePrompt(command: string, values: Values, rest: string[], flagged: string[], noJobId: string): void {
  if (!textFlagged(values) || rest.length === 0 || flagged.length > 0) return;
  throw new UsageError(
    splitText(rest) || rest.includes('-')
      ? `Give the prompt once: --prompt, --prompt-file or as an argument, not several (${rest.length === 1 ? 'the word' : 'the words'} ${rest.map(shellWord).join(' ')} ${rest.length === 1 ? 'was' : 'were'} read as a second prompt).`
      : `'${command}' takes no job id: ${noJobId}`,
  );
}

/** A text already given by flag: words beside it cannot be it. */
const textFlagged = (values: Values): boolean =>
  ['prompt', 'prompt-file', 'message', 'message-file'].some((flag) => values[flag] !== undefined);

/**
 * Words that all read as job ids may still be a text the shell split (`release-notes v2.1`): said
 * too, with the one argument it should be, short texts only.
 */
function orSplit(words: string[], flagged: string[], values: Values): string {
  if (textFlagged(values) || flagged.length > 0 || words.length < 2) return '';
  const joined = words.join(' ');
  return joined.length > 60
    ? ''
    : ` If ${shellWord(joined)} is the text, the shell split it at its spaces: quote it as one argument.`;
}

/** A text given as several words (unquoted in a shell): the words, and the one argument it should be. */
function wordsApart(command: string, flag: string, words: string[], before = ''): string {
  const joined = words.join(' ');
  const split = `'${command}' was given ${words.length} words where it takes one ${flag}: the shell split the text at its spaces.`;
  // A long text is not said back: its file is the way to give it.
  if (joined.length > 60)
    return `${split} Quote it as one argument, or give it with --${flag}-file FILE or on standard input.`;
  return `${split} Quote it as one argument (wait-for-agent-job ${command} ${before}${shellWord(joined)}) or give it with --${flag} ${shellWord(joined)}.`;
}

/** Where 'start' reads its prompt: a flag, a file, standard input, or its one word. */
function startPrompt(
  values: Parameters<typeof textSource>[0],
  rest: string[],
  flagged: string[],
  stdinIsTerminal: boolean,
): NonNullable<ReturnType<typeof textSource>> {
  besidePrompt(
    'start',
    values,
    rest,
    flagged,
    "it starts a job with the prompt given by flag. To wait for that job, run 'wait' with its id.",
  );
  if (flagged.length > 0 || (rest.length > 1 && !splitText(rest)))
    throw new UsageError(
      `'start' takes no job id: it starts a job. Give the prompt with --prompt, --prompt-file or standard input.${orSplit(rest, flagged, values)}`,
    );
  if (rest.length > 1) throw new UsageError(wordsApart('start', 'prompt', rest));
  refuseIdAsText('start', rest[0]);
  const prompt = textSource(values, 'prompt', rest[0], stdinIsTerminal);
  if (!prompt)
    throw new UsageError("'start' needs a prompt: --prompt TEXT, --prompt-file FILE, or the text on standard input.");
  return prompt;
}

/** What to run instead of --no-wait, by the command it was given to. */
const NO_WAIT_INSTEAD: Partial<Record<CommandName, string>> = {
  wait: "'wait' is the command that waits: to read a job once without waiting, run 'wait-for-agent-job status JOB_ID'.",
  status: "'status' reads each job once and never waits.",
  'merge-request':
    "'merge-request' says how the job's turn ended in its note and status: it waits for the turn, or with --let-go ends at once and the scheduled pipeline finishes them.",
};

function refuseOtherCommandsFlags(command: CommandName, values: Values): void {
  const flag = NOT_FOR[command].find((name) => values[name] !== undefined);
  if (flag === undefined) return;
  const instead =
    (flag === 'no-wait' ? NO_WAIT_INSTEAD[command] : INSTEAD[flag]) ??
    `Run 'wait-for-agent-job ${command} --help' for its flags.`;
  throw new UsageError(`'${command}' takes no --${flag}: it would not be used. ${instead}`);
}

/** A flag that judges a job's ending and asks for something, beside --no-wait: a command that does not wait never reads one. */
function refuseJudgingWithoutWait(command: CommandName, values: Values): void {
  if (values['no-wait'] !== true) return;
  const asked = (name: (typeof JUDGING_INPUTS)[number]) => {
    const value = values[name];
    return typeof value === 'string' && asksOfEnding(name, value);
  };
  const flag = JUDGING_INPUTS.find(asked);
  if (flag === undefined) return;
  const value = String(values[flag]);
  // As a shell reads it: `--fail-on='failed, archived'`, never a second word taken for a job id.
  const given = flag !== 'fail-on' && value.toLowerCase() === 'true' ? '' : `=${shellWord(value)}`;
  throw new UsageError(
    `'${command} --no-wait' takes no --${flag}: a command that does not wait never reads how the job ends. Drop --no-wait, or judge the job later: wait-for-agent-job wait JOB_ID --${flag}${given}.`,
  );
}

/** `--help`, `COMMAND --help` or `help COMMAND`; no command at all is bad usage. */
function helpOf(values: Values, first: string | undefined, second: string | undefined) {
  if (first === undefined && values.help !== true)
    throw new UsageError(
      `Give a command: ${COMMANDS.join(', ')}. Run 'wait-for-agent-job --help' for each one's flags.`,
    );
  if (values.help !== true && first !== 'help') return undefined;
  const topic = first === 'help' ? second : first;
  if (topic !== undefined && !(COMMANDS as readonly string[]).includes(topic))
    throw new UsageError(
      `'${topic}' is not a command${didYouMean(topic, COMMANDS)}. The commands: ${COMMANDS.join(', ')}.`,
    );
  const helpFor = (COMMANDS as readonly string[]).includes(topic ?? '') ? (topic as CommandName) : undefined;
  return { command: 'help' as const, ...(helpFor ? { helpFor } : {}) };
}

/**
 * The --output-file of a command line that could not be read whole (`--output-file FILE` or
 * `--output-file=FILE`, not for `status`): its dotenv file still says EXIT_CODE=3.
 */
export function outputFileOf(argv: readonly string[]): string | undefined {
  if (argv.find((arg) => (COMMANDS as readonly string[]).includes(arg)) === 'status') return undefined;
  const given = flagValues(argv, 'output-file')[0];
  // A file the command reads (a key, a prompt) is never written over, not even by a usage error's ending.
  const read = READ_FILES.flatMap((flag) => flagValues(argv, flag));
  const over = given !== undefined && (read.some((file) => sameFile(file, given)) || isStandardInput(given));
  // Standard output is --json's: the refusal's JSON goes there alone.
  const json = given !== undefined && argv.includes('--json') && writesStandardOutput(given);
  return over || json ? undefined : given;
}

/**
 * The values of the secret flags, refused as flags but secret all the same (a path may hold one).
 * A word or a command is none (`--gitlab-token $GITLAB_TOKEN merge-request`, the variable unset):
 * hidden, it would garble every message.
 */
export const secretFlagValues = (argv: readonly string[]): string[] =>
  SECRET_FLAGS.flatMap((name) => flagValues(argv, name)).filter(
    (value) => value.length >= MIN_SECRET_CHARS && !(COMMANDS as readonly string[]).includes(value),
  );

/** A value this short is a word, not a key or a token. */
const MIN_SECRET_CHARS = 8;

/** The files --api-key-file names, as written (read before the flags are, so that no early error shows the key). */
export const keyFilesOf = (argv: readonly string[]): string[] => flagValues(argv, 'api-key-file');

/** The flags that name a file the command reads. */
const READ_FILES = ['api-key-file', 'prompt-file', 'message-file'] as const;

/** Whether two paths name one file: the same path, or one file reached by a link (its device and inode). */
function sameFile(a: string, b: string): boolean {
  if (path.resolve(a) === path.resolve(b)) return true;
  try {
    const [first, second] = [statSync(a), statSync(b)];
    return first.dev === second.dev && first.ino === second.ino;
  } catch {
    return false; // one of them does not exist yet: no file is both
  }
}

/** The names of this process's standard input and output, as a shell or a CI writes them. */
const STANDARD = {
  input: ['/dev/stdin', '/dev/fd/0', '/proc/self/fd/0'],
  output: ['/dev/stdout', '/dev/fd/1', '/proc/self/fd/1'],
};

/** Whether reading the file reads standard input: its name, or the same pipe or file (`/dev/fd/0` by any path). */
function readsStandardInput(file: string): boolean {
  if (STANDARD.input.includes(path.resolve(file))) return true;
  try {
    const [input, named] = [fstatSync(0), statSync(file)];
    return !input.isCharacterDevice() && input.dev === named.dev && input.ino === named.ino;
  } catch {
    return false;
  }
}

/** Whether writing the file writes standard output: its name, or the same file by any path (a link to /dev/stdout). */
function writesStandardOutput(file: string): boolean {
  if (STANDARD.output.includes(path.resolve(file))) return true;
  try {
    const [output, named] = [fstatSync(1), statSync(file)];
    return output.dev === named.dev && output.ino === named.ino;
  } catch {
    return false;
  }
}

/** Whether the file is the one standard input was redirected from (`< prompt.md`). */
function isStandardInput(file: string): boolean {
  try {
    const [input, named] = [fstatSync(0), statSync(file)];
    return input.isFile() && input.dev === named.dev && input.ino === named.ino;
  } catch {
    return false;
  }
}

/** A flag's values as written (`--name VALUE` or `--name=VALUE`), each time it is given; a flag in its place, or empty, names none. */
function flagValues(argv: readonly string[], name: string): string[] {
  return argv.flatMap((arg, at) => {
    const given =
      arg === `--${name}` ? argv[at + 1] : arg.startsWith(`--${name}=`) ? arg.slice(name.length + 3) : undefined;
    return given === undefined || given === '' || given.startsWith('-') ? [] : [given];
  });
}

/** What every command takes alike: the inputs' flags, --json, --no-wait, the files, where the ids came from. */
function commonArgs(values: Values, flagged: string[]) {
  return {
    inputs: Object.fromEntries(
      INPUT_FLAGS.flatMap((name) => (values[name] === undefined ? [] : [[name, values[name]]])),
    ),
    json: values.json === true,
    ...(flagged.length > 0 ? { jobIdsFlagged: flagged } : {}),
    wait: values['no-wait'] !== true,
    ...(values['api-key-file'] === undefined ? {} : { apiKeyFile: values['api-key-file'] as string }),
    ...(values['output-file'] === undefined ? {} : { outputFile: values['output-file'] as string }),
  };
}

export function parseCli(argv: string[], stdinIsTerminal: boolean): CliArgs {
  const { values, positionals } = parsed(argv);
  refuseSecretFlags(values);
  const [first, ...rest] = positionals;
  const flagged = (values['job-id'] as string[] | undefined) ?? [];
  const base = commonArgs(values, flagged);
  if (values.version === true) return { ...base, command: 'version', jobIds: [] };
  const help = helpOf(values, first, rest[0]);
  if (help) return { ...base, ...help, jobIds: [] };
  if (first === undefined || !(COMMANDS as readonly string[]).includes(first))
    throw new UsageError(
      `'${first}' is not a command${didYouMean(first, COMMANDS)}. The commands: ${COMMANDS.join(', ')}; 'wait-for-agent-job --help' says more.`,
    );
  const command = first as CommandName;
  refuseOtherCommandsFlags(command, values);
  refuseJudgingWithoutWait(command, values);
  if (command === 'start')
    return { ...base, command, jobIds: [], prompt: startPrompt(values, rest, flagged, stdinIsTerminal) };
  if (command === 'merge-request') {
    const prompt = loopPrompt(values, rest, flagged, stdinIsTerminal);
    return { ...base, inputs: withGitLabRole(base.inputs), command, jobIds: [], prompt };
  }
  if (command === 'message') {
    // A word beside --job-id could be a job id as well as the message: the message is then asked for by name.
    if (flagged.length > 0 && rest.some((word) => word !== '-'))
      throw new UsageError(
        "'message' takes one job id: with --job-id, give the message with --message TEXT, --message-file FILE or standard input, not as a word (a word there may be a second job id).",
      );
    const [job, text, ...more] = flagged.length > 0 ? [...flagged, ...rest] : rest;
    if (job === undefined || job.trim() === '')
      throw new UsageError(
        `'message' needs the job's id: wait-for-agent-job message JOB_ID --message TEXT.${job === undefined ? '' : EMPTY_ID}`,
      );
    const textGiven = values.message !== undefined || values['message-file'] !== undefined;
    if (more.length > 0 && flagged.length === 0 && !textGiven && splitText([text ?? '', ...more]))
      throw new UsageError(wordsApart('message', 'message', [text ?? '', ...more], `${shellWord(job)} `));
    if (more.length > 0 || flagged.length > 1 || (text !== undefined && textGiven))
      throw new UsageError(
        `'message' goes to one job: give one job id, and the message once.${orSplit([text ?? '', ...more], flagged, values)}`,
      );
    refuseIdAsText('message', text);
    const message = textSource(values, 'message', text, stdinIsTerminal);
    if (!message)
      throw new UsageError(
        "'message' needs a message: --message TEXT, --message-file FILE, or the text on standard input.",
      );
    return { ...base, command, jobIds: [job], message };
  }
  const jobIds = [...flagged, ...rest];
  if (command === 'status' && base.outputFile !== undefined)
    throw new UsageError(
      "'status' writes no --output-file: it reads each job once. Use --json, or 'wait' for the dotenv file.",
    );
  if (jobIds.every((id) => id.trim() === ''))
    throw new UsageError(
      `'${command}' needs at least one job id: wait-for-agent-job ${command} JOB_ID [JOB_ID ...].${jobIds.length > 0 ? EMPTY_ID : ''}`,
    );
  return { ...base, command, jobIds };
}

/** The prompt a merge request's first pipeline starts its job with; no job id (the note records the job). */
function loopPrompt(values: Values, rest: string[], flagged: string[], stdinIsTerminal: boolean) {
  besidePrompt('merge-request', values, rest, flagged, "the merge request's note records its job.");
  if (flagged.length > 0 || (rest.length > 1 && !splitText(rest)))
    throw new UsageError(
      `'merge-request' takes no job id: the merge request's note records its job. Give the prompt with --prompt, --prompt-file or standard input.${orSplit(rest, flagged, values)}`,
    );
  if (rest.length > 1) throw new UsageError(wordsApart('merge-request', 'prompt', rest));
  if (values['agent-login'] === undefined)
    throw new UsageError(
      "'merge-request' needs --agent-login: the GitLab username Mintlify opens its merge requests as (the bot user of the access token Mintlify was given). Without it the agent's own docs merge request would start a job of its own.",
    );
  refuseIdAsText('merge-request', rest[0]);
  const prompt = textSource(values, 'prompt', rest[0], stdinIsTerminal);
  if (!prompt)
    throw new UsageError(
      "'merge-request' needs the prompt a merge request's first pipeline starts its job with: --prompt TEXT, --prompt-file FILE, or the text on standard input.",
    );
  return prompt;
}

/** GitLab's roles, as the permission levels a command's author is held to (src/gitlab/merge-request.ts reads a member's so). */
const GITLAB_ROLES: Record<string, string> = {
  reporter: 'triage',
  developer: 'write',
  maintainer: 'maintain',
  owner: 'admin',
};

/** `--follow-up-permission` on GitLab names a role (Developer); the levels the action takes mean the same. */
function withGitLabRole(inputs: CliArgs['inputs']): CliArgs['inputs'] {
  const given = inputs['follow-up-permission'];
  if (given === undefined) return inputs;
  const word = given.trim().toLowerCase();
  const level = GITLAB_ROLES[word] ?? (Object.values(GITLAB_ROLES).includes(word) ? word : undefined);
  if (level === undefined)
    throw new UsageError(
      `--follow-up-permission is ${shellWord(given)}; use reporter, developer, maintainer or owner: the least role in the project a member needs for a command note to go to the job (developer unless given).`,
    );
  return { ...inputs, 'follow-up-permission': level };
}

/** `-` is standard input or output to a reader of a command line: never a file named `-` here. */
function refuseDashFiles(values: Values): void {
  if (values['api-key-file'] === '-')
    throw new UsageError(
      "--api-key-file - would read a file named '-': the key is read from a file's first line, never from standard input (the prompt may come there). Give the key file's path, or set MINTLIFY_ADMIN_API_KEY.",
    );
  const keyFile = values['api-key-file'];
  if (typeof keyFile === 'string' && keyFile !== '' && readsStandardInput(keyFile))
    throw new UsageError(
      `--api-key-file ${keyFile} reads standard input: the key is read from a file's first line, never from standard input (the prompt may come there, and the key would take it). Give the key file's path, or set MINTLIFY_ADMIN_API_KEY.`,
    );
  const output = values['output-file'];
  if (values.json === true && typeof output === 'string' && output !== '' && writesStandardOutput(output))
    throw new UsageError(
      `--json prints one JSON object on standard output, and --output-file ${output} would put the KEY=VALUE lines there too, so neither would read back: give --output-file a file's path (or /dev/stderr), or leave out --json.`,
    );
  if (values['output-file'] === '-')
    throw new UsageError(
      "--output-file - would write a file named '-'. For standard output give --output-file /dev/stdout (the KEY=VALUE lines come in one block at the end); else give a file's path.",
    );
}

/** The dotenv file is written first thing: one that is a file the command reads would be lost (a key, a prompt). */
function refuseOutputOverInput(values: Values): void {
  const output = values['output-file'];
  if (typeof output !== 'string' || output === '') return;
  for (const flag of READ_FILES) {
    const read = values[flag];
    if (typeof read === 'string' && read !== '' && sameFile(read, output))
      throw new UsageError(
        `--output-file ${output} is the file --${flag} reads: writing the results there would overwrite it. Give --output-file another path.`,
      );
  }
  if (isStandardInput(output))
    throw new UsageError(
      `--output-file ${output} is the file standard input is read from: writing the results there would overwrite it. Give --output-file another path.`,
    );
}

/** Said when the id given is empty: most often a variable that holds none. */
const EMPTY_ID = " The id given is empty: check that the variable that holds it (the start's JOB_ID) is set.";
