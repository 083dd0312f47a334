/**
 * A local run the way GitHub's template does it: `npx @github/local-action run . src/main.ts
 * .env` stands in for @actions/core by module name and calls run() with no arguments.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startService, type SimulatedService } from '../sim/service.ts';

const ROOT = path.join(import.meta.dirname, '..');
let service: SimulatedService;
let dir: string;
beforeAll(async () => {
  service = await startService();
  dir = mkdtempSync(path.join(tmpdir(), 'local-action-'));
});
afterAll(async () => {
  await service.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The rows of local-action's "Action Outputs" table. */
function capturedOutputs(stdout: string): Record<string, string> {
  const table = stdout.split('Action Outputs')[1] ?? '';
  const rows = [...table.matchAll(/^│ \d+\s+│ '([^']+)'\s+│ (?:'(.*)'|"(.*)")\s+│$/gm)];
  return Object.fromEntries(rows.map((row) => [row[1] ?? '', row[2] ?? row[3] ?? '']));
}

describe('@github/local-action', () => {
  it('runs src/main.ts with the README .env against the simulator and captures the outputs', async () => {
    // The README's .env.example, pointed at this test's simulator.
    const env = readFileSync(path.join(ROOT, '.env.example'), 'utf8')
      .replace(/^INPUT_BASE-URL=.*$/m, `INPUT_BASE-URL=${service.url}`)
      .replace(/^INPUT_POLL-INTERVAL=.*$/m, 'INPUT_POLL-INTERVAL=100ms')
      .replace(/^ACTIONS_STEP_DEBUG=.*$/m, 'ACTIONS_STEP_DEBUG=true');
    const envFile = path.join(dir, '.env');
    writeFileSync(envFile, env);
    const bin = path.join(ROOT, 'node_modules', '.bin', 'local-action');
    const { stdout } = await promisify(execFile)(bin, ['run', ROOT, 'src/main.ts', envFile], {
      cwd: ROOT,
      env: { PATH: `${path.dirname(process.execPath)}:${process.env.PATH ?? ''}`, HOME: dir },
      timeout: 90_000,
      maxBuffer: 16 * 1024 * 1024,
    });
    expect(capturedOutputs(stdout)).toMatchObject({
      status: 'completed',
      outcome: 'completed',
      started: 'false',
      'pr-link': 'https://github.com/acme/docs/pull/42',
      'pr-number': '42',
      'job-id': 'job-pr',
      polls: '3',
    });
    // action.yml's github-token default arrives unevaluated: treated as "no token", said in the debug log.
    expect(stdout).toContain("'github-token' is the unevaluated expression ${{ github.token }}");
    // local-action's stand-in masks the key itself: it appears nowhere.
    expect(stdout).not.toContain('mint_demo0123456789abcdef');
  }, 120_000);
});
