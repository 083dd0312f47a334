// The action's entry. The signal handlers come first and the rest of the bundle loads after them
// (a chunk of its own), so a cancel that comes while Node reads the bundle still ends the step
// with its outputs and summary written, as the command line's entry does.
import { cancelled } from './runner/cancellation.ts';

try {
  const [{ run }, { runnerIO }] = await Promise.all([import('./main.ts'), import('./runner/io.ts')]);
  try {
    await run({ signal: cancelled, io: runnerIO });
  } catch (error) {
    // run() reports every failure itself; this is the last net, so nothing ends in a stack trace.
    (await import('./main.ts')).reportCrash(error, runnerIO);
    process.exitCode = 1;
  }
} catch (error) {
  // The bundle itself could not be loaded (a file missing from dist/). The log's redaction and
  // escaping are in what failed to load, so only fixed words and Node's error code are printed.
  const code = (error as { code?: unknown } | null)?.code;
  const named = typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? ` (${code})` : '';
  process.stdout.write(
    `::error::wait-for-agent-job could not load its own files${named}: its dist/ folder is incomplete. Use a released tag of the action, or run 'npm run bundle' and commit dist/ whole.\n`,
  );
  process.exitCode = 1;
}
// End the process ourselves once stdout has drained. Left to end by itself, Node closes its
// signal handlers while it tears down, and a SIGTERM in that moment kills the process with no
// exit code (the runner reads that as a crash); an idle connection held by a library could also
// keep a finished step running.
process.stdout.write('', () => process.exit());
