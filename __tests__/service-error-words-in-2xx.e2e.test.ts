/**
 * Was broken: when the service answers a follow-up with a 2xx whose body is its Error object
 * (`200 {"error":"Job is archived and cannot take messages"}`), the step fails with "the service
 * answered HTTP 200, but the response has no job status" and drops the service's own words. The
 * same words in a 4xx are quoted ("HTTP 400 (Job is archived ...)"): `classifyAccepted`
 * (src/service/answers.ts) reads a 2xx only as a job and never looks at `error`.
 *
 * How a user meets it: `job-id` + `message` on a job the service will not take a message for, behind
 * a gateway (or a service version) that wraps errors in 200. The step ends `error`, "The message may
 * have been taken. Look at the project's agent jobs on the dashboard", while the service said in
 * plain words why it was not: the user has nothing to act on but a dashboard search.
 *
 * What should happen instead (every message says what happened): the step's error quotes the
 * service's `error` text, as it does for any other answer that carries one.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { runAction } from '../sim/run-action.ts';

const WORDS = 'Job is archived and cannot take messages';
let server: http.Server;
let baseUrl = '';

beforeAll(async () => {
  server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(request.method === 'POST' ? JSON.stringify({ error: WORDS }) : '{"id":"job-1","status":"archived"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it("a follow-up answered 200 with the service's error quotes the service's words", async () => {
  const run = await runAction(
    {
      'project-id': 'proj',
      'api-key': 'mint_key0123456789abcdef',
      'base-url': baseUrl,
      'job-id': 'job-1',
      message: 'Add a troubleshooting section.',
      'poll-interval': '100ms',
      timeout: '20s',
    },
    { killAfterMs: 30_000 },
  );
  expect(run.exitCode).toBe(1);
  const errors = run.annotations.filter((a) => a.command === 'error').map((a) => a.message);
  expect(errors).toHaveLength(1);
  // Was: "... the service answered HTTP 200, but the response has no job status. The message may have been taken."
  expect(errors[0]).toContain(WORDS);
  expect(run.summary).toContain(WORDS);
}, 60_000);
