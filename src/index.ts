// First, so the signal handlers exist before anything else is evaluated.
import { cancelled } from './runner/cancellation.ts';
import { reportCrash, run } from './main.ts';
import { runnerIO } from './runner/io.ts';

try {
  await run({ signal: cancelled, io: runnerIO });
} catch (error) {
  // run() reports every failure itself; this is the last net, so nothing ends in a stack trace.
  reportCrash(error, runnerIO);
  process.exitCode = 1;
}
// End the process ourselves once stdout has drained. Left to end by itself, Node closes its
// signal handlers while it tears down, and a SIGTERM in that moment kills the process with no
// exit code (the runner reads that as a crash); an idle connection held by a library could also
// keep a finished step running.
process.stdout.write('', () => process.exit());
