/** The runner's side of ActionIO, on @actions/core's public entry point. */
import * as core from '@actions/core';
import type { ActionIO } from '../output/log.ts';

export const runnerIO: ActionIO = {
  getInput: (name) => core.getInput(name),
  setSecret: (value) => core.setSecret(value),
  setOutput: (name, value) => core.setOutput(name, value),
  info: (message) => core.info(message),
  debug: (message) => core.debug(message),
  isDebug: () => core.isDebug(),
  notice: (message, title) => core.notice(message, { title }),
  warning: (message, title) => core.warning(message, title === undefined ? {} : { title }),
  error: (message, title) => core.error(message, { title }),
  setFailed: (message) => core.setFailed(message),
  startGroup: (name) => core.startGroup(name),
  endGroup: () => core.endGroup(),
  writeSummary: async (html) => {
    // A write that failed must not leave its text in @actions/core's buffer for the next one.
    await core.summary.emptyBuffer().addRaw(html).write();
  },
};
