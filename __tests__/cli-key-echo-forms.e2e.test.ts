/**
 * A hostile (or careless) service echoes the admin key back in a job's fields. The redaction
 * catches it raw, escaped, percent-encoded and in base64, but not:
 * - in upper case (a test of cli.e2e.test.ts promises "the key a hostile service sends back in
 *   another case" is never printed, and checks only `status`, which the view puts in lower case);
 * - split by an invisible character (U+200B ZERO WIDTH SPACE), which the command then shows.
 * Either way the whole key reaches --json, the dotenv file and standard error.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_API_KEY, startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'found-cli-forms-'));
const UPPER = DEMO_API_KEY.toUpperCase();
const ZERO_WIDTH = [...DEMO_API_KEY].join('\u200b');
let service: SimulatedService;

function echoing(value: string) {
  return [
    {
      job: {
        status: 'completed',
        model: value,
        createdAt: value,
        source: { repository: 'https://github.com/acme/docs', ref: value },
      },
    },
  ];
}

beforeAll(async () => {
  service = await startService({ jobs: { 'job-upper': echoing(UPPER), 'job-zw': echoing(ZERO_WIDTH) } });
});
afterAll(async () => {
  await service.close();
  rmSync(folder, { recursive: true, force: true });
});

const cli = runCli;

/** Everything handed on, read as a person or a script reads it: JSON parsed, dotenv decoded, escapes shown. */
function readable(ran: { out: string; err: string }, dotenv: string): string {
  const json = JSON.stringify(JSON.parse(ran.out));
  const decoded = dotenv
    .split('\n')
    .map((line) => decodeURIComponent(line.slice(line.indexOf('=') + 1)))
    .join('\n');
  return [ran.out, json, ran.err, dotenv, decoded].join('\n');
}

async function waitFor(job: string): Promise<string> {
  const file = path.join(folder, `${job}.env`);
  const ran = await cli([
    'wait',
    job,
    '--json',
    '--output-file',
    file,
    '--base-url',
    service.url,
    '--timeout',
    '5s',
    '--poll-interval',
    '1s',
  ]);
  expect(ran.code).toBe(0);
  return readable(ran, readFileSync(file, 'utf8'));
}

describe('the key sent back by the service', () => {
  it('in upper case: not printed in --json, the dotenv file or standard error', async () => {
    const text = await waitFor('job-upper');
    // The key with its case folded is the key to anyone who tries the 2^n cases of its letters.
    expect(text.toLowerCase()).not.toContain(DEMO_API_KEY.slice(5).toLowerCase());
  });

  it('split by zero-width spaces: not printed, raw or as the \\u200b escapes the command writes', async () => {
    const text = await waitFor('job-zw');
    const stripped = text.replace(/\u200b|\\u200b|%E2%80%8B|%5Cu200b/gi, '');
    expect(stripped).not.toContain(DEMO_API_KEY.slice(5));
  });
});
