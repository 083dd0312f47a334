/**
 * Was broken (a helper, a newcomer): `--output-file ./agent.env`, where agent.env is the user's own
 * link to /dev/stdout, passed the check that refuses `--output-file /dev/stdout --json` (by name
 * only): standard output got an empty dotenv block, the full one, then the JSON, which `jq` cannot
 * read; without --json it got two blocks, though docs/cli.md promises one, at the end. A file that
 * is standard output by any path is now read as /dev/stdout is.
 */
import { expect, it, jest } from '@jest/globals';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_API_KEY, DEMO_PROJECT_ID } from '../sim/service.ts';
import { CLI } from './helpers/cli.ts';
import { scratchFolder } from './helpers/scratch.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();
const folder = scratchFolder('cli-link-to-stdout-');

/** `wait job-no-pr` with --output-file a link to /dev/stdout, standard output sent to a file. */
async function waitThroughLink(...more: string[]): Promise<{ code: number | null; stdout: string; err: string }> {
  const dir = fs.mkdtempSync(path.join(folder, 'run-'));
  const link = path.join(dir, 'agent.env');
  fs.symlinkSync('/dev/stdout', link);
  const outFile = path.join(dir, 'stdout.txt');
  const fd = fs.openSync(outFile, 'w');
  const args = ['wait', 'job-no-pr', '--output-file', link, '--base-url', sim.service().url, ...more];
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { PATH: process.env.PATH ?? '', MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY, MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID },
    stdio: ['ignore', fd, 'pipe'],
  });
  let err = '';
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  fs.closeSync(fd);
  return { code, stdout: fs.readFileSync(outFile, 'utf8'), err };
}

it('is refused beside --json, as /dev/stdout is', async () => {
  const ran = await waitThroughLink('--json');
  expect(ran.code).toBe(3);
  expect(ran.err).toMatch(/--output-file/);
  expect(sim.requests()).toEqual([]);
});

it('without --json, writes one dotenv block to standard output, at the end', async () => {
  const ran = await waitThroughLink('--poll-interval', '100ms');
  expect(ran.code).toBe(0);
  expect(ran.stdout.match(/^EXIT_CODE=/gm)).toHaveLength(1);
  expect(ran.stdout).toMatch(/^STATUS=completed$/m);
});
