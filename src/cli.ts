#!/usr/bin/env node
import nodeModule from 'node:module';
import type { Clock } from './common/clock.ts';
import type { MergeRequestRun } from './cli/main.ts';

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

// A reader that went away (`| head`, a failed `jq`) is no crash: the command goes on, so its
// dotenv file and exit code still say how it ended. Any other failed write of the data (standard
// output on a full disk) is said, and the command fails: its data is not where the user sent it.
// Standard error holds people's words only: losing them changes no exit code, so the code stays
// the one the JSON and the dotenv file hand on.
let unwritten: string | undefined;
process.stderr.on('error', () => undefined);
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE' || unwritten !== undefined) return;
  unwritten = `standard output could not be written (${error.code ?? error.message})`;
});

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const tooOld = major < 24 || (major === 24 && minor < 5);

// A command run again and again (a terminal, a CI job's steps) starts faster from V8's code cache,
// as tsc and npm do; Node keeps it in the temporary folder and honours NODE_DISABLE_COMPILE_CACHE.
if (!tooOld) nodeModule.enableCompileCache?.();

/** The command's exit code: on a Node.js too old, said as bad usage, loading nothing else. */
async function runCommand(): Promise<number> {
  if (tooOld) return (await import('./cli/too-old.ts')).refuseOldNode(process.argv.slice(2), process.versions.node);
  const [{ runCliProcess }, { run }] = await Promise.all([import('./cli/process.ts'), import('./main.ts')]);
  // 'merge-request' runs the same step on the GitLab merge request its CI job's variables name.
  const mergeRequest = async (env: NodeJS.ProcessEnv, clock: Clock): Promise<MergeRequestRun> => {
    const [{ gitLabRun }, { fullText }, { refusedForGood }] = await Promise.all([
      import('./gitlab/run-host.ts'),
      import('./output/text.ts'),
      import('./pull-request/host.ts'),
    ]);
    const read = gitLabRun(env, clock);
    if (read.kind === 'run') return { kind: 'run', run: (overrides) => run({ ...overrides, host: read.host }) };
    if (read.kind !== 'sweep') return { kind: read.kind, why: fullText(read.why) };
    const send = (await import('./service/transport.ts')).createHttpSend(env);
    return {
      kind: 'each',
      about: fullText(read.about),
      turns: async (reading) => {
        const turns = await read.turns({ ...reading, send });
        if (!turns.ok) return { ok: false, why: fullText(turns.cause), refused: refusedForGood(turns, [401, 403]) };
        const runs = turns.value.hosts.map((host) => ({
          name: `!${host.trigger?.pullNumber ?? ''}`,
          run: (overrides: Parameters<typeof run>[0]) => run({ ...overrides, host }),
        }));
        const unread = turns.value.unread.map(({ iid, why }) => ({ name: `!${iid}`, why: fullText(why) }));
        return { ok: true, runs, unread };
      },
    };
  };
  return runCliProcess(run, controller.signal, () => stopped.by, mergeRequest);
}

const ran = await runCommand();
// A failed write says so on the next turn of the event loop: wait for it.
await new Promise((resolve) => setImmediate(resolve));
// Exit 3, as an --output-file that cannot be written is: the data did not reach where it was sent.
if (unwritten !== undefined) process.stderr.write(`error: ${unwritten}: the data did not reach where it was sent.\n`);
const code = unwritten !== undefined && ran === 0 ? 3 : ran;
const reads = tooOld ? undefined : await import('./cli/process.ts');
process.stdout.write('', () => {
  // Stopped while a file that is a pipe was still being read: Node's exit would wait for that read
  // for ever, so the signal is raised again with its default action (the shell sees 128 + its number).
  if (stopped.by && reads?.fileReadPending() && process.platform !== 'win32') {
    process.removeAllListeners(stopped.by);
    process.kill(process.pid, stopped.by);
  } else process.exit(code);
});
