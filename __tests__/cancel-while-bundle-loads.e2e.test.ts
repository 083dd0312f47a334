/**
 * Was broken: the action's code was all in dist/index.js, so Node read and compiled 1.8 MB
 * before the signal handlers (src/runner/cancellation.ts) existed. A SIGINT in that time (about
 * the first 70 ms of the step) killed the process: no `outcome` output, no summary, and the
 * runner saw a step killed by a signal.
 * How a user meets it: a workflow run cancelled (a newer push, the cancel button, a concurrency
 * group) just as the step starts.
 * What should happen instead: dist/index.js sets the handlers and only then loads the rest of the
 * action, so a cancel while it loads ends the step as any cancel does: `outcome: cancelled`, the
 * summary written, exit code 1.
 *
 * The signal comes at a fixed point, not a time: a module-load hook sends SIGINT to the step as
 * Node loads the file that holds the step's code (the one defining `runStep`).
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runAction } from '../sim/run-action.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';

const DIST = path.join(import.meta.dirname, '..', 'dist');
let service: SimulatedService;
let dir: string;

beforeAll(async () => {
  service = await startService({ jobs: { 'job-1': [{ job: { status: 'running' } }] } });
  dir = mkdtempSync(path.join(tmpdir(), 'cancel-while-loading-'));
});
afterAll(async () => {
  await service.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The bundle's file that holds the step itself. */
function stepFile(): string {
  const files = readdirSync(DIST).filter((file) => file.endsWith('.js'));
  const holding = files.filter((file) =>
    readFileSync(path.join(DIST, file), 'utf8').includes('async function runStep('),
  );
  expect(holding).toHaveLength(1);
  return path.join(DIST, holding[0] ?? '');
}

/** A module-load hook that sends SIGINT to the step as Node loads the file that holds the step's code. */
function signalHook(): Record<string, string> {
  const hook = path.join(dir, 'hook.mjs');
  writeFileSync(
    hook,
    [
      "import { registerHooks } from 'node:module';",
      'registerHooks({',
      '  load(url, context, nextLoad) {',
      "    if (url === process.env.SIGNAL_AT) process.kill(process.pid, 'SIGINT');",
      '    return nextLoad(url, context);',
      '  },',
      '});',
    ].join('\n'),
  );
  return { NODE_OPTIONS: `--import=${pathToFileURL(hook).href}`, SIGNAL_AT: pathToFileURL(stepFile()).href };
}

it('ends a step cancelled while its code loads with its outputs and summary', async () => {
  const run = await runAction(
    { 'project-id': DEMO_PROJECT_ID, 'job-id': 'job-1', 'api-key': DEMO_API_KEY, 'base-url': service.url },
    { env: signalHook(), killAfterMs: 60_000 },
  );
  expect(run.signal).toBeNull();
  expect(run.exitCode).toBe(1);
  expect(run.outputs.outcome).toBe('cancelled');
  expect(run.summary).toMatch(/cancel/i);
  expect([...run.log, run.stderr, run.summary].join('\n')).not.toContain(DEMO_API_KEY);
});

// Was broken: Node runs a signal's handler only once the event loop reads it, and loading the
// code, reading the inputs and building the prompt take no turn of it; the start went out first,
// and a cancelled run started a job no one would wait for.
it('starts no job when the cancel came while its code loaded', async () => {
  const before = service.requests.length;
  const run = await runAction(
    { 'project-id': DEMO_PROJECT_ID, prompt: 'Document the flag', 'api-key': DEMO_API_KEY, 'base-url': service.url },
    { env: signalHook(), killAfterMs: 60_000 },
  );
  expect(service.requests.slice(before).filter((r) => r.method === 'POST')).toEqual([]);
  expect(run.exitCode).toBe(1);
  expect(run.outputs).toMatchObject({ outcome: 'cancelled', started: 'false' });
  expect(run.summary).toContain('nothing was sent');
});
