/**
 * The api-key echoed by the service (untrusted, SECURITY.md) in the encodings the promise names:
 * base64 (as an echoed `Authorization` header or a debug dump has it), split across lines (as a
 * wrapped error message has it), JSON-escaped (`\u` escapes, as a body is sent) and URL-encoded
 * (byte by byte, as a link may carry it), on the bundled action and its command line. None may
 * appear on any surface (log, outputs, summary, the pull request's comment and check run, --json):
 * each decodes to the key, and lines joined back are the key: the redaction (src/output/redaction.ts)
 * reads each text also as it is once such an encoding is undone.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

let github: SimGitHub;
let runId = 91_000;
beforeEach(async () => {
  github = await startSimulatedGitHub({
    tokens: { [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write' } },
  });
});
afterEach(() => github.close());

const BASE64 = Buffer.from(DEMO_API_KEY).toString('base64');
/** The key wrapped at 8 characters: no line is its start six past `mint_`, nor a run of 12 of it. */
const WRAPPED = DEMO_API_KEY.match(/.{1,8}/g)?.join('\n') ?? '';

/** Every surface of a run, the ::add-mask:: lines aside. */
function surfaces(run: ActionRun): Record<string, string> {
  return {
    stdout: run.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n'),
    stderr: run.stderr,
    outputs: JSON.stringify(run.outputs),
    summary: run.summary,
  };
}

/** The surfaces that show it, each with its first line that does. */
function showing(run: ActionRun, shows: (text: string) => boolean): string[] {
  return Object.entries(surfaces(run))
    .filter(([, text]) => shows(text))
    .map(([surface, text]) => `${surface}: ${text.split('\n').find(shows) ?? text.slice(0, 400)}`);
}

/** The text with every way a surface writes a line break taken out, so lines read joined. */
const joined = (text: string): string => text.replace(/\\n|\n|&#10;|<br\s*\/?>|%0A/gi, '');

describe('the api-key echoed by the service, encoded', () => {
  it('in base64, in an error the service gives, is on no surface', async () => {
    sim.service().setJob('job-b64', [{ http: 404, body: JSON.stringify({ error: `no job for key ${BASE64}` }) }]);
    const run = await sim.act({ 'job-id': 'job-b64' }, { RUNNER_DEBUG: '1' });
    expect(run.outputs.outcome).toBe('not-found');
    expect(showing(run, (text) => text.includes(BASE64))).toEqual([]);
  });

  it('in base64, in a job field of a completed job, is on no surface', async () => {
    sim
      .service()
      .setJob('job-b64-field', [
        { job: { status: 'completed', model: `claude (${BASE64})`, prLink: 'https://github.com/acme/docs/pull/42' } },
      ]);
    const run = await sim.act({ 'job-id': 'job-b64-field' });
    expect(run.outputs.outcome).toBe('completed');
    expect(showing(run, (text) => text.includes(BASE64))).toEqual([]);
  });

  it('split across lines, in an error the service gives, is on no surface', async () => {
    sim.service().setJob('job-wrapped', [{ http: 404, body: JSON.stringify({ error: `no job for key\n${WRAPPED}` }) }]);
    const run = await sim.act({ 'job-id': 'job-wrapped' }, { RUNNER_DEBUG: '1' });
    expect(run.outputs.outcome).toBe('not-found');
    expect(showing(run, (text) => joined(text).includes(DEMO_API_KEY))).toEqual([]);
  });

  it("in base64, in a job field, is not written to the pull request's comment or check run", async () => {
    sim
      .service()
      .setJob('job-b64-pr', [
        { job: { status: 'completed', model: `claude (${BASE64})`, prLink: 'https://github.com/acme/docs/pull/42' } },
      ]);
    const env = pullRequestEnv(github.url, runId++);
    const run = await sim.act(
      { 'job-id': 'job-b64-pr', 'report-token': REPORT_TOKEN, 'check-name': 'Docs agent' },
      env,
    );
    expect(run.outputs.outcome).toBe('completed');
    expect(github.comments).toHaveLength(1);
    const sent = github.requests
      .map((request) => JSON.stringify(request.body ?? null))
      .filter((body) => body.includes(BASE64));
    expect(sent.map((body) => body.slice(Math.max(0, body.indexOf(BASE64) - 80), body.indexOf(BASE64) + 40))).toEqual(
      [],
    );
  });

  it('split across lines, in a job field, is on no surface', async () => {
    sim
      .service()
      .setJob('job-wrapped-field', [
        { job: { status: 'completed', model: WRAPPED, prLink: 'https://github.com/acme/docs/pull/42' } },
      ]);
    const run = await sim.act({ 'job-id': 'job-wrapped-field' });
    expect(run.outputs.outcome).toBe('completed');
    expect(showing(run, (text) => joined(text).includes(DEMO_API_KEY))).toEqual([]);
  });

  it('JSON-escaped as \\u escapes (a body the service sends as is), is not in the debug log', async () => {
    const escaped = [...DEMO_API_KEY].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
    sim.service().setJob('job-escaped', [{ http: 404, body: `{"error":"no job for key ${escaped}"}` }]);
    const run = await sim.act({ 'job-id': 'job-escaped' }, { RUNNER_DEBUG: '1' });
    expect(run.outputs.outcome).toBe('not-found');
    // The log shows the body as it came: each escape as written, which any JSON reader turns back into the key.
    expect(showing(run, (text) => text.includes(escaped) || text.includes(escaped.replace(/\\/g, '\\\\')))).toEqual([]);
  });

  it("in base64, in a job field, is not in the command line's --json output", async () => {
    sim
      .service()
      .setJob('job-b64-cli', [
        { job: { status: 'completed', model: `claude (${BASE64})`, prLink: 'https://github.com/acme/docs/pull/42' } },
      ]);
    const cli = path.join(import.meta.dirname, '..', 'dist', 'cli', 'index.js');
    const args = ['wait', 'job-b64-cli', '--json', '--base-url', sim.service().url, '--allow-insecure-http', 'true'];
    const env = {
      PATH: process.env.PATH ?? '',
      MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY,
      MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID,
    };
    const ran = await new Promise<{ stdout: string; stderr: string }>((resolve) => {
      // Asynchronously, so the simulated service in this process can answer.
      const child = spawn(process.execPath, [cli, ...args], { env });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('close', () => resolve({ stdout, stderr }));
    });
    expect(ran.stdout).toContain('"outcome":"completed"');
    expect([ran.stdout.includes(BASE64), ran.stderr.includes(BASE64)]).toEqual([false, false]);
  });

  it('URL-encoded byte by byte, in a pull request link of no known shape, is on no surface', async () => {
    const encoded = [...Buffer.from(DEMO_API_KEY)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    const link = `https://review.example.test/open?key=${encoded}`;
    sim.service().setJob('job-url', [{ job: { status: 'completed', prLink: link } }]);
    const env = pullRequestEnv(github.url, runId++);
    const run = await sim.act({ 'job-id': 'job-url', 'report-token': REPORT_TOKEN, 'check-name': 'Docs agent' }, env);
    expect(run.outputs.outcome).toBe('completed');
    const decoded = (text: string): boolean => text.includes(encoded) || text.includes(encoded.toLowerCase());
    const sent = github.requests.map((request) => JSON.stringify(request.body ?? null)).filter(decoded);
    expect([...showing(run, decoded), ...sent.map((body) => `GitHub: ${body.slice(0, 200)}`)]).toEqual([]);
  });
});
