/**
 * Was broken: with both `--json` and `--output-file`, the JSON object on standard output carries an
 * `exit-code` that is not the command's exit code when the dotenv file cannot be written at the
 * end. src/cli/main.ts `handOn` prints `{ ..., "exit-code": code }` first, then writes the
 * --output-file; when that write fails it returns 3 (`code === EXIT.ok ? EXIT.usage : code`), but
 * the JSON already went out saying 0.
 *
 * How a user meets it: the GitLab recipe (examples/other-ci/gitlab-ci.yml) runs
 * `wait-for-agent-job start ... --output-file agent.env --json > agent.json` and keeps agent.json as
 * an artifact. The runner's disk fills up (or a clean-up removes the folder) during the 30-45 minute
 * wait: the command exits 3 ("--output-file ... could not be written"), while agent.json, which a
 * later job or a person reads, says `"exit-code": 0` and the job passed. Here the file is replaced
 * by a folder while the job is still active, which makes the final write fail as a full disk does.
 *
 * Was: the process exits 3 and standard error says "--output-file '...' could not be
 * written (it is not a file (a folder))", but standard output is `{..., "exit-code":0}`.
 *
 * Now, as promised: docs/cli.md, "Standard output, with `--json`: one object, the
 * action's outputs typed ... and `exit-code`", and the exit code table, "3 ... or the output could
 * not be written (a full disk)": the `exit-code` in the JSON is the code the command exits with.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';
import { CLI } from './helpers/cli.ts';

let service: SimulatedService;
let release: () => void = () => undefined;
const released = new Promise<void>((resolve) => (release = resolve));
const folder = mkdtempSync(path.join(tmpdir(), 'json-exit-'));

beforeAll(async () => {
  service = await startService({
    jobs: {
      // Active on the first read; the second read is held until the test lets it go.
      'job-held': [
        { job: { status: 'active' } },
        { job: { status: 'completed', prLink: 'https://github.com/acme/docs/pull/42' }, until: released },
      ],
    },
  });
});
afterAll(async () => {
  release();
  await service.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('--json and --output-file, the dotenv file unwritable at the end', () => {
  it("the JSON's exit-code is the exit code the command ends with", async () => {
    const envFile = path.join(folder, 'agent.env');
    const child = spawn(
      process.execPath,
      [
        CLI,
        'wait',
        'job-held',
        '--base-url',
        service.url,
        '--poll-interval',
        '100ms',
        '--json',
        '--output-file',
        envFile,
      ],
      {
        env: {
          PATH: process.env.PATH ?? '',
          MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY,
          MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID,
        },
      },
    );
    let [out, err] = ['', ''];
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const sawActive = new Promise<void>((resolve) =>
      child.stderr.on('data', (chunk: Buffer) => {
        err += chunk.toString();
        if (err.includes('Job status: active')) resolve();
      }),
    );
    child.stdin.end();
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    await sawActive;
    // The disk fills up (or a clean-up runs) while the job is still active: the final write fails.
    rmSync(envFile, { force: true });
    mkdirSync(envFile);
    release();
    const code = await closed;

    expect(err).toContain('could not be written');
    expect(code).toBe(3); // as docs/cli.md says: the output could not be written
    const json = JSON.parse(out) as { 'exit-code': number; outcome: string };
    expect(json.outcome).toBe('completed');
    // The object handed on must not say the command passed when it exited 3.
    expect(json['exit-code']).toBe(code);
  });
});
