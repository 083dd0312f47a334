/**
 * Was broken: after a start whose 201 answer carries its job id as a JSON number too large for a
 * double (the spec types `id` as a string, but the published schema marks nothing required and
 * "Format of id values: not shown"), the step hands on a DIFFERENT id than the service gave.
 *
 * How a user meets it: `prompt:` starts a job; the service (or a gateway re-serialising it)
 * answers `201 {"id":12345678901234567890,"status":"active"}`. JSON.parse rounded the id to
 * `12345678901234567000`, which the output, the annotation and the summary then named: the user
 * looked on the dashboard for a job that does not exist, while the real job ran unnoticed.
 *
 * What happens now: an `id` the service wrote as a number too large for a double is read as its
 * digits, so the step waits for, and hands on, the job the service named.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { runAction } from '../sim/run-action.ts';

const GIVEN = '12345678901234567890';
let server: http.Server;
let baseUrl = '';
let posts = 0;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (request.method === 'POST') posts++;
      // The id as the service wrote it: a bare JSON number of 20 digits.
      const body = request.method === 'POST' ? `{"id":${GIVEN},"status":"active"}` : '{"error":"Job not found"}';
      response.writeHead(request.method === 'POST' ? 201 : 404, { 'content-type': 'application/json' });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it('hands on the id a start answer gave exactly as given, never a rounded number', async () => {
  const run = await runAction(
    {
      'project-id': 'proj',
      'api-key': 'mint_key0123456789abcdef',
      'base-url': baseUrl,
      prompt: 'Document the --dry-run flag',
      'poll-interval': '100ms',
      timeout: '10s',
    },
    { killAfterMs: 25_000 },
  );
  // One POST, never sent again: the step fails as "may have been started".
  expect(posts).toBe(1);
  expect(run.exitCode).toBe(1);
  // The job the start named is waited for by that very id (this service then answers 404 for it).
  expect(run.outputs.outcome).toBe('not-found');
  // The id the user is told to look for is the one the service gave.
  expect(run.outputs['job-id']).toBe(GIVEN);
});
