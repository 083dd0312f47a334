/**
 * The command line's promises of this release (CHANGELOG "Unreleased", docs/cli.md), held on the
 * bundle (dist/cli/index.js) against the simulated service: bad usage still writes the dotenv
 * file, refusals name the flag and the fix, a foreign pull request link is handed on nowhere.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';

const CLI = path.join(import.meta.dirname, '..', 'dist', 'cli', 'index.js');
const folder = mkdtempSync(path.join(tmpdir(), 'cli-promises-'));
let service: SimulatedService;

beforeAll(async () => {
  service = await startService({
    jobs: {
      'job-elsewhere': [
        {
          job: {
            status: 'completed',
            prLink: 'https://github.com/globex/private/pull/9',
            source: { repository: 'https://github.com/acme/docs', ref: 'agent/job elsewhere~1' },
          },
        },
      ],
    },
  });
});
afterAll(async () => {
  await service.close();
  rmSync(folder, { recursive: true, force: true });
});

interface Ran {
  code: number | null;
  out: string;
  err: string;
}

function cli(args: string[], env: Record<string, string> = {}): Promise<Ran> {
  return new Promise<Ran>((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: {
        PATH: process.env.PATH ?? '',
        MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY,
        MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID,
        ...env,
      },
    });
    let [out, err] = ['', ''];
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdin.end('');
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

const at = () => ['--base-url', service.url, '--allow-insecure-http', 'true', '--poll-interval', '100ms'];
const fileName = () => path.join(folder, `${Math.random().toString(36).slice(2)}.env`);

describe('the command line against docs/cli.md and CHANGELOG "Unreleased"', () => {
  // CHANGELOG: "`--output-file` is written with `EXIT_CODE=3` on bad input too ..., so the next CI
  // job can say why; a flag the command has no use for (`wait JOB --message`, `start --message`) is
  // refused". docs/cli.md: the file is written "on every ending". The CircleCI recipe's next step
  // is `. ./agent.env`, which fails on a missing file.
  it.each([
    ['a refused flag (wait JOB --message)', ['wait', 'job-pr', '--message', 'Make the intro shorter']],
    ['a refused flag (start --message)', ['start', '--prompt', 'Document it', '--message', 'and this']],
    ['--api-key on the command line', ['wait', 'job-pr', '--api-key', 'mint_pasted0123456789']],
    ['no job id', ['wait']],
  ])('bad usage (%s) still writes the --output-file with EXIT_CODE=3', async (_, args) => {
    const file = fileName();
    const ran = await cli([...args, ...at(), '--output-file', file]);
    expect(ran.code).toBe(3);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toContain('EXIT_CODE=3');
  });

  // CHANGELOG: "a flag the command has no use for ... is refused instead of silently dropped".
  // `status` reads once and exits 0 whatever the job's state: --fail-on and --require-pr do nothing.
  it.each([
    ['--fail-on failed', ['--fail-on', 'failed']],
    ['--require-pr true', ['--require-pr', 'true']],
  ])('status refuses %s, which it has no use for, instead of exiting 0', async (_, flag) => {
    const ran = await cli(['status', 'job-failed', ...flag, ...at()]);
    expect(ran.code).toBe(3);
  });

  // docs/cli.md, exit code 3: "bad usage or input: the message names the flag and the fix".
  it('an empty --api-key-file: the message names the flag --api-key-file', async () => {
    const file = path.join(folder, 'empty-key');
    writeFileSync(file, '');
    chmodSync(file, 0o600);
    const ran = await cli(['wait', 'job-pr', '--api-key-file', file, ...at()], { MINTLIFY_ADMIN_API_KEY: '' });
    expect(ran.code).toBe(3);
    expect(ran.err).toContain('--api-key-file');
  });

  // CHANGELOG: a prLink outside source.repository "is now not handed on (one warning)"; docs/cli.md:
  // pr-links "null for a job without a pull request"; dotenv values percent-encoded.
  it('a prLink outside the job repository: not in --json or the dotenv file, one warning; REF encoded', async () => {
    const file = fileName();
    const ran = await cli(['wait', 'job-elsewhere', '--json', '--output-file', file, ...at()]);
    expect(ran.code).toBe(0);
    const json = JSON.parse(ran.out) as Record<string, unknown>;
    expect(json['pr-link']).toBeNull();
    expect(json['pr-links']).toEqual([null]);
    const dotenv = readFileSync(file, 'utf8');
    expect(dotenv).toContain('PR_LINK=\n');
    expect(dotenv).toContain('REF=agent/job%20elsewhere%7E1\n');
    expect(ran.err.match(/globex\/private/g)?.length).toBe(1);
  });

  // SECURITY.md: "a `prLink` outside the job's own repository (`source.repository`) is not handed
  // on"; CHANGELOG: "is now not handed on". The `job` output (README: "The last job object") still
  // carries it, so `jq '.job.prLink'` or `fromJSON(steps.x.outputs.job).prLink` reads it.
  it('a prLink outside the job repository is not handed on in the `job` output either', async () => {
    const ran = await cli(['wait', 'job-elsewhere', '--json', ...at()]);
    expect(ran.code).toBe(0);
    expect(ran.out).not.toContain('globex/private');
  });

  it('message --no-wait with a --timeout shorter than the default --poll-interval: sent, nothing polled', async () => {
    const ran = await cli([
      'message',
      'job-pr',
      '--message',
      'Shorter, please',
      '--no-wait',
      '--timeout',
      '2s',
      '--base-url',
      service.url,
      '--allow-insecure-http',
      'true',
    ]);
    expect(ran.err).not.toContain('is longer than');
    expect(ran.code).toBe(0);
  });
});
