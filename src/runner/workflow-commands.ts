/**
 * The runner's side of ActionIO, spoken directly: workflow commands on stdout (`::warning ...::`),
 * file commands for outputs and the job summary, inputs from `INPUT_*`. The same protocol, with
 * the same escaping, as @actions/core, whose entry point also loads its OIDC client and an HTTP
 * client this action never uses on that path: the bundle's entry (index.ts) uses this one, so a
 * step starts without them. `run()` called with no arguments (@github/local-action, GitHub's
 * template) still gets @actions/core (runner/io.ts).
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { EOL } from 'node:os';
import type { ActionIO } from '../out/sink.ts';

const escapeData = (text: string): string => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string): string => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** `::name key=value::message`, one line on stdout; as in @actions/core, any property object adds the space. */
function command(name: string, message: string, properties?: Record<string, string | undefined>): void {
  const set = Object.entries(properties ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const listed = set.map(([key, value]) => `${key}=${escapeProperty(value)}`).join(',');
  const props = properties && Object.keys(properties).length > 0 ? ` ${listed}` : '';
  process.stdout.write(`::${name}${props}::${escapeData(message)}${EOL}`);
}

/** A file command (`GITHUB_OUTPUT`): the file must exist, as the runner makes it. */
function fileCommand(name: 'OUTPUT', text: string): void {
  const file = process.env[`GITHUB_${name}`];
  if (!file) throw new Error(`Unable to find environment variable for file command ${name}`);
  if (!existsSync(file)) throw new Error(`Missing file at path: ${file}`);
  appendFileSync(file, `${text}${EOL}`, { encoding: 'utf8' });
}

/** An output as a heredoc whose delimiter the value cannot hold. */
function setOutput(name: string, value: string): void {
  if (!process.env.GITHUB_OUTPUT) {
    process.stdout.write(EOL);
    return command('set-output', value, { name });
  }
  const delimiter = `ghadelimiter_${randomUUID()}`;
  if (name.includes(delimiter) || value.includes(delimiter))
    throw new Error(`Unexpected input: an output should not contain the delimiter "${delimiter}"`);
  fileCommand('OUTPUT', `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}`);
}

export const workflowCommandsIO: ActionIO = {
  getInput: (name) => (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim(),
  setSecret: (value) => command('add-mask', value),
  setOutput,
  info: (message) => void process.stdout.write(`${message}${EOL}`),
  debug: (message) => command('debug', message),
  isDebug: () => process.env.RUNNER_DEBUG === '1',
  notice: (message, title) => command('notice', message, { title }),
  warning: (message, title) => command('warning', message, title === undefined ? undefined : { title }),
  error: (message, title) => command('error', message, { title }),
  setFailed: (message) => {
    process.exitCode = 1;
    command('error', message);
  },
  startGroup: (name) => command('group', name),
  endGroup: () => command('endgroup', ''),
  writeSummary: async (html) => {
    const file = process.env.GITHUB_STEP_SUMMARY;
    if (!file) {
      throw new Error(
        'Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.',
      );
    }
    await appendFile(file, html, { encoding: 'utf8' });
  },
};
