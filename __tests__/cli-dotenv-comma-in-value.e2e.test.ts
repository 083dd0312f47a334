/**
 * Was broken (a helper's trial as an attacker): a branch name holding a comma (git allows it, and
 * the service chooses it) longer than a dotenv value's 380 bytes was cut at its own comma, as if
 * it were a list's: `REF=release/xxx...x` named another branch, and nothing was said. A later CI
 * job that checks out or pushes `$REF` would use a branch the service picked.
 *
 * A comma within a value is percent-encoded (`%2C`): a bare comma only separates a list's items,
 * so a value too long is left out whole and said on standard error, as docs/cli.md promises.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

const job = (id: string, ref: string) => ({
  job: {
    id,
    status: 'completed',
    prLink: 'https://github.com/acme/docs/pull/1',
    source: { repository: 'https://github.com/acme/docs', ref },
  },
});
const LONG = `release/${'x'.repeat(200)},${'y'.repeat(250)}`;
let service: SimulatedService;
beforeAll(async () => {
  service = await startService({
    jobs: { job_long: [job('job_long', LONG)], job_short: [job('job_short', 'docs/a,b')] },
  });
});
afterAll(() => service.close());

const dotenvOf = async (id: string) => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'dotenv-comma-')), 'agent.env');
  const ran = await runCli(['wait', id, '--base-url', service.url, '--poll-interval', '100ms', '--output-file', file]);
  expect(ran.code).toBe(0);
  return { ran, text: readFileSync(file, 'utf8') };
};

it('leaves a long branch with a comma out whole, and says so', async () => {
  const { ran, text } = await dotenvOf('job_long');
  expect(text).toContain('\nREF=\n');
  expect(text).toContain('\nPR_HEAD_BRANCH=\n');
  expect(text).not.toContain('release/xxx');
  expect(ran.err).toMatch(/REF in the --output-file is empty: its value is too long for it/);
});

it('hands on a short one whole, its comma encoded', async () => {
  const { text } = await dotenvOf('job_short');
  const ref = /\nREF=(.*)\n/.exec(text)?.[1] ?? '';
  expect(ref).toBe('docs/a%2Cb');
  expect(decodeURIComponent(ref)).toBe('docs/a,b');
});
