/**
 * dist/index.js sets the signal handlers, then loads the action's chunks. A dist/ that lacks one
 * (a hand-made copy, a fork that bundled only index.js) ends the step with one error that says
 * what is wrong and what to do, exit code 1, and none of Node's own text: the log's redaction and
 * escaping are in the chunks that did not load.
 */
import { afterAll, expect, it } from '@jest/globals';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_API_KEY } from '../sim/service.ts';

const DIST = path.join(import.meta.dirname, '..', 'dist');
const copy = mkdtempSync(path.join(tmpdir(), 'dist-missing-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

it('says the dist/ folder is incomplete, and how to mend it, when a chunk is missing', () => {
  cpSync(DIST, copy, { recursive: true });
  const step = readdirSync(copy).find((file) =>
    readFileSync(path.join(copy, file), { encoding: 'utf8', flag: 'r' }).includes('async function runStep('),
  );
  expect(step).toMatch(/^\d+\.index\.js$/);
  rmSync(path.join(copy, step ?? ''));
  const ran = spawnSync(process.execPath, [path.join(copy, 'index.js')], {
    env: { PATH: process.env.PATH ?? '', 'INPUT_API-KEY': DEMO_API_KEY, 'INPUT_JOB-ID': 'job-1' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(ran.status).toBe(1);
  expect(ran.stdout).toBe(
    "::error::wait-for-agent-job could not load its own files (ERR_MODULE_NOT_FOUND): its dist/ folder is incomplete. Use a released tag of the action, or run 'npm run bundle' and commit dist/ whole.\n",
  );
  expect(`${ran.stdout}${ran.stderr}`).not.toContain(DEMO_API_KEY);
  expect(ran.stdout).not.toContain(copy);
});
