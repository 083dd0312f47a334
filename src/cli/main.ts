/**
 * `wait-for-agent-job`: start, follow up, wait for and read agent jobs from any CI or a terminal, on
 * the action's own core. start, message and wait run the action's step (`run`, passed in by
 * src/cli.ts) with the flags as its inputs and no pull request; status reads each job once. Data
 * goes to standard output (`--json`), a dotenv file (`--output-file`) and the exit code; words for
 * people to standard error. The key comes only from MINTLIFY_ADMIN_API_KEY or --api-key-file.
 */
import type { Clock } from '../common/clock.ts';
import { waitCommandOf } from './wait-command.ts';
import { NOTHING_TO_DO, type Outcome } from '../common/outcome.ts';
import { idProblem } from '../common/ids.ts';
import type { StepHistory } from '../report/verdict.ts';
import { InputError, isYesNoWord, listedJobIds, MAX_PROMPT_CHARS, readInputs } from '../inputs/inputs.ts';
import { readProxySettings } from '../inputs/proxy.ts';
import { stepSecrets, unexpandedReference } from '../inputs/secrets.ts';
import { commandLineSecrets, earlyRedact, environmentTokens, keyFileSecrets } from './early-redact.ts';
import { createLog, type ActionIO, type Log } from '../output/log.ts';
import { escapeControls, fullText, msg, thousands, withoutRunnerCommands, type Say } from '../output/text.ts';
import { createRedact, type Redact } from '../output/redaction.ts';
import { keyFilesOf, outputFileOf, parseCli, UsageError, type CliArgs } from './args.ts';
import { commandHelp, HELP } from './help.ts';
import { NotUtf8Text, TooLongToRead } from './read-bounded.ts';
import { createCliIO, type CliIO } from './io.ts';
import { createLiveLine, type Terminal } from './live.ts';
import {
  dotenvCuts,
  dotenvOf,
  EXIT,
  exitCodeOf,
  exitCodeOfRun,
  jsonLine,
  redactedJsonLine,
  typedOutputs,
  type StopSignal,
} from './results.ts';
import { readStatus, type JobStatus } from './status.ts';
import { systemLink, writesOwnStream } from './write-privately.ts';
import { unreadJobsOutputs } from '../report/report.ts';

export interface CliDeps {
  argv: string[];
  env: NodeJS.ProcessEnv;
  version: string;
  stdinIsTerminal: boolean;
  readStdin(): Promise<string>;
  readFile(path: string): Promise<string>;
  /** The file's permission bits, or undefined where they mean nothing (Windows) or it cannot be read. */
  fileMode(path: string): Promise<number | undefined>;
  writeFile(path: string, text: string): Promise<void>;
  out(text: string): void;
  err(line: string): void;
  /** Standard error when it is a terminal (not TERM=dumb): the wait's live line is drawn there. */
  terminal?: Terminal;
  clock: Clock;
  /** The action's step, run with the command line's IO and a filtered environment. */
  run(overrides: { io: ActionIO; env: NodeJS.ProcessEnv; signal: AbortSignal; history: StepHistory }): Promise<Outcome>;
  /**
   * The merge request 'merge-request' runs the loop on, read from the CI job's variables (GitLab's,
   * src/gitlab/run-host.ts, passed in by src/cli.ts): the step bound to it, or why there is nothing to run.
   */
  mergeRequest?(env: NodeJS.ProcessEnv, clock: Clock): Promise<MergeRequestRun>;
  signal: AbortSignal;
  /** Which signal stopped the command, once one has. */
  stoppedBy(): StopSignal | undefined;
  /** A regular file's text, at once (undefined for a pipe or a device, or one past 64 KiB). */
  regularFileText?(path: string): Promise<string | undefined>;
  /** --api-key-file as runCli read it before anything else, and its lines: secret from the first line the command writes. */
  keyFile?: { file: string; text: string };
  keyFileLines?: readonly string[];
}

