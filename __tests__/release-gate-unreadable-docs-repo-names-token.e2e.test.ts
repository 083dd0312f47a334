/**
 * Was broken: examples/release-gate.yml as written (github-token left at its default, which cannot
 * read the docs repository) on a job that changed no files fails with "whether the job has one on
 * its agent's branch could not be read (... HTTP 404) ... Re-run this run once GitHub answers",
 * and the re-run it asks for waits for the same job and fails with the same words, forever; the
 * fix (a github-token that can read acme/docs) is never named.
 *
 * Now, as promised: docs/endings.md "`completed` without a pull request | notice: the agent
 * changed no files | fails when require-pr: true" and "Every job gets one annotation ... whose
 * text says what happened and what to do next"; README "pass a `github-token` that can read it
 * ..., or the look-up says so in one line".
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID } from '../sim/service.ts';

/** The release-gate recipe's `with:`, less its expressions. */
function recipeStep(): Record<string, string> {
  const workflow = parse(
    readFileSync(path.join(import.meta.dirname, '..', 'examples', 'release-gate.yml'), 'utf8'),
  ) as {
    jobs: Record<string, { steps: Array<{ uses?: string; with?: Record<string, unknown> }> }>;
  };
  const step = workflow.jobs.docs?.steps.find((s) => s.uses?.includes('wait-for-agent-job'));
  return Object.fromEntries(
    Object.entries(step?.with ?? {})
      .map(([k, v]) => [k, String(v)])
      .filter(([, v]) => !(v ?? '').includes('${{')),
  );
}

/** The service as the spec has it: a started job that completes having changed no files (prLink null). */
let service: http.Server;
let serviceUrl = '';
const posts: string[] = [];
beforeAll(async () => {
  service = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST') posts.push(body);
      const job = {
        id: 'job-release-1',
        status: request.method === 'POST' ? 'active' : 'completed',
        source: { repository: 'https://github.com/acme/docs', ref: 'agent/job-release-1' },
        model: 'claude-sonnet-4-5',
        prLink: null,
        createdAt: '2026-11-22T09:00:00.000Z',
        archivedAt: null,
      };
      response.writeHead(request.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(job));
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(async () => {
  service.closeAllConnections();
  await new Promise<void>((resolve) => service.close(() => resolve()));
});

let github: SimGitHub;
beforeEach(async () => {
  // The workflow's own GITHUB_TOKEN: it reads and writes acme/product only (the docs live in acme/docs).
  github = await startSimulatedGitHub({
    tokens: { [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write', actions: 'read' } },
  });
});
afterEach(() => github.close());

function tagPush(attempt: number): Promise<ActionRun> {
  const env = pullRequestEnv(github.url, 81_001, {
    GITHUB_EVENT_NAME: 'push',
    GITHUB_REF: 'refs/tags/v1.2.0',
    GITHUB_REF_NAME: 'v1.2.0',
    GITHUB_RUN_ATTEMPT: String(attempt),
    GITHUB_EVENT_PATH: eventFile({ ref: 'refs/tags/v1.2.0', after: 'b'.repeat(40) }),
  });
  const inputs = {
    ...recipeStep(),
    'project-id': DEMO_PROJECT_ID,
    'api-key': DEMO_API_KEY,
    'base-url': serviceUrl,
    'poll-interval': '100ms',
    prompt: 'Write the release notes and update the docs for v1.2.0.',
    // action.yml's defaults, as the runner fills them in: ${{ github.token }}.
    'github-token': REPORT_TOKEN,
    'report-token': REPORT_TOKEN,
  };
  return github.running(env, () => runAction(inputs, { env, killAfterMs: 30_000 }));
}

const errorOf = (run: ActionRun): string => run.annotations.find((a) => a.command === 'error')?.message ?? '';

describe('the release-gate recipe, on a job that changed no files', () => {
  it('fails saying what happened and what to do, and the re-run it asks for is not a loop', async () => {
    expect(recipeStep()['require-pr']).toBe('true');
    expect(recipeStep()['github-token']).toBeUndefined();

    const first = await tagPush(1);
    expect(first.exitCode).toBe(1);
    expect(first.outputs.outcome).toBe('completed');
    expect(first.outputs['pr-link']).toBe('');
    const said = errorOf(first);
    // GitHub did answer (a 404 for a repository the token cannot see): the fix is the token, for
    // the docs repository, or the plain fact that the service names no pull request.
    expect(said).toMatch(/acme\/docs|changed no files/);
    expect(said).not.toMatch(/Re-run this run once GitHub answers/);

    // Following the advice as given: the re-run waits for the same job and ends the same way.
    const again = await tagPush(2);
    expect(posts).toHaveLength(1);
    expect(again.exitCode).toBe(1);
    expect(errorOf(again)).not.toMatch(/Re-run this run once GitHub answers/);
  });
});
