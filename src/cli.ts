#!/usr/bin/env node
// The command line's entry (package.json's bin). The signal handlers come first, so a Ctrl-C that
// comes early still ends the command with what it knows; the rest loads once Node is new enough.
const stopped: { by?: 'SIGINT' | 'SIGTERM' | 'SIGHUP' } = {};
const controller = new AbortController();
// SIGHUP: the terminal went away (an ssh session closed); Windows has none to send.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    stopped.by ??= signal;
    controller.abort();
  });
}

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 24 || (major === 24 && minor < 5)) {
  process.stderr.write(
    `error: wait-for-agent-job needs Node.js 24.5 or later (this is ${process.versions.node}). Install Node.js 24.5 or later (nodejs.org, or a node:24 image in CI).\n`,
  );
  process.exit(3);
}

const [{ fileReadPending, runCliProcess }, { run }] = await Promise.all([
  import('./cli/process.ts'),
  import('./main.ts'),
]);
const code = await runCliProcess(run, controller.signal, () => stopped.by);
process.stdout.write('', () => {
  // Stopped while a file that is a pipe was still being read: Node's exit would wait for that read
  // for ever, so the signal is raised again with its default action (the shell sees 128 + its number).
  if (stopped.by && fileReadPending() && process.platform !== 'win32') {
    process.removeAllListeners(stopped.by);
    process.kill(process.pid, stopped.by);
  } else process.exit(code);
});
