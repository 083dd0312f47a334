/**
 * The bundled action against real local servers: proxies, TLS, redirects across origins, and
 * the runner's cancellation signals.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';
import { startProxy, type ProxyServer } from './helpers/proxy.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const completed = { job: { status: 'completed', prLink: 'https://github.com/acme/docs/pull/7' } };

let service: SimulatedService;
let proxy: ProxyServer;
beforeAll(async () => {
  service = await startService({ jobs: { 'job-done': [completed] } });
  proxy = await startProxy();
});
afterAll(async () => {
  await service.close();
  await proxy.close();
});

function inputs(baseUrl: string, jobId = 'job-done', extra: Record<string, string> = {}): Record<string, string> {
  return {
    'project-id': DEMO_PROJECT_ID,
    'job-id': jobId,
    'api-key': DEMO_API_KEY,
    'base-url': baseUrl,
    'poll-interval': '100ms',
    timeout: '10s',
    ...extra,
  };
}

function errors(run: ActionRun): string[] {
  return run.annotations.filter((a) => a.command === 'error').map((a) => a.message);
}

describe('proxies', () => {
  it('sends plain http through HTTP_PROXY', async () => {
    proxy.seen.length = 0;
    const run = await runAction(
      inputs(`http://api.example.test:${service.port}`, 'job-done', { 'allow-insecure-http': 'true' }),
      {
        env: { HTTP_PROXY: proxy.url },
      },
    );
    expect(run.exitCode).toBe(0);
    expect(run.outputs.status).toBe('completed');
    expect(proxy.seen).toEqual([
      `GET http://api.example.test:${service.port}/v2/agent/${DEMO_PROJECT_ID}/job/job-done`,
    ]);
  });

  it('tunnels https through HTTPS_PROXY with CONNECT, checking the certificate', async () => {
    const tlsService = await startService({
      jobs: { 'job-done': [completed] },
      tls: {
        key: readFileSync(path.join(fixtures, 'api.example.test.key'), 'utf8'),
        cert: readFileSync(path.join(fixtures, 'api.example.test.crt'), 'utf8'),
      },
    });
    proxy.seen.length = 0;
    try {
      const run = await runAction(inputs(`https://api.example.test:${tlsService.port}`), {
        env: { https_proxy: proxy.url, NODE_EXTRA_CA_CERTS: path.join(fixtures, 'api.example.test.crt') },
      });
      expect(run.exitCode).toBe(0);
      expect(run.outputs.status).toBe('completed');
      expect(proxy.seen).toEqual([`CONNECT api.example.test:${tlsService.port}`]);
      expect(tlsService.requests).toHaveLength(1);
    } finally {
      await tlsService.close();
    }
  });

  it('goes direct for hosts in NO_PROXY', async () => {
    proxy.seen.length = 0;
    const run = await runAction(inputs('https://api.example.test', 'job-done', { timeout: '5s' }), {
      env: { HTTPS_PROXY: proxy.url, NO_PROXY: 'localhost,.example.test' },
    });
    expect(proxy.seen).toEqual([]);
    expect(run.exitCode).toBe(1);
    // Direct, the made-up name cannot resolve (how fast the resolver gives up varies by machine).
    expect(errors(run)).toEqual([
      expect.stringMatching(
        /no status was ever read, because the requests failed \(\d+ requests?; the last: (DNS lookup failed|the request timed out)/,
      ),
    ]);
  });

  it('goes direct to a loopback address even when a proxy is set, as the runner does', async () => {
    proxy.seen.length = 0;
    const run = await runAction(inputs(service.url), { env: { HTTP_PROXY: proxy.url } });
    expect(run.exitCode).toBe(0);
    expect(proxy.seen).toEqual([]);
  });
});

describe('a connection never made', () => {
  it('takes a start whose proxy never answers the CONNECT as not sent, never "may have been started"', async () => {
    const silent = http.createServer();
    const tunnels: Array<{ destroy(): void }> = [];
    silent.on('connect', (_request, socket: { destroy(): void }) => void tunnels.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const proxyUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const run = await runAction(
        { ...inputs('https://api.example.test', ''), prompt: 'Document the flag.', timeout: '5s' },
        { env: { HTTPS_PROXY: proxyUrl } },
      );
      const error = errors(run)[0] ?? '';
      expect(error).toContain(`the proxy at ${proxyUrl} opened no way to the service`);
      expect(error).toContain('The service did not act on the request');
      expect(error).not.toContain('may have been started');
    } finally {
      tunnels.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('redirects', () => {
  it('never carries the key to another origin', async () => {
    const other = await startService();
    const redirecting = await startService({
      jobs: {
        'job-moved': [{ http: 307, headers: { location: `${other.url}/v2/agent/${DEMO_PROJECT_ID}/job/job-pr` } }],
      },
    });
    try {
      const run = await runAction(inputs(redirecting.url, 'job-moved'));
      expect(run.exitCode).toBe(1);
      expect(other.requests).toEqual([]);
      expect(errors(run)).toEqual([
        expect.stringContaining(`the service redirected to another origin (${other.url}), where the key is never sent`),
      ]);
    } finally {
      await other.close();
      await redirecting.close();
    }
  });
});

describe('cancellation', () => {
  /** Starts the action, sends the signals once the job was seen active, and times the exit. */
  async function cancel(
    jobId: string,
    pollInterval: string,
    signals: NodeJS.Signals[],
    requests: number,
  ): Promise<{ run: ActionRun; exitAfterMs: number; requestsBeforeSignal: number }> {
    let signalledAt = 0;
    let waiting = false;
    let requestsBeforeSignal = 0;
    const before = service.requests.length;
    const run = await runAction(inputs(service.url, jobId, { 'poll-interval': pollInterval, timeout: '1m' }), {
      killAfterMs: 20_000,
      onStart: (child: ChildProcess) => {
        let seen = '';
        child.stdout?.on('data', (chunk: Buffer) => {
          seen += chunk.toString();
          if (signalledAt === 0 && !waiting && seen.includes('Job status: active (request 1).')) {
            waiting = true;
            // Cancelled once the service has seen the requests the case is about (the hanging job's
            // second one, under way), however slow the machine: never after a fixed pause.
            const signalOnce = () => {
              if (service.requests.length - before < requests) return void setTimeout(signalOnce, 10);
              signalledAt = performance.now();
              requestsBeforeSignal = service.requests.length - before;
              for (const signal of signals) child.kill(signal);
            };
            signalOnce();
          }
        });
      },
    });
    return { run, exitAfterMs: performance.now() - signalledAt, requestsBeforeSignal };
  }

  it.each([
    ['SIGINT during the sleep', 'job-forever', '5s', ['SIGINT'] as NodeJS.Signals[], 1],
    ['SIGINT then SIGTERM during the sleep', 'job-forever', '5s', ['SIGINT', 'SIGTERM'] as NodeJS.Signals[], 1],
    ['SIGTERM during a request that never answers', 'job-hangs', '100ms', ['SIGTERM'] as NodeJS.Signals[], 2],
  ])('stops on %s within a second, with outputs and summary', async (_, jobId, pollInterval, signals, requests) => {
    service.setJob('job-forever', [{ job: { status: 'active' } }]);
    service.setJob('job-hangs', [{ job: { status: 'active' } }, { hang: true }]);
    const { run, exitAfterMs, requestsBeforeSignal } = await cancel(jobId, pollInterval, signals, requests);
    expect(requestsBeforeSignal).toBe(requests);
    expect(run.exitCode).toBe(1);
    expect(exitAfterMs).toBeLessThan(1_000);
    expect(run.outputs).toMatchObject({ status: 'active', outcome: 'cancelled' });
    expect(run.summary).toContain('Cancelled while the job was active');
    expect(errors(run)).toEqual([
      expect.stringMatching(/^Agent job job-\S+: Cancelled while the job was active, after/),
    ]);
  });

  it('survives SIGINT and SIGTERM arriving every millisecond until it exits: exit code 1, outputs and summary', async () => {
    service.setJob('job-forever', [{ job: { status: 'active' } }]);
    let storm: NodeJS.Timeout | undefined;
    const run = await runAction(inputs(service.url, 'job-forever', { 'poll-interval': '5s', timeout: '1m' }), {
      killAfterMs: 20_000,
      onStart: (child: ChildProcess) => {
        let seen = '';
        child.stdout?.on('data', (chunk: Buffer) => {
          seen += chunk.toString();
          if (storm === undefined && seen.includes('(request 1)')) {
            storm = setInterval(() => {
              child.kill('SIGINT');
              child.kill('SIGTERM');
            }, 1);
          }
        });
        child.on('exit', () => clearInterval(storm));
      },
    });
    // Ended by a signal, the exit code is null: the runner would read a crash and outputs could be lost.
    expect([run.exitCode, run.signal]).toEqual([1, null]);
    expect(run.outputs).toMatchObject({ outcome: 'cancelled', status: 'active' });
    expect(run.summary).toContain('Cancelled while the job was active');
  });
});
