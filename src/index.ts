import { reportCrash, run } from './main.ts';
import { tuneForWaiting } from './runtime.ts';

tuneForWaiting();

// The runner cancels a step with SIGINT, then SIGTERM: stop waiting and report what was seen.
const cancellation = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => cancellation.abort());
}

try {
  await run({ signal: cancellation.signal });
} catch (error) {
  // run() reports every failure itself; this is the last net, so nothing ends in a stack trace.
  reportCrash(error);
  process.exitCode = 1;
}
// No process.exit(): it would cut off output still buffered for a pipe. Nothing is left to keep
// the process alive (idle keep-alive sockets are unreferenced), so it ends once stdout drains.
