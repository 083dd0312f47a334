/**
 * A self-hosted gateway in front of the service whose own route carries a version segment: an AWS
 * API Gateway stage named `v1`, an Azure API Management API at /mintlify/v1, a Kong route /api/v1.
 * The step sends <base-url>/v2/agent/..., which such a gateway forwards: a working setup. Only the
 * API's own `/v2` in the path is an input problem (the endpoint pasted from the API reference).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { runAction } from '../sim/run-action.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';

const CLI = path.join(import.meta.dirname, '..', 'dist', 'cli', 'index.js');
const STAGE = '/v1';
let service: SimulatedService;
let gateway: http.Server;
let gatewayUrl = '';
const forwarded: string[] = [];

beforeAll(async () => {
  service = await startService({ activeReads: 1 });
  const target = new URL(service.url);
  // The gateway: answers only under its stage, and forwards the rest of the path to the service.
  gateway = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (!url.startsWith(`${STAGE}/`)) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not Found"}');
      return;
    }
    const rest = url.slice(STAGE.length);
    forwarded.push(rest);
    const out = http.request(
      { host: target.hostname, port: target.port, path: rest, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.writeHead(502).end());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}${STAGE}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => gateway.close(() => resolve()));
  await service.close();
});

describe('a gateway whose own stage is /v1, in front of the service', () => {
  it('the action with base-url <gateway>/v1 waits for the job through the gateway and ends completed (not an input problem)', async () => {
    const run = await runAction(
      {
        'project-id': DEMO_PROJECT_ID,
        'api-key': DEMO_API_KEY,
        'base-url': gatewayUrl,
        'job-id': 'job-pr',
        'poll-interval': '100ms',
        timeout: '20s',
      },
      { killAfterMs: 25_000 },
    );
    const errors = run.annotations.filter((a) => a.command === 'error').map((a) => a.message);
    expect({ exit: run.exitCode, outcome: run.outputs.outcome, errors }).toEqual({
      exit: 0,
      outcome: 'completed',
      errors: [],
    });
    expect(forwarded.some((p) => p.startsWith(`/v2/agent/${DEMO_PROJECT_ID}/job/job-pr`))).toBe(true);
  });

  it('the command line, wait --base-url <gateway>/v1: exit 0 with the job completed, not exit 3 blaming --base-url', async () => {
    const ran = await new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        [CLI, 'wait', 'job-pr', '--base-url', gatewayUrl, '--poll-interval', '100ms', '--timeout', '20s', '--json'],
        {
          env: {
            PATH: process.env.PATH ?? '',
            MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY,
            MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID,
          },
        },
      );
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.on('close', (code) => resolve({ code, out, err }));
    });
    expect({ code: ran.code, err: ran.err.includes('--base-url has the path') }).toEqual({ code: 0, err: false });
    expect((JSON.parse(ran.out) as { outcome: string }).outcome).toBe('completed');
  });
});
