/**
 * A start on a pull request whose 'timeout' runs out while GitHub is slow to show the records:
 * the bundled action (dist/index.js) ends as docs/endings.md says a pull request run cut short
 * before it decided ends (timed out, nothing sent, the step fails): a record it could not read is
 * no "no job", so it starts none, and it writes the head's check run saying so (the head had none). The records' read is held by the simulated GitHub until the step is over, so the
 * read cannot finish within the step's 1 s on any machine, however fast or slow: no wall-clock margin.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';

let serviceRequests = 0;
let server: http.Server;
let baseUrl = '';
let github: SimGitHub;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    serviceRequests++;
    request.resume();
    request.on('end', () => {
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: 'job-1', status: 'active' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  github = await startSimulatedGitHub({
    tokens: { [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write' } },
  });
});
afterAll(async () => {
  await github.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it("a start whose 'timeout' runs out reading the pull request's records ends timed out, with the head's check run", async () => {
  let release = (): void => undefined;
  // The first read of the comments is the records' read, before anything is sent.
  github.faults.push({
    method: 'GET',
    path: /\/issues\/\d+\/comments$/,
    status: 200,
    until: new Promise<void>((resolve) => (release = resolve)),
  });
  const run = await runAction(
    {
      'project-id': 'proj',
      prompt: 'Document the change',
      timeout: '1s',
      'poll-interval': '100ms',
      'api-key': 'mint_key',
      'report-token': REPORT_TOKEN,
      'check-name': 'Docs agent',
      'base-url': baseUrl,
    },
    { killAfterMs: 60_000, env: pullRequestEnv(github.url, 7_001) },
  ).finally(release);

  // Nothing was sent: no request starts after the deadline, so there is never a second job.
  expect(serviceRequests).toBe(0);
  expect(run.exitCode).toBe(1);
  expect(run.outputs.outcome).toBe('timed-out');
  expect(run.summary).toContain('Timed out while reading what the pull request owes');
  expect(run.summary).not.toContain('Prompt sent');
  // A run that decided nothing creates no comment; the head had no check run, so it gets this one.
  expect(github.comments).toHaveLength(0);
  expect(github.checkRuns).toHaveLength(1);
  expect(github.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'timed_out' });
}, 90_000);
