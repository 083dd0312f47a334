/**
 * Was broken (a helper, following the README as a newcomer): two mistakes in the sweep's own
 * inputs that every sweep meets.
 * - `project-id` not the product step's (a typo, another project's variable): the service answers
 *   404 for the job, and the sweep finished the pull request's turn as `not-found` (check run
 *   `failure`, label taken off) while the job ran on, exit 0; the right sweep then found nothing.
 * - an api-key the service refuses (401: expired after 90 days): exit 0, one warning "the next
 *   sweep tries again", every sweep after it the same, and no fix named.
 *
 * Now the pending record names the step's project: a sweep of another project leaves the turn
 * pending, naming both ids, and the sweep with the right one finishes it. A refused key fails the
 * sweep (`unauthorized`), naming the fix, and leaves every pull request pending.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { runAction } from '../sim/run-action.ts';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { eventFile, pullRequestEnv, PR_REPOSITORY, REPORT_TOKEN } from '../sim/pull-request.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(120_000);
const sim = useSimulatedService({ holdJobs: true });
let github: SimGitHub;
let refusing: http.Server;
const TOKENS = { 'report-token': REPORT_TOKEN, 'github-token': '' };
const product = {
  ...{ number: 5, state: 'open', draft: false, labels: [], user: { login: 'author' } },
  head: { sha: '1'.repeat(40), repo: { full_name: PR_REPOSITORY } },
  base: { repo: { full_name: PR_REPOSITORY } },
  html_url: 'https://github.com/acme/product/pull/5',
};

beforeAll(async () => {
  refusing = http.createServer((_request, response) => {
    response.writeHead(401, { 'content-type': 'application/json' });
    response.end('{"error":"Invalid API key"}');
  });
  await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', () => resolve()));
});
afterAll(() => void refusing.close());

async function letGoStart(runId: number): Promise<void> {
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: {
        ...{ repository: PR_REPOSITORY, readable: [PR_REPOSITORY] },
        ...{ pullRequests: 'write', checks: 'write', actions: 'read' },
      },
    },
    pulls: { [`${PR_REPOSITORY}#5`]: product },
  });
  const event = {
    action: 'opened',
    pull_request: product,
    repository: { full_name: PR_REPOSITORY, default_branch: 'main' },
  };
  const started = await runAction(
    sim.inputs({ prompt: 'Document it.', 'check-name': 'Docs agent', wait: 'sweep', ...TOKENS }),
    { killAfterMs: 30_000, env: pullRequestEnv(github.url, runId, { GITHUB_EVENT_PATH: eventFile(event) }) },
  );
  expect(started.outputs.outcome).toBe('started');
}

const sweep = (runId: number, inputs: Record<string, string>) =>
  runAction(sim.inputs({ sweep: 'true', timeout: '10m', ...TOKENS, ...inputs }), {
    killAfterMs: 30_000,
    env: {
      ...{ GITHUB_API_URL: github.url, GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: PR_REPOSITORY },
      ...{ GITHUB_RUN_ID: String(runId), GITHUB_RUN_ATTEMPT: '1', GITHUB_EVENT_NAME: 'schedule' },
      ...{ GITHUB_EVENT_PATH: eventFile({ schedule: '*/10 * * * *' }), GITHUB_WORKFLOW: 'Docs agent sweep' },
      ...{ GITHUB_JOB: 'sweep', GITHUB_ACTION: 'sweep' },
    },
  });

const docsCheck = () => github.checkRuns.filter((run) => run.name === 'Docs agent').map((run) => run.status);

describe("the sweep's own inputs wrong", () => {
  afterAll(() => github?.close());

  it("another 'project-id' leaves the turn pending, naming both; the right sweep finishes it", async () => {
    await letGoStart(9);
    const wrong = await sweep(10, { 'project-id': 'demo-projekt' });
    expect(wrong.stdout).toContain(
      "job job-started-1 was started in project 'demo-project', and this run's 'project-id' is 'demo-projekt', which has no such job",
    );
    expect(docsCheck()).toEqual(['in_progress']);
    expect(github.checkRuns.map((run) => run.conclusion)).not.toContain('failure');
    sim.service().completeJob('job-started-1');
    const right = await sweep(11, {});
    expect(right.exitCode).toBe(0);
    expect(JSON.parse(right.outputs.results ?? '[]')).toEqual([
      { 'pull-request': 5, 'job-id': 'job-started-1', swept: 'finished', outcome: 'completed' },
    ]);
    expect(github.checkRuns.find((run) => run.name === 'Docs agent')?.conclusion).toBe('success');
    await github.close();
  });

  it('a refused api-key fails the sweep, naming the fix, and leaves the turn pending', async () => {
    await letGoStart(19);
    const url = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}`;
    const refused = await sweep(20, { 'base-url': url });
    expect(refused.exitCode).toBe(1);
    expect(refused.outputs.outcome).toBe('unauthorized');
    expect(refused.annotations.map((a) => a.message).join('\n')).toMatch(
      /The service refused the api-key \(HTTP 401\).*keys expire after 90 days/s,
    );
    expect(docsCheck()).toEqual(['in_progress']);
    expect([...(github.labels.get(`${PR_REPOSITORY}#5`) ?? [])]).toContain('agent-job-pending');
  });
});