/** A scheduled pipeline's turns: one run of the step a merge request that may owe something, named (`!5`). */
/** `refused`: the host refused the token for good, so no later pipeline lists more with it. */
export type Turns =
  | {
      ok: true;
      runs: Array<{ name: string; run: CliDeps['run'] }>;
      /** Merge requests GitLab did not serve the notes of now: each is said, and fails the schedule (5). */
      unread?: Array<{ name: string; why: string }>;
    }
  | { ok: false; why: string; refused?: boolean };

export type MergeRequestRun =
  | { kind: 'run'; run: CliDeps['run'] }
  | {
      kind: 'each';
      /** Said first: what the pipeline is, and that it looks at every merge request. */
      about?: string;
      turns(reading: { token: string; command?: string; secrets: string[]; signal: AbortSignal }): Promise<Turns>;
    }
  | { kind: 'nothing' | 'refused'; why: string };

/** The environment the step sees: no GitHub Actions variables, so no pull request and no runner's files. */
export function stepEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !/^(GITHUB|INPUT|ACTIONS|RUNNER)_/i.test(name)));
}

/** Where a text not given by its flag was read, named in messages about it (control characters out). */
function sourceOf(name: 'prompt' | 'message', source: CliArgs['prompt']): Record<string, string> {
  if (source === undefined || 'text' in source) return {};
  const where =
    'file' in source ? `--${name}-file '${source.file.replace(/[\p{Cc}\p{Cf}]/gu, '?')}'` : 'standard input';
  return { [`${name}From`]: `the ${name} from ${where}` };
}

/** `read`: the text as read already (the key file, read first of all). */
async function textOf(
  deps: CliDeps,
  source: NonNullable<CliArgs['prompt']>,
  name: string,
  read?: string,
): Promise<string> {
  const where = 'text' in source ? `--${name}` : 'file' in source ? `the file '${source.file}'` : 'standard input';
  let text: string;
  if ('stdin' in source) deps.err(`Reading the ${name} from standard input.`);
  try {
    text =
      read ??
      ('text' in source ? source.text : 'file' in source ? await deps.readFile(source.file) : await deps.readStdin());
  } catch (error) {
    if (deps.signal.aborted) throw error;
    if (error instanceof TooLongToRead)
      throw new UsageError(
        name === 'key file'
          ? `--api-key-file: ${where} is ${error.message}, far more than a key: name the file that holds the admin API key, or set MINTLIFY_ADMIN_API_KEY instead.`
          : `The ${name} from ${where} is ${error.message}, more than the ${thousands(MAX_PROMPT_CHARS)} characters a ${name} may have: check that it is the one meant, or shorten it.`,
      );
    const why = error instanceof Error ? error.message : String(error);
    const what =
      'file' in source ? `The ${name.replace(/ file$/, '')} file '${source.file}'` : `The ${name} from ${where}`;
    if (error instanceof NotUtf8Text)
      throw new UsageError(
        `${what} is not UTF-8 text (${why}), so nothing is sent: save it as UTF-8 (in PowerShell: Out-File -Encoding utf8), then run again.`,
      );
    throw new UsageError(`${what} could not be read (${why}). Check the path and its permissions.`);
  }
  // Node reads an argument's bytes that are no UTF-8 (a Latin-1 terminal's) as U+FFFD: sent, the
  // job would get replacement characters, which a file or standard input of such bytes is refused for.
  if ('text' in source && text.includes('\uFFFD'))
    throw new UsageError(
      `${where} holds bytes that are not UTF-8 (such as Latin-1 text), read as the replacement character "\uFFFD", so nothing is sent: set the terminal or variable to UTF-8, or save the text as UTF-8 and give --${name}-file instead.`,
    );
  // An empty follow-up would send nothing and still end 0: a script's empty variable must not pass for one.
  if (text.trim() === '')
    throw new UsageError(
      name === 'key file'
        ? `--api-key-file: ${where} is empty. Write the admin API key on its first line (chmod 600), or set MINTLIFY_ADMIN_API_KEY instead.`
        : `The ${name} from ${where} is empty: give the text to send.`,
    );
  return text;
}

