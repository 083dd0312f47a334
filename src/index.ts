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
// Never exit with writes pending: process.exit() would cut off output still buffered for a pipe.
// Once stdout has drained, give the process a moment to end by itself, then end it, so an idle
// connection held by a library cannot keep a finished step running.
process.stdout.write('', () => setTimeout(() => process.exit(), 50).unref());
