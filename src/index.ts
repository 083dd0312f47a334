import * as core from '@actions/core';
import { createHttpGet } from './http.ts';
import { run, type ActionIO } from './main.ts';
import { tuneForWaiting } from './runtime.ts';
import { systemClock } from './wait.ts';

const io: ActionIO = {
  getInput: (name) => core.getInput(name),
  setSecret: (value) => core.setSecret(value),
  setOutput: (name, value) => core.setOutput(name, value),
  info: (message) => core.info(message),
  debug: (message) => core.debug(message),
  notice: (message, title) => core.notice(message, { title }),
  warning: (message, title) => core.warning(message, title === undefined ? {} : { title }),
  setFailed: (message) => core.setFailed(message),
  startGroup: (name) => core.startGroup(name),
  endGroup: () => core.endGroup(),
  writeSummary: async (html) => {
    await core.summary.addRaw(html).write();
  },
};

tuneForWaiting();

// The runner cancels a step with SIGINT, then SIGTERM: stop waiting and report what was seen.
const cancellation = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => cancellation.abort());
}

try {
  await run({
    io,
    httpGet: createHttpGet(process.env),
    clock: systemClock,
    random: Math.random,
    signal: cancellation.signal,
    env: process.env,
    lookUpPullRequest: async (address, token, signal) =>
      (await import('./github.ts')).lookUpPullRequest(address, token, signal),
  });
} catch (error) {
  // run() reports every failure itself; this is the last net, so nothing ends in a stack trace.
  core.setFailed(`wait-for-agent-job: ${error instanceof Error ? error.message : String(error)}`);
}
// Exit now rather than when idle sockets close: a cancelled step must end within a second.
process.exit();
