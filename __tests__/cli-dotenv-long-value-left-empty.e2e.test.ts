/**
 * Was broken: `--output-file` cut a single value longer than a dotenv value may be (380 bytes,
 * percent-encoded) at the bound, with no word on standard error: a branch of 50 Japanese
 * characters (`docs/` + `ド` x 50, 455 bytes encoded) was handed on as its first 41 characters,
 * which decode cleanly and name another branch (a new user's helper). A cut list of job ids said so.
 *
 * Now a value too long alone is left empty, never cut, and standard error names it and says that
 * `--json` has it whole; a value that fits is kept whole.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from './helpers/cli.ts';
import { useCompletedJobs } from './helpers/completed-jobs.ts';

const LONG = `docs/${'ド'.repeat(50)}`;
const SHORT = `docs/${'ド'.repeat(20)}`;

const jobs = useCompletedJobs('dotenv-long-', (id) => (id === 'job-long' ? LONG : SHORT));

const refIn = (file: string): string | undefined =>
  readFileSync(file, 'utf8')
    .split('\n')
    .find((line) => line.startsWith('REF='))
    ?.slice('REF='.length);

describe('a single value longer than a dotenv value may be', () => {
  it('is left empty, never cut, and standard error says so', async () => {
    const file = path.join(jobs.dir, 'long.env');
    const ran = await runCli(['wait', 'job-long', '--base-url', jobs.baseUrl, '--output-file', file, '--json']);
    expect(ran.code).toBe(0);
    expect(refIn(file)).toBe('');
    expect(ran.err).toContain('REF in the --output-file is empty: its value is too long for it');
    expect((JSON.parse(ran.out) as { ref?: string }).ref).toBe(LONG);
  }, 60_000);

  it('one that fits is kept whole, and nothing is said', async () => {
    const file = path.join(jobs.dir, 'short.env');
    const ran = await runCli(['wait', 'job-short', '--base-url', jobs.baseUrl, '--output-file', file]);
    expect(ran.code).toBe(0);
    expect(decodeURIComponent(refIn(file) ?? '')).toBe(SHORT);
    expect(ran.err).not.toContain('--output-file');
  }, 60_000);
});
