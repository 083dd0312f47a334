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
}

const FLAG_NAMES =
  'project-id|base-url|timeout|poll-interval|fail-on|require-pr|fail-fast|allow-insecure-http|job-id|prompt|message';

/**
 * The action's words for its inputs, said as the command line's: `'fail-on'` is `--fail-on`,
 * `require-pr: false` is `--require-pr false`, `wait: false` is `--no-wait`, the api-key is
 * MINTLIFY_ADMIN_API_KEY, and the step is the command.
 */
export function inCliWords(text: string, from: InputSources = {}): string {
  return text
    .replace(/'api-key'/g, from.apiKeyFile ? `the key in --api-key-file ${from.apiKeyFile}` : 'MINTLIFY_ADMIN_API_KEY')
    .replace(/'project-id'/g, from.projectIdFromEnv ? 'MINTLIFY_PROJECT_ID' : "'project-id'")
    .replace(/'wait: false'|\bwait: false\b/g, '--no-wait')
    .replace(new RegExp(`'(${FLAG_NAMES})'`, 'g'), '--$1')
    .replace(new RegExp(`\\b(${FLAG_NAMES}): (true|false|\\d+[a-z]*)\\b`, 'g'), '--$1 $2')
    .replace(/\b([Tt])he step\b/g, '$1he command');
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
    const head = title ? `${prefix}${title}: ` : prefix;
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
