/**
 * The runner's side of ActionIO, on @actions/core's own command, file-command and summary
 * modules. They are imported by path because `@actions/core`'s entry also loads its OIDC client,
 * which pulls in @actions/http-client, undici and tunnel: about 920 KiB this action never runs
 * and that every start would parse (measured by `npm run bench`).
 */
import { issue, issueCommand } from '../node_modules/@actions/core/lib/command.js';
import { issueFileCommand, prepareKeyValueMessage } from '../node_modules/@actions/core/lib/file-command.js';
import { summary } from '../node_modules/@actions/core/lib/summary.js';
import { toCommandProperties } from '../node_modules/@actions/core/lib/utils.js';
import { EOL } from 'node:os';
import type { ActionIO } from './main.ts';

/** As the runner names them: INPUT_ and the name upper-cased, spaces as underscores. */
function getInput(name: string): string {
  return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

function setOutput(name: string, value: string): void {
  if (process.env.GITHUB_OUTPUT) {
    issueFileCommand('OUTPUT', prepareKeyValueMessage(name, value));
  } else {
    // A local run, outside the runner: print it as the runner's old command did.
    process.stdout.write(EOL);
    issueCommand('set-output', { name }, value);
  }
}

export const runnerIO: ActionIO = {
  getInput,
  setSecret: (value) => issueCommand('add-mask', {}, value),
  setOutput,
  info: (message) => process.stdout.write(message + EOL),
  debug: (message) => issueCommand('debug', {}, message),
  notice: (message, title) => issueCommand('notice', toCommandProperties({ title }), message),
  warning: (message, title) =>
    issueCommand('warning', toCommandProperties(title === undefined ? {} : { title }), message),
  setFailed: (message) => {
    process.exitCode = 1;
    issueCommand('error', {}, message);
  },
  startGroup: (name) => issue('group', name),
  endGroup: () => issue('endgroup'),
  writeSummary: async (html) => {
    await summary.addRaw(html).write();
  },
};
