/**
 * Was broken: a start whose 201 answer gives the job id as a small JSON number (`{"id":42,...}`) ends
 * the step with outcome `error`, "its answer has no usable job id (it has none) ... Its answer named
 * job 42", while the same answer with a 20-digit number (`{"id":12345678901234567890}`) is read as
 * its digits and waited for (start-numeric-id.e2e.test.ts). `exactIds` (src/service/answers.ts)
 * keeps only unsafe integers as text; a safe one stays a number, which `parseJob` then drops.
 *
 * How a user meets it: `prompt:` starts a job; the service (or a gateway that re-serialises its
 * JSON, the very case start-numeric-id.e2e.test.ts was written for) answers
 * `201 {"id":42,"status":"active"}`. The job runs on the service, but the step fails at once with a
 * message that contradicts itself ("has none" ... "named job 42") and tells the user to look on the
 * dashboard before running again; `job-id` is `42`, so the id was known all along.
 *
 * What should happen instead: an id the service wrote as a JSON number is read as its digits
 * whatever its size, so the step waits for job 42 and reports how it ended, as it does for a
 * 20-digit id.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { runAction } from '../sim/run-action.ts';

let server: http.Server;
let baseUrl = '';
const gets: string[] = [];
let posts = 0;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (request.method === 'POST') {
        posts++;
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end('{"id":42,"status":"active"}');
        return;
      }
      gets.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"id":42,"status":"completed","prLink":null}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it('a start answered with a small numeric id waits for that job, as for a 20-digit one', async () => {
  const run = await runAction(
    {
      'project-id': 'proj',
      'api-key': 'mint_key0123456789abcdef',
      'base-url': baseUrl,
      prompt: 'Document the change',
      'poll-interval': '100ms',
      timeout: '20s',
    },
    { killAfterMs: 30_000 },
  );
  expect(posts).toBe(1);
  expect(run.outputs['job-id']).toBe('42');
  // Fails now: outcome 'error' ("its answer has no usable job id (it has none)"), and job 42 is never read.
  expect(run.outputs.outcome).toBe('completed');
  expect(gets).toContain('/v2/agent/proj/job/42');
  expect(run.exitCode).toBe(0);
}, 60_000);