/** The admin key: MINTLIFY_ADMIN_API_KEY, or the first line of --api-key-file (a warning when others may read it). */
async function apiKeyOf(deps: CliDeps, args: CliArgs, log: (line: string) => void): Promise<string> {
  if (args.apiKeyFile === undefined) {
    const key = deps.env.MINTLIFY_ADMIN_API_KEY ?? '';
    const reference = unexpandedReference(key);
    if (reference !== undefined)
      throw new UsageError(
        `MINTLIFY_ADMIN_API_KEY holds ${reference}, which this CI did not expand, not a key: set it to the key itself from the CI's secrets (CircleCI, for one, does not expand an environment: value).`,
      );
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
async function inputsOf(deps: CliDeps, args: CliArgs, reading: { now: string }): Promise<Record<string, string>> {
  const flagged = args.inputs['project-id'];
  if (flagged !== undefined && flagged.trim() === '' && (deps.env.MINTLIFY_PROJECT_ID ?? '').trim() !== '')
    throw new UsageError(
      "--project-id is empty (a variable that holds nothing?) while MINTLIFY_PROJECT_ID is set: leave --project-id out to use it, or give the project's id.",
    );
  reading.now = 'the key';
  const inputs: Record<string, string> = {
    'project-id': args.inputs['project-id'] ?? deps.env.MINTLIFY_PROJECT_ID ?? '',
    'api-key': await apiKeyOf(deps, args, deps.err),
    // No pull request of its own: only 'merge-request' keeps a note (its inputs below), and no debug line names the action's 'report-token'.
    comment: 'false',
    ...args.inputs,
    wait: args.wait ? 'true' : 'false',
  };
  if (args.jobIds.length > 0) inputs['job-id'] = args.jobIds.join('\n');
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
  if (args.prompt) inputs.prompt = await textOf(deps, args.prompt, 'prompt');
  reading.now = 'the message';
  if (args.message) inputs.message = await textOf(deps, args.message, 'message');
  return inputs;
}

/**
 * What the merge request's loop writes with: GITLAB_TOKEN (the job's variable, never a flag) for the
 * note, the status and the docs merge request, one note kept on each (the docs merge request's
 * carries the job's record, so its reviews and `/docs` notes find the job), and the status named
 * "Docs agent" unless --check-name names another.
 */
function mergeRequestInputs(env: NodeJS.ProcessEnv, flags: CliArgs['inputs'], apiKey: string): Record<string, string> {
  const token = env.GITLAB_TOKEN ?? '';
  const keyMissing = apiKey === '';
  const reference = unexpandedReference(token);
  if (reference !== undefined)
    throw new UsageError(
      `GITLAB_TOKEN holds ${reference}, which this CI did not expand, not a token: set it to the token itself, as a masked CI/CD variable.`,
    );
  if (token.trim() === '')
    throw new UsageError(
      `No GITLAB_TOKEN: 'merge-request' writes the merge request's note and status with it. Make a project access token (Developer role, 'api' scope) and set it as a masked CI/CD variable named GITLAB_TOKEN.${keyMissing ? ' No MINTLIFY_ADMIN_API_KEY either: set the admin API key as a masked CI/CD variable of that name.' : ''}${protectedHint(env)}`,
    );
  // Said once, in GitLab's words: the step's own check would name two GitHub inputs.
  if (!keyMissing && token.trim() === apiKey.trim())
    throw new UsageError(
      `GITLAB_TOKEN holds the admin API key (the value of MINTLIFY_ADMIN_API_KEY), which would send the key to GitLab: set GITLAB_TOKEN to a project access token (Developer role, 'api' scope), as a masked CI/CD variable.`,
    );
  if (isJobToken(token.trim(), env))
    throw new UsageError(
      `GITLAB_TOKEN holds the pipeline's own job token (CI_JOB_TOKEN), which cannot write a note or a commit status. Make a project access token (Developer role, 'api' scope) and set it as a masked CI/CD variable named GITLAB_TOKEN.`,
    );
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
const isJobToken = (token: string, env: NodeJS.ProcessEnv): boolean =>
  token.startsWith('glcbt-') || (env.CI_JOB_TOKEN !== undefined && env.CI_JOB_TOKEN.trim() === token);

/**
 * --let-go: the job's turn is started or sent and the runner let go; the scheduled pipeline (or the
 * merge request's next one) finishes its note and status once the job has ended.
 */
function letGoOf(value: string | undefined): boolean {
  if (value === undefined) return false;
  if (!isYesNoWord(value.trim()))
    throw new UsageError(
      `--let-go is '${value}': write --let-go (or --let-go=true) to let the runner go, --let-go=false to wait.`,
    );
  return /^(true|yes|on)$/i.test(value.trim());
}

/**
 * GitLab gives a Protected variable only to pipelines of protected branches and tags: a merge
 * request's pipeline of any other branch sees it empty, though it is set.
 */
function protectedHint(env: NodeJS.ProcessEnv): string {
  if ((env.CI_MERGE_REQUEST_IID ?? '') === '' || (env.CI_MERGE_REQUEST_SOURCE_BRANCH_PROTECTED ?? '') === 'true')
    return '';
  return ' If it is set (Settings, CI/CD, Variables) and marked Protected, a merge request pipeline of an unprotected branch gets none: clear Protected, keep Masked.';
}

/** Bad inputs end the command before anything is sent, with the action's own words (redacted): the problems, none when it may go on. */
function checkInputs(log: Log, inputs: Record<string, string>, env: NodeJS.ProcessEnv): string[] {
  const problems: Say[] = [...readProxySettings(env).problems];
  if (inputs['api-key'] === '')
    problems.push(
      `No admin API key: set MINTLIFY_ADMIN_API_KEY in the environment, or pass --api-key-file FILE.${protectedHint(env)}`,
    );
  if (inputs['project-id'] === '')
    problems.push(
      "No project: pass --project-id ID, or set MINTLIFY_PROJECT_ID (the dashboard's API keys page has it).",
    );
  // Every problem at once, the flags' too when the key or the project is missing (said once, above).
  const said = ['api-key', 'project-id'].filter((name) => inputs[name] === '').map((name) => `'${name}'`);
  try {
    readInputs((name) => inputs[name] ?? '');
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    problems.push(...error.problems.filter((problem) => !said.some((name) => fullText(problem).includes(name))));
    // Said with the problems, so a user fixes everything in one go (the step says them when it runs).
    for (const warning of error.warnings) log.warning(warning);
  }
  for (const problem of problems) log.info(msg`error: ${problem}`);
  return problems.map((problem) => log.line(problem, 1_000));
}

/**
 * The dotenv file written before anything is sent (every value empty, EXIT_CODE too): a path that
 * cannot be written is bad usage now, not after a job was started and waited for.
 */
async function outputFileUnwritable(deps: CliDeps, args: CliArgs, redact: Redact): Promise<string | undefined> {
  if (args.outputFile === undefined || args.command === 'status') return undefined;
  if (namesSecret(args.outputFile, redact)) {
    const words = `--output-file '${redact(args.outputFile)}' holds a secret (the api-key or a token), or a piece of one: a file of that name would show it wherever its folder is listed, so nothing is written or sent. Give --output-file another path.`;
    deps.err(`error: ${words}`);
    return words;
  }
  // The command's own output or error stream (/dev/stdout) takes the one dotenv block at the end, not an empty one first.
  if (systemLink(args.outputFile) || writesOwnStream(args.outputFile)) return undefined;
  try {
    await deps.writeFile(args.outputFile, redact(dotenvOf({}, '')));
    return undefined;
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    const words = `--output-file '${args.outputFile}' cannot be written (${why}): nothing was sent. Give a path in a folder you can write to.`;
    deps.err(`error: ${words}`);
    return plainLine(words, redact);
  }
}

/** A path that holds a secret, or a piece of one: no file is made by that name (a folder's listing would show it). */
const namesSecret = (file: string, redact: Redact): boolean => redact(file) !== file;

/** The dotenv file of a command refused as bad usage: EXIT_CODE=3, so the next CI job can say why. */
async function usageEnding(deps: CliDeps, outputFile: string | undefined, redact: Redact): Promise<void> {
  if (outputFile === undefined || namesSecret(outputFile, redact)) return;
  await deps.writeFile(outputFile, redact(dotenvOf({}, EXIT.usage))).catch((error: unknown) => {
    const why = error instanceof Error ? error.message : String(error);
    deps.err(`error: --output-file '${outputFile}' could not be written either (${why}).`);
  });
}

/** Bad usage, said already on standard error: with --json, said on standard output too; the dotenv file says so. */
async function badUsage(deps: CliDeps, args: CliArgs, words: string, redact: Redact): Promise<number> {
  if (args.json) deps.out(jsonLine({ error: words, 'exit-code': EXIT.usage }));
  await usageEnding(deps, args.command === 'status' ? undefined : args.outputFile, redact);
  return EXIT.usage;
}

/**
 * The result on standard output and in the dotenv file, redacted once more as a whole: a value
 * the outputs held redacted may be made whole again by what typing does (JSON escapes parsed, a
 * status put in lower case).
 */
async function handOn(
  deps: CliDeps,
  args: CliArgs,
  outputs: Record<string, string>,
  code: number,
  redact: Redact,
): Promise<number> {
  // The file first: the JSON's exit-code is the one the command exits with, a failed write's too.
  const final = await writeOutputFile(deps, args, outputs, code, redact);
  if (args.json) deps.out(redactedJsonLine({ ...typedOutputs(outputs), 'exit-code': final }, redact));
  // Without --json, the data is the job ids, one a line, as `wait`, `message` and `status` take them.
  else if (args.command !== 'merge-request') deps.out(jobIdLines(outputs['job-id'] ?? '', redact));
  return final;
}

/** The job ids of an output, one a line, each as the log shows a value; none when no job is known. */
function jobIdLines(jobIds: string, redact: Redact): string {
  return listedJobIds(jobIds)
    .filter((id) => idProblem(id) === undefined)
    .map((id) => `${plainLine(id, redact)}\n`)
    .join('');
}

/** Writes --output-file, if given; the exit code then (3 when it could not be written). */
async function writeOutputFile(
  deps: CliDeps,
  args: CliArgs,
  outputs: Record<string, string>,
  code: number,
  redact: Redact,
): Promise<number> {
  if (args.outputFile === undefined) return code;
  try {
    await deps.writeFile(args.outputFile, redact(dotenvOf(outputs, code)));
    for (const cut of dotenvCuts(outputs)) deps.err(`note: ${cut}`);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    deps.err(`error: --output-file '${args.outputFile}' could not be written (${why}).`);
    return code === EXIT.ok ? EXIT.usage : code;
  }
  return code;
}

/** A pipeline the command refuses (bad usage) or has nothing to do in (said, exit 0): its words redacted. */
async function nothingToRun(
  deps: CliDeps,
  args: CliArgs,
  runStep: Extract<MergeRequestRun, { kind: 'nothing' | 'refused' }>,
): Promise<number> {
  if (runStep.kind === 'refused') throw new UsageError(runStep.why);
  const redact = earlyRedact(deps);
  deps.err(escapeControls(redact(runStep.why)));
  return handOn(deps, args, {}, EXIT.ok, redact);
}

async function runCommand(deps: CliDeps, args: CliArgs): Promise<number> {
  const env = stepEnv(deps.env);
  // Where the step runs comes first: a pipeline with nothing to do needs no key, and reads no prompt.
  const runStep = await stepOf(deps, args);
  if (runStep.kind !== 'run' && runStep.kind !== 'each') return nothingToRun(deps, args, runStep);
  let inputs: Record<string, string>;
  const reading = { now: '' };
  try {
    inputs = await inputsOf(deps, args, reading);
  } catch (error) {
    const stopped = deps.stoppedBy();
    if (!stopped) throw error;
    return cancelledWhileReading(deps, args, stopped, reading.now);
  }
  const debug = env.RUNNER_DEBUG === '1' || deps.env.RUNNER_DEBUG === '1';
  // Debug lines come thick and fast: a live line between them would only flicker.
  const live =
    deps.terminal && !debug && args.command !== 'status' ? createLiveLine(deps.terminal, deps.clock) : undefined;
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
    waitCommand: (jobId: string, afterMessage?: boolean) => waitCommandOf(args, jobId, afterMessage),
  };
  const io = createCliIO(inputs, deps.err, debug, live, from);
  const secrets = [...stepSecrets(io, readProxySettings(env)), ...environmentTokens(env)];
  const redact = createRedact([...secrets, ...commandLineSecrets(deps)]);
  const log = createLog(io, secrets);
  const problems = checkInputs(log, inputs, env);
  if (problems.length > 0) return badUsage(deps, args, problems.join(' '), redact);
  const unwritable = await outputFileUnwritable(deps, args, redact);
  if (unwritable)
    return args.json ? (deps.out(jsonLine({ error: unwritable, 'exit-code': EXIT.usage })), EXIT.usage) : EXIT.usage;
  if (args.command === 'status') {
    const read = await readStatus(log, inputs, env, deps.signal, secrets);
    const stopped = deps.stoppedBy();
    const code = stopped ? exitCodeOf('cancelled', true, stopped) : read.code;
    if (args.json) deps.out(redactedJsonLine({ jobs: read.jobs, 'exit-code': code }, redact));
    // Without --json, the data a script reads still goes to standard output: a job a line.
    else deps.out(read.jobs.map((job) => `${statusLine(job, redact)}\n`).join(''));
    return code;
  }
  if (runStep.kind === 'each') {
    live?.stop();
    return runEach(deps, args, runStep, { inputs, env, secrets, debug, redact });
  }
  const history: StepHistory = { started: false };
  const outcome = await runStep.run({ io, env, signal: deps.signal, history }).finally(() => live?.stop());
  const code = stepExitCode(outcome, io, deps.stoppedBy(), history);
  const sent = io.outputs['job-id'] ?? '';
  // Sent and not waited for: the command that waits for it, the next step a person needs.
  if (!args.wait && outcome === 'started' && /^[A-Za-z0-9._~-]{1,200}$/.test(sent))
    deps.err(redact(`To wait for it: ${waitCommandOf(args, sent, args.command === 'message')}`));
  return handOn(deps, args, io.outputs, code, redact);
}

/** The exit code of one run of the step; with several jobs the highest wins, a refused one's 4 beside another's 5 too. */
function stepExitCode(outcome: Outcome, io: CliIO, stopped: StopSignal | undefined, history: StepHistory): number {
  const failed = io.failure() !== undefined;
  // A request the service refused as sent (a 4xx) is no outage: sending it again meets the same
  // answer. A step with nothing to do fails when the host refused its token (refused too) or could
  // not be read (unreachable).
  const nothingToDo = (NOTHING_TO_DO as readonly string[]).includes(outcome);
  const refused =
    failed &&
    ((outcome === 'error' && (history.postFailure?.answered === true || history.readRejected === true)) ||
      (nothingToDo && history.hostUnread !== true));
  const own =
    failed && history.setupStuck
      ? EXIT.usage
      : refused
        ? EXIT.refused
        : failed && nothingToDo
          ? EXIT.unreachable
          : undefined;
  return exitCodeOfRun(outcome, failed, stopped, io.outputs, history.answered, own);
}

/**
 * A scheduled pipeline's turns, one after another, each the step on one merge request with its own
 * output: standard error says which; --json lists each one's outcome and exit code; the command
 * exits with the highest.
 */
async function runEach(
  deps: CliDeps,
  args: CliArgs,
  each: Extract<MergeRequestRun, { kind: 'each' }>,
  run: { inputs: Record<string, string>; env: NodeJS.ProcessEnv; secrets: string[]; debug: boolean; redact: Redact },
): Promise<number> {
  const { inputs, env, secrets, debug, redact } = run;
  if (each.about) deps.err(escapeControls(redact(each.about)));
  const command = inputs['follow-up-command'];
  const token = inputs['report-token'] ?? '';
  const turns = await each.turns({ token, ...(command ? { command } : {}), secrets, signal: deps.signal });
  const cancelled = deps.stoppedBy();
  // Cancelled while listing: the listing's failure is the cancel's, and the exit code says the signal.
  if (!turns.ok && cancelled)
    return handOn(deps, args, { outcome: 'cancelled' }, exitCodeOf('cancelled', true, cancelled), redact);
  if (!turns.ok) {
    const next = turns.refused
      ? 'fix the token as said, then run the pipeline again'
      : 'the next scheduled pipeline tries again';
    // GitLab's words, quoted, may hold a token (an echo of it, encoded): redacted as every line is.
    deps.err(
      escapeControls(redact(`error: the merge requests to look at could not be listed (${turns.why}): ${next}.`)),
    );
    return handOn(deps, args, { outcome: 'error' }, turns.refused ? EXIT.refused : EXIT.unreachable, redact);
  }
  const results: ScheduleTurn[] = [];
  for (const { name, why } of turns.unread ?? []) {
    deps.err(
      escapeControls(
        redact(
          `Merge request ${name}: its notes could not be read (${why}): the next scheduled pipeline looks at it again.`,
        ),
      ),
    );
    results.push({ 'merge-request': name, outcome: 'error', 'exit-code': EXIT.unreachable });
  }
  if (turns.runs.length === 0 && results.length === 0)
    deps.err('No merge request updated in the last 24 hours holds a job or a command: nothing to do.');
  for (const turn of turns.runs) {
    if (deps.stoppedBy()) break;
    deps.err(`Merge request ${turn.name}:`);
    const io = createCliIO(inputs, deps.err, debug);
    const history: StepHistory = { started: false };
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
    ? exitCodeOf('cancelled', true, stopped)
    : Math.max(EXIT.ok, ...results.map((r) => r['exit-code']));
  const final = await writeOutputFile(deps, args, scheduleOutputs(results), code, redact);
  if (args.json) deps.out(redactedJsonLine({ 'merge-requests': results, 'exit-code': final }, redact));
  return final;
}

/** One turn of a scheduled pipeline, as --json lists it: with the pending job it found ended and finished, if any. */
interface ScheduleTurn {
  'merge-request': string;
  outcome: string;
  'exit-code': number;
  finished?: { 'job-id': string; outcome: Outcome };
}

/** A scheduled pipeline's outputs: the jobs its turns finished, and how many of them failed. */
function scheduleOutputs(results: ScheduleTurn[]): Record<string, string> {
  const finished = results.flatMap((turn) => (turn.finished ? [turn.finished] : []));
  return {
    outcome: results.length === 0 ? 'nothing-new' : 'swept',
    'job-id': finished.map((job) => job['job-id']).join('\n'),
    'failed-count': String(finished.filter((job) => job.outcome === 'failed').length),
  };
}

/** The step to run: the action's, or for 'merge-request' the one bound to the CI job's merge request. */
async function stepOf(deps: CliDeps, args: CliArgs): Promise<MergeRequestRun> {
  if (args.command !== 'merge-request') return { kind: 'run', run: deps.run };
  return (
    (await deps.mergeRequest?.(deps.env, deps.clock)) ?? {
      kind: 'refused',
      why: "'merge-request' runs only in a GitLab CI job: this command line was built without its GitLab host.",
    }
  );
}

/** Stopped before anything was sent, while reading an input: said, and handed on like any other ending. */
async function cancelledWhileReading(
  deps: CliDeps,
  args: CliArgs,
  stopped: StopSignal,
  reading: string,
): Promise<number> {
  const code = exitCodeOf('cancelled', true, stopped);
  const redact = earlyRedact(deps);
  if (args.command === 'status') {
    deps.err(`Cancelled (${stopped}) while reading ${reading}: no job was read.`);
    // Each job named, unread: one a line, as any status.
    const error = `cancelled (${stopped}) before it was read`;
    const jobs = listedJobIds(args.jobIds.join('\n')).map((id): JobStatus => ({ ...UNREAD_STATUS, id, error }));
    if (args.json) deps.out(redactedJsonLine({ jobs, 'exit-code': code }, redact));
    else deps.out(jobs.map((job) => `${statusLine(job, redact)}\n`).join(''));
    return code;
  }
  deps.err(`Cancelled (${stopped}) while reading ${reading}: nothing was sent.`);
  // The job ids given are known: handed on as any ending hands them on.
  // Listed as the job-id input lists them (commas too), as a command not stopped waits for them.
  return handOn(deps, args, unreadJobsOutputs(listedJobIds(args.jobIds.join('\n')), 'cancelled'), code, redact);
}

/**
 * --api-key-file, when it is a file (not a pipe, `<(…)`, which gives its text once and may wait),
 * read once before anything else: its text for the key, and its lines (each as a key, `KEY=` or
 * quotes aside) as secrets. One that is no file, or cannot be read now, is read where the key is.
 */
async function readKeyFile(
  deps: Pick<CliDeps, 'argv' | 'regularFileText'>,
): Promise<Pick<CliDeps, 'keyFile' | 'keyFileLines'>> {
  const file = keyFilesOf(deps.argv)[0];
  const text = file === undefined ? undefined : await deps.regularFileText?.(file).catch(() => undefined);
  if (file === undefined || text === undefined) return {};
  return { keyFile: { file, text }, keyFileLines: keyFileSecrets(text) };
}

const UNREAD_STATUS: Omit<JobStatus, 'id' | 'error'> = {
  status: null,
  'pr-link': null,
  repository: null,
  ref: null,
  'created-at': null,
  'archived-at': null,
};

/** A job's status as data: its id, status (`unread` when it could not be read) and pull request, tab-separated. */
function statusLine(job: JobStatus, redact: Redact): string {
  return [job.id, job.status ?? 'unread', job['pr-link'] ?? ''].map((field) => plainLine(field, redact)).join('\t');
}

/** A line of the command line's own: redacted, control characters escaped, no command a CI runner reads. */
function plainLine(line: string, redact: Redact): string {
  // A line that starts `::` is a workflow command to a runner that reads this output (a step of its own).
  return withoutRunnerCommands(escapeControls(redact(line)).replace(/^(\s*):/, '$1\\u003a'));
}

/** Runs the command line; resolves to the exit code. */
export async function runCli(cli: CliDeps): Promise<number> {
  const given = { ...cli, ...(await readKeyFile(cli)) };
  const redact = earlyRedact(given);
  // Every line the command line writes itself (a path, a flag's value, an error's words) is shown
  // as the log shows values: redacted, no control character, no workflow command a runner reads.
  const deps = {
    ...given,
    err: (line: string) => given.err(plainLine(line, redact)),
    // The live line draws the same lines on a terminal: redacted there too (its own escapes kept).
    ...(given.terminal
      ? { terminal: { ...given.terminal, write: (text: string) => given.terminal?.write(redact(text)) } }
      : {}),
  };
  let args: CliArgs | undefined;
  try {
    args = parseCli(deps.argv, deps.stdinIsTerminal);
    if (args.command === 'help') return (deps.out(args.helpFor ? commandHelp(args.helpFor) : HELP), EXIT.ok);
    if (args.command === 'version')
      return (deps.out(args.json ? `${JSON.stringify({ version: deps.version })}\n` : `${deps.version}\n`), EXIT.ok);
    return await runCommand(deps, args);
  } catch (error) {
    // A signal while the prompt was still being read: end at once, as a cancel.
    const stopped = deps.stoppedBy();
    if (stopped) return exitCodeOf('cancelled', true, stopped);
    if (!(error instanceof UsageError)) throw error;
    deps.err(`error: ${error.message}`);
    // Its dotenv file says EXIT_CODE=3 too, read whole or not (a flag refused, a job id missing).
    if (args) return badUsage(deps, args, plainLine(error.message, redact), redact);
    await usageEnding(deps, outputFileOf(deps.argv), redact);
    // A script that asked for JSON gets JSON, even for a command line it could not read.
    if (given.argv.includes('--json'))
      deps.out(jsonLine({ error: plainLine(error.message, redact), 'exit-code': EXIT.usage }));
    return EXIT.usage;
  }
}
