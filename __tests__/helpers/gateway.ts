/**
 * A gateway in front of the simulated service, as a proxy or load balancer on a bad day: it hands
 * every request on, and a test may put another answer in place of the service's (a 502 or a 303
 * after the service acted on a start, a 503 for every read). Started before the file, closed after.
 */
import { afterAll, beforeAll } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the service answered: what was asked, and its answer. */
export interface Passed {
  method: string;
  url: string;
  status: number;
  body: string;
}

/** The answer the gateway gives instead, or undefined to hand the service's on. */
export type Rewrite = (
  passed: Passed,
) => { status: number; headers?: Record<string, string>; body?: string } | undefined;

/** Whether a request is a start (`POST .../job`). */
export const isStart = ({ method, url }: Pick<Passed, 'method' | 'url'>): boolean =>
  method === 'POST' && /\/job$/.test(url);

export function useGateway(service: () => string, rewrite: Rewrite): { url(): string } {
  let gateway: http.Server | undefined;
  let url = '';
  const hand = (request: http.IncomingMessage, response: http.ServerResponse, sent: Buffer): void => {
    const target = new URL(service());
    const headers = { ...request.headers, host: target.host };
    const onward = http.request(
      { host: target.hostname, port: target.port, path: request.url, method: request.method, headers },
      (answer) => {
        const body: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => body.push(chunk));
        answer.on('end', () => {
          const passed = {
            method: request.method ?? '',
            url: request.url ?? '',
            status: answer.statusCode ?? 500,
            body: Buffer.concat(body).toString('utf8'),
          };
          const instead = rewrite(passed);
          const status = instead?.status ?? passed.status;
          response.writeHead(status, instead?.headers ?? { 'content-type': 'application/json' });
          response.end(instead ? (instead.body ?? '') : passed.body);
        });
      },
    );
    onward.end(sent);
  };
  beforeAll(async () => {
    gateway = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => hand(request, response, Buffer.concat(chunks)));
    });
    await new Promise<void>((resolve) => gateway?.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        gateway?.closeAllConnections();
        gateway?.close(() => resolve());
      }),
  );
  return { url: () => url };
}
