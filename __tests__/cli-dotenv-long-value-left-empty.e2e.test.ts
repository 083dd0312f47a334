/**
 * Was broken: `--output-file` cut a single value longer than a dotenv value may be (380 bytes,
 * percent-encoded) at the bound, with no word on standard error: a branch of 50 Japanese
 * characters (`docs/` + `ド` x 50, 455 bytes encoded) was handed on as its first 41 characters,
 * which decode cleanly and name another branch (a new user's helper). A cut list of job ids said so.
 *
 * Now a value too long alone is left empty, never cut, and standard error names it and says that
 * `--json` has it whole; a value that fits is kept whole.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCli } from './helpers/cli.ts';

const LONG = `docs/${'ド'.repeat(50)}`;
const SHORT = `docs/${'ド'.repeat(20)}`;

let server: http.Server;
let baseUrl = '';
let dir = '';

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'dotenv-long-'));
  server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const id = decodeURIComponent((request.url ?? '').split('/').pop() ?? '');
      const ref = id === 'job-long' ? LONG : SHORT;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id,
          status: 'completed',
          prLink: null,
          source: { repository: 'https://github.com/acme/docs', ref },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const refIn = (file: string): string | undefined =>
  readFileSync(file, 'utf8')
    .split('\n')
    .find((line) => line.startsWith('REF='))
    ?.slice('REF='.length);

describe('a single value longer than a dotenv value may be', () => {
  it('is left empty, never cut, and standard error says so', async () => {
    const file = path.join(dir, 'long.env');
    const ran = await runCli(['wait', 'job-long', '--base-url', baseUrl, '--output-file', file, '--json']);
    expect(ran.code).toBe(0);
    expect(refIn(file)).toBe('');
    expect(ran.err).toContain('REF in the --output-file is empty: its value is too long for it');
    expect((JSON.parse(ran.out) as { ref?: string }).ref).toBe(LONG);
  }, 60_000);

  it('one that fits is kept whole, and nothing is said', async () => {
    const file = path.join(dir, 'short.env');
    const ran = await runCli(['wait', 'job-short', '--base-url', baseUrl, '--output-file', file]);
    expect(ran.code).toBe(0);
    expect(decodeURIComponent(refIn(file) ?? '')).toBe(SHORT);
    expect(ran.err).not.toContain('--output-file');
  }, 60_000);
});
