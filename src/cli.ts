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

const [{ runCliProcess }, { run }] = await Promise.all([import('./cli/process.ts'), import('./main.ts')]);
const code = await runCliProcess(run, controller.signal, () => stopped.by);
process.stdout.write('', () => process.exit(code));
