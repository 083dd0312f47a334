import { createHttpGet } from './http.ts';
import { ACTION_NAME, run } from './main.ts';
import { runnerIO } from './runner.ts';
import { tuneForWaiting } from './runtime.ts';
import { systemClock } from './wait.ts';

tuneForWaiting();

// The runner cancels a step with SIGINT, then SIGTERM: stop waiting and report what was seen.
const cancellation = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => cancellation.abort());
}

try {
  await run({
    io: runnerIO,
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
  runnerIO.setFailed(`${ACTION_NAME}: ${error instanceof Error ? error.message : String(error)}`);
}
// Exit now rather than when idle sockets close: a cancelled step must end within a second.
process.exit();
