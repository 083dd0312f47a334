/**
 * Was broken: the live line is drawn whenever standard error is a terminal and TERM is not `dumb`, also
 * in a CI job (CI=true). docs/cli.md: "On a terminal ... one live line below them says where the
 * wait stands, drawn over itself each second ... In a CI log or a pipe there is none." Some CIs
 * run their steps in a pseudo-terminal with TERM set (Buildkite's agent does by default; its
 * `--no-pty` turns it off). There the log gets a `\r\e[2K...(Ctrl-C to stop)` frame every second
 * for the whole wait (1,800 frames in a 30-minute wait), with "Ctrl-C to stop" that no one in a CI
 * can press.
 *
 * How a user meets it: a Buildkite step (CI=true, BUILDKITE=true, a pty) waits 45 minutes for a
 * job: the raw log holds thousands of escape-sequence frames between the status lines.
 *
 * What should happen instead: with CI=true (set by GitLab, CircleCI, Buildkite, Travis, GitHub) the
 * command writes plain lines only, as in a pipe, even when its standard error is a pseudo-terminal.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';
import { CLI } from './helpers/cli.ts';

const SCRIPT = '/usr/bin/script';
const CLEAR = '\r\u001b[2K';
let service: SimulatedService;

beforeAll(async () => {
  // job-pr reads active twice, then completed: the wait lasts two poll intervals.
  service = await startService();
});
afterAll(async () => service.close());

/** The command in a pseudo-terminal (util-linux `script`), as Buildkite's agent runs a step. */
function inCiPseudoTerminal(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; text: string }> {
  const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;
  const command = [process.execPath, CLI, ...args].map(quote).join(' ');
  return new Promise((resolve) => {
    const child = spawn(SCRIPT, ['-qec', command, '/dev/null'], {
      env: {
        PATH: process.env.PATH ?? '',
        MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY,
        MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID,
        ...env,
      },
    });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('close', (code) => resolve({ code, text }));
  });
}

describe('in a CI job whose steps run in a pseudo-terminal', () => {
  (existsSync(SCRIPT) ? it : it.skip)('writes no live line into the CI log when CI=true', async () => {
    const ran = await inCiPseudoTerminal(
      ['wait', 'job-pr', '--base-url', service.url, '--allow-insecure-http', 'true', '--poll-interval', '1s'],
      { CI: 'true', BUILDKITE: 'true', TERM: 'xterm-256color' },
    );
    expect(ran.code).toBe(0);
    expect(ran.text).toContain('Job status: active -> completed');
    // No frame of the live line, no "(Ctrl-C to stop)" in the log.
    expect(ran.text).not.toContain(CLEAR);
    expect(ran.text).not.toContain('Ctrl-C to stop');
  });
});
