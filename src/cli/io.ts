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

/**
 * A line for people: one per call, `prefix: ` before warnings and errors, on `write` (standard
 * error). With a live line (a terminal's), where the wait stands is shown on it.
 */
export function createCliIO(
  inputs: Record<string, string>,
  write: (line: string) => void,
  debug: boolean,
  live?: LiveLine,
): CliIO {
  const outputs: Record<string, string> = {};
  let failed: string | undefined;
  // What the runner's log folds away (the outputs, the prompt sent) is left out, but in debug.
  let folded = false;
  const say = (prefix: string, message: string, title?: string): void => {
    if (folded && !debug && prefix === '') return;
    const head = title ? `${prefix}${title}: ` : prefix;
    for (const [i, line] of message.split('\n').entries()) {
      const text = i === 0 ? `${head}${line}` : `  ${line}`;
      if (live) live.line(text);
      else write(text);
    }
  };
  return {
    outputs,
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
