/**
 * The README's Reliability rows and endings, proven on the bundled action where no other
 * end-to-end test did: dist/index.js run as the runner runs it, against the simulated service
 * (or a small server of its own where the simulator cannot answer that way).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { useSimulatedService } from './helpers/simulated.ts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import type { ActionRun } from '../sim/run-action.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PROJECT_ID, startService, type SimulatedService, type Step } from '../sim/service.ts';

const sim = useSimulatedService({ activeReads: 1 });
const { act, requests } = sim;
let service: SimulatedService;
beforeEach(() => {
  service = sim.service();
});

const errors = (run: ActionRun): string[] => run.annotations.filter((a) => a.command === 'error').map((a) => a.message);
const warnings = (run: ActionRun): string[] =>
  run.annotations.filter((a) => a.command === 'warning').map((a) => a.message);
const done: Step = { job: { status: 'completed' } };

describe('reliability, end to end', () => {
  it('retries 408, 425, 500, 502, 504 and 599 as transient, then completes', async () => {
    service.setJob('job-5xx', [
      ...[408, 425, 500, 502, 504, 599].map((code): Step => ({ http: code, body: '' })),
      done,
    ]);
    const run = await act({ 'job-id': 'job-5xx' });
    expect(run.outputs).toMatchObject({ outcome: 'completed', polls: '7' });
  });

  it('retries a connection reset', async () => {
    service.setJob('job-reset', [{ reset: true }, done]);
    const run = await act({ 'job-id': 'job-reset' });
    expect(run.outputs.outcome).toBe('completed');
    expect(run.log.join('\n')).toContain('connection reset');
  });

  it('retries a 200 that is not JSON, or has no status', async () => {
    service.setJob('job-garbled', [{ body: 'not json' }, { body: '{"id":"job-garbled"}' }, done]);
    const run = await act({ 'job-id': 'job-garbled' });
    expect(run.outputs.outcome).toBe('completed');
    expect(run.log.join('\n')).toContain('the response was not JSON');
  });

  it('stops reading a body over 64 KiB and retries', async () => {
    service.setJob('job-huge', [{ body: `{"status":"active","pad":"${'x'.repeat(70_000)}"}` }, done]);
    const run = await act({ 'job-id': 'job-huge' });
    expect(run.outputs.outcome).toBe('completed');
    expect(run.log.join('\n')).toContain('too large');
  });

  it('waits through 429s that never stop until the time-out, then says they were rate limited', async () => {
    service.setJob('job-429', [{ job: { status: 'active' } }, { http: 429, body: '{"error":"slow down"}' }]);
    const run = await act({ 'job-id': 'job-429', timeout: '5s', 'poll-interval': '100ms' });
    expect(run.outputs.outcome).toBe('timed-out');
    expect(errors(run)[0]).toContain('The last requests failed: HTTP 429 (slow down)');
  });

  it('says the service kept limiting the rate, and to poll less often, when no status was ever read', async () => {
    service.setJob('job-429-only', [{ http: 429, body: '{"error":"slow down"}' }]);
    const run = await act({ 'job-id': 'job-429-only', timeout: '5s', 'poll-interval': '100ms' });
    expect(run.outputs.outcome).toBe('timed-out');
    expect(errors(run)[0]).toContain('the service kept limiting the rate of requests');
    expect(errors(run)[0]).toContain("raise 'poll-interval'");
  });

  it("fails at once on another 4xx, quoting the service's message", async () => {
    service.setJob('job-400', [{ http: 422, body: '{"error":"projectId is malformed"}' }]);
    const run = await act({ 'job-id': 'job-400' });
    expect(requests()).toHaveLength(1);
    expect(errors(run)[0]).toContain('HTTP 422 (projectId is malformed)');
  });

  it("follows a redirect within the service's origin", async () => {
    const address = `/v2/agent/${DEMO_PROJECT_ID}/job/job-moved`;
    service.setJob('job-moved', [{ http: 307, headers: { location: `${address}?fresh=1` } }, done]);
    const run = await act({ 'job-id': 'job-moved' });
    expect(run.outputs.outcome).toBe('completed');
    expect(warnings(run)).toEqual([]);
  });

  it.each([
    ['another job', `/v2/agent/${DEMO_PROJECT_ID}/job/job-here`],
    ['the same id in another project', '/v2/agent/other-project/job/job-moved'],
  ])("reads a redirect to %s's address as a failed read, never taking its ending", async (_what, location) => {
    service.setJob('job-moved', [{ http: 307, headers: { location } }]);
    service.setJob('job-here', [{ job: { status: 'completed', prLink: 'https://github.com/acme/docs/pull/9' } }]);
    const run = await act({ 'job-id': 'job-moved', timeout: '2s' });
    expect(run.outputs.outcome).toBe('timed-out');
    expect(errors(run).join('\n')).toContain(
      `redirected the read of job job-moved to an address that does not name it in project ${DEMO_PROJECT_ID} (${location})`,
    );
    expect(run.outputs['pr-link']).toBe('');
  });

  it('names a proxy that refuses the connection', async () => {
    const run = await act(
      { 'job-id': 'job-x', 'base-url': 'https://api.example.test', timeout: '5s', 'poll-interval': '200ms' },
      { HTTPS_PROXY: 'http://127.0.0.1:9' },
    );
    expect(errors(run)[0]).toContain('the proxy at http://127.0.0.1:9 refused the connection');
  });

  it('names a TLS handshake refused on the certificate, and a start it stopped as not sent', async () => {
    const untrusted = await startService({
      tls: {
        key: readFileSync(path.join(import.meta.dirname, 'fixtures', 'api.example.test.key'), 'utf8'),
        cert: readFileSync(path.join(import.meta.dirname, 'fixtures', 'api.example.test.crt'), 'utf8'),
      },
    });
    try {
      const base = `https://127.0.0.1:${untrusted.port}`;
      const run = await act({
        prompt: 'Document the flag.',
        'base-url': base,
        timeout: '5s',
        'poll-interval': '200ms',
      });
      expect(errors(run)[0]).toContain('the TLS handshake failed on a self-signed certificate');
      expect(errors(run)[0]).toContain('set NODE_EXTRA_CA_CERTS');
      expect(errors(run)[0]).toContain('The service did not act on the request');
      expect(errors(run)[0]).not.toContain('may have been started');
      expect(untrusted.requests).toHaveLength(0);
    } finally {
      await untrusted.close();
    }
  });

  it('quotes the title and detail of an application/problem+json error', async () => {
    service.setJob('job-problem', [
      {
        http: 400,
        body: '{"type":"about:blank","title":"Bad Request","detail":"projectId is malformed"}',
        headers: { 'content-type': 'application/problem+json' },
      },
    ]);
    const run = await act({ 'job-id': 'job-problem' });
    expect(errors(run)[0]).toContain('HTTP 400 (Bad Request: projectId is malformed)');
  });

  it('reads an answer about another job as a failed read, naming both ids, and never takes its ending', async () => {
    const other = { id: 'job-other', status: 'completed', prLink: 'https://github.com/acme/docs/pull/9' };
    service.setJob('job-asked', [{ job: other }, { job: { id: 'job-asked', status: 'active' } }, done]);
    const run = await act({ 'job-id': 'job-asked' });
    expect(run.stdout).toContain(
      'Request 1 failed: the answer is about job job-other, not job job-asked (something between this step and the service',
    );
    expect(run.outputs).toMatchObject({ outcome: 'completed', 'job-id': 'job-asked', 'pr-link': '', polls: '3' });
    expect(run.stdout + run.summary).not.toContain('pull/9');
    expect(warnings(run)).toEqual([]);
  });

  it('never passes on answers about another job only: it gives up naming both ids', async () => {
    service.setJob('job-asked', [{ job: { id: 'job-other', status: 'completed' } }]);
    const run = await act({ 'job-id': 'job-asked', timeout: '2s' });
    expect(run.exitCode).toBe(1);
    expect(run.outputs.outcome).toBe('timed-out');
    expect(errors(run).join('\n')).toContain('the answer is about job job-other, not job job-asked');
  });

  it('leaves the derived outputs of a value that does not parse empty, with one warning, and the ending stands', async () => {
    service.setJob('job-odd', [
      { job: { status: 'completed', source: { repository: 'https://github.com/acme/%zz/x/y', ref: 'main' } } },
    ]);
    const run = await act({ 'job-id': 'job-odd' });
    expect(run.outputs).toMatchObject({ outcome: 'completed', repository: '' });
    expect(warnings(run)).toEqual([expect.stringContaining('is not a URL of the form https://host/owner/name')]);
  });
});

describe('compressed bodies, end to end', () => {
  let server: http.Server;
  let url = '';
  let encoding = 'gzip';
  const job = Buffer.from(`\uFEFF${JSON.stringify({ id: 'job-z', status: 'completed' })}`);
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const body =
        encoding === 'gzip'
          ? zlib.gzipSync(job)
          : encoding === 'br'
            ? zlib.brotliCompressSync(job)
            : zlib.deflateSync(job);
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': encoding });
      response.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each(['gzip', 'deflate', 'br'])('reads a %s body with a byte order mark as the JSON it carries', async (kind) => {
    encoding = kind;
    const run = await act({ 'job-id': 'job-z', 'base-url': url });
    expect(run.outputs).toMatchObject({ outcome: 'completed', status: 'completed' });
  });
});

describe('endings, end to end', () => {
  it("'wait: false' with a started job: passes with outcome started, and shows how to wait later", async () => {
    const run = await act({ prompt: 'Document the new flag.', wait: 'false' });
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'started', started: 'true', 'job-id': 'job-started-1' });
    expect(run.summary).toContain('job-id');
  });

  it('start: a 400 quotes the service and says nothing was started', async () => {
    service.failNextPost({ http: 400, body: '{"error":"prompt must not be empty"}' });
    const run = await act({ prompt: 'Document the new flag.' });
    expect(run.outputs.outcome).toBe('error');
    expect(errors(run)[0]).toContain('HTTP 400 (prompt must not be empty)');
    expect(errors(run)[0]).toContain('Nothing was started');
  });

  it.each([
    ['a 500', { http: 500, body: '{"error":"boom"}' }],
    ['a reset after sending', { reset: true }],
  ])('start: %s says it may have been started, and never sends it again', async (_, step) => {
    service.failNextPost(step);
    const run = await act({ prompt: 'Document the new flag.' });
    expect(errors(run)[0]).toContain('The job may have been started');
    expect(requests().filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('start: a 429 that lasts past the time-out says the service did not act on it', async () => {
    service.failNextPost({ http: 429, body: '{"error":"Rate limit exceeded"}', headers: { 'retry-after': '3600' } });
    // Retry-After (1h) outlasts any 'timeout' here: no margin of the clock decides the ending.
    const run = await act({ prompt: 'Document the new flag.', timeout: '5m' });
    expect(run.outputs.outcome).toBe('error');
    expect(errors(run)[0]).toContain('The service did not act on the request');
    expect(errors(run)[0]).toContain('the service asks to wait 1h 00m');
  });

  it('start: no network says the service did not act on it', async () => {
    // The next try (after 'poll-interval') would come after 'timeout', so the refused connection
    // ends the start at once; a 1 s 'timeout' could run out before the first try on a busy machine.
    const run = await act({
      prompt: 'Document the new flag.',
      'base-url': 'http://127.0.0.1:9',
      wait: 'false',
      'poll-interval': '10m',
      timeout: '5m',
    });
    expect(errors(run)[0]).toContain('The service did not act on the request');
  });
});
